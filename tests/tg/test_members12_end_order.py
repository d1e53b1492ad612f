"""The end of a game between members, paced (issue 40): the group's edits go out one every
3 seconds, and the count that ended the game was one of them, queued. Played: Marie read
« Vous avez perdu » in private while the group still showed Jean's last count before it; the
count arrived three seconds later. Now the game's last count, in the group, comes first."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.drills.table_state import Table
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from bot.tg.members_pace import GAP, Pacing
from tests.tg.members_helpers import GROUP, GroupWatch, live, play_on, two_at_a_table
from tests.tg.test_members_quiet import FakeClock


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeClock]:
    fake = FakeClock()
    monkeypatch.setattr("bot.tg.members_pace.PACING", Pacing(fake, GAP))
    yield fake
    fake.stop()


@pytest.mark.parametrize(("lang", "opens"), [("fr", "/jouer 61"), ("en", "/play 61")])
async def test_the_groups_last_count_comes_before_the_private_end(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    clock: FakeClock,
    lang: str,
    opens: str,
) -> None:
    members = await two_at_a_table(bot_driver, (941, "Marie"), (942, "Jean"), lang, opens)
    game, _ = await live(db, 941)

    async def tick(_table: Table) -> None:
        await clock.advance(1.0)  # players a second apart: the group's edits wait their turn

    await play_on(members, GroupWatch(bot_driver), tick=tick)
    for _ in range(5):
        await clock.advance(GAP)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    calls = local_api.calls
    ends = [
        i
        for i, c in enumerate(calls)
        if c.method == "sendMessage"
        and c.params.get("chat_id") in members
        and any(str(b.get("callback_data", "")).startswith("mn:") for b in inline_buttons(c.params))
    ]
    assert len(ends) == 2
    edits = [
        i
        for i, c in enumerate(calls)
        if c.method == "editMessageText" and c.params.get("chat_id") == GROUP
    ]
    assert edits and max(edits) < min(ends), "a group edit came after the private end"
