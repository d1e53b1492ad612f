"""The discard challenge (/ecart): the selection held in its question, graded lay-aways, stats.

A challenge's question holds `{"ecart": <challenge>, "selected": [card indices]}` in its
`deal`: the selection lives in the database, so it survives a restart, and each press is one
transaction (two quick presses cannot lose each other's change).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NamedTuple

import aiosqlite

from bot.drills.ecart import Verdict
from bot.drills.ecart_history import Summary
from bot.storage.models import ANSWERED, PENDING, Question, RowModel, dump_json
from bot.storage.repo_coach_try import coach_answer
from bot.storage.repo_questions import close_pending, get_question
from bot.storage.repo_users import insert_owned_id
from bot.storage.repository import Repository, read_query, snapshot_query, write_query, writes
from bot.storage.sql import execute, fetch_model, fetch_models, fetch_one

SELECTED: Final = "selected"
HISTORY_LIMIT: Final = 500


class Toggled(NamedTuple):
    """After a press: the question as it now is (None if missing) and whether it changed."""

    question: Question | None
    changed: bool


def selection(question: Question) -> list[int]:
    """The selected card indices stored in the question (none when absent or malformed)."""
    raw = question.deal.get(SELECTED, [])
    if not isinstance(raw, list):
        return []
    return sorted({i for i in raw if isinstance(i, int) and not isinstance(i, bool)})


async def toggle_selected(
    conn: aiosqlite.Connection, question_id: int, index: int, limit: int
) -> Toggled:
    """Select card `index` (or unselect it) in a pending question; one transaction.

    A card is not added once `limit` are selected (`changed` is then False), nor to a
    question no longer pending.
    """
    question = await get_question(conn, question_id)
    if question is None or question.state != PENDING:
        return Toggled(question, False)
    chosen = selection(question)
    if index in chosen:
        chosen.remove(index)
    elif len(chosen) < limit:
        chosen = sorted([*chosen, index])
    else:
        return Toggled(question, False)
    deal = {**question.deal, SELECTED: chosen}
    await execute(
        conn, "UPDATE questions SET deal = ? WHERE id = ?", (dump_json(deal), question_id)
    )
    return Toggled(await get_question(conn, question_id), True)


@dataclass(frozen=True, slots=True)
class EcartRecord(RowModel):
    """One graded lay-away, as stored."""

    cards: list[str]
    role: str
    choice: list[str]
    best: list[str]
    model: str
    rank: int
    options: int
    points: float
    loss: float
    habits: list[str]

    @classmethod
    def of(cls, verdict: Verdict) -> EcartRecord:
        """What is stored of a graded lay-away."""
        result = verdict.to_result()
        return cls(
            cards=[str(c) for c in verdict.challenge.cards],
            role="dealer" if verdict.challenge.dealer else "pone",
            choice=result["choice"],
            best=result["best"],
            model=verdict.model,
            rank=verdict.rank,
            options=verdict.options_count,
            points=verdict.chosen.total_ev,
            loss=verdict.shown_loss,
            habits=result["habits"],
        )


async def insert_ecart(
    conn: aiosqlite.Connection,
    now: str,
    record: EcartRecord,
    *,
    question_id: int | None,
    user_id: int,
    chat_id: int,
    via: str,
    seconds: float,
) -> None:
    """Store a graded lay-away: the answer to a challenge's question, or one made in a whole
    game (`question_id` None: `repo_tries`); the user row is created first only when it is
    missing (`repo_users.insert_owned_id`)."""
    await insert_owned_id(
        conn,
        user_id,
        now,
        "INSERT INTO ecart_challenges (question_id, user_id, chat_id, cards, role, choice,"
        " best, model, rank, options, points, loss, habits, via, seconds, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            question_id,
            user_id,
            chat_id,
            dump_json(record.cards),
            record.role,
            dump_json(record.choice),
            dump_json(record.best),
            record.model,
            record.rank,
            record.options,
            float(record.points),
            float(record.loss),
            dump_json(record.habits),
            via,
            float(seconds),
            now,
        ),
    )


async def ecart_of_question(conn: aiosqlite.Connection, question_id: int) -> EcartRecord | None:
    """The graded lay-away of a question, or None."""
    return await fetch_model(
        conn, EcartRecord, "SELECT * FROM ecart_challenges WHERE question_id = ?", (question_id,)
    )


async def ecart_totals(conn: aiosqlite.Connection, user_id: int) -> Summary:
    """Totals over every challenge of the player (the costliest habit is the caller's, graded
    from the history)."""
    row = await fetch_one(
        conn,
        "SELECT COUNT(*) AS n, COALESCE(SUM(rank = 1), 0) AS best,"
        " COALESCE(SUM(role = 'dealer'), 0) AS dn,"
        " COALESCE(SUM(CASE WHEN role = 'dealer' THEN loss END), 0.0) AS dl,"
        " COALESCE(SUM(role = 'pone'), 0) AS pn,"
        " COALESCE(SUM(CASE WHEN role = 'pone' THEN loss END), 0.0) AS pl"
        " FROM ecart_challenges WHERE user_id = ?",
        (user_id,),
    )
    if row is None:
        return Summary(0, 0, 0, 0.0, 0, 0.0)
    return Summary(
        int(row["n"]),
        int(row["best"]),
        int(row["dn"]),
        float(row["dl"]),
        int(row["pn"]),
        float(row["pl"]),
    )


async def ecart_history(
    conn: aiosqlite.Connection, user_id: int, limit: int = HISTORY_LIMIT
) -> list[EcartRecord]:
    """The player's latest graded lay-aways, newest first."""
    return await fetch_models(
        conn,
        EcartRecord,
        "SELECT * FROM ecart_challenges WHERE user_id = ? ORDER BY id DESC LIMIT ?",
        (user_id, limit),
    )


async def ecart_stats(
    conn: aiosqlite.Connection, user_id: int, limit: int = HISTORY_LIMIT
) -> tuple[Summary, list[EcartRecord]]:
    """Totals and recent history, read in one snapshot."""
    return await ecart_totals(conn, user_id), await ecart_history(conn, user_id, limit)


class Ecart(Repository):
    """The queries of the discard challenge (/ecart): `db.ecart`."""

    toggle_selected = write_query(toggle_selected)

    @writes
    async def record_ecart(
        self,
        conn: aiosqlite.Connection,
        question_id: int,
        *,
        record: EcartRecord,
        via: str,
        seconds: float,
    ) -> Question | None:
        """Close the pending question and store its graded lay-away; one transaction.

        None (nothing written) when the question is missing or no longer pending: exactly one of
        concurrent answers is recorded.
        """
        now = self.db.now()
        question = await close_pending(conn, question_id, ANSWERED, now)
        if question is None:
            return None
        await insert_ecart(
            conn,
            now,
            record,
            question_id=question.id,
            user_id=question.user_id,
            chat_id=question.chat_id,
            via=via,
            seconds=seconds,
        )
        await coach_answer(conn, question, won=record.rank == 1, now=now)
        return question

    ecart_of_question = read_query(ecart_of_question)
    ecart_stats = snapshot_query(ecart_stats)
