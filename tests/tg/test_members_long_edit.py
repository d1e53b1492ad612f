"""A deal's play message in the group is edited at each card: at a bilingual table of four
with long names it can grow past Telegram's 4096 characters (counted on the text shown, after
HTML parsing). Each edit stays within the limit, cut between whole lines, so Telegram takes it
instead of refusing it (before: refused, and the bot posted a new message cut short)."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import parse_html, utf16_len
from tests.tg.members_helpers import GROUP, GroupWatch, Member, live, play_on

LONG = ["Marie-Élisabeth", "Jean-Baptiste", "Mary-Elizabeth", "John-Baptist"]


async def test_the_play_message_of_a_long_deal_is_edited_within_telegrams_limit(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    names = [f"{n} {'x' * (32 - len(n))}" for n in LONG]  # 33 characters each
    langs = ["fr", "fr", "en", "en"]  # no club language: every group post in both
    members = [
        Member(bot_driver, 821 + i, n, lang)
        for i, (n, lang) in enumerate(zip(names, langs, strict=True))
    ]
    for m in members:
        await m.private("/start")
    await members[0].say("/play équipes 121")
    for m in members[1:]:
        await m.press_in_group("mj:")
    game = await db.members.live_member_game(821)
    if game is None or not game.is_active:
        await members[0].press_in_group("mg:")
    _game, table = await live(db, 821)
    assert len(table.seats) == 4
    await play_on({m.user: m for m in members}, GroupWatch(bot_driver), short=0.2)
    edits = [c for c in local_api.calls_to("editMessageText") if c.params.get("chat_id") == GROUP]
    longest = max(utf16_len(parse_html(str(c.params["text"]))[0]) for c in edits)
    refused = [c for c, _ in local_api.refused if c.method == "editMessageText"]
    print(f"{len(edits)} edits, longest {longest}, {len(refused)} refused")
    assert not refused, refused[0].params["text"][-200:]
    assert longest <= 4096
