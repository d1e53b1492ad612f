"""/play refused in the group is a reply to the member who typed it (played: Marie, seated at
a table of three, typed /jouer in the group again; the group got « Vous jouez déjà une partie
de club : terminez-la d'abord, ou /abandon. » addressed to no one, and with three or four
members at tables nobody could tell whom « vous » meant)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member


async def _refusal_to(
    driver: Driver, api: LocalBotApi, member: Member, text: str
) -> tuple[str, int | None, int]:
    """`member` types `text` in the group: the bot's one reply (its text, the message it
    replies to) and the id of the member's message."""
    update = api.message_update(
        text,
        member.user,
        GROUP,
        chat_type="supergroup",
        first_name=member.name,
        language_code=member.lang,
    )
    [sent] = [c for c in await driver.process(update) if c.method == "sendMessage"]
    reply = dict(sent.params.get("reply_parameters") or {}).get("message_id")
    return str(sent.params["text"]), reply, int(update["message"]["message_id"])


@pytest.mark.parametrize(
    ("lang", "busy", "waiting"),
    [
        (
            "fr",
            "Vous jouez déjà une partie de club",
            "Vous êtes déjà à une table qui attend des joueurs",
        ),
        ("en", "You are already in a club game", "You already sit at a table waiting for players"),
    ],
)
async def test_a_play_refused_in_the_group_replies_to_who_typed_it(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, busy: str, waiting: str
) -> None:
    marie, jean, lise, paul = (
        Member(bot_driver, 881 + i, n, lang)
        for i, n in enumerate(["Marie", "Jean", "Lise", "Paul"])
    )
    for m in (marie, jean, lise, paul):
        await m.private("/start")
    await paul.say("/play 4")
    await jean.press_in_group("mj:")  # Jean waits at Paul's open table of four
    await marie.say("/play 3")
    await lise.press_in_group("mj:")
    await marie.press_in_group("mg:")  # Marie, Lise and the bot play
    text, reply, typed = await _refusal_to(bot_driver, local_api, marie, "/play 3")
    assert text.startswith(busy) and reply == typed
    text, reply, typed = await _refusal_to(bot_driver, local_api, jean, "/play 3")
    assert text.startswith(waiting) and reply == typed
    text, reply, typed = await _refusal_to(bot_driver, local_api, lise, "/play 3 zzz")
    assert "zzz" in text and reply == typed
