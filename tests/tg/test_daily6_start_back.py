"""/start from a player coming back: a player with a 2-day streak read the first-time welcome
« Commencez par /main », and /start while a step of the challenge waited ended with « Votre
dernière question attend encore votre réponse », the step buried far above. Now a returning
player is welcomed back with their streak and today's challenge, and its step is shown again."""

from __future__ import annotations

from datetime import timedelta

from test_daily_chat import Clock, best_lay_away, clock, last_text, pending, play_counts
from test_handlers import callback_datas

from bot.drills.daily import PartQuestion
from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["clock"]  # the fixture, used by name

USER = 72


async def finish_today(driver: Driver, db: Database, lang: str) -> None:
    await driver.send("/defi", user_id=USER, language_code=lang)
    await play_counts(driver, db, USER, lang)
    day = PartQuestion.from_dict((await pending(db, USER)).deal).day
    typed = " ".join(str(card) for card in best_lay_away(day))
    await driver.send(typed, user_id=USER, language_code=lang)


async def test_the_first_start_is_the_welcome(bot_driver: Driver, clock: Clock) -> None:
    text = last_text(await bot_driver.send("/start", user_id=USER, language_code="fr"))
    assert "Commencez par /main" in text


async def test_coming_back_the_next_day_is_welcomed_back_with_the_challenge(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await finish_today(bot_driver, db, "fr")
    clock.now = clock.now + timedelta(days=1)
    calls = await bot_driver.send("/start", user_id=USER, language_code="fr")
    sent = texts(calls)
    assert not any("Commencez par /main" in text for text in sent), sent
    assert "Bon retour" in sent[0]
    assert "Série\u00a0: 1\u00a0jour" in sent[0] or "Série\u00a0: 1 jour" in sent[0], sent[0]
    assert "/defi" in sent[0]
    assert "dy:go" in list(callback_datas(calls))


async def test_the_same_day_after_the_challenge_says_it_is_done(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await finish_today(bot_driver, db, "en")
    sent = texts(await bot_driver.send("/start", user_id=USER, language_code="en"))
    assert "Welcome back" in sent[0]
    assert "Start with /hand" not in sent[0]
    assert "tomorrow" in sent[0]


async def test_start_while_a_step_waits_shows_the_step_again(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await bot_driver.send("/defi", user_id=USER, language_code="fr")
    await play_counts(bot_driver, db, USER, "fr")
    calls = await bot_driver.send("/start", user_id=USER, language_code="fr")
    sent = texts(calls)
    assert "Étape 4/4" in sent[-1], sent
    assert not any("attend encore votre réponse" in text for text in sent), sent
    assert "mis de côté" not in " ".join(sent) and "mise de côté" not in " ".join(sent)
    again = await pending(db, USER)
    assert f"e:{again.id}:0" in list(callback_datas(calls))  # its cards to touch


async def test_start_with_another_question_waiting_still_says_so(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await finish_today(bot_driver, db, "fr")
    await bot_driver.send("/main", user_id=USER, language_code="fr")
    sent = texts(await bot_driver.send("/start", user_id=USER, language_code="fr"))
    assert "Bon retour" in sent[0]
    assert "attend encore votre réponse" in sent[-1], sent
