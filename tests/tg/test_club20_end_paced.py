"""A game's end in a group whose edits are waiting (`edit_paced(at_once=True)`): before, the
end sent every queued edit of the group in the same instant (8 edits at once at the end of a
fast game of `test_members_quiet`, against one edit every 3 s and a group's 20 messages a
minute: Telegram answers such a burst with 429). Now the end's own edit goes at once (read
before the players' private « vous avez perdu ») and the queued edits follow it, one a gap."""

from __future__ import annotations

import asyncio
import itertools
from typing import cast

from test_members_pace_end_during_wait import _Context
from test_members_quiet import FakeClock, clock  # noqa: F401 (the fake clock's fixture)

from bot.tg.context import Context
from bot.tg.members_pace import GAP, edit_paced

GROUP = -100_778


async def test_the_end_goes_now_and_the_queued_edits_follow_at_the_pace(
    clock: FakeClock,  # noqa: F811
) -> None:
    fake = _Context()
    context = cast(Context, fake)
    times: list[tuple[float, int]] = []
    sent = fake.bot.sent

    async def settle() -> None:
        for _ in range(20):
            await asyncio.sleep(0)
        times.extend((clock.now(), m) for m, _ in sent[len(times) :])

    await edit_paced(context, GROUP, 1, "deal 1, count 5")  # now: the budget allows it
    for message in (2, 4, 5):  # three deals' messages waiting their turn
        await edit_paced(context, GROUP, message, f"deal {message}, last count")
    await settle()
    await clock.advance(GAP)
    await settle()  # the oldest queued edit went out
    await clock.advance(1.0)
    await edit_paced(context, GROUP, 3, "game over", at_once=True)
    await settle()
    assert [m for _, m in times] == [1, 2, 3], "the queued edits went out with the game's end"
    for _ in range(4):
        await clock.advance(GAP)
        await settle()
    for task in fake.application.tasks:
        await task
    assert [m for _, m in times] == [1, 2, 3, 4, 5]
    gaps = [b - a for (a, m), (b, _) in itertools.pairwise(times) if m != 2]
    assert min(gaps) >= GAP - 1e-9, times  # only the end came sooner than a gap
