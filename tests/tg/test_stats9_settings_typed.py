"""« réglages », « mes paramètres svp » typed without the slash, by a member of 72 looking for
the settings: « Je réponds aux comptes et aux commandes… » (under a hand to count « Je ne
connais pas le mot « mes » »). Now each setting's command, as « /réglages » says them."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "réglages"), ("fr", "mes paramètres svp"), ("en", "my settings")]
)
async def test_the_settings_typed(bot_driver: Driver, lang: str, typed: str) -> None:
    user = 19_100 + len(typed)
    await bot_driver.send("/start", user_id=user, language_code=lang)
    (told,) = texts(await bot_driver.send("/reglages", user_id=user, language_code=lang))
    assert "/rappel" in told or "/remind" in told, told
    assert texts(await bot_driver.send(typed, user_id=user, language_code=lang)) == [told]
    await bot_driver.send("/main", user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    assert said.startswith(told + "\n\n"), said
