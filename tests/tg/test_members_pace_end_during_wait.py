"""A game's end edits the group as its next edit (`edit_paced(at_once=True)`; it used to
send the group's queued edits first, all at once: `test_club20_end_paced`). When that happened
while the group's flush was waiting out its gap, the flush woke holding the old queue: it sent
the queued edit a second time (or, the queue empty, `next(iter(...))` raised inside the task:
« coroutine raised StopIteration » in the log). The flush now reads the queue again after its
wait."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, cast

from test_members_quiet import FakeClock, clock  # noqa: F401 (the fake clock's fixture)

from bot.tg.context import Context
from bot.tg.members_pace import GAP, edit_paced

GROUP = -100_777


@dataclass
class _Bot:
    sent: list[tuple[int, str]] = field(default_factory=list)

    async def edit_message_text(
        self, text: str, chat_id: int, message_id: int, reply_markup: Any = None
    ) -> None:
        self.sent.append((message_id, text))


@dataclass(eq=False)  # a weak key, as an Application is
class _Application:
    tasks: list[asyncio.Task[None]] = field(default_factory=list)

    def create_task(self, coroutine: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.ensure_future(coroutine)
        self.tasks.append(task)
        return task


@dataclass
class _Context:
    bot: _Bot = field(default_factory=_Bot)
    application: _Application = field(default_factory=_Application)


async def test_the_end_sent_while_the_flush_waits_sends_each_edit_once(
    clock: FakeClock,  # noqa: F811
) -> None:
    fake = _Context()
    context = cast(Context, fake)
    await edit_paced(context, GROUP, 1, "count 5")  # sent now: the group's budget allows it
    await edit_paced(context, GROUP, 2, "count 9")  # queued: the flush waits out the gap
    for _ in range(5):
        await asyncio.sleep(0)
    await edit_paced(context, GROUP, 3, "game over", at_once=True)  # now, ahead of the queue
    await clock.advance(GAP)  # the flush waits a gap after the end
    for task in fake.application.tasks:
        await task  # the flush ends without an error
    assert fake.bot.sent == [(1, "count 5"), (3, "game over"), (2, "count 9")]
