"""« /fuseau Paris » in the evening, in the middle of Monday's challenge, said the zone and
its time (« … 2 h le mardi 24 novembre là-bas ») but not that her day had just changed with
it (her day ends at her midnight): /defi now gave Tuesday's challenge. One line says it when
the change moves her day (no step waiting: `test_daily12_tz_step_waits`); none when it does
not."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from daily9_clock import OneClock, one_clock
from test_daily_chat import answer_exactly

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 9_461


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/fuseau Paris",
            "Votre journée change avec lui : pour vous, on est maintenant le mardi 24 novembre,"
            " et /defi donne le défi de ce jour.",
        ),
        (
            "en",
            "/tz Paris",
            "Your day changes with it: it is now Tuesday, November 24 for you, and /daily"
            " gives that day's challenge.",
        ),
    ],
)
async def test_a_zone_that_moves_her_day_says_so(
    bot_driver: Driver, db: Database, one_clock: OneClock, lang: str, typed: str, said: str
) -> None:
    one_clock.now = datetime(2026, 11, 24, 1, 0, tzinfo=UTC)  # Monday 20:00 in Toronto
    await bot_driver.send("/defi", user_id=USER, language_code=lang)
    await answer_exactly(bot_driver, db, USER, lang)  # in the middle of Monday's challenge
    await bot_driver.send("/annuler" if lang == "fr" else "/cancel", user_id=USER)  # set aside
    (text,) = texts(await bot_driver.send(typed, user_id=USER, language_code=lang))
    assert said in html_to_text(text).replace("\u00a0", " "), text


async def test_a_zone_that_keeps_her_day_says_nothing_of_it(
    bot_driver: Driver, one_clock: OneClock
) -> None:
    one_clock.now = datetime(2026, 11, 23, 17, 0, tzinfo=UTC)  # noon in Toronto, 18 h in Paris
    (text,) = texts(await bot_driver.send("/fuseau Paris", user_id=USER, language_code="fr"))
    assert "journée" not in text, text
