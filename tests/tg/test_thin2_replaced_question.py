"""/main with a hand waiting said « Votre question précédente est mise de côté. » under the new
hand: « mise de côté » promises it back, but nothing brings a replaced hand back (its message's
keypad no longer answers, /annuler drops the new one). Now the line says what happened:
« Cette question remplace la précédente. »"""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts

REPLACED = {
    "fr": "<i>Cette question remplace la précédente.</i>",
    "en": "<i>This question replaces your previous one.</i>",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("first", "second"), [("/hand", "/hand"), ("/crib", "/hand")])
async def test_a_hand_dealt_over_another(
    bot_driver: Driver, lang: str, first: str, second: str
) -> None:
    user = 72_100 + (1 if lang == "en" else 0) + (2 if first == "/crib" else 0)
    await bot_driver.send(first, user_id=user, language_code=lang)
    sent = texts(await bot_driver.send(second, user_id=user, language_code=lang))
    assert sent[-1].split("\n")[-1] == REPLACED[lang], sent
