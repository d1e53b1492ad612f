"""kings18: « joker » or « Muggins! » typed at « /rois meilleur » got only « Choisissez un
coup : touchez son bouton ou écrivez sa lettre, de A à D. », nothing of what the Joker is,
though « /rois compte » tells it for the same words. Now the best-move question tells it too
(Kings Cribbage's muggins), that nothing is counted here to call it on, and that the question
waits; the question still waits."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_BEST
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

SAID = {
    "fr": (
        "Joker! est le muggins de Kings Cribbage : les points oubliés dans un compte vont à "
        "l'adversaire. Ici, personne ne compte : la question vous attend toujours. Choisissez "
        "un coup : touchez son bouton ou écrivez sa lettre, de A à {last}."
    ),
    "en": (
        "Joker! is Kings Cribbage's muggins: the points a count leaves out go to the other "
        "player. Nobody counts here: the question still waits for you. Choose a move: press "
        "its button or type its letter, A to {last}."
    ),
}


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/rois meilleur", "Muggins!"),
        ("fr", "/rois meilleur", "joker"),
        ("fr", "/rois meilleur", "c'est quoi le joker?"),
        ("en", "/kings best", "Muggins!"),
        ("en", "/kings best", "joker"),
    ],
)
async def test_the_joker_named_at_a_best_move_question_is_told_what_it_is(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str
) -> None:
    user = 18_031 if lang == "fr" else 18_032
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None and question.kind == KINGS_BEST
    last = chr(ord("A") + len(question.deal["choices"]) - 1)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == SAID[lang].format(last=last), text
    assert (await db.questions.pending_question(user, user)) == question
