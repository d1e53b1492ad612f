"""The clubs' storage methods of `Database` (/top, /club, /forget): thin, SQL in repo_club.

Each method awaits one repo function in a transaction of its own (see `bot.storage.db_base`).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from functools import partial

from bot.drills.club import Standing, Streak, TieBreak
from bot.storage import repo_club
from bot.storage.db_base import DatabaseBase
from bot.storage.sql import BEGIN_READ


class ClubAreas(DatabaseBase):
    """`Database` methods for clubs, their members and boards, and forgetting a player."""

    # -- clubs (/top, /club, /forget; SQL in repo_club) -------------------------------------

    async def get_club(self, chat_id: int) -> repo_club.Club | None:
        """The club of a group chat (active or not), or None."""
        return await self._run(partial(repo_club.get_club, chat_id=chat_id))

    async def club_by_invite(self, invite: str) -> repo_club.Club | None:
        """The club whose deep link carries `invite`, or None."""
        return await self._run(partial(repo_club.club_by_invite, invite=invite))

    async def open_club(self, chat_id: int, *, title: str, invite: str) -> repo_club.Club:
        """Make a group a club (again); `invite` is only used for a new club."""
        return await self._write(
            partial(
                repo_club.open_club, chat_id=chat_id, title=title, invite=invite, now=self.now()
            )
        )

    async def close_club(self, chat_id: int) -> bool:
        """The bot left the group; False if the club was not active."""
        return await self._write(partial(repo_club.close_club, chat_id=chat_id, now=self.now()))

    async def move_club(self, old_chat_id: int, new_chat_id: int) -> bool:
        """A group became a supergroup: move its club to the new chat id."""
        return await self._write(
            partial(
                repo_club.move_club,
                old_chat_id=old_chat_id,
                new_chat_id=new_chat_id,
                now=self.now(),
            )
        )

    async def move_play(self, old_chat_id: int, new_chat_id: int) -> int:
        """A group became a supergroup: move what its players have under way there."""
        return await self._write(
            partial(repo_club.move_play, old_chat_id=old_chat_id, new_chat_id=new_chat_id)
        )

    async def update_club(self, chat_id: int, changes: Mapping[str, object]) -> repo_club.Club:
        """Change /club settings (lang, timezone, post_time, weekly, tiebreak)."""
        return await self._write(
            partial(repo_club.update_club, chat_id=chat_id, changes=changes, now=self.now())
        )

    async def active_clubs(self) -> list[repo_club.Club]:
        """Every club the bot is still in."""
        return await self._run(repo_club.active_clubs)

    async def leave_club(self, chat_id: int, user_id: int) -> bool:
        """A member left the group or was removed; True if they were a member."""
        return await self._write(partial(repo_club.leave_club, chat_id=chat_id, user_id=user_id))

    async def renew_club_invite(self, chat_id: int, invite: str) -> repo_club.Club:
        """A new club link (the old one stops working)."""
        return await self._write(
            partial(repo_club.renew_invite, chat_id=chat_id, invite=invite, now=self.now())
        )

    async def join_club(self, chat_id: int, user_id: int, *, name: str) -> bool:
        """Record a member (True if new) and the name they show on boards."""
        return await self._write(
            partial(
                repo_club.join_club, chat_id=chat_id, user_id=user_id, name=name, now=self.now()
            )
        )

    async def set_player_name(self, user_id: int, name: str) -> None:
        """Record the name a player shows on boards."""
        await self._write(
            partial(repo_club.set_player_name, user_id=user_id, name=name, now=self.now())
        )

    async def set_board_hidden(self, user_id: int, hidden: bool) -> None:
        """/top off (True) or /top on (False)."""
        await self._write(
            partial(repo_club.set_hidden, user_id=user_id, hidden=hidden, now=self.now())
        )

    async def club_member_count(self, chat_id: int) -> int:
        """How many players joined the club."""
        return await self._run(partial(repo_club.member_count, chat_id=chat_id))

    async def member_clubs(self, user_id: int) -> list[repo_club.Club]:
        """The active clubs a player belongs to."""
        return await self._run(partial(repo_club.member_clubs, user_id=user_id))

    async def club_board(
        self, chat_id: int, key: str, *, tiebreak: TieBreak, user_id: int | None, limit: int
    ) -> repo_club.BoardRows:
        """A club's board for a period key (see `repo_club.board`), in one snapshot."""
        return await self._run(
            partial(
                repo_club.board,
                chat_id=chat_id,
                key=key,
                tiebreak=tiebreak,
                user_id=user_id,
                limit=limit,
            ),
            BEGIN_READ,
        )

    async def club_week(
        self, chat_id: int, week: date, previous: date
    ) -> tuple[list[Standing], list[Standing], list[Streak]]:
        """The weekly summary's data: standings of the week and the one before, and streaks."""
        return await self._run(
            partial(repo_club.week_facts, chat_id=chat_id, week=week, previous=previous),
            BEGIN_READ,
        )

    async def forget_player(self, user_id: int, username: str | None = None) -> int:
        """Erase every row about the player in every table (and their `@username` from
        invitations to play); the number of rows erased."""
        erased = await self._write(
            partial(repo_club.forget_player, user_id=user_id, username=username, now=self.now())
        )
        await self.fold_log()  # the write-ahead log still holds the pages as they were
        return erased
