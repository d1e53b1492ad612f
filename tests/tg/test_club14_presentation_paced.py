"""25 members pressing « ✅ Je participe » within half a minute: each press edited the
tournament's presentation in the group at once, 25 edits against the group's 20 messages a
minute (and every other post of the group waiting behind them). The presentation is now
edited as a game's group messages are (`bot.tg.members_pace`): at most one edit every
`GAP` seconds in the group, a later edit replacing the one still waiting, so the last text
shown lists everyone who joined. Its end (the close) is edited at once."""

from __future__ import annotations

from test_members_quiet import FakeClock, clock  # noqa: F401 (the fake clock's fixture)

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.members_pace import GAP
from tests.tg.test_tournament_handlers import GROUP, create, plain

MEMBERS = range(101, 126)  # 25 members


def presentation_edits(api: LocalBotApi, message_id: int) -> list[str]:
    return [
        plain(str(call.params.get("text", "")))
        for call in api.calls
        if call.method == "editMessageText"
        and call.params.get("chat_id") == GROUP
        and call.params.get("message_id") == message_id
    ]


async def test_joins_within_a_minute_edit_the_presentation_paced(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    clock: FakeClock,  # noqa: F811
) -> None:
    await create(bot_driver, local_api, db, "2 61", "fr")
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for user in MEMBERS:  # one press a second
        await bot_driver.press(
            f"tj:{tournament.id}",
            tournament.message_id,
            user_id=user,
            chat_id=GROUP,
            language_code="fr",
            first_name=f"P{user}",
        )
        await clock.advance(1.0)
    seconds = len(MEMBERS)
    edits = presentation_edits(local_api, tournament.message_id)
    assert len(edits) <= seconds / GAP + 1, len(edits)  # one every GAP seconds at most
    for _ in range(3):  # the edit still waiting goes out: the latest text
        await clock.advance(GAP)
    last = presentation_edits(local_api, tournament.message_id)[-1]
    assert all(f"P{user}" in last for user in MEMBERS), last
    assert len(presentation_edits(local_api, tournament.message_id)) <= seconds / GAP + 2
