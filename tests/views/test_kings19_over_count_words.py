"""kings19: a count too high said two ways. The count drill (/rois compte) said « Trop : vous
avez compté 9, le coup vaut 6 points; c'est corrigé. », a game « Vous avez compté 9; ça fait
6 : c'est corrigé. » (no « Trop », a bare number). The game now says it as the drill does:
one wording for one fact, in both languages."""

from __future__ import annotations

import pytest

from bot.drills.kings import KingsCount, grade_kings_count
from bot.drills.kings_play import PlayerMove
from bot.i18n import I18n
from bot.views import kings as view
from bot.views import kings_play as play_view
from tests.engine.kings_helpers import across, grid

COUNT = KingsCount(grid(["4 3 5"], 15), tuple(across(0, 3, "6")))  # run of 4 and 4+5+6: 6
NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", f"Trop{NBSP}: vous avez compté 9, le coup vaut 6 points; c'est corrigé."),
        ("en", "Too many: you counted 9, the move scores 6 points; corrected."),
    ],
)
def test_an_over_count_reads_the_same_in_a_game_and_in_the_drill(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    drill = view.count_verdict_lines(COUNT, grade_kings_count(COUNT, 9), tr)
    game = play_view.player_move_lines(PlayerMove(COUNT.score(), 9, 0), tr)
    assert drill[0] == said
    assert said in game, game
    assert not any(line.startswith(("Vous avez compté", "You counted")) for line in game)
