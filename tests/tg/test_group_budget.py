"""A group's budget: never more than 20 messages in any minute (the minute shrunk here), and
only messages spend it (`bot.tg.delivery.RetryingRateLimiter`, `bot.tg.group_window`).

A busy moment in a club (every member asks for /classement at once) after a quiet one: the
leaky bucket of PTB's limiter let 20 go at once, then one every 3 seconds, 39 in a minute.
And the membership check of each member joining from the card (getChatMember, no message)
spent the group's budget, so the 21st member to join waited for their welcome in private.
"""

from __future__ import annotations

import asyncio
from typing import Any

from bot.tg.delivery import RetryingRateLimiter
from bot.tg.group_window import GroupWindow

GROUP = -100_600
PERIOD = 1.0
"""Telegram's minute, shrunk."""
RATE = 20


async def calls_at_once(
    limiter: RetryingRateLimiter, endpoint: str, count: int, chat_id: int = GROUP
) -> list[float]:
    """`count` calls made at once through the limiter; when each reached Telegram."""
    loop = asyncio.get_running_loop()
    reached: list[float] = []

    async def call() -> bool:
        reached.append(loop.time())
        await asyncio.sleep(0.001)  # Telegram answers
        return True

    async def one() -> Any:
        return await limiter.process_request(call, (), {}, endpoint, {"chat_id": chat_id}, None)

    await asyncio.gather(*(one() for _ in range(count)))
    return sorted(reached)


def most_in_a_period(times: list[float]) -> int:
    return max(sum(1 for u in times if t <= u < t + PERIOD) for t in times)


async def test_a_busy_group_never_gets_more_than_20_messages_in_a_minute() -> None:
    limiter = RetryingRateLimiter(group_max_rate=RATE, group_time_period=PERIOD)
    times = await calls_at_once(limiter, "sendMessage", 45)
    assert len(times) == 45  # every message goes, in time
    assert most_in_a_period(times) == RATE  # 39 with the leaky bucket
    assert times[RATE] - times[0] >= PERIOD  # the first 20 at once, the 21st a minute later
    assert times[-1] - times[0] < 3 * PERIOD
    edits = await calls_at_once(limiter, "editMessageText", 5)  # edits count too
    assert edits[0] - times[-1 - RATE + 1] >= PERIOD


async def test_a_membership_check_does_not_wait_for_the_groups_budget() -> None:
    limiter = RetryingRateLimiter(group_max_rate=RATE, group_time_period=PERIOD)
    loop = asyncio.get_running_loop()
    await calls_at_once(limiter, "sendMessage", RATE)  # the group's minute is spent
    asked = loop.time()
    checks = await calls_at_once(limiter, "getChatMember", 10)  # within the 30 a second
    assert checks[-1] - asked < PERIOD / 4  # 10 members joining are checked at once
    waited = await calls_at_once(limiter, "sendMessage", 1)
    assert waited[0] - asked >= PERIOD / 2  # while a message still waits its turn


async def test_a_private_chat_has_no_group_budget() -> None:
    limiter = RetryingRateLimiter(group_max_rate=RATE, group_time_period=PERIOD)
    loop = asyncio.get_running_loop()
    asked = loop.time()
    times = await calls_at_once(limiter, "sendMessage", 25, chat_id=77)
    assert times[-1] - asked < PERIOD / 2


async def test_the_window_counts_a_message_from_its_answer() -> None:
    window = GroupWindow(2, PERIOD)
    loop = asyncio.get_running_loop()
    first = await window.acquire()
    second = await window.acquire()
    assert not window.has_capacity()
    later = asyncio.ensure_future(window.acquire())
    await asyncio.sleep(PERIOD * 1.2)
    assert not later.done()  # the first two are still on their way: they count
    window.done(first)
    answered = loop.time()
    third = await later
    assert loop.time() - answered >= PERIOD * 0.99
    window.done(second)
    window.done(third)
    await asyncio.sleep(PERIOD * 1.05)
    assert window.has_capacity(2)  # idle again
