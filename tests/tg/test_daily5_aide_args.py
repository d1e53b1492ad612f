"""« aide » typed after a settings command, as a club member asks for help: « /fuseau aide »
offered the timezones Aden, Adélaïde and Taipei, « /rappel aide » said it could not read
« aide » as a time, « /variante aide » that there is no variant « aide », « /images aide »
that it did not understand « aide », and « /jeu aide » that it did not know « aide ». Each now
answers as the command alone does: what it is set to and how to change it."""

from __future__ import annotations

import pytest
from test_daily_chat import Clock, clock
from test_handlers import one_text

from bot.tg.local import Driver

__all__ = ["clock"]  # the fixture, used by name: /tz tells the time, the same in both answers

CASES = [
    ("/fuseau", "aide", "fr"),
    ("/tz", "help", "en"),
    ("/rappel", "aide", "fr"),
    ("/remind", "help", "en"),
    ("/variante", "aide", "fr"),
    ("/variant", "help?", "en"),
    ("/images", "aide", "fr"),
    ("/pictures", "help", "en"),
    ("/jeu", "aide", "fr"),
    ("/peg", "help", "en"),
]


@pytest.mark.parametrize(("command", "word", "lang"), CASES)
async def test_aide_after_a_command_is_what_the_command_alone_says(
    bot_driver: Driver, clock: Clock, command: str, word: str, lang: str
) -> None:
    alone = one_text(await bot_driver.send(command, user_id=95, language_code=lang))
    helped = one_text(await bot_driver.send(f"{command} {word}", user_id=95, language_code=lang))
    assert helped == alone
    assert "aide" not in helped and "help?" not in helped
