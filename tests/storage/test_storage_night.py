"""Stored club nights: one open per group, players registered once (by name without Telegram),
rounds drawn once, a score entered, confirmed or disputed once and only as it stands, the
organizer's correction kept with who made it, swaps only before a score, a close that happens
once, and everything read back after reopening the file."""

from __future__ import annotations

from pathlib import Path

import pytest
from storage_helpers import FakeClock

from bot.drills.night import Table, draw
from bot.drills.night_state import NextRound
from bot.storage import Database
from bot.storage.repo_night import NightUnderWay

GROUP, OTHER = -100_1, -100_2


async def new(db: Database, nid: str = "n1", chat: int = GROUP) -> None:
    await db.nights.create_night(
        night_id=nid,
        chat_id=chat,
        format="acc",
        ranking="acc",
        doubles=False,
        games=9,
        target=121,
        lang="fr",
        created_by=1,
    )


async def test_one_open_night_per_group(db: Database) -> None:
    await new(db)
    with pytest.raises(NightUnderWay):
        await new(db, "n2")
    await new(db, "n3", OTHER)
    night = await db.nights.open_night(GROUP)
    assert night is not None and night.id == "n1" and night.is_open and not night.doubles
    closed = await db.nights.close_night("n1", [{"rank": 1}], by=1)
    assert closed is not None and closed.standings == [{"rank": 1}] and not closed.is_open
    assert await db.nights.close_night("n1", [], by=1) is None  # once
    assert await db.nights.open_night(GROUP) is None
    latest = await db.nights.latest_night(GROUP)
    assert latest is not None and latest.id == "n1"
    await new(db, "n2")
    assert [n.id for n in await db.nights.list_nights()] == ["n1", "n3", "n2"]


async def test_players_register_once_and_by_name(db: Database) -> None:
    await new(db)
    first = await db.nights.add_player("n1", "Gaston Roy", 10, None)
    assert first is not None and (first.id, first.number, first.user_id) == ("p1", 1, 10)
    assert await db.nights.add_player("n1", "Gaston", 10, None) is None
    rita = await db.nights.add_player("n1", "Rita Cormier" + "x" * 60, None, 1)
    assert rita is not None and rita.id == "p2" and rita.user_id is None
    assert len(rita.name) == 40
    await db.nights.add_player("n1", "Paul", 11, None)
    assert [p.id for p in await db.nights.night_players("n1")] == ["p1", "p2", "p3"]
    assert await db.nights.set_late("n1", ["p3"], 1) == 1
    assert await db.nights.set_absent("n1", ["p2"], True) == 1
    players = {p.id: p for p in await db.nights.night_players("n1")}
    assert players["p3"].late == 1 and players["p2"].absent
    assert [n.id for n in await db.nights.user_open_nights(10)] == ["n1"]
    assert await db.nights.user_open_nights(99) == []


async def test_players_removed_before_the_first_round_only(db: Database) -> None:
    await new(db)
    for name, user in (("Ann", 10), ("Ben", None), ("Cat", 11), ("Dan", None)):
        await db.nights.add_player("n1", name, user, 1)
    ann, ben, cat, _ = await db.nights.night_players("n1")
    assert [p.name for p in await db.nights.remove_players("n1", [ann])] == ["Ann"]
    # read before: Cat's id p3 is Dan's now, Ben's p2 is Cat's: neither removed
    assert await db.nights.remove_players("n1", [cat, ben]) == []
    ben, *_ = await db.nights.night_players("n1")
    assert [p.name for p in await db.nights.remove_players("n1", [ben])] == ["Ben"]
    players = await db.nights.night_players("n1")
    assert [(p.id, p.number, p.name, p.user_id) for p in players] == [
        ("p1", 1, "Cat", 11),
        ("p2", 2, "Dan", None),
    ]
    added = await db.nights.add_player("n1", "Eve", None, 1)
    assert added is not None and (added.id, added.number) == ("p3", 3)
    await db.nights.add_round("n1", [Table(1, 1, ("p1",), ("p2",))], None)
    assert await db.nights.remove_players("n1", [added]) == []  # the sides are drawn
    assert len(await db.nights.night_players("n1")) == 3


async def test_scores_confirmed_once_disputes_and_corrections(db: Database) -> None:
    await new(db)
    sides = [("p1",), ("p2",), ("p3",), ("p4",)]
    tables = draw(sides, 1)
    assert await db.nights.add_round("n1", tables, None)
    assert not await db.nights.add_round("n1", tables, None)  # drawn once
    entered = await db.nights.enter_score(night_id="n1", round=1, table=1, a=121, b=98, by=10)
    assert entered is not None and entered.score == (121, 98) and not entered.confirmed
    # a confirmation of another score than the one standing is refused
    assert await db.nights.confirm_score(night_id="n1", round=1, table=1, a=121, b=90) is None
    disputed = await db.nights.dispute_score(night_id="n1", round=1, table=1, a=121, b=98)
    assert disputed is not None and disputed.disputed
    fixed = await db.nights.correct_score(night_id="n1", round=1, table=1, a=121, b=90, by=1)
    assert fixed is not None and fixed.confirmed and not fixed.disputed
    assert (fixed.entered_by, fixed.corrected_by) == (10, 1)
    # confirmed: a player can no longer change it
    assert await db.nights.enter_score(night_id="n1", round=1, table=1, a=1, b=121, by=10) is None
    ok = await db.nights.enter_score(night_id="n1", round=1, table=2, a=100, b=121, by=12)
    assert ok is not None
    confirmed = await db.nights.confirm_score(night_id="n1", round=1, table=2, a=100, b=121)
    assert confirmed is not None and confirmed.confirmed
    assert await db.nights.confirm_score(night_id="n1", round=1, table=2, a=100, b=121) is None
    stored = await db.nights.night_tables("n1")
    assert [t.model for t in stored] == [
        Table(1, 1, tables[0].a, tables[0].b, (121, 90), True),
        Table(1, 2, tables[1].a, tables[1].b, (100, 121), True),
    ]


async def test_swap_only_before_a_score_and_forfeits(db: Database) -> None:
    await new(db)
    sides = [("p1",), ("p2",), ("p3",), ("p4",), ("p5",)]
    tables = draw(sides, 1)
    forfeit = Table(1, tables[0].table, tables[0].a, tables[0].b, (0, 121), True)
    await db.nights.add_round("n1", [forfeit, *tables[1:]], 1)
    stored = await db.nights.night_tables("n1")
    assert stored[0].confirmed and stored[0].entered_by == 1 and stored[-1].b is None
    moved = [Table(t.round, t.table, t.b or t.a, t.a if t.b else None) for t in tables]
    assert await db.nights.swap_round("n1", moved) == 2  # the forfeit's table is kept


async def test_a_night_survives_reopening(db_path: Path, clock: FakeClock) -> None:
    db = await Database.open(db_path, clock=clock)
    await new(db)
    await db.nights.add_player("n1", "Rita", None, 1)
    await db.nights.add_round("n1", draw([("p1",), ("p2",)], 1), None)
    await db.nights.enter_score(night_id="n1", round=1, table=1, a=121, b=3, by=5)
    await db.close()
    again = await Database.open(db_path, clock=clock)
    try:
        night = await again.nights.open_night(GROUP)
        assert night is not None and night.games == 9
        tables = await again.nights.night_tables("n1")
        assert tables[0].score == (121, 3) and tables[0].entered_by == 5
        assert [p.name for p in await again.nights.night_players("n1")] == ["Rita"]
    finally:
        await again.close()


async def test_a_drawn_round_is_stored_at_once(db: Database) -> None:
    await db.nights.create_night(
        night_id="n1",
        chat_id=GROUP,
        format="jeux50",
        ranking="jeux50",
        doubles=False,
        games=0,
        target=121,
        lang="fr",
        created_by=1,
    )
    for name in ("A", "B", "C"):
        await db.nights.add_player("n1", name, None, 1)
    tables = draw([("p1",), ("p2",), ("p3",)], 1)
    forfeit = Table(1, tables[0].table, tables[0].a, tables[0].b, (0, 121), True)
    drawn = NextRound(1, 6, [forfeit, *tables[1:]], [tables[0].a])
    fresh = await db.nights.get_night("n1")  # its rounds not known yet
    assert fresh is not None and await db.nights.store_round(fresh, drawn, 1)
    night = await db.nights.get_night("n1")
    assert night is not None and night.games == 6  # jeux50's rounds, known at the first draw
    late = {p.id: p.late for p in await db.nights.night_players("n1")}
    assert late == {"p1": 0, "p2": 0, "p3": 0} | {pid: 2 for pid in tables[0].a}
    assert (await db.nights.night_tables("n1"))[0].score == (0, 121)
    # drawn once: a second store writes nothing (neither rounds nor lateness)
    again = NextRound(1, 9, tables, [("p3",)])
    assert not await db.nights.store_round(fresh, again, 1)
    night = await db.nights.get_night("n1")
    assert night is not None and night.games == 6
    assert {p.id: p.late for p in await db.nights.night_players("n1")} == late
    # a night whose rounds are known keeps them
    await new(db, "n2", OTHER)
    known = await db.nights.get_night("n2")
    assert known is not None
    assert await db.nights.store_round(known, NextRound(1, 4, tables, []), None)
    other = await db.nights.get_night("n2")
    assert other is not None and other.games == 9


async def test_only_a_late_sides_forfeit_sets_a_score_on_the_bye(db: Database) -> None:
    """The organizer's correction never scores a bye (there is no game); a side late for its
    bye loses it by default, 0 to the target, confirmed and kept with who set it."""
    await new(db)
    tables = draw([("p1",), ("p2",), ("p3",)], 1)
    assert await db.nights.add_round("n1", tables, None)
    (bye,) = [t for t in tables if t.b is None]
    where = {"night_id": "n1", "round": 1, "table": bye.table}
    assert await db.nights.correct_score(**where, a=0, b=121, by=1) is None
    lost = await db.nights.correct_score(**where, a=0, b=121, by=1, bye=True)
    assert lost is not None and (lost.score, lost.confirmed, lost.corrected_by) == (
        (0, 121),
        True,
        1,
    )
    assert lost.model == Table(1, bye.table, bye.a, None, (0, 121), True)
