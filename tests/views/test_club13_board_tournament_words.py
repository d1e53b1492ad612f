"""/classement during a tournament: the board (the daily challenge's) named nothing of the
tournament under way, and a member who wanted its standings read « Personne n'est encore au
classement du défi du jour »; it now ends saying where the tournament's standings are."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.club import Period, TieBreak
from bot.i18n import I18n
from bot.views.club import Board, board_lines

I18N = I18n.load()
DAY = date(2026, 11, 30)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Un tournoi est en cours dans ce groupe : /tournoi montre son classement."),
        ("en", "A tournament is under way in this group: /tournament shows its standings."),
    ],
)
def test_a_board_during_a_tournament_points_to_its_standings(lang: str, said: str) -> None:
    board = Board("Club", Period.WEEK, DAY, (), None, 0, False, TieBreak.CONTRE, tournament=True)
    lines = board_lines(board, "Zoé", I18N.translator(lang))
    assert lines[-1].replace("\u00a0", " ") == said


def test_a_board_without_a_tournament_says_nothing_of_one() -> None:
    board = Board("Club", Period.WEEK, DAY, (), None, 0, False, TieBreak.CONTRE)
    lines = board_lines(board, "Zoé", I18N.translator("fr"))
    assert not any("tournoi" in line for line in lines)
