"""/start from a player who played parts of a past day's challenge, finished none, and has
nothing today: she read the first-time welcome « Bienvenue… Commencez par /main », as if she
had never played. She is welcomed back now, today's challenge offered."""

from __future__ import annotations

from daily9_clock import OneClock, one_clock
from test_daily_chat import answer_exactly, last_text
from test_handlers import callback_datas

from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 72


async def test_a_player_with_parts_of_a_past_day_is_welcomed_back(
    bot_driver: Driver, db: Database, one_clock: OneClock
) -> None:
    await bot_driver.send("/defi", user_id=USER, language_code="fr")
    await answer_exactly(bot_driver, db, USER, "fr")
    one_clock.later(days=2)
    calls = await bot_driver.send("/start", user_id=USER, language_code="fr")
    sent = texts(calls)
    assert not any("Commencez par /main" in text for text in sent), sent
    assert "Bon retour" in sent[0], sent
    assert "dy:go" in list(callback_datas(calls))


async def test_the_query_counts_days_started_not_only_finished(
    bot_driver: Driver, db: Database, one_clock: OneClock
) -> None:
    assert not await db.daily.has_days(USER)
    await bot_driver.send("/daily", user_id=USER, language_code="en")
    assert not await db.daily.has_days(USER)  # asked, not answered: nothing played yet
    await answer_exactly(bot_driver, db, USER, "en")
    assert await db.daily.has_days(USER)
    assert not await db.daily.has_days(USER + 1)


async def test_a_newcomer_still_gets_the_first_welcome(
    bot_driver: Driver, one_clock: OneClock
) -> None:
    text = last_text(await bot_driver.send("/start", user_id=USER, language_code="fr"))
    assert "Commencez par /main" in text
