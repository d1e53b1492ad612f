"""« /rappel pause » (« /remind pause ») answered « Je ne peux pas lire « pause » comme une
heure », while « /entraineur pause » stops the coach: it now turns the reminder off."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import read_remind
from bot.tg.local import Driver, texts


@pytest.mark.parametrize("typed", ["pause", "Pause", "pause merci", "en pause"])
def test_pause_turns_the_reminder_off(typed: str) -> None:
    assert read_remind(typed) is None


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/rappel pause", "C'est fait\u00a0: plus de rappel quotidien."),
        ("en", "/remind pause", "Done: no more daily reminders."),
    ],
)
async def test_remind_pause_stops_the_reminder(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    await bot_driver.send(typed.split()[0] + " 19:30", user_id=9_491, language_code=lang)
    (text,) = texts(await bot_driver.send(typed, user_id=9_491, language_code=lang))
    assert text.startswith(said), text
