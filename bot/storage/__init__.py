"""Muggins storage: users, pending questions, attempts and muggins games in SQLite (one
connection on a thread of its own, `bot.storage.worker`).

    db = await Database.open("data/muggins.sqlite3")
    question = await db.create_question(user_id=..., chat_id=..., kind="hand", deal={...},
                                        expected={...}, game_id=game.id)
    outcome = await db.answer_question(question.id, answered={...}, result={...}, ...)

See `bot.storage.db.Database` for the whole API and `bot.storage.migrations` for the schema.
"""

from bot.storage.db import Database
from bot.storage.migrations import LATEST_VERSION, SchemaTooNewError
from bot.storage.models import (
    ABANDONED,
    ACTIVE,
    ANSWERED,
    CANCELLED,
    LOST,
    MUGGINS_GAME,
    PENDING,
    REPLACED,
    WON,
    AnswerOutcome,
    Attempt,
    Game,
    KindStats,
    LeaderboardRow,
    Question,
    Stats,
    StorageError,
    User,
)
from bot.storage.repo_games import GameTerms

__all__ = [
    "ABANDONED",
    "ACTIVE",
    "ANSWERED",
    "CANCELLED",
    "LATEST_VERSION",
    "LOST",
    "MUGGINS_GAME",
    "PENDING",
    "REPLACED",
    "WON",
    "AnswerOutcome",
    "Attempt",
    "Database",
    "Game",
    "GameTerms",
    "KindStats",
    "LeaderboardRow",
    "Question",
    "SchemaTooNewError",
    "Stats",
    "StorageError",
    "User",
]
