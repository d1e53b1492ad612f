"""« /ecart 5C 5K VP DT 2C 3P donneur receveur » (both roles) silently asked « Qui donne? », as
if no role had been written: it says both were written, and asks for one, as /chances does."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/ecart 5C 5K VP DT 2C 3P donneur receveur", "Vous avez écrit les deux rôles"),
        ("en", "/discard 5H 5D JS QC 2H 3S dealer pone", "You wrote both roles"),
    ],
)
async def test_both_roles_are_said(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, asked: str, said: str
) -> None:
    calls = await bot_driver.send(asked, 5464, language_code=lang)
    text = texts(calls)[-1]
    assert said in text, text
    message = local_api.last_message(5464)
    assert message is not None and len(inline_buttons(message)) == 2  # the role buttons answer


async def test_one_role_says_nothing_of_both(bot_driver: Driver) -> None:
    calls = await bot_driver.send("/ecart 5C 5K VP DT 2C 3P", 5465, language_code="fr")
    assert "les deux rôles" not in texts(calls)[-1]
