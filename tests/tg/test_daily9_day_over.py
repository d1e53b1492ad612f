"""A part of the challenge left waiting past midnight: on the 25th, answering the 23rd's part 2
recorded it and dealt that day's part 3, while a part set aside said « il s'est terminé à
minuit ». The rule now, one for both: the day is the player's local date (the guide); the
part on the table when midnight came still counts when answered (a last part finishes its
day), but no further part of an ended day is dealt: the reply says the day ended."""

from __future__ import annotations

from daily9_clock import OneClock, one_clock
from test_daily_chat import TODAY, answer_exactly, pending, total_of

from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 72


async def test_a_part_answered_days_later_deals_no_more_of_that_day(
    bot_driver: Driver, db: Database, one_clock: OneClock
) -> None:
    await bot_driver.send("/daily", user_id=USER, language_code="en")
    await answer_exactly(bot_driver, db, USER, "en")
    question = await pending(db, USER)
    one_clock.later(days=2)
    sent = texts(await bot_driver.send(str(total_of(question)), user_id=USER, language_code="en"))
    assert "Part 2/4 ✅" in sent[0], sent  # the part on the table counted
    assert not any("Part 3/4" in text for text in sent), sent
    assert "The challenge of Nov 23, 2026 stays unfinished: it ended at midnight." in sent[-1]
    assert "/daily plays today's" in sent[-1]
    row = await db.daily.daily_result(USER, TODAY)
    assert row is not None and row.parts_done == 2
    assert await db.questions.pending_question(USER, USER) is None


async def test_in_french_it_says_the_day_ended(
    bot_driver: Driver, db: Database, one_clock: OneClock
) -> None:
    await bot_driver.send("/defi", user_id=USER, language_code="fr")
    one_clock.later(days=1)
    sent = await answer_exactly(bot_driver, db, USER, "fr")
    assert "Le défi du 23 nov. 2026 reste inachevé\u00a0: il s'est terminé à minuit." in sent[-1]
    assert not any("Étape 2/4" in text for text in sent), sent


async def test_a_part_answered_the_same_evening_deals_the_next(
    bot_driver: Driver, db: Database, one_clock: OneClock
) -> None:
    await bot_driver.send("/daily", user_id=USER, language_code="en")
    one_clock.later(hours=6)  # 18:00 in Toronto: still the 23rd there
    sent = await answer_exactly(bot_driver, db, USER, "en")
    assert any("Part 2/4" in text for text in sent), sent
