"""« Arrêter cette partie? » asked, then « /rois partie » typed instead of an answer: the step
came again, but the question's « Oui / Non » stayed, and « Oui » then got the toast « Ce tour
de la partie est déjà joué. » (nothing had been played). Taking the game up again (or a new
one at a level) now takes the question's buttons off: the game goes on."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, inline_buttons


@pytest.mark.parametrize(
    ("lang", "stop", "again"),
    [
        ("fr", "/rois arrêter", "/rois partie"),
        ("fr", "/rois arrêter", "/rois partie facile"),
        ("en", "/kings stop", "/kings play"),
    ],
)
async def test_the_stop_question_goes_when_the_game_is_taken_up(
    bot_driver: Driver, db: Database, lang: str, stop: str, again: str
) -> None:
    user = 14_961 if again.endswith(("partie", "play")) else 14_962
    user += 10 if lang == "en" else 0
    await bot_driver.send(
        again.split()[0] + (" partie" if lang == "fr" else " play"), user, language_code=lang
    )
    await bot_driver.send(stop, user, language_code=lang)
    asked = bot_driver.api.last_message(user)
    assert asked is not None and inline_buttons(asked)
    await bot_driver.send(again, user, language_code=lang)
    shown = bot_driver.api.message(user, asked["message_id"])
    assert shown is not None and not inline_buttons(shown), shown
    step = await db.questions.pending_question(user, user)
    assert step is not None and step.kind == "kings-play"
