"""`RowModel.from_row`: a frozen dataclass built from a row by its fields' types. A table of
rows (as SQLite gives them, and as dicts) and the models they make; rows of the wrong shape
refused with `StorageError`, a field of a type no column can hold refused at its first row."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field, replace
from typing import ClassVar

import aiosqlite
import pytest

from bot.drills.club import TieBreak
from bot.storage.models import JSONDict, Question, Row, RowModel, StorageError
from bot.storage.repo_club import Club
from bot.storage.repo_daily import DailyRow
from bot.storage.repo_night_tables import NightTable
from bot.storage.repo_quiz import QuizSeries
from bot.storage.repo_tournament import DOUBLES, Tournament
from bot.storage.repo_tournament_games import TournamentGame
from bot.storage.sql import fetch_model, fetch_models


def _total(row: Row) -> int:
    return int(row["a"]) + int(row["b"])


@dataclass(frozen=True, slots=True)
class Every(RowModel):
    """One field of each type a column can hold, one renamed, one read from two columns."""

    n: int
    s: str
    flag: bool
    x: float
    tie: TieBreak
    obj: JSONDict
    names: list[str]
    side: tuple[str, ...]
    items: list[dict[str, object]]
    maybe_n: int | None
    maybe_flag: bool | None
    maybe_side: tuple[str, ...] | None
    renamed: str
    total: int
    cache: int = field(default=0, init=False)

    COLUMNS: ClassVar = {"renamed": "tbl"}
    READERS: ClassVar = {"total": _total}


FULL: dict[str, object] = {
    "n": "7",
    "s": 12,
    "flag": 1,
    "x": 2,
    "tie": "contre",
    "obj": '{"b":[1,2],"a":"é"}',
    "names": '["5H",6]',
    "side": '["p1","p2"]',
    "items": '[{"k":1},{"k":2}]',
    "maybe_n": 0,
    "maybe_flag": 0,
    "maybe_side": "[]",
    "tbl": "renamed",
    "a": 2,
    "b": 3,
}
EVERY = Every(
    n=7,
    s="12",
    flag=True,
    x=2.0,
    tie=TieBreak.CONTRE,
    obj={"a": "é", "b": [1, 2]},
    names=["5H", "6"],
    side=("p1", "p2"),
    items=[{"k": 1}, {"k": 2}],
    maybe_n=0,
    maybe_flag=False,
    maybe_side=(),
    renamed="renamed",
    total=5,
)
NULLS = {"maybe_n": None, "maybe_flag": None, "maybe_side": None}


def _sqlite_row(values: dict[str, object]) -> sqlite3.Row:
    conn = sqlite3.connect(":memory:")
    conn.row_factory = sqlite3.Row
    try:
        columns = ", ".join(f"? AS {name}" for name in values)
        row: sqlite3.Row = conn.execute(f"SELECT {columns}", tuple(values.values())).fetchone()
        return row
    finally:
        conn.close()


@pytest.mark.parametrize("as_sqlite", [False, True])
@pytest.mark.parametrize(
    ("values", "expected"),
    [
        (FULL, EVERY),
        ({**FULL, **NULLS}, replace(EVERY, maybe_n=None, maybe_flag=None, maybe_side=None)),
        ({**FULL, "flag": 0, "tie": "difference", "obj": "{}", "names": "[]"}, None),
    ],
    ids=["full", "nulls", "falsy"],
)
def test_every_type_of_field_is_read_from_its_column(
    values: dict[str, object], expected: Every | None, as_sqlite: bool
) -> None:
    row: Row = _sqlite_row(values) if as_sqlite else values
    built = Every.from_row(row)
    if expected is None:
        assert (built.flag, built.tie, built.obj, built.names) == (
            False,
            TieBreak.DIFFERENCE,
            {},
            [],
        )
    else:
        assert built == expected
    assert built.cache == 0
    assert type(built.n) is int and type(built.s) is str and type(built.x) is float


@pytest.mark.parametrize(
    ("column", "text", "shape"),
    [
        ("obj", "[1]", "object, got list"),
        ("obj", '"text"', "object, got str"),
        ("names", '{"a":1}', "array, got dict"),
        ("side", "5", "array, got int"),
        ("items", "null", "array, got NoneType"),
        ("maybe_side", '{"p":1}', "array, got dict"),
    ],
)
def test_a_json_column_of_the_wrong_shape_is_refused(column: str, text: str, shape: str) -> None:
    with pytest.raises(StorageError, match=f"expected a JSON {shape}"):
        Every.from_row({**FULL, column: text})


def test_a_missing_column_or_a_bad_value_is_refused() -> None:
    without = {k: v for k, v in FULL.items() if k != "tbl"}
    with pytest.raises(KeyError):
        Every.from_row(without)
    with pytest.raises(IndexError):
        Every.from_row(_sqlite_row(without))
    with pytest.raises(ValueError):
        Every.from_row({**FULL, "tie": "nope"})
    with pytest.raises(ValueError):
        Every.from_row({**FULL, "obj": "{not json"})


def test_a_field_no_column_can_hold_is_refused_at_its_first_row() -> None:
    @dataclass(frozen=True, slots=True)
    class Odd(RowModel):
        pair: set[int]

    with pytest.raises(TypeError, match="no column converter"):
        Odd.from_row({"pair": "[1]"})


QUESTION_ROW: dict[str, object] = {
    "id": 4,
    "user_id": 1,
    "chat_id": -100,
    "kind": "hand",
    "deal": '{"hand":["5H"]}',
    "expected": '{"total":12}',
    "message_id": None,
    "game_id": 9,
    "state": "pending",
    "created_at": "t0",
    "closed_at": None,
    "keyboard": 1,
    "update_id": None,
}


# fmt: off
MODELS: list[tuple[type[RowModel], dict[str, object], RowModel]] = [
        (
            Question,
            QUESTION_ROW,
            Question(4, 1, -100, "hand", {"hand": ["5H"]}, '{"total":12}', None, 9, "pending",
                     "t0", None, True, None),
        ),
        (
            Club,
            {"chat_id": -5, "title": "FADOQ", "invite": "", "active": 1, "lang": None,
             "timezone": "America/Montreal", "post_time": None, "weekly": 0,
             "tiebreak": "difference", "created_at": "t0", "updated_at": "t1", "muggins": 0},
            Club(-5, "FADOQ", "", True, None, "America/Montreal", None, False,
                 TieBreak.DIFFERENCE, "t0", "t1", muggins=False),
        ),
        (
            NightTable,
            {"night_id": "n1", "round": 2, "tbl": 3, "a": '["p1","p2"]', "b": None,
             "score_a": None, "score_b": None, "confirmed": 0, "disputed": 1,
             "entered_by": 7, "corrected_by": None, "message_id": None, "turned": None},
            NightTable("n1", 2, 3, ("p1", "p2"), None, None, False, True, 7, None, None, None),
        ),
        (
            NightTable,
            {"night_id": "n1", "round": 1, "tbl": 1, "a": '["p1"]', "b": '["p2"]',
             "score_a": 121, "score_b": 97, "confirmed": 1, "disputed": 0,
             "entered_by": None, "corrected_by": 8, "message_id": 55, "turned": 1},
            NightTable("n1", 1, 1, ("p1",), ("p2",), (121, 97), True, False, None, 8, 55, True),
        ),
        (
            TournamentGame,
            {"game_id": "g", "tournament_id": "t", "round": 1, "user_id": 3, "opponent": None,
             "pour": 121, "contre": 90, "lost": 0.5, "finished_at": "t2", "layaways": None},
            TournamentGame("g", "t", 1, 3, None, 121, 90, 0.5, "t2", None),
        ),
        (
            QuizSeries,
            {"id": 2, "user_id": 3, "chat_id": 4, "lang": "fr", "plan": '["a","b"]',
             "sent": 1, "state": "active"},
            QuizSeries(2, 3, 4, "fr", ("a", "b"), 1, "active"),
        ),
        (
            DailyRow,
            {"user_id": 1, "day": "2026-11-29", "parts_done": 2, "finished": 0, "pour": 10,
             "contre": 3, "detail": '[{"part":1}]', "started_at": "t0", "updated_at": "t1",
             "finished_at": None},
            DailyRow(1, "2026-11-29", 2, False, 10, 3, [{"part": 1}], "t0", "t1", None),
        ),
    ]
# fmt: on


@pytest.mark.parametrize(("model", "row", "expected"), MODELS)
def test_stored_models_are_built_from_their_rows(
    model: type[RowModel], row: dict[str, object], expected: RowModel
) -> None:
    assert model.from_row(row) == expected
    assert model.from_row(_sqlite_row(row)) == expected


TOURNAMENT_ROW: dict[str, object] = {
    "id": "t1",
    "chat_id": -9,
    "format": "round_robin",
    "kind": "singles",
    "doubles": 0,
    "games": 3,
    "target": 121,
    "rules": '{"skunk":true}',
    "closes": "2026-12-01",
    "closes_at": "2026-12-02T05:00:00.000+00:00",
    "created_by": 7,
    "message_id": None,
    "posted_at": None,
    "created_at": "t0",
    "closed_at": None,
    "cancelled_at": None,
    "standings": None,
    "lang": None,
}


def test_a_tournament_reads_its_kind_from_two_columns_and_its_standings_as_an_array() -> None:
    single = Tournament.from_row(TOURNAMENT_ROW)
    assert (single.kind, single.rules, single.standings) == ("singles", {"skunk": True}, None)
    doubles = Tournament.from_row({**TOURNAMENT_ROW, "doubles": 1, "standings": "[]"})
    assert (doubles.kind, doubles.standings) == (DOUBLES, [])
    with pytest.raises(StorageError):
        Tournament.from_row({**TOURNAMENT_ROW, "standings": '{"a":1}'})
    with pytest.raises(StorageError):
        DailyRow.from_row({"user_id": 1, "day": "d", "parts_done": 0, "finished": 0,
                           "pour": 0, "contre": 0, "detail": "{}", "started_at": "t0",
                           "updated_at": "t0", "finished_at": None})  # fmt: skip


async def test_fetch_model_and_fetch_models_build_the_rows_a_query_gives() -> None:
    async with aiosqlite.connect(":memory:") as conn:
        conn.row_factory = sqlite3.Row
        await conn.execute("CREATE TABLE t (id INTEGER, user_id INTEGER, chat_id INTEGER,"
                           " lang TEXT, plan TEXT, sent INTEGER, state TEXT)")  # fmt: skip
        await conn.executemany(
            "INSERT INTO t VALUES (?, 3, 4, 'fr', ?, 0, 'active')", [(1, '["a"]'), (2, "[]")]
        )
        sql = "SELECT * FROM t WHERE id >= ? ORDER BY id DESC"
        assert await fetch_models(conn, QuizSeries, sql, (1,)) == [
            QuizSeries(2, 3, 4, "fr", (), 0, "active"),
            QuizSeries(1, 3, 4, "fr", ("a",), 0, "active"),
        ]
        assert await fetch_models(conn, QuizSeries, sql, (3,)) == []
        assert await fetch_model(conn, QuizSeries, sql, (1,)) == QuizSeries(
            2, 3, 4, "fr", (), 0, "active"
        )
        assert await fetch_model(conn, QuizSeries, sql, (3,)) is None
