"""« /defi aide », as a club member asks for help, read « aide » as a day: « Je ne peux pas
lire « aide » comme un jour. » over the usage (« /quiz aide » and the settings' « aide » give
their usage alone); now the usage alone, in private and in a club's group (the card's button
below it there)."""

from __future__ import annotations

from datetime import date

import pytest
from test_daily_chat import GROUP, Clock, clock, last_text

from bot.drills.daily import DayRefused
from bot.i18n import I18n
from bot.tg.local import Driver
from bot.views.daily import day_refused, usage

__all__ = ["clock"]

I18N = I18n.load()
LOCAL = date(2026, 11, 23)


@pytest.mark.parametrize(("lang", "word"), [("fr", "aide"), ("fr", "Aide?"), ("en", "help")])
def test_help_after_daily_is_the_usage_alone(lang: str, word: str) -> None:
    tr = I18N.translator(lang)
    assert day_refused(DayRefused.UNREAD, LOCAL, tr, word) == usage(tr, LOCAL)


@pytest.mark.parametrize(
    ("command", "word", "lang"), [("/defi", "aide", "fr"), ("/daily", "help", "en")]
)
async def test_help_after_daily_in_private(
    bot_driver: Driver, clock: Clock, command: str, word: str, lang: str
) -> None:
    text = last_text(await bot_driver.send(f"{command} {word}", user_id=96, language_code=lang))
    tr = I18N.translator(lang)
    assert text == usage(tr, LOCAL)
    assert word not in text.replace(command, "")


async def test_help_after_daily_in_a_group(bot_driver: Driver, clock: Clock) -> None:
    calls = await bot_driver.send(
        "/defi aide", user_id=97, chat_id=GROUP, chat_type="supergroup", language_code="fr"
    )
    text = last_text(calls)
    assert "aide" not in text.replace("/defi", "") and "rejoue un jour passé" in text
