"""Helpers shared by the storage tests: a fixed deal and drill-like ask/answer calls."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.storage import AnswerOutcome, Database

START = datetime(2025, 3, 1, 12, 0, 0, tzinfo=UTC)


class FakeClock:
    """A clock that moves one second forward at each reading."""

    def __init__(self, start: datetime = START) -> None:
        self.current = start

    def __call__(self) -> datetime:
        now = self.current
        self.current += timedelta(seconds=1)
        return now


DEAL = {"hand": ["5H", "5D", "5C", "JS"], "starter": "5S", "crib": False}
EXPECTED = {"total": 29, "kinds": {"fifteen": 16, "double_pair_royal": 12, "nobs": 1}}


async def ask(
    db: Database,
    user_id: int = 1,
    chat_id: int = 100,
    *,
    kind: str = "hand",
    game_id: int | None = None,
) -> int:
    """Create a pending question; returns its id."""
    question, _ = await db.questions.replace_question(
        user_id=user_id, chat_id=chat_id, kind=kind, deal=DEAL, expected=EXPECTED, game_id=game_id
    )
    return question.id


async def answer(
    db: Database,
    question_id: int,
    *,
    expected_total: int = 29,
    answered_total: int = 29,
    player_points: int | None = None,
    bot_points: int | None = None,
    result: Mapping[str, Any] | None = None,
    seconds: float = 4.0,
) -> AnswerOutcome:
    """Answer like the drills would: the player pegs what they counted (up to the truth)."""
    missed = max(0, expected_total - answered_total)
    if result is None:
        result = {
            "correct": answered_total == expected_total,
            "verdict": "exact" if missed == 0 and answered_total == expected_total else "low",
            "missed": missed,
            "missed_kinds": [],
        }
    return await db.questions.answer_question(
        question_id,
        answered={"total": answered_total},
        result=result,
        expected_total=expected_total,
        answered_total=answered_total,
        player_points=min(answered_total, expected_total)
        if player_points is None
        else player_points,
        bot_points=missed if bot_points is None else bot_points,
        seconds=seconds,
    )
