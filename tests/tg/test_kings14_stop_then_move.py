"""« Arrêter cette partie? » left unanswered and a move typed (or « Indice » then the move,
a pass): the game went on, but the question's « Oui / Non » stayed under it, « Oui » then
toasting « Ce tour de la partie est déjà joué. ». The step they asked about played, they now
come off."""

from __future__ import annotations

import random

import pytest

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_moves import choose_move
from bot.engine.kings_notation import move_text
from bot.storage import Database
from bot.tg.local import Driver, inline_buttons


@pytest.mark.parametrize(
    ("lang", "start", "stop"),
    [("fr", "/rois partie", "/rois arrêter"), ("en", "/kings play", "/kings stop")],
)
async def test_the_stop_question_goes_once_a_move_is_played(
    bot_driver: Driver, db: Database, lang: str, start: str, stop: str
) -> None:
    user = 14_981 if lang == "fr" else 14_982
    await bot_driver.send(start, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    match = KingsMatch.from_dict(dict(question.deal))
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert choice is not None
    await bot_driver.send(stop, user, language_code=lang)
    asked = bot_driver.api.last_message(user)
    assert asked is not None and inline_buttons(asked)
    await bot_driver.send(move_text(choice.move), user, language_code=lang)
    after = await db.questions.pending_question(user, user)
    assert after is not None and after.id != question.id  # played
    shown = bot_driver.api.message(user, asked["message_id"])
    assert shown is not None and not inline_buttons(shown), shown
