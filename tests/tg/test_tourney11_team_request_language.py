"""A doubles tournament opened by an organizer who reads French, in a group that set no
language: the first team request, « Bob propose à Helen de faire équipe. Helen, appuyez sur
✅ pour confirmer. », came in French to two English readers (no team yet, the tournament's
language was its organizer's). A request is between two players: it now takes the asker's
language (the partner's too when both read the same one); a club's language still rules."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, inline_buttons, last_button
from tests.tg.test_tournament_doubles import open_doubles, plain, reply_to

ENGLISH = {701: "Bob", 702: "Helen"}


async def test_the_first_request_is_in_the_players_language(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, "en") for u, n in ENGLISH.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await members[702].say("Bonjour", message_id=8000)
    await members[701].say("/tournoi equipe", reply_to=reply_to(members[702], 8000))
    data, message_id = last_button(local_api, GROUP, "td:")
    asked = local_api.message(GROUP, message_id)
    assert asked is not None
    text = plain(asked["text"])
    assert text == "Bob asks Helen to play as a team. Helen, press ✅ to confirm.", text
    assert [b["text"] for b in inline_buttons(asked)] == ["✅ We play together"]
    await members[702].press(data, message_id)
    made = local_api.message(GROUP, message_id)
    assert made is not None
    assert plain(made["text"]) == "Bob and Helen play as a team in the tournament.", made
