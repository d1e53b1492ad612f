"""Clubs storage: members and boards over daily results, the totals kept by triggers, /top off,
streaks, and /forget erasing every row about a player, table by table."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

import aiosqlite
import pytest

from bot.drills.club import (
    Period,
    Standing,
    TieBreak,
    longest_run_ending_between,
    period_key,
    ranked,
)
from bot.storage import LATEST_VERSION, Database, Question
from bot.storage.migrations import MIGRATIONS, migrate_now
from bot.storage.repo_club import BoardRows, top_sql
from bot.storage.repo_forget import player_tables, private_chat_tables

TODAY = date(2026, 11, 25)  # a Wednesday
CLUB_A, CLUB_B = -1001, -1002
ANN, BEN, CAT = 11, 12, 13
INVITE_A, INVITE_B = "A" * 22, "B" * 22


async def put_result(
    db: Database, user: int, day: date, pour: int, contre: int, *, parts: int = 4
) -> None:
    """Write one daily_results row (as the daily challenge does: insert, then update)."""
    now = "2026-11-25T12:00:00.000+00:00"
    async with db.transaction() as conn:
        await conn.execute(
            "INSERT INTO users (tg_id, created_at, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (user, now, now),
        )
        await conn.execute(
            "INSERT INTO daily_results (user_id, day, parts_done, finished, pour, contre,"
            " started_at, updated_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (user_id, day) DO UPDATE SET parts_done = excluded.parts_done,"
            " finished = excluded.finished, pour = excluded.pour, contre = excluded.contre,"
            " finished_at = excluded.finished_at",
            (
                user,
                day.isoformat(),
                parts,
                int(parts == 4),
                pour,
                contre,
                now,
                now,
                now if parts == 4 else None,
            ),
        )


async def board(
    db: Database,
    club: int,
    period: Period,
    user: int | None = ANN,
    tiebreak: TieBreak = TieBreak.CONTRE,
    limit: int = 10,
) -> BoardRows:
    return await db.clubs.board(
        club, period_key(period, TODAY), tiebreak=tiebreak, user_id=user, limit=limit
    )


def ids(rows: BoardRows) -> list[int]:
    return [s.user_id for s in rows.top]


@pytest.fixture
async def clubs(db: Database) -> Database:
    """Three members of club A (Ann also in club B) with results on different days."""
    await db.clubs.open_club(CLUB_A, title="Les As", invite=INVITE_A)
    await db.clubs.open_club(CLUB_B, title="Bridge & <Cribbage>", invite=INVITE_B)
    for user, name in ((ANN, "Ann"), (BEN, "Ben"), (CAT, "Cat")):
        await db.users.get_or_create_user(user)
        assert await db.clubs.join_club(CLUB_A, user, name=name)
    assert await db.clubs.join_club(CLUB_B, ANN, name="Ann")
    assert not await db.clubs.join_club(CLUB_A, ANN, name="Ann")  # already a member
    monday = TODAY - timedelta(days=2)
    await put_result(db, ANN, TODAY, 20, 4)
    await put_result(db, BEN, TODAY, 25, 9)
    await put_result(db, CAT, monday, 40, 2)  # this week, not today
    await put_result(db, ANN, date(2026, 11, 3), 30, 0)  # this month, not this week
    await put_result(db, BEN, date(2026, 10, 30), 50, 1)  # last month
    await put_result(db, CAT, date(2025, 6, 1), 7, 7)  # last year
    return db


async def test_the_four_periods(clubs: Database) -> None:
    today = await board(clubs, CLUB_A, Period.TODAY)
    assert ids(today) == [BEN, ANN] and today.players == 2
    week = await board(clubs, CLUB_A, Period.WEEK)
    assert ids(week) == [CAT, BEN, ANN]
    month = await board(clubs, CLUB_A, Period.MONTH)
    assert ids(month) == [ANN, CAT, BEN]  # 50, 40, 25
    ever = await board(clubs, CLUB_A, Period.ALL)
    assert ids(ever) == [BEN, ANN, CAT]  # 75, 50, 47
    assert [(s.pour, s.contre, s.days) for s in ever.top] == [(75, 10, 2), (50, 4, 2), (47, 9, 2)]
    assert ever.me == Standing(ANN, "Ann", 50, 4, 2) and ever.better == 1


async def test_a_result_counts_in_each_club_of_the_player(clubs: Database) -> None:
    b = await board(clubs, CLUB_B, Period.ALL)
    assert ids(b) == [ANN] and b.players == 1 and b.better == 0
    assert [c.chat_id for c in await clubs.clubs.member_clubs(ANN)] == [CLUB_B, CLUB_A]  # by title
    assert [c.chat_id for c in await clubs.clubs.member_clubs(BEN)] == [CLUB_A]


async def test_a_row_without_an_answered_part_is_not_on_the_board(clubs: Database) -> None:
    await put_result(clubs, CAT, TODAY, 0, 0, parts=0)
    assert CAT not in ids(await board(clubs, CLUB_A, Period.TODAY))
    await put_result(clubs, CAT, TODAY, 3, 1, parts=1)
    rows = await board(clubs, CLUB_A, Period.TODAY, user=CAT)
    assert ids(rows) == [BEN, ANN, CAT] and rows.better == 2


async def test_tie_break_both_ways(clubs: Database) -> None:
    # Today: Ben 25/9, Ann 20/4. Cat gets 25 pour and 3 contre: ties Ben on pour.
    await put_result(clubs, CAT, TODAY, 25, 3)
    by_contre = await board(clubs, CLUB_A, Period.TODAY, user=BEN)
    assert ids(by_contre) == [CAT, BEN, ANN] and by_contre.better == 1
    # By difference: Cat 22, then Ben and Ann at 16 each, Ben first on pour (25 vs 20).
    by_diff = await board(clubs, CLUB_A, Period.TODAY, user=ANN, tiebreak=TieBreak.DIFFERENCE)
    assert ids(by_diff) == [CAT, BEN, ANN] and by_diff.better == 2
    await put_result(clubs, ANN, TODAY, 24, 1)  # difference 23 beats Cat's 22, pour doesn't
    assert ids(await board(clubs, CLUB_A, Period.TODAY, tiebreak=TieBreak.DIFFERENCE)) == [
        ANN,
        CAT,
        BEN,
    ]
    assert ids(await board(clubs, CLUB_A, Period.TODAY)) == [CAT, BEN, ANN]  # 25/3, 25/9, 24


@pytest.mark.parametrize("tiebreak", list(TieBreak))
async def test_sql_order_and_ranks_match_the_pure_ranking(db: Database, tiebreak: TieBreak) -> None:
    rng = random.Random(7)
    await db.clubs.open_club(CLUB_A, title="A", invite=INVITE_A)
    users = list(range(100, 160))
    for user in users:
        await db.users.get_or_create_user(user)
        await db.clubs.join_club(CLUB_A, user, name=f"p{user}")
        await put_result(db, user, TODAY, rng.randint(0, 12), rng.randint(0, 5))
    everyone = await board(db, CLUB_A, Period.TODAY, user=None, tiebreak=tiebreak, limit=100)
    expected = ranked(everyone.top, tiebreak)
    assert ids(everyone) == [r.standing.user_id for r in expected]
    for row in expected[::7]:
        mine = await board(db, CLUB_A, Period.TODAY, user=row.standing.user_id, tiebreak=tiebreak)
        assert mine.better + 1 == row.rank and mine.players == len(users)
        assert ids(mine) == ids(everyone)[:10]


async def test_totals_follow_every_write_and_match_a_plain_group_by(db: Database) -> None:
    rng = random.Random(3)
    days = [TODAY - timedelta(days=n) for n in range(80)]
    for _ in range(400):
        user = rng.choice((1, 2, 3))
        day = rng.choice(days)
        await put_result(
            db, user, day, rng.randint(0, 30), rng.randint(0, 10), parts=rng.randint(0, 4)
        )
        if rng.random() < 0.1:
            async with db.transaction() as conn:
                await conn.execute(
                    "DELETE FROM daily_results WHERE user_id = ? AND day = ?",
                    (user, day.isoformat()),
                )
    async with db.snapshot() as conn:
        kept = await conn.execute_fetchall(
            "SELECT period, user_id, days, pour, contre FROM daily_totals WHERE days <> 0"
            " OR pour <> 0 OR contre <> 0 ORDER BY 1, 2"
        )
        plain = await conn.execute_fetchall(
            "SELECT period, user_id, SUM(parts_done > 0), SUM(pour), SUM(contre) FROM ("
            " SELECT 'all' AS period, * FROM daily_results UNION ALL"
            " SELECT 'm:' || substr(day, 1, 7), * FROM daily_results UNION ALL"
            " SELECT 'w:' || date(day, 'weekday 0', '-6 days'), * FROM daily_results)"
            " GROUP BY 1, 2 HAVING SUM(parts_done > 0) <> 0 OR SUM(pour) <> 0"
            " OR SUM(contre) <> 0 ORDER BY 1, 2"
        )
    assert [tuple(r) for r in kept] == [tuple(r) for r in plain]
    assert len(plain) > 30


async def test_top_off_hides_from_every_board_and_back(clubs: Database) -> None:
    await clubs.clubs.set_hidden(ANN, True)
    for club in (CLUB_A, CLUB_B):
        rows = await board(clubs, club, Period.ALL)
        assert ANN not in ids(rows) and rows.hidden and rows.me is None
    assert (await board(clubs, CLUB_A, Period.ALL, user=BEN)).players == 2
    await clubs.clubs.set_hidden(ANN, False)
    assert ANN in ids(await board(clubs, CLUB_A, Period.ALL))


async def test_club_life_cycle_keeps_invite_and_settings(db: Database) -> None:
    club = await db.clubs.open_club(CLUB_A, title="A", invite=INVITE_A)
    assert club.active and club.invite == INVITE_A and club.tiebreak is TieBreak.CONTRE
    club = await db.clubs.update_club(
        CLUB_A,
        {
            "timezone": "Europe/Paris",
            "post_time": "08:30",
            "weekly": False,
            "tiebreak": TieBreak.DIFFERENCE,
            "lang": "en",
        },
    )
    assert (club.timezone, club.post_time, club.weekly, club.tiebreak, club.lang) == (
        "Europe/Paris",
        "08:30",
        False,
        TieBreak.DIFFERENCE,
        "en",
    )
    assert await db.clubs.close_club(CLUB_A) and not await db.clubs.close_club(CLUB_A)
    gone = await db.clubs.club_by_invite(INVITE_A)
    assert gone is not None and not gone.active
    assert await db.clubs.active_clubs() == []
    back = await db.clubs.open_club(CLUB_A, title="A2", invite="C" * 22)
    assert (
        back.active and back.invite == INVITE_A and back.title == "A2" and back.post_time == "08:30"
    )
    assert await db.clubs.club_by_invite("C" * 22) is None
    with pytest.raises(ValueError):
        await db.clubs.update_club(CLUB_A, {"invite": "x"})


async def test_a_group_becoming_a_supergroup_keeps_its_club(clubs: Database) -> None:
    assert await clubs.clubs.move_club(CLUB_A, -100_777)
    assert await clubs.clubs.get_club(CLUB_A) is None
    assert ids(await board(clubs, -100_777, Period.ALL)) == [BEN, ANN, CAT]
    assert not await clubs.clubs.move_club(CLUB_A, -100_888)


async def test_a_move_onto_a_club_opened_meanwhile_merges_them(clubs: Database) -> None:
    await clubs.clubs.open_club(
        -100_777, title="new", invite="N" * 22
    )  # the bot's status came first
    await clubs.users.get_or_create_user(99)
    await clubs.clubs.join_club(-100_777, 99, name="Zed")
    await clubs.clubs.join_club(-100_777, ANN, name="Ann")
    assert await clubs.clubs.move_club(CLUB_A, -100_777)
    moved = await clubs.clubs.get_club(-100_777)
    assert moved is not None and moved.invite == INVITE_A and moved.active
    assert await clubs.clubs.club_by_invite("N" * 22) is None
    assert await clubs.clubs.member_count(-100_777) == 4  # Ann, Ben, Cat and Zed
    assert await clubs.clubs.get_club(CLUB_A) is None


async def test_a_move_takes_what_is_under_way_and_leaves_history(db: Database) -> None:
    old, new = -300_600, -1_000_000_600
    for user in (1, 2):
        await db.users.get_or_create_user(user)
    game = await db.games.start_game(1, old, target=121, margin_rule="skunk")

    async def ask(user: int, chat: int, game_id: int | None = None) -> Question:
        asked, _ = await db.questions.replace_question(
            user_id=user, chat_id=chat, kind="hand", deal={}, expected={}, game_id=game_id
        )
        return asked

    first = await ask(1, old, game.id)
    await db.questions.answer_question(
        first.id,
        answered={"total": 2},
        result={},
        expected_total=2,
        answered_total=2,
        player_points=2,
        bot_points=0,
        seconds=1.0,
    )
    asked = await ask(1, old, game.id)
    await ask(2, old)
    there = await ask(2, new)  # already under way in the new chat
    assert await db.clubs.move_play(old, new) == 2  # the game and user 1's question
    moved = await db.questions.pending_question(1, new)
    assert moved is not None and moved.id == asked.id
    assert (await db.questions.pending_question(2, new)) == there
    assert (
        await db.questions.pending_question(2, old) is not None
    )  # the newer one won; this one stays
    moved_game = await db.games.current_game(1, new)
    assert moved_game is not None and moved_game.id == game.id
    assert [a.chat_id for a in await db.stats.attempts(1)] == [old]  # history stays where it was


async def test_streaks_in_sql_match_the_pure_runs(db: Database) -> None:
    rng = random.Random(5)
    await db.clubs.open_club(CLUB_A, title="A", invite=INVITE_A)
    week = date(2026, 11, 16)
    played: dict[int, list[date]] = {}
    for user in range(200, 220):
        await db.users.get_or_create_user(user)
        await db.clubs.join_club(CLUB_A, user, name=str(user))
        for n in range(40):
            day = week + timedelta(days=6 - n)
            if rng.random() < 0.7:
                finished = rng.random() < 0.9
                await put_result(db, user, day, 5, 1, parts=4 if finished else 2)
                if finished:
                    played.setdefault(user, []).append(day)
    _, _, streaks = await db.clubs.week_facts(CLUB_A, week, week - timedelta(days=7))
    got = {s.user_id: s.days for s in streaks}
    want = {
        user: longest_run_ending_between(days, week, week + timedelta(days=6))
        for user, days in played.items()
    }
    assert got == {user: n for user, n in want.items() if n > 0}


async def test_forget_erases_every_row_about_the_player_table_by_table(clubs: Database) -> None:
    db = clubs
    await db.clubs.set_hidden(ANN, True)
    await db.users.merge_settings(ANN, {"tz": "Europe/Paris"})
    game = await db.games.start_game(ANN, ANN, target=121, margin_rule="skunk")
    question, _ = await db.questions.replace_question(
        user_id=ANN,
        chat_id=ANN,
        kind="hand",
        deal={"x": 1},
        expected={"total": 2},
        game_id=game.id,
    )
    await db.questions.answer_question(
        question.id,
        answered={},
        result={},
        expected_total=2,
        answered_total=2,
        player_points=2,
        bot_points=0,
        seconds=1.0,
    )
    await db.questions.replace_question(
        user_id=ANN, chat_id=CLUB_A, kind="hand", deal={}, expected={}
    )
    async with db.transaction() as conn:
        await conn.execute(
            "INSERT INTO ecart_challenges (question_id, user_id, chat_id, cards, role, choice,"
            " best, model, rank, options, points, loss, via, seconds, created_at)"
            " VALUES (?, ?, ?, '[]', 'dealer', '[]', '[]', 'expert', 1, 15, 8.5, 0, 'buttons',"
            " 3, 'x')",
            (question.id, ANN, ANN),
        )
    checked = {
        "ecart_challenges",
        "users",
        "games",
        "questions",
        "attempts",
        "daily_results",
        "daily_totals",
        "club_members",
        "club_players",
    }
    before = await rows_about(db, ANN)
    assert set(before) >= checked and all(before[t] > 0 for t in checked), before
    others = {user: await rows_about(db, user) for user in (BEN, CAT)}
    erased = await db.clubs.forget_player(ANN)
    after = await rows_about(db, ANN)
    assert all(n == 0 for n in after.values()), after  # every table, including later ones
    assert erased >= sum(before[t] for t in checked) - before["daily_totals"]
    assert {user: await rows_about(db, user) for user in (BEN, CAT)} == others
    assert ids(await board(db, CLUB_A, Period.ALL, user=BEN)) == [BEN, CAT]
    assert (await db.clubs.get_club(CLUB_A)) is not None


async def test_forget_finds_the_tables_of_a_player_and_of_a_chat_in_the_schema(
    db: Database,
) -> None:
    """`player_tables` (a `user_id` column, or users' `tg_id`) and `private_chat_tables` (a
    `chat_id` column), each by name, as the schema has them."""
    async with db.snapshot() as conn:
        players = await player_tables(conn)
        chats = await private_chat_tables(conn)
        names = [
            row[0]
            for row in await conn.execute_fetchall(
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                " ORDER BY name"
            )
        ]
        columns = {
            name: {c[1] for c in await conn.execute_fetchall(f'PRAGMA table_info("{name}")')}
            for name in names
        }
    expected = [(n, c) for n in names for c in ("user_id", "tg_id") if c in columns[n]]
    assert players == expected
    assert ("users", "tg_id") in players and ("attempts", "user_id") in players
    assert chats == [n for n in names if "chat_id" in columns[n]]
    assert "chats" in chats and "quiz_polls" in chats and "users" not in chats


async def rows_about(db: Database, user: int) -> dict[str, int]:
    """Rows mentioning the user in each table that keys on a player (user_id or tg_id)."""
    counts: dict[str, int] = {}
    async with db.snapshot() as conn:
        tables = await conn.execute_fetchall(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
        for (table,) in tables:
            columns = {c[1] for c in await conn.execute_fetchall(f'PRAGMA table_info("{table}")')}
            for column in ("user_id", "tg_id"):
                if column in columns:
                    rows = await conn.execute_fetchall(
                        f'SELECT COUNT(*) FROM "{table}" WHERE "{column}" = ?', (user,)
                    )
                    counts[table] = counts.get(table, 0) + int(next(iter(rows))[0])
    return counts


async def test_the_club_migration_backfills_totals_from_existing_results(tmp_path: Path) -> None:
    """A database with daily results from before clubs: the migration sums them up."""
    clubs_at = next(i for i, m in enumerate(MIGRATIONS) if "CREATE TABLE clubs" in m)
    conn = await aiosqlite.connect(tmp_path / "old.sqlite3", isolation_level=None)
    try:
        assert await migrate_now(conn, MIGRATIONS[:clubs_at]) == clubs_at
        await conn.execute("INSERT INTO users (tg_id, created_at, updated_at) VALUES (5, 'x', 'x')")
        for day, parts, pour, contre in (
            ("2026-11-22", 4, 10, 1),  # a Sunday: week of the 16th
            ("2026-11-23", 2, 7, 3),
            ("2026-11-24", 0, 0, 0),  # started, nothing answered
            ("2026-10-31", 4, 5, 5),
        ):
            await conn.execute(
                "INSERT INTO daily_results (user_id, day, parts_done, pour, contre, started_at,"
                " updated_at) VALUES (5, ?, ?, ?, ?, 'x', 'x')",
                (day, parts, pour, contre),
            )
        assert await migrate_now(conn) == LATEST_VERSION
        totals = dict(
            ((period, (days, pour, contre)))
            for period, days, pour, contre in await conn.execute_fetchall(
                "SELECT period, days, pour, contre FROM daily_totals WHERE user_id = 5"
            )
        )
    finally:
        await conn.close()
    assert totals == {
        "all": (3, 22, 9),
        "m:2026-11": (2, 17, 4),
        "m:2026-10": (1, 5, 5),
        "w:2026-11-16": (1, 10, 1),
        "w:2026-11-23": (1, 7, 3),
        "w:2026-10-26": (1, 5, 5),
    }


@pytest.mark.parametrize("tiebreak", list(TieBreak))
@pytest.mark.parametrize("period", [Period.WEEK, Period.MONTH, Period.ALL])
async def test_period_boards_read_the_totals_in_their_order(
    db: Database, db_path: Path, period: Period, tiebreak: TieBreak
) -> None:
    """The index of the tie-break's order serves the board: no sort of the whole period."""
    rng = random.Random(11)
    await db.clubs.open_club(CLUB_A, title="A", invite=INVITE_A)
    for user in range(200, 240):
        await db.users.get_or_create_user(user)
        await db.clubs.join_club(CLUB_A, user, name=f"p{user}")
        await put_result(db, user, TODAY, rng.randint(0, 12), rng.randint(0, 5))
    key = period_key(period, TODAY)
    index = {
        TieBreak.CONTRE: "daily_totals_by_pour",
        TieBreak.DIFFERENCE: "daily_totals_by_difference",
    }
    with sqlite3.connect(db_path) as conn:
        plan = " / ".join(
            str(row[3])
            for row in conn.execute(
                "EXPLAIN QUERY PLAN " + top_sql(key, tiebreak),
                {"chat": CLUB_A, "key": key, "limit": 10},
            )
        )
    assert f"daily_totals USING INDEX {index[tiebreak]}" in plan, plan
    assert "USE TEMP B-TREE FOR ORDER BY" not in plan, plan  # at most the ties are sorted
    everyone = await board(db, CLUB_A, period, user=None, tiebreak=tiebreak, limit=100)
    top = await board(db, CLUB_A, period, user=None, tiebreak=tiebreak)
    assert ids(top) == ids(everyone)[:10] and len(everyone.top) == 40


async def test_member_ranks_are_the_boards_ranks_in_every_club(clubs: Database) -> None:
    """/top in private: the player's place on each board named, club by club (by title), as
    the board itself ranks them; hidden: on no board, and said so; no club: nothing."""
    periods = (Period.TODAY, Period.ALL)

    def keys(club: object) -> list[str]:
        return [period_key(p, TODAY) for p in periods]

    ranks, hidden = await clubs.clubs.member_ranks(ANN, keys)
    assert not hidden
    assert [title for title, _ in ranks] == ["Bridge & <Cribbage>", "Les As"]
    for (_, places), club in zip(ranks, (CLUB_B, CLUB_A), strict=True):
        for place, period in zip(places, periods, strict=True):
            rows = await board(clubs, club, period)
            assert place == (None if rows.me is None else (rows.better + 1, rows.players))
    assert ranks[1][1][1] is not None  # Ann is on club A's board of all time
    await clubs.clubs.set_hidden(ANN, True)
    ranks, hidden = await clubs.clubs.member_ranks(ANN, keys)
    assert hidden and all(place is None for _, places in ranks for place in places)
    assert await clubs.clubs.member_ranks(99, keys) == ([], False)


@pytest.mark.parametrize("tiebreak", list(TieBreak))
@pytest.mark.parametrize("period", list(Period))
async def test_a_board_page_is_the_first_rows_of_the_whole_board_as_listed(
    db: Database, period: Period, tiebreak: TieBreak
) -> None:
    """Whatever the ties across its last place, a page of `limit` rows holds the first
    `limit` members of the whole board in the order it is shown (`ranked`: names accents and
    case aside), never members that only code-point order puts first (Zoé before Émile)."""
    rng = random.Random(29)
    names = ["Zoé", "Émile", "émilie", "Éric", "gérard", "Gérald", "Ève", "Yves", "zack", "Adèle"]
    await db.clubs.open_club(CLUB_A, title="A", invite=INVITE_A)
    for user in range(300, 340):
        await db.users.get_or_create_user(user)
        await db.clubs.join_club(CLUB_A, user, name=rng.choice(names))
        await put_result(db, user, TODAY, rng.randint(3, 5), rng.randint(0, 1))
    everyone = await board(db, CLUB_A, period, user=None, tiebreak=tiebreak, limit=100)
    shown = [r.standing for r in ranked(everyone.top, tiebreak)]
    for limit in range(1, 41):
        page = await board(db, CLUB_A, period, user=None, tiebreak=tiebreak, limit=limit)
        assert [r.standing for r in ranked(page.top, tiebreak)] == shown[:limit], limit
