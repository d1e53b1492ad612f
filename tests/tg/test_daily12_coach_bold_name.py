"""In a club's group, /entraineur's replies showed the member's name in plain text
(« Zoé — Entraîneur arrêté : … ») while /revoir, /fuseau and /rappel put it in bold
(« <b>Zoé</b> : … »): every /entraineur reply there now names her in bold, as they do."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

GROUP = -100_9451
ZOE = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Zoé <3"}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "/entraineur non"),
        ("fr", "/entraineur oui"),
        ("fr", "/entraineur hebdo"),
        ("fr", "/entraineur hebdo non"),
        ("fr", "/entraineur peut-être"),
        ("fr", "/revoir"),
        ("fr", "/fuseau Paris"),
        ("en", "/coach off"),
        ("en", "/coach weekly"),
        ("en", "/coach maybe"),
    ],
)
async def test_every_coach_reply_in_a_group_names_her_in_bold(
    bot_driver: Driver, lang: str, typed: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_451, language_code=lang, **ZOE))
    assert text.startswith("<b>Zoé &lt;3</b>"), text
    assert html_to_text(text).startswith("Zoé <3"), text
