"""The quiz bank shipped in `content/quiz_bank.json`: reading it (the drill itself does no I/O).

The file is data: each question in French and English, its topic, seed document and rule id.
Adding a question means adding one JSON object; `bot.drills.quiz.bank_from_json` checks it
(Telegram's quiz limits in both languages, known topic, rule id of the named seed).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from bot.content_tables import CONTENT_DIR
from bot.drills.quiz import BankQuestion, bank_from_json

QUIZ_BANK_PATH = CONTENT_DIR / "quiz_bank.json"


def read_quiz_bank(path: Path = QUIZ_BANK_PATH) -> tuple[BankQuestion, ...]:
    """The questions in `path`; OSError if unreadable, ValueError (QuizError) if malformed."""
    with path.open(encoding="utf-8") as f:
        return bank_from_json(json.load(f))


@cache
def shipped_quiz_bank() -> tuple[BankQuestion, ...]:
    """The bank shipped in `content/quiz_bank.json`, read once."""
    return read_quiz_bank(QUIZ_BANK_PATH)
