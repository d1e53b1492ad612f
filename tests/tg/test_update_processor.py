"""The update processor under cancellation: a player's queue and the global slots never stall,
an update cancelled before it started never runs and is never marked done."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Coroutine
from typing import Any, cast

from telegram import Update

from bot.tg.app import PerUserUpdateProcessor
from bot.tg.inbox import Inbox
from bot.tg.local import make_message_update


def update(user_id: int, update_id: int) -> Update:
    return Update.de_json(make_message_update("x", user_id, user_id, update_id=update_id), None)


class Gate:
    """Updates whose work waits for `open()`; what ran, in order."""

    def __init__(self) -> None:
        self.ran: list[str] = []
        self.event = asyncio.Event()
        self.coroutines: dict[str, Coroutine[Any, Any, None]] = {}

    def work(self, name: str, *, wait: bool = False) -> Coroutine[Any, Any, None]:
        async def run() -> None:
            self.ran.append(name)
            if wait:
                await self.event.wait()

        self.coroutines[name] = run()
        return self.coroutines[name]


class CancellingInbox:
    """An inbox whose `handle` cancels a task once the update is handled: the next update of
    the same player, waiting for its turn."""

    def __init__(self) -> None:
        self.done_ids: list[int] = []
        self.victim: asyncio.Task[None] | None = None

    async def handle(self, update: object, handling: Awaitable[object]) -> None:
        await handling
        assert isinstance(update, Update)
        self.done_ids.append(update.update_id)
        if self.victim is not None:
            self.victim.cancel()
            self.victim = None


async def settle() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


async def test_a_cancelled_waiting_update_leaves_the_queue_moving() -> None:
    processor = PerUserUpdateProcessor(limit=1)
    gate = Gate()
    first = asyncio.create_task(processor.process_update(update(1, 1), gate.work("a", wait=True)))
    await settle()
    second = asyncio.create_task(processor.process_update(update(1, 2), gate.work("b")))
    other = asyncio.create_task(processor.process_update(update(2, 3), gate.work("other")))
    third = asyncio.create_task(processor.process_update(update(1, 4), gate.work("c")))
    await settle()
    assert processor.in_flight == 4 and gate.ran == ["a"]
    second.cancel()
    await settle()
    gate.event.set()
    await asyncio.gather(first, other, third)
    assert second.cancelled()
    assert gate.ran == ["a", "other", "c"]  # the slot first to who waited first
    assert inspect.getcoroutinestate(gate.coroutines["b"]) == inspect.CORO_CLOSED
    assert processor._locks == {} and processor.in_flight == 0


async def test_an_update_cancelled_as_it_gets_its_turn_hands_it_on() -> None:
    processor = PerUserUpdateProcessor(limit=2)
    inbox = CancellingInbox()
    processor.inbox = cast(Inbox, inbox)
    gate = Gate()
    first = asyncio.create_task(processor.process_update(update(1, 1), gate.work("a", wait=True)))
    await settle()
    second = asyncio.create_task(processor.process_update(update(1, 2), gate.work("b")))
    third = asyncio.create_task(processor.process_update(update(1, 3), gate.work("c")))
    await settle()
    inbox.victim = second
    gate.event.set()
    await asyncio.gather(first, third)
    assert second.cancelled()
    assert gate.ran == ["a", "c"]
    assert inbox.done_ids == [1, 3]  # the cancelled one stays in the inbox
    assert inspect.getcoroutinestate(gate.coroutines["b"]) == inspect.CORO_CLOSED
    assert processor._locks == {} and processor.in_flight == 0
    # the global slots all came back: two at once still run side by side
    gate = Gate()
    both = [
        asyncio.create_task(
            processor.process_update(update(u, 10 + u), gate.work(str(u), wait=True))
        )
        for u in (5, 6)
    ]
    await settle()
    assert sorted(gate.ran) == ["5", "6"]
    gate.event.set()
    await asyncio.gather(*both)


async def test_drain_cancels_what_is_left_and_frees_every_queue() -> None:
    processor = PerUserUpdateProcessor(limit=1)
    gate = Gate()
    tasks = [
        asyncio.create_task(
            processor.process_update(update(u % 2, u), gate.work(str(u), wait=True))
        )
        for u in range(5)
    ]
    await settle()
    assert await processor.drain(0.01) == 5
    assert all(t.cancelled() for t in tasks)
    assert gate.ran == ["0"]
    assert processor._locks == {} and processor.in_flight == 0
    gate = Gate()
    await processor.process_update(update(0, 9), gate.work("after"))
    assert gate.ran == ["after"]
