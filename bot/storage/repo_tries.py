"""Tries made in whole games (`bot.drills.table_tries`), stored as the drills' answers are.

Each try is an attempt with no question (`question_id` NULL) and the coach's part of an
answer (`repo_coach.record_try`): /stats, the coach's ratings and themes and the review queue
read them as they read a drill's answer.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime

import aiosqlite

from bot.coach.questions import Unreadable, observe
from bot.drills.table_tries import GameTry
from bot.storage.models import dump_json
from bot.storage.repo_coach import record_try
from bot.storage.repo_users import insert_owned_id

logger = logging.getLogger("muggins.storage.tries")


async def record_game_tries(
    conn: aiosqlite.Connection, tries: Sequence[GameTry], *, chat_id: int, now: str
) -> int:
    """Store each try as an attempt and play it for the coach (one transaction); how many."""
    for each in tries:
        await insert_owned_id(
            conn,
            each.user_id,
            now,
            "INSERT INTO attempts (question_id, user_id, chat_id, kind, game_id, deal, expected,"
            " answered, result, expected_total, answered_total, correct, missed, player_points,"
            " bot_points, seconds, created_at)"
            " VALUES (NULL, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)",
            (
                each.user_id,
                chat_id,
                each.kind,
                dump_json(each.deal),
                dump_json({"total": each.expected_total}),
                dump_json({"total": each.answered_total}),
                dump_json(each.result),
                each.expected_total,
                each.answered_total,
                int(each.correct),
                max(0, each.expected_total - each.answered_total),
                now,
            ),
        )
        try:
            seen = observe(each.kind, each.deal)
        except Unreadable as error:  # pragma: no cover - the deal was built from the table
            logger.warning("a game's try: the coach cannot read it (%s)", error)
            continue
        if seen is None:  # pragma: no cover - hands and cribs are followed
            continue
        await record_try(
            conn,
            user_id=each.user_id,
            seen=seen,
            won=each.correct,
            kind=each.kind,
            deal=each.deal,
            question_id=None,
            review_id=None,
            now=datetime.fromisoformat(now),
        )
    return len(tries)
