"""Private /tournoi (and /jouer alone in the group) named each round-robin opponent's
@username by asking Telegram (getChatMember) once per opponent, one after the other: up to
19 calls in a row in a robin of 20, each waiting for the last. They are asked at once now;
an opponent Telegram could not say is still left to a reply."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

from telegram.error import TelegramError

from bot.drills.tournament import Kind
from bot.drills.tournament_robin import Robin
from bot.tg.handlers.tournament_owed import opponent_handles

MEMBERS = list(range(1, 21))  # a robin of 20: member 1 meets 19 others


class Telegram:
    """getChatMember answering after a pause, counting the calls in flight."""

    def __init__(self) -> None:
        self.flying = 0
        self.most = 0

    async def get_chat_member(self, chat_id: int, user_id: int) -> Any:
        self.flying += 1
        self.most = max(self.most, self.flying)
        await asyncio.sleep(0.01)
        self.flying -= 1
        if user_id == 7:
            raise TelegramError("user not found")
        username = None if user_id == 8 else f"m{user_id}"
        return SimpleNamespace(user=SimpleNamespace(username=username))


async def test_the_opponents_are_asked_at_once() -> None:
    telegram = Telegram()
    context: Any = SimpleNamespace(bot=telegram)
    tournament: Any = SimpleNamespace(kind=Kind.ROUND_ROBIN, chat_id=-100)
    robin = Robin(MEMBERS, 1, [])
    handles = await opponent_handles(context, tournament, robin, 1)
    assert telegram.most == len(MEMBERS) - 1
    assert handles == {u: f"m{u}" for u in MEMBERS[1:] if u not in (7, 8)}
    order = [p.other(1) for p in robin.left_of(1) if p.other(1) not in (7, 8)]
    assert list(handles) == order  # in the order of the games to play
