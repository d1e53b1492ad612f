"""kings23: « je veux arrêter », « j'arrête », « on arrête », « je veux abandonner la partie »
typed at a /rois partie step got « Je n'ai pas compris votre coup. C'est à vous de jouer. »
with the rack, where « arrêter » or « j'abandonne » alone ask « Arrêter cette partie? »
(found playing muggins chat). Said in these few words, as /jouer reads them
(`table_moves.asks_to_abandon`), the stop is now asked too; the game is not stopped before the
player says yes."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_to_step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    "text",
    [
        "je veux arrêter",
        "Je veux arrêter la partie.",
        "j'arrête",
        "on arrête",
        "on arrête ça",
        "je veux abandonner",
        "I want to stop",
    ],
)
def test_the_stop_said_in_a_few_words(text: str) -> None:
    assert said_to_step(text) is Said.STOP


@pytest.mark.parametrize(
    ("lang", "command", "typed", "asked"),
    [
        ("fr", "/rois partie", "je veux arrêter", "Arrêter cette partie? Elle finit ici"),
        ("fr", "/rois partie", "on arrête ça", "Arrêter cette partie? Elle finit ici"),
        ("en", "/kings play", "I want to stop", "Stop this game? It ends here"),
    ],
)
async def test_the_stop_said_in_a_sentence_is_asked(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, asked: str
) -> None:
    user = 23_201 if lang == "fr" else 23_202
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(asked), text
    assert (await db.questions.pending_question(user, user)) == question
