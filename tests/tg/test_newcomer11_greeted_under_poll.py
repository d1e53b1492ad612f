"""« bonjour » / "hello" typed in private under a quiz poll got « Touchez une des réponses du
sondage ci-dessus… » alone, where under a count it is greeted back: said back first now
(`chatter.said_back`), then the tap; the poll still takes its tap."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts
from bot.tg.local_checks import html_to_text
from tests.tg.test_quiz_handlers import correct, last_poll

TAP = {
    "fr": "Touchez une des réponses du sondage ci-dessus. /annuler arrête le quiz.",
    "en": "Tap one of the answers in the quiz above. /cancel stops the quiz.",
}


@pytest.mark.parametrize(
    ("lang", "typed", "back"),
    [
        ("fr", "bonjour", "Bonjour!"),
        ("fr", "Bonsoir Muggins", "Bonsoir!"),
        ("fr", "merci", "De rien!"),
        ("en", "hello", "Hello!"),
        ("en", "goodbye", "See you soon!"),
    ],
)
async def test_a_greeting_under_a_poll_is_said_back(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str, back: str
) -> None:
    user = 11_300 + len(typed)
    await bot_driver.send("/quiz", user_id=user, language_code=lang)
    poll = last_poll(local_api, user)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    assert html_to_text(said).replace("\u00a0", " ") == f"{back} {TAP[lang]}", said
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=user)
    assert (await db.quiz.quiz_stats(user)).answered == 1


async def test_another_word_under_a_poll_gets_the_tap_alone(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/quiz", user_id=11_320, language_code="fr")
    (said,) = texts(await bot_driver.send("2", user_id=11_320, language_code="fr"))
    assert html_to_text(said).replace("\u00a0", " ") == TAP["fr"], said
