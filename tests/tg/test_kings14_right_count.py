"""A move typed with its count right (« H8 → 5 6 4 = 9 », as the help teaches) got the move's
lines and « Total : 9 points » and no word on the count given, while a count short or over is
answered (« Joker! Vous avez compté… », « …c'est corrigé. »). Now « Vous avez compté 9 : c'est
juste. »; a move typed without a count says nothing of one."""

from __future__ import annotations

import random

import pytest

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_moves import choose_move
from bot.engine.kings_notation import move_text
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/rois partie", "Vous avez compté {n} : c'est juste."),
        ("en", "/kings play", "You counted {n}: that's right."),
    ],
)
async def test_a_right_count_is_said_right(
    bot_driver: Driver, db: Database, lang: str, command: str, said: str
) -> None:
    user = 14_701 if lang == "fr" else 14_702
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    match = KingsMatch.from_dict(dict(question.deal))
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert choice is not None
    typed = f"{move_text(choice.move)} = {choice.points}"
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert said.format(n=choice.points) in lines, lines


async def test_no_count_typed_no_count_said(bot_driver: Driver, db: Database) -> None:
    user = 14_703
    await bot_driver.send("/rois partie", user, language_code="fr")
    question = await db.questions.pending_question(user, user)
    assert question is not None
    match = KingsMatch.from_dict(dict(question.deal))
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert choice is not None
    text = plain(await bot_driver.send(move_text(choice.move), user, language_code="fr"))
    assert "Vous avez compté" not in text, text
