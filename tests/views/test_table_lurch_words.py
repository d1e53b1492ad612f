"""The end of a game won by a lurch: « Le perdant n'a pas passé la moitié du jeu » (the
« jeu » of these games is the play, the cards laid after the lay-away: half of what?), and
in English « A lurch » with no word of what it is. Both now say half the board."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.table import margin_text

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Le perdant n'a pas passé la moitié de la planche\u00a0: la victoire compte pour "
            "deux parties.",
        ),
        ("en", "A lurch: the loser did not pass half the board; the win counts two games."),
    ],
)
def test_a_lurch_says_half_of_what(lang: str, said: str) -> None:
    assert margin_text("lurch", I18N.translator(lang)) == said
