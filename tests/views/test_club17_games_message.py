"""/top games' message (`games_message_lines`): the board of its period, and the period word
not understood said under it. Put together in members_results' handler before."""

from __future__ import annotations

from datetime import date

from bot.drills.club import Period
from bot.i18n import I18n
from bot.storage.repo_members_results import GamesRow
from bot.views.members_results import GamesBoard, games_message_lines

I18N = I18n.load()
ROWS = (GamesRow(1, "Ann", 2, 3, 300, 280), GamesRow(2, "Ben", 1, 3, 280, 300))
BOARD = GamesBoard(Period.WEEK, date(2026, 12, 2), ROWS)


def test_the_board_of_the_period_with_its_legend() -> None:
    lines = games_message_lines(BOARD, I18N.translator("en"))
    assert lines[0].replace("\u2009", " ") == (
        "<b>Games between members: this week (November 30 \u2013 December 6)</b>"
    )
    assert lines[1:3] == ["1. Ann: won 2 of 3 games (+20)", "2. Ben: won 1 of 3 games (\u221220)"]
    assert lines[-1].startswith("<i>The number in parentheses")


def test_the_period_word_not_understood_is_said_under_it() -> None:
    lines = games_message_lines(BOARD, I18N.translator("fr"), "semaine-ci")
    assert lines[0].replace("\u00a0", " ").startswith("<b>Parties entre membres : cette semaine")
    assert "« semaine-ci »" in lines[-1].replace("\u00a0", " ") and "/classement" in lines[-1]
    assert lines[:-1] == games_message_lines(BOARD, I18N.translator("fr"))
