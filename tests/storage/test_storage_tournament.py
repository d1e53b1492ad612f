"""Stored tournaments: one open per group, members joining, leaving and coming back, games
recorded once, standings posts at most one an hour, a close and a cancel that happen once."""

from __future__ import annotations

from datetime import timedelta

import pytest
from storage_helpers import FakeClock

from bot.storage import Database
from bot.storage.repo_tournament import TournamentUnderWay
from bot.storage.sql import iso_utc

GROUP, OTHER = -100_1, -100_2
RULES = {"target": 121, "margin": "none", "muggins": True, "fadoq116": True}


async def new(db: Database, tid: str = "t1", chat: int = GROUP) -> None:
    await db.tournaments.create_tournament(
        tournament_id=tid,
        chat_id=chat,
        format="fadoq",
        kind="duplicate",
        games=6,
        target=121,
        rules=RULES,
        closes="2026-12-01",
        closes_at="2026-12-02T05:00:00.000+00:00",
        created_by=1,
    )


async def test_one_open_tournament_per_group(db: Database) -> None:
    await new(db)
    with pytest.raises(TournamentUnderWay):
        await new(db, "t2")
    await new(db, "t3", OTHER)
    opened = await db.tournaments.open_tournament(GROUP)
    assert opened is not None and opened.id == "t1" and opened.is_open
    assert opened.rules == RULES and opened.standings is None
    assert await db.tournaments.cancel_tournament("t1")
    assert not await db.tournaments.cancel_tournament("t1")
    assert await db.tournaments.open_tournament(GROUP) is None
    assert (
        await db.tournaments.latest_tournament(GROUP) is None
    )  # a cancelled one is not shown again
    await new(db, "t2")
    assert [t.id for t in await db.tournaments.open_tournaments()] == [
        "t3",
        "t2",
    ]  # by closing time, then age


async def test_members_join_once_leave_and_come_back(db: Database) -> None:
    await new(db)
    await new(db, "t9", OTHER)
    assert await db.tournaments.join_tournament("t1", 5, "Ann")
    assert not await db.tournaments.join_tournament("t1", 5, "Ann")
    assert await db.tournaments.join_tournament("t1", 6, "Ben")
    assert await db.tournaments.join_tournament("t9", 5, "Ann")
    assert await db.tournaments.member_left(GROUP, 5) == 1  # only the group's tournament
    members = await db.tournaments.tournament_members("t1")
    assert [(m.user_id, m.left_at is not None) for m in members] == [(5, True), (6, False)]
    assert [t.id for t in await db.tournaments.user_tournaments(5)] == ["t9"]
    assert await db.tournaments.join_tournament("t1", 5, "Ann B.")  # back in the group, back in
    (ann, _) = await db.tournaments.tournament_members("t1")
    assert ann.left_at is None and ann.name == "Ann B."


async def test_a_game_is_recorded_once(db: Database) -> None:
    await new(db)
    await db.tournaments.join_tournament("t1", 5, "Ann")
    await db.tournaments.link_game(tournament_id="t1", round=1, user_id=5, game_id="g1")
    assert await db.tournaments.game_link("g1") != []
    assert await db.tournaments.game_link("nope") == []
    done = await db.tournaments.finish_game(
        game_id="g1", user_id=5, pour=121, contre=99, lost=2.5, layaways=5
    )
    assert done is not None
    assert (done.round, done.pour, done.contre, done.lost, done.layaways) == (1, 121, 99, 2.5, 5)
    again = await db.tournaments.finish_game(game_id="g1", user_id=5, pour=0, contre=0, lost=0)
    assert again is None
    board = await db.tournaments.board(await db.tournaments.get_tournament("t1"))  # type: ignore[arg-type]
    assert [(r.user, r.games, r.pour, r.contre, r.lost, r.per_deal) for r in board.rows] == [
        (5, 1, 121, 99, 2.5, 0.5)
    ]


async def test_standings_posts_at_most_one_an_hour(db: Database, clock: FakeClock) -> None:
    await new(db)

    def hour_ago() -> str:
        return iso_utc(clock.current - timedelta(hours=1))

    assert await db.tournaments.claim_post("t1", hour_ago())
    assert not await db.tournaments.claim_post("t1", hour_ago())
    clock.current += timedelta(minutes=61)
    assert await db.tournaments.claim_post("t1", hour_ago())


async def test_the_close_happens_once_and_freezes_the_standings(db: Database) -> None:
    await new(db)
    frozen = [{"user": 5, "rank": 1, "games": 1, "pour": 121, "contre": 99, "lost": None}]
    closed = await db.tournaments.close_tournament("t1", frozen)
    assert closed is not None and closed.standings == frozen and not closed.is_open
    assert await db.tournaments.close_tournament("t1", []) is None
    assert not await db.tournaments.cancel_tournament("t1")
    assert not await db.tournaments.claim_post("t1", "9999")
    latest = await db.tournaments.latest_tournament(GROUP)
    assert latest is not None and latest.id == "t1"


async def test_forget_erases_a_members_tournament_rows(db: Database) -> None:
    await new(db)
    await db.tournaments.join_tournament("t1", 5, "Ann")
    await db.tournaments.link_game(tournament_id="t1", round=1, user_id=5, game_id="g1")
    await db.clubs.forget_player(5)
    assert await db.tournaments.tournament_members("t1") == []
    assert await db.tournaments.tournament_games("t1") == []


async def test_a_game_between_members_is_recorded_once_and_numbered(db: Database) -> None:
    await new(db)
    for user, name in ((5, "Ann"), (6, "Ben"), (7, "Cy")):
        await db.tournaments.join_tournament("t1", user, name)
    rows = ((5, 6, 121, 98), (6, 5, 98, 121))
    assert await db.tournaments.record_counted(tournament_id="t1", game_id="g1", rows=rows) == 1
    assert await db.tournaments.record_counted(tournament_id="t1", game_id="g1", rows=rows) is None
    later = ((7, 5, 121, 60), (5, 7, 60, 121))
    assert await db.tournaments.record_counted(tournament_id="t1", game_id="g2", rows=later) == 2
    stored = await db.tournaments.tournament_games("t1")
    shown = sorted((g.game_id, g.round, g.user_id, g.opponent, g.pour, g.contre) for g in stored)
    assert shown == [
        ("g1", 1, 5, 6, 121, 98),
        ("g1", 1, 6, 5, 98, 121),
        ("g2", 2, 5, 7, 60, 121),
        ("g2", 2, 7, 5, 121, 60),
    ]
    assert all(g.finished_at is not None for g in stored)  # finished as recorded
