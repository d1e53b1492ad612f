"""kings21: the English Kings help and « how is a line counted? » said « A 6 may be laid as a 9
and back. », which a player reads as « laid, then taken back »; the French says « et
inversement ». Now: « A 6 may be laid as a 9, and a 9 as a 6. »"""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant

SAID = "A 6 may be laid as a 9, and a 9 as a 6."


async def test_the_help_says_a_nine_lays_as_a_six(bot_driver: Driver) -> None:
    text = plain(await bot_driver.send("/kings help", 21_700, language_code="en"))
    assert SAID in text and "and back" not in text, text


async def test_the_counting_asked_says_it_too(bot_driver: Driver, db: Database) -> None:
    await plant(db, 21_701, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send("how do you count?", 21_701, language_code="en"))
    assert SAID in text, text
