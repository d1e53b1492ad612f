"""A group's message budget: at most `max_rate` messages in any `time_period` seconds.

Telegram lets a bot send about 20 messages a minute to one group. A leaky bucket (aiolimiter's
`AsyncLimiter`, as PTB's `AIORateLimiter` uses it) lets 20 go at once and then one every
3 seconds, so a busy minute after a quiet one carried up to 39 messages to the group. This
window counts the messages themselves: a call waits until fewer than `max_rate` were sent in
the last `time_period` seconds, counted from when Telegram answered each one (a message still
on its way counts until it is answered, and for the period after).
"""

from __future__ import annotations

import asyncio
import math
from collections import deque
from dataclasses import dataclass
from typing import Final

POLL: Final = 0.05
"""Seconds between looks while the oldest counted message is still on its way."""


@dataclass(slots=True)
class Slot:
    """One message in the window: when Telegram answered it (infinity while on its way)."""

    at: float = math.inf


class GroupWindow:
    """A sliding window of `max_rate` messages per `time_period` seconds, first come first
    served: `slot = await window.acquire()` before the call, `window.done(slot)` after it."""

    def __init__(self, max_rate: float, time_period: float) -> None:
        self.max_rate = max_rate
        self.time_period = time_period
        self._slots: deque[Slot] = deque()
        self._lock = asyncio.Lock()

    def _prune(self, now: float) -> None:
        while self._slots and self._slots[0].at + self.time_period <= now:
            self._slots.popleft()

    def has_capacity(self, amount: float = 1) -> bool:
        """Whether `amount` more messages could go now (`max_rate`: the window is idle)."""
        self._prune(asyncio.get_running_loop().time())
        return len(self._slots) + amount <= self.max_rate

    async def acquire(self) -> Slot:
        """Wait for room in the window (callers in turn); the slot the message takes."""
        loop = asyncio.get_running_loop()
        async with self._lock:
            while True:
                now = loop.time()
                self._prune(now)
                if len(self._slots) < self.max_rate:
                    slot = Slot()
                    self._slots.append(slot)
                    return slot
                oldest = self._slots[0].at
                wait = POLL if math.isinf(oldest) else oldest + self.time_period - now
                await asyncio.sleep(max(wait, 0.0))

    def done(self, slot: Slot) -> None:
        """The message was answered (or failed): it counts from now for one period."""
        slot.at = asyncio.get_running_loop().time()
