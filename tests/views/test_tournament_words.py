"""A member's round-robin games still to play, in private (`bot.views.tournament.your_games`),
as a club member reads them in both languages."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.tournament import Format, Kind, Pairing
from bot.i18n import I18n
from bot.views.markup import esc
from bot.views.tournament import About, your_games

I18N = I18n.load()
ABOUT = About(Format.JEUX50, Kind.ROUND_ROBIN, 16, 121, True, False, date(2026, 12, 6), 2)
NAMES = {1: "Ann", 2: "Ben <b>", 3: "Cat"}
LEFT = [Pairing(1, 2, 1), Pairing(1, 3, 1), Pairing(2, 3, 1), Pairing(2, 1, 2)]


@pytest.mark.parametrize(
    ("lang", "user", "text"),
    [
        ("en", 1, "Your 3 games to play, in the group with /play @member: Ben <b> (2 games), Cat"),
        (
            "fr",
            2,
            "Vos 3 parties à jouer, dans le groupe avec /jouer @membre : Ann (2 parties), Cat",
        ),
        ("fr", 3, "Vos 2 parties à jouer, dans le groupe avec /jouer @membre : Ann, Ben <b>"),
    ],
)
def test_each_opponent_once_with_how_many_games(lang: str, user: int, text: str) -> None:
    (line,) = your_games(LEFT, user, NAMES, ABOUT, I18N.translator(lang))
    assert line.replace("\u00a0", " ").replace("\u202f", " ") == esc(text)
