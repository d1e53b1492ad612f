"""A night closed with a round drawn, its bye not counted: in French, « l'exemption de Ann
Leblanc ne compte pas » (no elision before a vowel: « d'Ann »); the French sentence now puts
the name where no « de » comes before it, whatever its first letter."""

from __future__ import annotations

import pytest

from bot.drills.night_state import NightState
from bot.i18n import I18n
from bot.views.night_close import unplayed_lines
from tests.drills.night_records import Night, Player, Stored

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "name", "said"),
    [
        ("fr", "Ann Leblanc", "Ronde 1 : aucune partie confirmée, donc l'exemption ne compte pas"
         " pour Ann Leblanc."),
        ("fr", "Ben Roy", "Ronde 1 : aucune partie confirmée, donc l'exemption ne compte pas"
         " pour Ben Roy."),
        ("en", "Ann Leblanc", "Round 1: no game confirmed, so the bye of Ann Leblanc does not"
         " count."),
    ],
)  # fmt: skip
def test_the_bye_not_counted_names_its_player(lang: str, name: str, said: str) -> None:
    players = [Player("p1", 1, name, None), Player("p2", 2, "Cat Poirier", None)]
    players.append(Player("p3", 3, "Dan Cyr", None))
    tables = [Stored(1, 1, ("p2",), ("p3",)), Stored(1, 2, ("p1",), None)]
    state = NightState(Night(), players, tables)
    lines = unplayed_lines(state, I18N.translator(lang))
    assert lines[-1].replace("\u00a0", " ") == said, lines
