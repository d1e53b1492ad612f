"""The end of a game between members, in private, reaches each player after the group's
messages that ended it (`Outgoing.after`): with a group behind in its sends (Telegram's 20
messages a minute), « La partie est terminée : vous avez perdu » arrived before the group
showed the count that ended the game."""

from __future__ import annotations

import asyncio

import pytest

from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, GroupWatch, play_on, two_at_a_table

ENDED = {"fr": "La partie est terminée", "en": "The game is over"}
COUNTED = {"fr": " compte ", "en": " counts "}
WON = {"fr": "gagne la partie", "en": "wins the game"}


def slow_group(monkeypatch: pytest.MonkeyPatch, api: LocalBotApi) -> None:
    """The group's calls wait their turn behind the other chats' (a group whose sends lag):
    the event loop runs the other chats' sends first, no clock involved."""
    serve = api.serve

    async def later(method: str, data: object) -> tuple[int, bytes]:
        params = getattr(data, "parameters", None) or {}
        if params.get("chat_id") == GROUP:
            for _ in range(40):
                await asyncio.sleep(0)
        return await serve(method, data)  # type: ignore[arg-type]

    monkeypatch.setattr(api, "serve", later)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_private_end_comes_after_the_groups_last_count(
    bot_driver: Driver, local_api: LocalBotApi, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    members = await two_at_a_table(
        bot_driver, (501, "Marie"), (502, "Jean"), lang, "/jouer 61" if lang == "fr" else "/play 61"
    )
    slow_group(monkeypatch, local_api)
    await play_on(members, GroupWatch(bot_driver))
    order = [
        (call.params.get("chat_id"), html_to_text(str(call.params.get("text", ""))))
        for call in local_api.calls
        if call.method in {"sendMessage", "editMessageText"}
    ]
    counts = [i for i, (chat, text) in enumerate(order) if chat == GROUP and COUNTED[lang] in text]
    won = [i for i, (chat, text) in enumerate(order) if chat == GROUP and WON[lang] in text]
    assert counts and won
    for user in members:
        (end,) = [i for i, (chat, text) in enumerate(order) if chat == user and ENDED[lang] in text]
        assert counts[-1] < end and won[-1] < end, order[counts[-1] - 2 :]
