"""/classement during a tournament: the board (the daily challenge's) named nothing of the
tournament under way, and a member who wanted its standings read « Personne n'est encore au
classement du défi du jour »; it now ends saying where the tournament's standings are."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.club import Period, TieBreak
from bot.i18n import I18n
from bot.views.club import Board, board_lines, for_everyone

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


def test_the_board_for_everyone_drops_the_askers_rank_only() -> None:
    """(Moved from the /top handler.) Two members asking the same board read the same one:
    without the asker's rank, hiding or membership; the tournament line stays."""
    mine = Board(
        "Club", Period.WEEK, DAY, (), None, 3, True, TieBreak.CONTRE, member=False, tournament=True
    )
    everyone = for_everyone(mine)
    assert (everyone.me, everyone.hidden, everyone.member) == (None, False, True)
    assert everyone.tournament and everyone.players == 3
    other = Board("Club", Period.WEEK, DAY, (), None, 3, False, TieBreak.CONTRE, tournament=True)
    assert for_everyone(other) == everyone
