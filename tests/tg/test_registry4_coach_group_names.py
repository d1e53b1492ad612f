"""In a club's group, two /entraineur replies did not say whose they were, where every other
one names the member (« Zoé — Entraîneur arrêté : … »): « /entraineur hebdo » answered « Le
message de la semaine arrive en privé : … » and « /entraineur peut-être » « Je ne connais pas
« peut-être » : … ». Now both begin with her name; in private, as before, no name."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

GROUP = -100_4470


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/entraineur hebdo", "Zoé — Le message de la semaine arrive en privé"),
        ("en", "/coach weekly", "Zoé — The weekly message comes in a private chat"),
        ("fr", "/entraineur peut-être", "Zoé — Je ne connais pas «\u00a0peut-être\u00a0»"),
        ("en", "/coach maybe", "Zoé — I don't know “maybe”"),
    ],
)
async def test_coach_replies_in_a_group_name_the_member(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    where = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Zoé"}
    (text,) = texts(await bot_driver.send(typed, user_id=4471, language_code=lang, **where))
    assert html_to_text(text).startswith(said), text
    (alone,) = texts(await bot_driver.send(typed, user_id=4471, language_code=lang))
    assert not alone.startswith("Zoé"), alone
