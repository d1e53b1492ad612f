"""« Arrêter cette partie? » asked, the bot restarted (its memory of the question gone, the
question's message kept in the player's settings), then « oui » typed: read as no move, « C'est
à vous de jouer. » and the step, the question's « Oui / Non » left. It is now the question's
answer, as before the restart: the game stopped, its buttons gone; « non » keeps it."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, inline_buttons
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(("answer", "stopped"), [("oui", True), ("non", False)])
async def test_the_stop_answered_after_a_restart(
    bot_driver: Driver, local_app: App, db: Database, answer: str, stopped: bool
) -> None:
    user = 14_901 if stopped else 14_902
    await bot_driver.send("/rois partie", user, language_code="fr")
    await bot_driver.send("/rois arrêter", user, language_code="fr")
    asked = bot_driver.api.last_message(user)
    assert asked is not None and inline_buttons(asked)
    local_app.bot_data.stops.clear()  # a restart: only the player's settings remember it
    text = plain(await bot_driver.send(answer, user, language_code="fr"))
    said = "Partie arrêtée." if stopped else "La partie continue : à vous de jouer."
    assert text.splitlines()[0] == said, text
    shown = bot_driver.api.message(user, asked["message_id"])
    assert shown is not None and not inline_buttons(shown), shown
    assert (await db.questions.pending_question(user, user) is None) is stopped
