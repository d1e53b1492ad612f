"""kings19: « c'est quoi une quinzaine? » ("how do you count?") under « /rois compte » or
« /rois meilleur », the drills of counting a move, got « Répondez par le nombre de points, par
exemple 12. » (« Choisissez un coup… »), nothing of what was asked, though a game step tells
how a line counts (kings15). Now the counting, as at a game step, then what the question waits
for; it still waits."""

from __future__ import annotations

import pytest

from bot.drills.kings_questions import asks_counting
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said", "then"),
    [
        (
            "fr",
            "/rois compte",
            "c'est quoi une quinzaine?",
            "jetons dont le total fait 15",
            "nombre de points",
        ),
        ("fr", "/rois meilleur", "comment on compte?", "5 identiques : 20", "Choisissez un coup"),
        ("en", "/kings count", "what is a fifteen?", "tiles that total 15", "number of points"),
        ("en", "/kings best", "how do you count?", "5 alike: 20", "Choose a move"),
    ],
)
async def test_the_counting_asked_under_a_drill_is_told(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, said: str, then: str
) -> None:
    user = 19_110 + (lang == "en") + 2 * command.endswith(("meilleur", "best"))
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    first = "Une main se compte" if lang == "fr" else "A line is counted"
    assert text.startswith(first), text
    assert said in text and then in text.splitlines()[-1], text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize("typed", ["12", "quinze 2, quinze 4", "paire", "c'est quoi la suite?"])
def test_a_count_is_not_the_counting_asked(typed: str) -> None:
    assert not asks_counting(typed)
