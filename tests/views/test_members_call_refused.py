"""Why a member may not call muggins on a show now (`members_words.call_refused_note`), and a
round robin's names as a members' message says them (`members.board_names`)."""

from __future__ import annotations

from bot.drills.table_show import Refusal, count
from bot.drills.table_state import Seat
from bot.drills.table_turn import status
from bot.drills.tournament_robin import Team
from bot.i18n import I18n
from bot.storage.repo_tournament import Board, Member
from bot.views import members_words as words
from bot.views.members import board_names
from bot.views.replies import no_longer_works_note
from tests.drills.test_table_members import _to_first_count, members_table, true_value

I18N = I18n.load()
FR = I18N.translator("fr")
EN = I18N.translator("en")


def test_a_call_refused_says_why() -> None:
    table, rng = members_table(0, [Seat(1), Seat(2)], muggins=True)
    _to_first_count(table, rng)
    waiting = status(table)
    assert waiting is not None
    counter = waiting.seat
    count(table, counter, true_value(table, counter, "hand"))
    assert words.call_refused_note(table, 1 - counter, 0, 0, FR) is None  # theirs to call
    assert words.call_refused_note(table, counter, 0, 0, EN) == words.muggins_refused_note(
        Refusal.OWN_SIDE, EN, teams=False
    )
    assert words.call_refused_note(table, None, 0, 0, FR) == words.muggins_refused_note(
        Refusal.NOT_SEATED, FR, teams=False
    )
    assert words.call_refused_note(table, 1 - counter, 0, 5, EN) == no_longer_works_note(EN)


def test_a_board_names_a_doubles_team_as_its_table_does() -> None:
    members = [Member(u, n, "2026-01-01", None) for u, n in ((1, "Marie"), (2, "Jean"))]
    single = Board(rows=[], names={1: "Marie", 2: "Jean"}, members=members, results=[])
    assert board_names(single, FR) == {1: "Marie", 2: "Jean"}
    doubles = Board(
        rows=[], names={1: "Marie", 2: "Jean"}, members=members, results=[], teams={1: Team(1, 2)}
    )
    assert board_names(doubles, FR) == {1: "Marie et Jean"}
    assert board_names(doubles, EN) == {1: "Marie and Jean"}
