"""The tables of a club night's rounds (/soiree): the stored table (`NightTable`) and every SQL
statement on `night_tables`: a round stored, a latecomer's game in place of its bye, a score
entered, confirmed, disputed or corrected, a round's sides swapped. `Nights` (`db.nights`,
`bot.storage.repo_night`) binds them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

import aiosqlite

from bot.drills.night import BYE_TABLE, Side
from bot.drills.night import Table as ModelTable
from bot.storage.models import Row, RowModel, dump_json
from bot.storage.sql import count_returned, execute, fetch_model, fetch_models, fetch_one


def _score(row: Row) -> tuple[int, int] | None:
    """A table's score, None until entered (`score_a` and `score_b`)."""
    return None if row["score_a"] is None else (int(row["score_a"]), int(row["score_b"]))


@dataclass(frozen=True, slots=True)
class NightTable(RowModel):
    """A table of a round as stored: the sides, the score entered and who did what."""

    night_id: str
    round: int
    table: int
    a: Side
    b: Side | None
    score: tuple[int, int] | None
    confirmed: bool
    disputed: bool
    entered_by: int | None
    corrected_by: int | None
    message_id: int | None
    turned: bool | None
    """The round's bye turned into a game won by default against a latecomer (`a`'s bye);
    None: stored before it was recorded (`bot.drills.night_state.NightState.models` reads
    it back from the tables)."""

    COLUMNS: ClassVar = {"table": "tbl"}
    READERS: ClassVar = {"score": _score}

    @property
    def model(self) -> ModelTable:
        """The pure table (`bot.drills.night`)."""
        return ModelTable(
            self.round, self.table, self.a, self.b, self.score, self.confirmed, bool(self.turned)
        )


async def insert_tables(
    conn: aiosqlite.Connection, night_id: str, tables: Sequence[ModelTable], entered_by: int | None
) -> None:
    """Store tables as they are (a forfeit with its score, confirmed; a bye turned into a
    game against a latecomer marked so, `turned`)."""
    for t in tables:
        await execute(
            conn,
            "INSERT INTO night_tables (night_id, round, tbl, a, b, score_a, score_b, confirmed,"
            " entered_by, turned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                night_id,
                t.round,
                t.table,
                dump_json(list(t.a)),
                None if t.b is None else dump_json(list(t.b)),
                None if t.score is None else t.score[0],
                None if t.score is None else t.score[1],
                int(t.confirmed),
                None if t.score is None else entered_by,
                int(t.turned),
            ),
        )


async def add_round(
    conn: aiosqlite.Connection, night_id: str, tables: Sequence[ModelTable], entered_by: int | None
) -> bool:
    """Store a drawn round (its tables; a forfeit comes with its score, confirmed); False if
    that round was drawn already."""
    if not tables:
        return False
    exists = await fetch_one(
        conn,
        "SELECT 1 FROM night_tables WHERE night_id = ? AND round = ?",
        (night_id, tables[0].round),
    )
    if exists is not None:
        return False
    await insert_tables(conn, night_id, tables, entered_by)
    return True


async def night_tables(conn: aiosqlite.Connection, night_id: str) -> list[NightTable]:
    """Every table of the night, by round and table (the bye, table 0, last)."""
    return await fetch_models(
        conn,
        NightTable,
        "SELECT * FROM night_tables WHERE night_id = ? ORDER BY round, tbl = 0, tbl",
        (night_id,),
    )


async def round_tables(conn: aiosqlite.Connection, night_id: str, round_: int) -> list[NightTable]:
    """The tables of round `round_` (none: not drawn)."""
    return await fetch_models(
        conn,
        NightTable,
        "SELECT * FROM night_tables WHERE night_id = ? AND round = ?",
        (night_id, round_),
    )


async def any_round_drawn(conn: aiosqlite.Connection, night_id: str) -> bool:
    """Whether a round of the night is drawn (its sides are fixed then)."""
    drawn = await fetch_one(
        conn, "SELECT 1 FROM night_tables WHERE night_id = ? LIMIT 1", (night_id,)
    )
    return drawn is not None


async def drop_bye(conn: aiosqlite.Connection, night_id: str, round_: int) -> None:
    """Take round `round_`'s bye (table 0) off: it became a game (`latecomer_table`)."""
    await execute(
        conn,
        "DELETE FROM night_tables WHERE night_id = ? AND round = ? AND tbl = ?",
        (night_id, round_, BYE_TABLE),
    )


_KEY = "night_id = :n AND round = :r AND tbl = :t"
"""The table a score statement is about (`_params`)."""
_STILL_ENTERED = f"{_KEY} AND confirmed = 0 AND score_a = :a AND score_b = :b"
"""That table, its score still the `a`-`b` entered and not confirmed yet."""


def _params(night_id: str, round: int, table: int, **values: object) -> dict[str, object]:
    """The parameters of a statement on the table of `_KEY`, and its other `values`."""
    return {"n": night_id, "r": round, "t": table, **values}


async def _table(
    conn: aiosqlite.Connection, sql: str, params: Mapping[str, object]
) -> NightTable | None:
    return await fetch_model(conn, NightTable, sql, params)


async def enter_score(
    conn: aiosqlite.Connection, *, night_id: str, round: int, table: int, a: int, b: int, by: int
) -> NightTable | None:
    """Record a score waiting for confirmation (replacing an unconfirmed one); None if the
    table is confirmed already (or not found)."""
    return await _table(
        conn,
        "UPDATE night_tables SET score_a = :a, score_b = :b, entered_by = :by, disputed = 0"
        f" WHERE {_KEY} AND b IS NOT NULL AND confirmed = 0 RETURNING *",
        _params(night_id, round, table, a=a, b=b, by=by),
    )


async def set_table_message(
    conn: aiosqlite.Connection, *, night_id: str, round: int, table: int, message_id: int
) -> None:
    """Record the group message asking to confirm the table's score."""
    await execute(
        conn,
        "UPDATE night_tables SET message_id = ? WHERE night_id = ? AND round = ? AND tbl = ?",
        (message_id, night_id, round, table),
    )


async def confirm_score(
    conn: aiosqlite.Connection, *, night_id: str, round: int, table: int, a: int, b: int
) -> NightTable | None:
    """Confirm the score entered if it is still `a`-`b` (once); None otherwise."""
    return await _table(
        conn,
        f"UPDATE night_tables SET confirmed = 1, disputed = 0 WHERE {_STILL_ENTERED} RETURNING *",
        _params(night_id, round, table, a=a, b=b),
    )


async def dispute_score(
    conn: aiosqlite.Connection, *, night_id: str, round: int, table: int, a: int, b: int
) -> NightTable | None:
    """Flag the score entered (still `a`-`b`, unconfirmed) for the organizer; None
    otherwise."""
    return await _table(
        conn,
        f"UPDATE night_tables SET disputed = 1 WHERE {_STILL_ENTERED} AND disputed = 0 RETURNING *",
        _params(night_id, round, table, a=a, b=b),
    )


async def swap_round(
    conn: aiosqlite.Connection, night_id: str, tables: Sequence[ModelTable]
) -> int:
    """Store a round's tables after a swap (sides only, tables without a score); how many
    changed."""
    changed = 0
    for t in tables:
        changed += await count_returned(
            conn,
            "UPDATE night_tables SET a = ?, b = ? WHERE night_id = ? AND round = ? AND tbl = ?"
            " AND score_a IS NULL RETURNING 1",
            (
                dump_json(list(t.a)),
                None if t.b is None else dump_json(list(t.b)),
                night_id,
                t.round,
                t.table,
            ),
        )
    return changed


async def correct_score(
    conn: aiosqlite.Connection,
    now: str,
    *,
    night_id: str,
    round: int,
    table: int,
    a: int,
    b: int,
    by: int,
    bye: bool = False,
) -> NightTable | None:
    """The organizer sets the score (confirmed; kept with who did it and when, and who had
    entered it); None if no such table with an opponent (`bye`: or the round's bye, lost
    by default by its late side)."""
    return await _table(
        conn,
        "UPDATE night_tables SET score_a = :a, score_b = :b, confirmed = 1, disputed = 0,"
        " corrected_by = :by, corrected_at = :now, entered_by = coalesce(entered_by, :by)"
        f" WHERE {_KEY} AND (b IS NOT NULL OR :bye) RETURNING *",
        _params(night_id, round, table, a=a, b=b, by=by, now=now, bye=bye),
    )
