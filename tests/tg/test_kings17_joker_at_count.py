"""« Muggins! » or « joker » typed at « /rois compte » got « Répondez par le nombre de points,
par exemple 12. », nothing of what the Joker is, though a game step tells it for the same
words. Now the count question tells it too (Kings Cribbage's muggins), and who calls it here;
the question still waits."""

from __future__ import annotations

import pytest

from bot.drills.kings_questions import asks_joker
from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_COUNT
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

SAID = {
    "fr": (
        "Joker! est le muggins de Kings Cribbage : les points oubliés dans un compte vont à "
        "l'adversaire. Ici, c'est vous qui comptez et moi qui crie Joker : envoyez les points du "
        "coup, par exemple 12; je prends ceux que vous oubliez."
    ),
    "en": (
        "Joker! is Kings Cribbage's muggins: the points a count leaves out go to the other "
        "player. Here you count and I call it: send the move's points, for example 12; I take "
        "those you leave out."
    ),
}


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("joker", True),
        ("Joker!", True),
        ("joker?", True),
        ("Muggins!", True),
        ("muggins", True),
        ("c'est quoi le joker", True),
        ("what is a joker?", True),
        ("12", False),
        ("bonjour", False),
        ("joker 12", False),
    ],
)
def test_asks_joker(text: str, asked: bool) -> None:
    assert asks_joker(text) is asked


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/rois compte", "Muggins!"),
        ("fr", "/rois compte", "joker"),
        ("fr", "/rois compte", "c'est quoi le joker?"),
        ("en", "/kings count", "Muggins!"),
        ("en", "/kings count", "joker"),
    ],
)
async def test_the_joker_named_at_a_count_is_told_what_it_is(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str
) -> None:
    user = 17_031 if lang == "fr" else 17_032
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None and question.kind == KINGS_COUNT
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == SAID[lang], text
    assert (await db.questions.pending_question(user, user)) == question
