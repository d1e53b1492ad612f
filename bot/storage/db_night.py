"""The storage methods of `Database` for the club night at the hall (/soiree): see repo_night.

Each method is one step on the connection's thread (see `bot.storage.db_base`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial

from bot.drills.night import Table
from bot.storage import repo_night as repo
from bot.storage.db_base import DatabaseBase
from bot.storage.repo_night import Night, NightTable, Player


class NightAreas(DatabaseBase):
    """`Database` methods for /soiree."""

    async def create_night(
        self,
        *,
        night_id: str,
        chat_id: int,
        format: str,
        ranking: str,
        doubles: bool,
        games: int,
        target: int,
        lang: str,
        created_by: int,
    ) -> Night:
        """Store a new night; `repo_night.NightUnderWay` if one is open in the group."""
        return await self._write(
            partial(
                repo.create_night,
                night_id=night_id,
                chat_id=chat_id,
                format=format,
                ranking=ranking,
                doubles=doubles,
                games=games,
                target=target,
                lang=lang,
                created_by=created_by,
                now=self.now(),
            )
        )

    async def get_night(self, night_id: str) -> Night | None:
        """The night, or None."""
        return await self._run(partial(repo.get_night, night_id=night_id))

    async def open_night(self, chat_id: int) -> Night | None:
        """The group's open night, or None."""
        return await self._run(partial(repo.open_night, chat_id=chat_id))

    async def latest_night(self, chat_id: int) -> Night | None:
        """The group's open night, else its latest closed one, or None."""
        return await self._run(partial(repo.latest_night, chat_id=chat_id))

    async def list_nights(self) -> list[Night]:
        """Every night, oldest first."""
        return await self._run(repo.list_nights)

    async def user_open_nights(self, user_id: int) -> list[Night]:
        """The open nights the user plays in."""
        return await self._run(partial(repo.user_open_nights, user_id=user_id))

    async def user_closed_nights(self, user_id: int) -> list[Night]:
        """The closed nights the user played in, newest first."""
        return await self._run(partial(repo.user_closed_nights, user_id=user_id))

    async def set_night_message(self, night_id: str, message_id: int) -> None:
        """Record the group message presenting the night."""
        await self._write(partial(repo.set_night_message, night_id=night_id, message_id=message_id))

    async def set_night_games(self, night_id: str, games: int) -> None:
        """Record the night's number of rounds."""
        await self._write(partial(repo.set_games, night_id=night_id, games=games))

    async def add_night_player(
        self, night_id: str, name: str, user_id: int | None, added_by: int | None
    ) -> Player | None:
        """Register a player; None if the user is in already."""
        return await self._write(
            partial(
                repo.add_player,
                night_id=night_id,
                name=name,
                user_id=user_id,
                added_by=added_by,
                now=self.now(),
            )
        )

    async def night_players(self, night_id: str) -> list[Player]:
        """The players in registration order."""
        return await self._run(partial(repo.night_players, night_id=night_id))

    async def set_night_late(self, night_id: str, player_ids: Sequence[str], late: int) -> int:
        """Set the players' lateness; how many changed."""
        return await self._write(
            partial(repo.set_late, night_id=night_id, player_ids=player_ids, late=late)
        )

    async def set_night_absent(self, night_id: str, player_ids: Sequence[str], absent: bool) -> int:
        """Mark the players absent or back; how many changed."""
        return await self._write(
            partial(repo.set_absent, night_id=night_id, player_ids=player_ids, absent=absent)
        )

    async def add_night_round(
        self, night_id: str, tables: Sequence[Table], entered_by: int | None
    ) -> bool:
        """Store a drawn round; False if it was drawn already."""
        return await self._write(
            partial(repo.add_round, night_id=night_id, tables=tables, entered_by=entered_by)
        )

    async def night_tables(self, night_id: str) -> list[NightTable]:
        """Every table of the night, by round."""
        return await self._run(partial(repo.night_tables, night_id=night_id))

    async def enter_night_score(
        self, *, night_id: str, round: int, table: int, a: int, b: int, by: int
    ) -> NightTable | None:
        """Record a score waiting for confirmation; None if confirmed already."""
        return await self._write(
            partial(repo.enter_score, night_id=night_id, round=round, table=table, a=a, b=b, by=by)
        )

    async def set_night_table_message(
        self, *, night_id: str, round: int, table: int, message_id: int
    ) -> None:
        """Record the group message asking to confirm the table's score."""
        await self._write(
            partial(
                repo.set_table_message,
                night_id=night_id,
                round=round,
                table=table,
                message_id=message_id,
            )
        )

    async def confirm_night_score(
        self, *, night_id: str, round: int, table: int, a: int, b: int
    ) -> NightTable | None:
        """Confirm the score if still `a`-`b` (once)."""
        return await self._write(
            partial(repo.confirm_score, night_id=night_id, round=round, table=table, a=a, b=b)
        )

    async def dispute_night_score(
        self, *, night_id: str, round: int, table: int, a: int, b: int
    ) -> NightTable | None:
        """Flag the score for the organizer (once)."""
        return await self._write(
            partial(repo.dispute_score, night_id=night_id, round=round, table=table, a=a, b=b)
        )

    async def correct_night_score(
        self, *, night_id: str, round: int, table: int, a: int, b: int, by: int
    ) -> NightTable | None:
        """The organizer sets the score (confirmed, kept with who did it)."""
        return await self._write(
            partial(
                repo.correct_score,
                night_id=night_id,
                round=round,
                table=table,
                a=a,
                b=b,
                by=by,
                now=self.now(),
            )
        )

    async def swap_night_round(self, night_id: str, tables: Sequence[Table]) -> int:
        """Store a round's tables after a swap; how many changed."""
        return await self._write(partial(repo.swap_round, night_id=night_id, tables=tables))

    async def close_night(
        self, night_id: str, standings: Sequence[Mapping[str, object]], by: int | None
    ) -> Night | None:
        """Close it (once) with its frozen standings; None if closed already."""
        return await self._write(
            partial(repo.close_night, night_id=night_id, standings=standings, by=by, now=self.now())
        )
