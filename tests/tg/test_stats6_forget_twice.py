"""/oublier (/forget) confirmed, then its button pressed a second time (a double tap, or the
answer not on the screen yet)."""

from __future__ import annotations

import copy
from typing import Any

from test_club_handlers import club, count_rows

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts

ANN = 31
__all__ = ["club"]  # the fixture: Ann in two clubs


def _buttons(question: dict[str, Any]) -> tuple[str, str]:
    """The question's « Oui, tout effacer » and « Non, on garde tout » callback data."""
    ((yes, no),) = question["reply_markup"]["inline_keyboard"]
    assert yes["callback_data"].endswith(":yes") and no["callback_data"].endswith(":no")
    return str(yes["callback_data"]), str(no["callback_data"])


async def test_a_second_press_leaves_the_first_answer(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, club: str
) -> None:
    """Played: Ann (in two clubs) pressed « Oui, tout effacer » twice: « …et votre nom est
    retiré des classements de vos clubs » was replaced by the answer for a player in no club."""
    async with db.transaction() as conn:  # Ann has played here since the spring
        await conn.execute(
            "UPDATE users SET created_at = '2026-04-01T12:00:00.000+00:00' WHERE tg_id = ?", (ANN,)
        )
    await bot_driver.send("/oublier", user_id=ANN, language_code="fr")
    sent = local_api.last_message(ANN)
    assert sent is not None
    question = copy.deepcopy(sent)  # as Ann's phone still shows it: the question, its buttons
    yes, no = _buttons(question)
    (done,) = texts(
        await bot_driver.press(yes, question["message_id"], user_id=ANN, message=question)
    )
    assert "classements de vos clubs" in done
    for data in (yes, no):
        again = await bot_driver.press(
            data, question["message_id"], user_id=ANN, language_code="fr", message=question
        )
        assert texts(again) == [], texts(again)  # the message keeps the first answer
        (note,) = [call for call in again if call.method == "answerCallbackQuery"]
        assert note.params["text"] == "C'est déjà fait\u00a0: tout a été effacé."
    shown = local_api.message(ANN, question["message_id"])
    assert shown is not None and "classements de vos clubs" in shown["text"]
    assert await count_rows(db, ANN) == 0  # the taps after it left nothing either


async def test_yes_after_no_on_the_same_question_erases_nothing(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, club: str
) -> None:
    """« Non, on garde tout » then « Oui, tout effacer » tapped right after it: the question
    already reads « Rien n'a été effacé. », its buttons gone; the second tap erases nothing."""
    await bot_driver.send("/oublier", user_id=ANN, language_code="fr")
    question = local_api.last_message(ANN)
    assert question is not None
    rows = await count_rows(db, ANN)
    yes, no = _buttons(question)
    (kept,) = texts(await bot_driver.press(no, question["message_id"], user_id=ANN))
    assert kept == "Rien n'a été effacé."
    late = await bot_driver.press(yes, question["message_id"], user_id=ANN)
    assert texts(late) == []
    assert await count_rows(db, ANN) == rows
