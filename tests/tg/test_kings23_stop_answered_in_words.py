"""kings23: « ben oui », « ouais », « oui oui » typed under « Arrêter cette partie? » got « Je
n'ai pas compris votre coup. C'est à vous de jouer. » (and « ok » « C'est à vous de jouer. »),
the question left waiting, where /jouer's « Abandonner votre partie? » reads them (found
playing muggins chat). A yes or a no said as players say it now answers the question, as its
buttons do: « ben oui » stops the game, « ben non » keeps it. « ok » stays no answer
(test_kings12_args: it may say « ok, je joue »)."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import stop_answer
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("ben oui", True),
        ("Ben oui!", True),
        ("ouais", True),
        ("oui oui", True),
        ("oui merci", True),
        ("ben non", False),
        ("non non", False),
        ("mais non", False),
        ("nan", False),
        ("H8 → 5 6 4", None),
        ("ben", None),
    ],
)
def test_a_yes_or_a_no_said_around_its_word(text: str, answer: bool | None) -> None:
    assert stop_answer(text) is answer


@pytest.mark.parametrize(
    ("typed", "said", "stopped"),
    [
        ("ben oui", "Partie arrêtée.", True),
        ("ouais", "Partie arrêtée.", True),
        ("ben non", "La partie continue : à vous de jouer.", False),
    ],
)
async def test_the_stop_answered_in_words(
    bot_driver: Driver, db: Database, typed: str, said: str, stopped: bool
) -> None:
    user = 23_301
    await bot_driver.send("/rois partie", user, language_code="fr")
    await bot_driver.send("abandonner", user, language_code="fr")
    text = plain(await bot_driver.send(typed, user, language_code="fr"))
    assert text.startswith(said), text
    waiting = await db.questions.pending_question(user, user)
    assert (waiting is None) is stopped
