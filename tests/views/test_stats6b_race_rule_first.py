"""/course after « 61, skunk » showed « Course des mains à 61 : vous 0, moi 0 » and all three
margin rules explained alike: which one was in play? The race's rule comes first."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.models import Game
from bot.views.practice import game_menu_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "rule", "said"),
    [
        ("fr", "skunk", "Règle de cette course\u00a0: skunk."),
        ("fr", "lurch", "Règle de cette course\u00a0: sous la moitié."),
        ("fr", "none", "Règle de cette course\u00a0: sans skunk."),
        ("en", "skunk", "This race's rule: skunk."),
    ],
)
def test_the_race_rule_comes_right_under_the_board(lang: str, rule: str, said: str) -> None:
    game = Game(1, 7, 7, 61, rule, 0, 0, "active", 0, "2026-12-01T00:00:00", None)
    lines = game_menu_lines(game, "standard", I18N.translator(lang))
    assert lines[1] == said, lines


def test_no_race_no_rule() -> None:
    lines = game_menu_lines(None, "standard", I18N.translator("fr"))
    assert not any("cette course" in line for line in lines), lines
