"""Whether a night's bye became a game won by default against a latecomer is recorded with
the table (`night_tables.turned`, migration 31), no longer only read back from the tables:
six on the list, Fay (the last registered) absent from rounds 1 and 2, back late at round 3
and losing by default at its last table, a round without a bye, read like a bye of Eve's
turned into a win (Eve then counted a bye she never had: the rotation could skip her next
one). Tables stored before the column still read back from the tables."""

from __future__ import annotations

from collections import Counter

from bot.drills.night import Table, byes_had, latecomer_table
from bot.drills.night_state import NightState
from bot.storage import Database
from tests.drills.night_records import Night, Player, stored

GROUP = -100_1
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


async def night(db: Database, names: tuple[str, ...] = NAMES) -> None:
    await db.nights.create_night(
        night_id="n1",
        chat_id=GROUP,
        format="fadoq",
        ranking="fadoq",
        doubles=False,
        games=6,
        target=121,
        lang="fr",
        created_by=1,
    )
    for name in names:
        await db.nights.add_player("n1", name, None, 1)


def p(n: int) -> tuple[str]:
    return (f"p{n}",)


async def test_a_late_players_forfeit_at_the_last_table_is_no_bye(db: Database) -> None:
    await night(db)
    rounds = [
        [
            Table(1, 1, p(1), p(2), (121, 90), True),
            Table(1, 2, p(3), p(4), (121, 80), True),
            Table(1, 0, p(5), None),
        ],
        [
            Table(2, 1, p(5), p(1), (121, 70), True),
            Table(2, 2, p(2), p(3), (100, 121), True),
            Table(2, 0, p(4), None),
        ],
        [
            Table(3, 1, p(1), p(3), (121, 99), True),
            Table(3, 2, p(2), p(4), (121, 98), True),
            Table(3, 3, p(5), p(6), (121, 0), True),  # Fay late: her first game lost
        ],
    ]
    for tables in rounds:
        assert await db.nights.add_round("n1", tables, None)
    stored_tables = await db.nights.night_tables("n1")
    assert [t.turned for t in stored_tables] == [False] * 9
    got = await db.nights.get_night("n1")
    assert got is not None
    state = NightState(got, await db.nights.night_players("n1"), stored_tables)
    assert not any(t.turned for t in state.models)
    assert byes_had(state.models) == Counter({p(5): 1, p(4): 1})


async def test_a_bye_turned_against_a_latecomer_is_recorded(db: Database) -> None:
    await night(db, NAMES[:5])
    five = [p(n) for n in range(1, 6)]
    round1 = [
        Table(1, 1, five[0], five[1]),
        Table(1, 2, five[2], five[3]),
        Table(1, 0, five[4], None),
    ]
    await db.nights.add_round("n1", round1, None)
    got = await db.nights.get_night("n1")
    assert got is not None
    added = await db.nights.add_latecomer(got, ["Fay"], 1, 1)
    assert added is not None
    turned = added[1]
    tables = await db.nights.night_tables("n1")
    assert [(t.table, t.turned) for t in tables] == [(1, False), (2, False), (3, True)]
    assert tables[-1].model == turned == latecomer_table(round1, 1, turned.b or (), 121)
    assert turned.turned and turned.bye_side == p(5)


def test_tables_stored_before_the_column_read_back_as_before() -> None:
    five = [p(n) for n in range(1, 6)]
    round1 = [Table(1, 1, five[0], five[1]), Table(1, 2, five[2], five[3])]
    fay = latecomer_table([*round1, Table(1, 0, five[4], None)], 1, p(6), 121)
    players = [Player(f"p{n}", n, NAMES[n - 1], None) for n in range(1, 7)]
    old = [stored(t, recorded=False) for t in [*round1, fay]]
    state = NightState(Night(games=6), players, old)
    assert [t.turned for t in state.models] == [False, False, True]
