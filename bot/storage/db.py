"""The `Database`: Muggins storage, one repository per area (`db.users`, `db.members`, ...).

Open with `await Database.open(path)`. `bot.storage.db_base` holds the connection's life cycle,
its transactions (`transaction()`, `snapshot()`, `scope()`) and the clock; each area's queries
are the methods of its repository (`bot.storage.repo_<area>`), each written once and run in a
transaction of its own by the decorators of `bot.storage.repository` (`writes`, `reads`, ...):

    game = await db.members.open_member_game(game_id=..., chat_id=..., ...)
"""

from __future__ import annotations

from pathlib import Path

import aiosqlite

from bot.storage import repo_ops
from bot.storage.db_base import DEFAULT_BUSY_TIMEOUT_MS, MEMORY
from bot.storage.db_inbox import InboxAreas
from bot.storage.repo_club import Clubs
from bot.storage.repo_coach import Coach
from bot.storage.repo_daily import Daily
from bot.storage.repo_ecart import Ecart
from bot.storage.repo_games import Games
from bot.storage.repo_members import Members
from bot.storage.repo_night import Nights
from bot.storage.repo_ops import Chats
from bot.storage.repo_questions import Questions
from bot.storage.repo_quiz import Quiz
from bot.storage.repo_stats import Statistics
from bot.storage.repo_table import Tables
from bot.storage.repo_tournament import Tournaments
from bot.storage.repo_tries import GameTries
from bot.storage.repo_users import Users
from bot.storage.sql import Clock

__all__ = ["DEFAULT_BUSY_TIMEOUT_MS", "MEMORY", "Database"]


class Database(InboxAreas):
    """Muggins storage on one SQLite file; open with `await Database.open(path)`."""

    def __init__(
        self, conn: aiosqlite.Connection, path: Path, clock: Clock, schema_version: int
    ) -> None:
        """Wrap an opened, migrated connection; use `Database.open` instead."""
        super().__init__(conn, path, clock, schema_version)
        self.users = Users(self)
        self.chats = Chats(self)
        self.questions = Questions(self)
        self.games = Games(self)
        self.stats = Statistics(self)
        self.coach = Coach(self)
        self.tries = GameTries(self)
        self.ecart = Ecart(self)
        self.quiz = Quiz(self)
        self.daily = Daily(self)
        self.clubs = Clubs(self)
        self.members = Members(self)
        self.table = Tables(self)
        self.nights = Nights(self)
        self.tournaments = Tournaments(self)

    async def integrity_problems(self) -> list[str]:
        """`PRAGMA integrity_check` (and foreign keys): what is wrong, [] when sound."""
        return await self._run(repo_ops.integrity_problems)
