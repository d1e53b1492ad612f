"""/settings typed in private (a player looking for the language or the reminder) got « I don't
know that command. Try /hand, /crib, /score or /help. » (found playing muggins chat in
English). Now the commands each setting has, as /help's settings line names them."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("en", "/settings", "/lang"),
        ("en", "/Preferences", "/remind"),
        ("en", "/options", "/pictures"),
        ("fr", "/reglages", "/langue"),
        ("fr", "/paramètres", "/rappel"),
    ],
)
async def test_settings_typed_names_the_settings(
    bot_driver: Driver, code: str, typed: str, told: str
) -> None:
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=77, language_code=code)))
    assert told in reply, reply
    assert "don't know that command" not in reply and "connais pas" not in reply, reply


async def test_another_unknown_command_is_still_unknown(bot_driver: Driver) -> None:
    reply = "\n".join(texts(await bot_driver.send("/zzz", user_id=78, language_code="en")))
    assert reply == "I don't know that command. Try /hand, /crib, /score or /help.", reply
