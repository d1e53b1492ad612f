"""The coach's weekly message said « À travailler : mains à un quinze. » with no button, where
/entraineur offers « Pratiquer : … »; now it has the same button, and it deals that spot."""

from __future__ import annotations

import pytest
from test_coach_handlers import pending, pictures_off, seed

from bot.coach.questions import observe
from bot.engine.themes import Theme
from bot.storage import Database
from bot.tg.coach_weekly import job_name
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi
from bot.views.coach import practise_button


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_weekly_message_has_the_practise_button_of_the_spot_to_work_on(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, local_app: App, lang: str
) -> None:
    user = 7_721 if lang == "fr" else 7_722
    await pictures_off(bot_driver, user)
    await seed(db, user, nobs_misses=4, right=12)
    await bot_driver.send("/coach weekly", user_id=user, language_code=lang)
    assert local_app.job_queue is not None
    (job,) = local_app.job_queue.get_jobs_by_name(job_name(user))
    await job.run(local_app)
    message = local_api.last_message(user)
    assert message is not None
    tr = local_app.bot_data.i18n.translator(lang)
    assert ("À travailler" if lang == "fr" else "To work on") in message["text"]
    rows = message["reply_markup"]["inline_keyboard"]
    assert [b["text"] for row in rows for b in row] == [practise_button(Theme.NOBS, tr)]
    await bot_driver.press_button(message, 1, user_id=user, language_code=lang)
    question = await pending(db, user)
    seen = observe(question.kind, question.deal)
    assert seen is not None and Theme.NOBS in seen.themes
