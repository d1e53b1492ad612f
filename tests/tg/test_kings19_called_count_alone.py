"""kings19: « quinze 2, quinze 4 et une paire, ça fait 6 » typed alone at a game step (the
player counting their move before typing it) got « Commencez par une case, par exemple H8 → 5
6 4. », as if the words were a move missing its cell. A count called as a hand is now told as
a count alone is: « Un compte seul n'est pas un coup. Écrivez votre coup, puis = et ses
points : H8 → 5 6 4 = 9. »"""

from __future__ import annotations

import pytest

from bot.drills.kings_args import called_alone, count_alone
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant

ALONE = {
    "fr": "Un compte seul n'est pas un coup. Écrivez votre coup, puis = et ses points : "
    "H8 → 5 6 4 = 9.",
    "en": "A count alone is no move. Type your move, then = and its points: H8 → 5 6 4 = 9.",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "quinze 2, quinze 4 et une paire, ça fait 6"),
        ("fr", "quinze 2"),
        ("en", "fifteen 2, fifteen 4 and a pair is 6"),
    ],
)
async def test_a_count_called_alone_at_a_step_is_a_count_alone(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    user = 19_300 + len(typed)
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == ALONE[lang], text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize("typed", ["F2 5 = quinze 2", "5 en F2", "F2 5", "F2 5 quinze 2"])
def test_a_move_is_no_count_alone(typed: str) -> None:
    assert not count_alone(typed)
    assert not called_alone(typed)


@pytest.mark.parametrize("typed", ["quinze 2", "quinze 2, quinze 4 et une paire, ça fait 6"])
def test_a_called_count_is_one(typed: str) -> None:
    assert called_alone(typed)
