"""Doubles tournaments stored (migration 20): the kind read back as `doubles`, a partner
asked then confirmed (both take part), one team per member, requests replaced and dropped."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.storage.repo_tournament_teams import InTeam

GROUP = -100_9
RULES = {"target": 121, "margin": "none", "muggins": True, "fadoq116": True}


async def new(db: Database, kind: str = "doubles") -> str:
    created = await db.tournaments.create_tournament(
        tournament_id="d1",
        chat_id=GROUP,
        format="fadoq",
        kind=kind,
        games=6,
        target=121,
        rules=RULES,
        closes="2026-12-01",
        closes_at="2026-12-02T05:00:00.000+00:00",
        created_by=1,
    )
    return created.id


@pytest.mark.parametrize("kind", ["doubles", "round_robin", "duplicate"])
async def test_the_kind_is_read_back(db: Database, kind: str) -> None:
    tid = await new(db, kind)
    stored = await db.tournaments.get_tournament(tid)
    assert stored is not None and stored.kind == kind
    assert [t.kind for t in await db.tournaments.list_tournaments()] == [kind]


async def test_a_partner_confirms_and_both_take_part(db: Database) -> None:
    tid = await new(db)
    asked = await db.tournaments.ask_partner(
        tournament_id=tid, first=1, first_name="Marie", second=None, second_name="@jean"
    )
    assert asked.confirmed_at is None and asked.second is None
    assert (
        await db.tournaments.tournament_members(tid) == []
    )  # nobody takes part before the confirmation
    await db.tournaments.set_team_message(tid, 1, 77)
    team = await db.tournaments.confirm_partner(
        tournament_id=tid, first=1, second=2, second_name="Jean"
    )
    assert team is not None and team.confirmed_at is not None
    assert (team.first, team.second, team.second_name, team.message_id) == (1, 2, "Jean", 77)
    assert [m.user_id for m in await db.tournaments.tournament_members(tid)] == [1, 2]
    # confirmed once: a second press finds no request waiting
    assert (
        await db.tournaments.confirm_partner(tournament_id=tid, first=1, second=2, second_name="J")
        is None
    )
    board = await db.tournaments.board(await db.tournaments.get_tournament(tid))  # type: ignore[arg-type]
    assert list(board.teams) == [1] and board.names == {1: "Marie", 2: "Jean"}
    assert [r.user for r in board.rows] == [1]


async def test_one_team_per_member(db: Database) -> None:
    tid = await new(db)
    await db.tournaments.ask_partner(
        tournament_id=tid, first=1, first_name="A", second=2, second_name="B"
    )
    await db.tournaments.ask_partner(
        tournament_id=tid, first=3, first_name="C", second=None, second_name="@b"
    )
    await db.tournaments.ask_partner(
        tournament_id=tid, first=2, first_name="B", second=4, second_name="D"
    )
    assert await db.tournaments.confirm_partner(
        tournament_id=tid, first=1, second=2, second_name="B"
    )
    # B's own request to D was dropped with the confirmation
    assert [(t.first, t.confirmed_at is not None) for t in await db.tournaments.team_rows(tid)] == [
        (1, True),
        (3, False),
    ]
    with pytest.raises(InTeam) as taken:  # C's request reaches B, who has a partner
        await db.tournaments.confirm_partner(tournament_id=tid, first=3, second=2, second_name="B")
    assert (taken.value.user, taken.value.partner) == (2, 1)
    with pytest.raises(InTeam) as asking:  # A asks again
        await db.tournaments.ask_partner(
            tournament_id=tid, first=1, first_name="A", second=5, second_name="E"
        )
    assert (asking.value.user, asking.value.partner) == (1, 2)
    with pytest.raises(InTeam):  # someone asks A by id
        await db.tournaments.ask_partner(
            tournament_id=tid, first=6, first_name="F", second=1, second_name="A"
        )
    assert {m.user_id for m in await db.tournaments.tournament_members(tid)} == {1, 2}


async def test_a_new_request_replaces_the_old(db: Database) -> None:
    tid = await new(db)
    await db.tournaments.ask_partner(
        tournament_id=tid, first=1, first_name="A", second=2, second_name="B"
    )
    await db.tournaments.set_team_message(tid, 1, 5)
    again = await db.tournaments.ask_partner(
        tournament_id=tid, first=1, first_name="A", second=3, second_name="C"
    )
    assert (again.second, again.message_id) == (3, None)
    assert len(await db.tournaments.team_rows(tid)) == 1
    assert (
        await db.tournaments.confirm_partner(tournament_id=tid, first=1, second=1, second_name="A")
        is None
    )
