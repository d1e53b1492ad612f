"""A replay's result says when today's challenge still waits: a replay begun with today's under
way set today's aside four parts before, and the replay's result ended on the seal's key.
Through the in-process Bot API, with a frozen clock."""

from __future__ import annotations

from datetime import date

import pytest
from test_daily_chat import Clock, answer_exactly, best_lay_away, play_counts

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi

PAST = date(2026, 11, 20)
TODAY = date(2026, 11, 23)


@pytest.fixture
def clock(local_app: App) -> Clock:
    frozen = Clock()  # noon in Toronto, Monday 23 November 2026
    local_app.bot_data.clock = frozen
    return frozen


async def replay_to_the_end(driver: Driver, db: Database, user: int, lang: str) -> str:
    """The replay of `PAST`, played to its result; the result's text."""
    command = "/defi" if lang == "fr" else "/daily"
    await driver.send(f"{command} {PAST.isoformat()}", user_id=user, language_code=lang)
    await play_counts(driver, db, user, lang)
    typed = " ".join(str(card) for card in best_lay_away(PAST))
    await driver.send(typed, user_id=user, language_code=lang)
    return driver.api.sent_texts(user)[-1]


@pytest.mark.parametrize(
    ("lang", "waits"),
    [
        ("fr", "Le défi d'aujourd'hui vous attend\u00a0: /defi le joue."),
        ("en", "Today's challenge is waiting for you: /daily plays it."),
    ],
)
async def test_a_replay_s_result_points_back_to_today_s_challenge_while_it_waits(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, clock: Clock, lang: str, waits: str
) -> None:
    """Played: /defi (today's first part answered), then « /defi 2026-11-20 » to its end: the
    replay's result ended on « Clé du scellé », nothing about today's challenge set aside at
    its start. Now its result says today's waits, and how to play it; once today's is
    finished, a replay's result does not."""
    user = 120 if lang == "fr" else 121
    await bot_driver.send("/defi" if lang == "fr" else "/daily", user_id=user, language_code=lang)
    await answer_exactly(bot_driver, db, user, lang)
    result = await replay_to_the_end(bot_driver, db, user, lang)
    assert waits in result.replace("&#x27;", "'"), result
    await bot_driver.send("/defi" if lang == "fr" else "/daily", user_id=user, language_code=lang)
    await answer_exactly(bot_driver, db, user, lang)
    await answer_exactly(bot_driver, db, user, lang)
    typed = " ".join(str(card) for card in best_lay_away(TODAY))
    await bot_driver.send(typed, user_id=user, language_code=lang)
    row = await db.daily.daily_result(user, TODAY)
    assert row is not None and row.finished
    again = await replay_to_the_end(bot_driver, db, user, lang)
    assert waits not in again.replace("&#x27;", "'"), again
