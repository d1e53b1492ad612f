"""A game between members: each player's private « Donne 1 » step (the cards' picture) was
sent before the group's « Donne 1 : Marie donne. », though the step engine tells the group
first: the outbox sends each chat on its own, so a private chat's picture overtook the group's
post. A deal's first private steps now wait for the group's rows queued before them
(`Outgoing.after`); later steps of the deal do not wait. The group's calls are slowed here
(as a group's 20 a minute slows them): the pictures no longer overtake its post."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from members_helpers import GROUP, two_at_a_table

from bot.tg import sender
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.test_member_tournament import reply_of, robin_of_two

DEAL_1 = {"fr": "Donne 1\u00a0: Marie donne.", "en": "Deal 1: Marie deals."}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_group_hears_of_the_deal_before_the_cards(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = sender.call

    async def slow_in_groups(bot: Any, method: str, params: dict[str, Any]) -> Any:
        if params.get("chat_id") == GROUP:
            await asyncio.sleep(0.05)
        return await real(bot, method, params)

    monkeypatch.setattr(sender, "call", slow_in_groups)
    await two_at_a_table(bot_driver, (501, "Jean"), (502, "Marie"), lang, "/play 61")
    sent = [
        (c.method, c.params.get("chat_id"), html_to_text(str(c.params.get("text", ""))))
        for c in local_api.calls
        if c.method in {"sendMessage", "sendPhoto"}
    ]
    told = next(
        i for i, (m, chat, text) in enumerate(sent) if chat == GROUP and DEAL_1[lang] in text
    )
    cards = [i for i, (m, chat, _) in enumerate(sent) if m == "sendPhoto" and chat in (501, 502)]
    assert len(cards) == 2, sent
    assert told < min(cards), sent


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_in_a_round_robin_too_the_group_hears_of_the_deal_before_the_cards(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = sender.call

    async def slow_in_groups(bot: Any, method: str, params: dict[str, Any]) -> Any:
        if params.get("chat_id") == GROUP:
            await asyncio.sleep(0.05)
        return await real(bot, method, params)

    monkeypatch.setattr(sender, "call", slow_in_groups)
    marie, jean = await robin_of_two(
        bot_driver, local_api, bot_driver.application.bot_data.db, lang
    )
    await jean.say("Bonjour!", message_id=9000)
    await marie.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(jean, 9000))
    start = len(local_api.calls)
    await jean.press_in_group("mj:")
    sent = [
        (c.method, c.params.get("chat_id"), html_to_text(str(c.params.get("text", ""))))
        for c in local_api.calls[start:]
        if c.method in {"sendMessage", "sendPhoto"}
    ]
    deal_1 = {"fr": "Donne 1\u00a0:", "en": "Deal 1:"}[lang]
    told = next(i for i, (m, chat, text) in enumerate(sent) if chat == GROUP and deal_1 in text)
    cards = [i for i, (m, chat, _) in enumerate(sent) if m == "sendPhoto" and chat in (501, 502)]
    assert len(cards) == 2, sent
    assert told < min(cards), sent
