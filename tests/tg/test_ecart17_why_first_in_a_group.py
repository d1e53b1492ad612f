"""« pourquoi? » said to the bot in a club's group (in reply to one of its messages) by a member
with no lookup nor verdict of hers to explain was met with silence: she is told what to ask
first. Typed to the members (no reply to the bot), it is their chat, and left alone."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts

GROUP = -100_1717


def member(user: int, name: str, lang: str = "fr") -> dict[str, object]:
    return {
        "user_id": user,
        "chat_id": GROUP,
        "chat_type": "supergroup",
        "language_code": lang,
        "first_name": name,
    }


SAID = {
    "fr": (
        "pourquoi?",
        "Rita — « Pourquoi? » explique un écart : envoyez d'abord /ecart pour une donne à "
        "jouer, ou /ecart et vos cartes, par exemple /ecart 5C 5K VP DT 2C 3P donneur.",
    ),
    "en": (
        "why?",
        "Rita — “Why?” explains a lay-away: first send /discard for a deal to play, or /discard "
        "and your cards, like /discard 5H 5D JS QC 2H 3S dealer.",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_in_reply_to_the_bot_says_what_first(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    why, told = SAID[lang]
    await bot_driver.send("/help", **member(1711, "Jean", lang))
    helped = local_api.last_message(GROUP)
    [reply] = texts(await bot_driver.send(why, reply_to=helped, **member(1712, "Rita", lang)))
    assert html_to_text(reply).replace("\u00a0", " ") == told, reply


async def test_why_in_reply_to_another_members_lookup(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/ecart 5C 5K VP DT 2C 3P donneur", **member(1713, "Jean"))
    looked_up = local_api.last_message(GROUP)
    [reply] = texts(await bot_driver.send("pourquoi?", reply_to=looked_up, **member(1714, "Rita")))
    assert "envoyez d'abord /ecart" in reply, reply


async def test_why_typed_to_the_members_is_left_alone(bot_driver: Driver) -> None:
    assert texts(await bot_driver.send("pourquoi?", **member(1715, "Rita"))) == []
    assert texts(await bot_driver.send("Pourquoi pas?", **member(1715, "Rita"))) == []


async def test_why_in_reply_after_her_lookup_explains_it(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/ecart 5H 5D JS QC 2S donneur", **member(1716, "Rita"))
    looked_up = local_api.last_message(GROUP)
    [reply] = texts(await bot_driver.send("pourquoi?", reply_to=looked_up, **member(1716, "Rita")))
    assert html_to_text(reply).startswith("Rita\u00a0: Pourquoi jeter 2♠ de 5♥ 5♦ V♠ D♣ 2♠?")
