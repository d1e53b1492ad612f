"""The table of called counts (tests/tables/calls.py) through the chat handlers: each call
answers a planted /hand or /crib question, and referees its hand with `/score CARDS = CALL`."""

from __future__ import annotations

import re

import pytest
from tables.calls import HANDS, ROWS, Row

from bot.drills.deals import Deal, DrillKind
from bot.engine.card_parsing import parse_cards
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, texts

CODES = {"fr": "fr-CA", "en": "en"}
VERDICT_WORDS = {
    ("en", "exact"): "Exact:",
    ("en", "short"): "Muggins for",
    ("en", "over"): "Over-count by",
    ("en", "unreadable"): "Nothing is pegged",
    ("fr", "exact"): "Exact\u00a0:",
    ("fr", "short"): "Muggins pour",
    ("fr", "over"): "de trop",
    ("fr", "unreadable"): "Rien n'est marqué",
}
CLAIM = re.compile(r"(?:claims|annoncé\u00a0:) (\d+)")


@pytest.fixture
def db(local_app: App) -> Database:
    return local_app.bot_data.db


async def plant(db: Database, user: int, row: Row) -> int:
    """A pending /hand or /crib question holding the row's hand; its id."""
    hand = HANDS[row.hand]
    cards = parse_cards(hand.cards)
    kind = DrillKind.CRIB if hand.crib else DrillKind.HAND
    deal = Deal(kind, tuple(cards[:4]), cards[4], True)
    game = await db.games.start_game(user, user, target=121, margin_rule="skunk")
    question, _ = await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=kind.value,
        deal=deal.to_dict(),
        expected={"total": hand.total},
        game_id=game.id,
    )
    return question.id


async def test_every_call_answers_a_question(bot_driver: Driver, db: Database) -> None:
    wrong = []
    for index, row in enumerate(ROWS):
        user = 70_000 + index
        total = HANDS[row.hand].total
        question_id = await plant(db, user, row)
        await bot_driver.send(row.call, user_id=user, language_code=CODES[row.lang])
        attempts = await db.stats.attempts(user)
        if row.claim is None:
            question = await db.questions.get_question(question_id)
            if attempts or question is None or question.state != "pending":
                wrong.append(row)
            continue
        if len(attempts) != 1:
            wrong.append(row)
            continue
        attempt = attempts[0]
        short = max(0, total - row.claim)  # an over-count is corrected only (the seeds' law)
        got = (attempt.answered_total, attempt.correct, attempt.player_points, attempt.bot_points)
        expected = (row.claim, row.verdict == "exact", min(total, row.claim), short)
        if got != expected:
            wrong.append(row)
    assert wrong == []


async def test_every_call_refereed_with_score(bot_driver: Driver) -> None:
    wrong = []
    for index, row in enumerate(ROWS):
        hand = HANDS[row.hand]
        command = "/score crib " if hand.crib else "/score "
        calls = await bot_driver.send(
            f"{command}{hand.cards} = {row.call}",
            user_id=80_000 + index,
            language_code=CODES[row.lang],
        )
        [text] = texts(calls)
        claimed = CLAIM.search(text)
        read = None if claimed is None else int(claimed[1])
        if VERDICT_WORDS[row.lang, row.verdict] not in text or read != row.claim:
            wrong.append((row, text))
    assert wrong == []
