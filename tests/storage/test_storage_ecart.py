"""The discard challenge's storage: the selection in the question, one record per challenge,
totals by role, deletion with the user."""

from __future__ import annotations

import asyncio

import pytest

from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import Challenge, grade
from bot.drills.ecart_history import Summary
from bot.drills.table_tries import GAME_SOURCE, GameLayAway, Tries
from bot.engine.card_parsing import parse_cards
from bot.storage import Database
from bot.storage.repo_ecart import EcartRecord, selection

DEAL = {"ecart": {"cards": ["5H", "5D", "JC", "KS", "2S", "9D"], "role": "pone"}, "selected": []}


def record(*, role: str = "pone", rank: int = 3, loss: float = 0.5) -> EcartRecord:
    return EcartRecord(
        cards=["5H", "5D", "JC", "KS", "2S", "9D"],
        role=role,
        choice=["5H", "5D"],
        best=["2S", "9D"],
        model="expert",
        rank=rank,
        options=15,
        points=-7.08,
        loss=loss,
        habits=["five_to_opponent"],
    )


async def question(db: Database, user: int = 1, chat: int = 1) -> int:
    q, _ = await db.questions.replace_question(
        user_id=user, chat_id=chat, kind="ecart", deal=DEAL, expected={"model": "expert"}
    )
    return q.id


async def test_toggle_selects_unselects_and_stops_at_the_limit(db: Database) -> None:
    qid = await question(db)
    first = await db.ecart.toggle_selected(qid, 4, limit=2)
    assert first.changed and first.question is not None and selection(first.question) == [4]
    second = await db.ecart.toggle_selected(qid, 1, limit=2)
    assert second.question is not None and selection(second.question) == [1, 4]
    full = await db.ecart.toggle_selected(qid, 0, limit=2)
    assert not full.changed and full.question is not None and selection(full.question) == [1, 4]
    off = await db.ecart.toggle_selected(qid, 4, limit=2)
    assert off.question is not None and selection(off.question) == [1]
    stored = await db.questions.get_question(qid)
    assert stored is not None and stored.deal["ecart"] == DEAL["ecart"]


async def test_concurrent_presses_are_not_lost(db: Database) -> None:
    qid = await question(db)
    await asyncio.gather(*(db.ecart.toggle_selected(qid, i, limit=6) for i in range(6)))
    stored = await db.questions.get_question(qid)
    assert stored is not None and selection(stored) == [0, 1, 2, 3, 4, 5]


async def test_closed_questions_take_no_press(db: Database) -> None:
    qid = await question(db)
    assert await db.questions.cancel_question(qid)
    toggled = await db.ecart.toggle_selected(qid, 0, limit=2)
    assert not toggled.changed and toggled.question is not None
    assert (await db.ecart.toggle_selected(10_000, 0, limit=2)).question is None


async def test_record_once_and_read_back(db: Database) -> None:
    qid = await question(db)
    results = await asyncio.gather(
        *(db.ecart.record_ecart(qid, record=record(), via="buttons", seconds=2.0) for _ in range(3))
    )
    assert sum(r is not None for r in results) == 1
    assert await db.questions.pending_question(1, 1) is None
    assert await db.ecart.ecart_of_question(qid) == record()
    assert await db.ecart.ecart_of_question(qid + 1) is None


async def test_totals_by_role_and_history(db: Database) -> None:
    for role, rank, loss in [("dealer", 1, 0.0), ("dealer", 4, 0.8), ("pone", 2, 0.3)]:
        qid = await question(db)
        await db.ecart.record_ecart(
            qid, record=record(role=role, rank=rank, loss=loss), via="text", seconds=1.0
        )
    totals, history = await db.ecart.ecart_stats(1)
    assert totals == Summary(3, 1, 2, pytest.approx(0.8), 1, pytest.approx(0.3))
    assert [r.loss for r in history] == [0.3, 0.8, 0.0]  # newest first
    empty, none = await db.ecart.ecart_stats(2)
    assert empty == Summary(0, 0, 0, 0.0, 0, 0.0) and none == []


async def test_records_go_with_their_user(db: Database) -> None:
    qid = await question(db, user=5, chat=5)
    await db.ecart.record_ecart(qid, record=record(), via="text", seconds=1.0)
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM users WHERE tg_id = 5")
    totals, _ = await db.ecart.ecart_stats(5)
    assert totals.played == 0


@pytest.mark.parametrize(("dealer", "model"), [(False, "expert"), (True, "uniform")])
def test_a_verdict_is_stored_as_it_was_graded(dealer: bool, model: str) -> None:
    challenge = Challenge(tuple(parse_cards("5H 5D JC KS 2S 9D")), dealer=dealer)
    tables = shipped_crib_tables() if model == "expert" else None
    verdict = grade(challenge, parse_cards("5H 5D"), model=model, tables=tables)
    stored = EcartRecord.of(verdict)
    assert stored.cards == ["5H", "5D", "JC", "KS", "2S", "9D"]
    assert stored.role == ("dealer" if dealer else "pone")
    assert sorted(stored.choice) == ["5D", "5H"]
    assert (stored.model, stored.rank, stored.options) == (model, verdict.rank, 15)
    assert (stored.points, stored.loss) == (verdict.chosen.total_ev, verdict.shown_loss)
    assert stored.best == verdict.to_result()["best"]
    assert stored.habits == verdict.to_result()["habits"]


async def test_a_lay_away_made_in_a_game_is_stored_as_a_challenge_is(db: Database) -> None:
    """`repo_ecart.insert_ecart` stores both: a challenge's answer and, without a question, a
    lay-away made at a whole game's table (its player created on the way, their private chat)."""
    challenge = Challenge(tuple(parse_cards("5H 5D JC KS 2S 9D")), dealer=True)
    verdict = grade(challenge, parse_cards("5H 5D"), tables=shipped_crib_tables())
    laid = GameLayAway(user_id=7, verdict=verdict, table="t1")
    assert await db.tries.record_game_tries(Tries([], [laid]), chat_id=None) == 1
    qid = await question(db)
    await db.ecart.record_ecart(qid, record=EcartRecord.of(verdict), via="text", seconds=3.0)
    _, history = await db.ecart.ecart_stats(7)
    assert history == [EcartRecord.of(verdict)]
    assert await db.ecart.ecart_of_question(qid) == EcartRecord.of(verdict)
    async with db.snapshot() as conn:
        rows = await conn.execute_fetchall(
            "SELECT question_id, user_id, chat_id, via, seconds FROM ecart_challenges ORDER BY id"
        )
    stored = [tuple(row) for row in rows]
    assert stored == [(None, 7, 7, GAME_SOURCE, 0.0), (qid, 1, 1, "text", 3.0)]
