"""The storage methods of `Database` for games between members: see repo_members.

Each method awaits one repo function in a transaction of its own (see `bot.storage.db_base`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial

from bot.storage import repo_members
from bot.storage.db_base import DatabaseBase
from bot.storage.repo_members import GamesRow, MemberGame, Opponent


class MemberAreas(DatabaseBase):
    """`Database` methods for games between members (issue 21)."""

    async def open_member_game(
        self,
        *,
        game_id: str,
        chat_id: int,
        host: int,
        host_name: str,
        players: int,
        rules: Mapping[str, object],
        invited_user: int | None = None,
        invited_name: str | None = None,
        origin: str | None = None,
    ) -> MemberGame:
        """A new table, its host in seat 0; `repo_members.MemberBusy` if they sit elsewhere."""
        return await self._write(
            partial(
                repo_members.open_member_game,
                game_id=game_id,
                chat_id=chat_id,
                host=host,
                host_name=host_name,
                players=players,
                rules=rules,
                invited_user=invited_user,
                invited_name=invited_name,
                origin=origin,
                now=self.now(),
            )
        )

    async def take_member_seat(self, game_id: str, user_id: int, name: str) -> MemberGame:
        """Take the next seat; `repo_members.SeatRefused` or `repo_members.MemberBusy`."""
        return await self._write(
            partial(
                repo_members.take_seat,
                game_id=game_id,
                user_id=user_id,
                name=name,
                now=self.now(),
            )
        )

    async def leave_member_seat(self, game_id: str, user_id: int) -> bool:
        """A member leaves a table still taking seats; False if they could not."""
        return await self._write(partial(repo_members.leave_seat, game_id=game_id, user_id=user_id))

    async def get_member_game(self, game_id: str) -> MemberGame | None:
        """The game, or None."""
        return await self._run(partial(repo_members.get_member_game, game_id=game_id))

    async def live_member_game(self, user_id: int) -> MemberGame | None:
        """The table the member sits at (open or under way), or None."""
        return await self._run(partial(repo_members.live_member_game, user_id=user_id))

    async def member_invitations(self, user_id: int, username: str | None) -> list[MemberGame]:
        """The tables still taking seats that invite the member (by id or `@username`)."""
        return await self._run(
            partial(repo_members.invitations_of, user_id=user_id, username=username)
        )

    async def set_member_message(self, game_id: str, message_id: int) -> None:
        """Record the invitation's group message."""
        await self._write(
            partial(repo_members.set_member_message, game_id=game_id, message_id=message_id)
        )

    async def set_member_play_message(self, game_id: str, deal: int, message_id: int) -> None:
        """Record the group message showing a deal's play."""
        await self._write(
            partial(
                repo_members.set_play_message, game_id=game_id, deal=deal, message_id=message_id
            )
        )

    async def add_member_muggins_message(self, game_id: str, message_id: int) -> None:
        """Record a group message of the game that carries a « Muggins… » button."""
        await self._write(
            partial(repo_members.add_muggins_message, game_id=game_id, message_id=message_id)
        )

    async def take_member_muggins_messages(self, game_id: str) -> list[int]:
        """The game's messages with a « Muggins… » button, forgotten as they are returned."""
        return await self._write(partial(repo_members.take_muggins_messages, game_id=game_id))

    async def set_member_reachable(self, game_id: str, user_id: int, reachable: bool) -> None:
        """Whether the bot can write to the member in private."""
        await self._write(
            partial(
                repo_members.set_reachable, game_id=game_id, user_id=user_id, reachable=reachable
            )
        )

    async def start_member_game(
        self, game_id: str, *, sides: Sequence[int], bot_name: str, state: Mapping[str, object]
    ) -> MemberGame | None:
        """Start the table (the bot in the empty seats); None if it was no longer open."""
        return await self._write(
            partial(
                repo_members.start_member_game,
                game_id=game_id,
                sides=sides,
                bot_name=bot_name,
                state=state,
                now=self.now(),
            )
        )

    async def save_member_game(
        self,
        game_id: str,
        *,
        step: int,
        state: Mapping[str, object],
        status: str = repo_members.ACTIVE,
        results: Sequence[tuple[int, bool | None, int, int]] | None = None,
        day: str | None = None,
    ) -> MemberGame | None:
        """Save step `step`'s state (and the results when it ends); None if it moved on."""
        return await self._write(
            partial(
                repo_members.save_member_game,
                game_id=game_id,
                step=step,
                state=state,
                results=results,
                status=status,
                day=day,
                now=self.now(),
            )
        )

    async def update_member_state(
        self, game_id: str, step: int, state: Mapping[str, object]
    ) -> bool:
        """Save the state within step `step`; False if the game moved on."""
        return await self._write(
            partial(
                repo_members.update_member_state,
                game_id=game_id,
                step=step,
                state=state,
                now=self.now(),
            )
        )

    async def cancel_member_game(self, game_id: str) -> bool:
        """Withdraw an open table; False if it was not open."""
        return await self._write(
            partial(repo_members.cancel_member_game, game_id=game_id, now=self.now())
        )

    async def set_member_reminded(self, game_id: str, step: int, reminded: int) -> bool:
        """Record the reminders sent at step `step`."""
        return await self._write(
            partial(repo_members.set_reminded, game_id=game_id, step=step, reminded=reminded)
        )

    async def live_member_games(self, before: str) -> list[MemberGame]:
        """Open or running games untouched since `before`."""
        return await self._run(partial(repo_members.live_member_games, before=before))

    async def list_member_games(
        self, *, user_id: int | None = None, chat_id: int | None = None
    ) -> list[MemberGame]:
        """Every started game (or one member's, or one group's), oldest first."""
        return await self._run(
            partial(repo_members.list_member_games, user_id=user_id, chat_id=chat_id)
        )

    async def member_games_board(
        self, chat_id: int, first: str | None, last: str | None
    ) -> list[GamesRow]:
        """/top games: the club's members by games won, then points for minus against."""
        return await self._run(
            partial(repo_members.games_board, chat_id=chat_id, first=first, last=last)
        )

    async def member_record(self, user_id: int) -> list[Opponent]:
        """/stats: the member's record against each opponent."""
        return await self._run(partial(repo_members.record_against, user_id=user_id))
