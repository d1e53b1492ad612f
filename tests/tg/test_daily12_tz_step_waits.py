"""« /fuseau Paris » in the evening with a step of her challenge waiting: the new line about
her day sent her to /defi, which drops that step (« Votre étape du défi du … est abandonnée »)
when answering it still counts. With a step of that day waiting, the line now says it still
counts first."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from daily9_clock import OneClock, one_clock
from test_daily_chat import answer_exactly

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 9_481


@pytest.mark.parametrize(
    ("lang", "typed", "said", "step"),
    [
        (
            "fr",
            "/fuseau Paris",
            "Votre journée change avec lui : pour vous, on est maintenant le mardi 24 novembre."
            " Votre étape en attente ci-dessus compte encore; ensuite, /defi donne le défi de"
            " ce jour.",
            "Étape 2/4",
        ),
        (
            "en",
            "/tz Paris",
            "Your day changes with it: it is now Tuesday, November 24 for you. Your step"
            " waiting above still counts; then /daily gives that day's challenge.",
            "Part 2/4",
        ),
    ],
)
async def test_a_step_waiting_still_counts_and_is_said_to(
    bot_driver: Driver,
    db: Database,
    one_clock: OneClock,
    lang: str,
    typed: str,
    said: str,
    step: str,
) -> None:
    one_clock.now = datetime(2026, 11, 24, 1, 0, tzinfo=UTC)  # Monday 20:00 in Toronto
    await bot_driver.send("/defi", user_id=USER, language_code=lang)
    await answer_exactly(bot_driver, db, USER, lang)  # part 1 answered, part 2 waits
    (text,) = texts(await bot_driver.send(typed, user_id=USER, language_code=lang))
    assert said in html_to_text(text).replace("\u00a0", " "), text
    answered = await answer_exactly(bot_driver, db, USER, lang)
    assert any(step in t for t in answered), answered  # counted, as the line says
