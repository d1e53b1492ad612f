"""/defi in a club's group from a member who already finished today's challenge (daily14):
it answered « la carte du jour est déjà plus haut; le bouton ouvre votre défi en privé », a
button to a day she had done. Now her day is said done, and when the next one comes."""

from __future__ import annotations

from test_daily6_start_back import USER, finish_today
from test_daily_chat import Clock, clock

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons

__all__ = ["clock"]  # the fixture, used by name

GROUP = -100_414
OTHER = 73


async def group_says(driver: Driver, api: LocalBotApi, user: int, lang: str) -> str:
    await driver.send(
        "/defi",
        user_id=user,
        chat_id=GROUP,
        chat_type="supergroup",
        language_code=lang,
        first_name="Zoé",
    )
    message = api.last_message(GROUP)
    assert message is not None
    assert not inline_buttons(message)  # no button to a day she has done
    return str(message["text"])


async def test_a_member_done_today_is_told_her_day_is_done(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, clock: Clock
) -> None:
    await bot_driver.send(
        "/defi", user_id=OTHER, chat_id=GROUP, chat_type="supergroup", language_code="fr"
    )  # the club opens: today's card
    await finish_today(bot_driver, db, "fr")
    said = await group_says(bot_driver, local_api, USER, "fr")
    assert said == ("Zoé — Le défi du jour est fait\u00a0: revenez demain pour le suivant."), said


async def test_in_english_too(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, clock: Clock
) -> None:
    await bot_driver.send(
        "/defi", user_id=OTHER, chat_id=GROUP, chat_type="supergroup", language_code="en"
    )
    await finish_today(bot_driver, db, "en")
    said = await group_says(bot_driver, local_api, USER, "en")
    assert said == ("Zoé — Today's challenge is done: come back tomorrow for the next one."), said
