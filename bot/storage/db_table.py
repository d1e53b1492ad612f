"""The storage methods of `Database` for whole games against the bot (/play): see repo_table.

Each method awaits one repo function in a transaction of its own (see `bot.storage.db_base`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from bot.storage import repo_table
from bot.storage.db_base import DatabaseBase
from bot.storage.repo_table import TableGame


class TableAreas(DatabaseBase):
    """`Database` methods for /play."""

    async def start_table_game(
        self, *, game_id: str, user_id: int, chat_id: int, level: str, state: Mapping[str, object]
    ) -> TableGame:
        """Store a new game; `repo_table.GameUnderWay` if the player has one under way."""
        return await self._write(
            partial(
                repo_table.start_table_game,
                game_id=game_id,
                user_id=user_id,
                chat_id=chat_id,
                level=level,
                state=state,
                now=self.now(),
            )
        )

    async def get_table_game(self, game_id: str) -> TableGame | None:
        """The game, or None."""
        return await self._run(partial(repo_table.get_table_game, game_id=game_id))

    async def active_table_game(self, user_id: int) -> TableGame | None:
        """The player's game under way, or None."""
        return await self._run(partial(repo_table.active_table_game, user_id=user_id))

    async def last_finished_table_game(self, user_id: int) -> TableGame | None:
        """The player's latest finished game, or None."""
        return await self._run(partial(repo_table.last_finished_table_game, user_id=user_id))

    async def save_table_game(
        self,
        game_id: str,
        *,
        step: int,
        state: Mapping[str, object],
        status: str,
        message_id: int | None,
    ) -> TableGame | None:
        """Save step `step`'s state; None if the game had already moved on (a double press)."""
        return await self._write(
            partial(
                repo_table.save_table_game,
                game_id=game_id,
                step=step,
                state=state,
                status=status,
                message_id=message_id,
                now=self.now(),
            )
        )

    async def update_table_state(
        self, game_id: str, step: int, state: Mapping[str, object]
    ) -> bool:
        """Save the state within step `step`; False if the game had moved on."""
        return await self._write(
            partial(
                repo_table.update_table_state,
                game_id=game_id,
                step=step,
                state=state,
                now=self.now(),
            )
        )

    async def set_table_message(self, game_id: str, step: int, message_id: int) -> bool:
        """Record the message holding step `step`'s buttons."""
        return await self._write(
            partial(repo_table.set_table_message, game_id=game_id, step=step, message_id=message_id)
        )

    async def abandon_table_game(
        self, game_id: str, state: Mapping[str, object]
    ) -> TableGame | None:
        """Abandon a game under way; None if it was not."""
        return await self._write(
            partial(repo_table.abandon_table_game, game_id=game_id, state=state, now=self.now())
        )

    async def list_table_games(self, user_id: int | None = None) -> list[TableGame]:
        """Every game (or one player's), oldest first."""
        return await self._run(partial(repo_table.list_table_games, user_id=user_id))
