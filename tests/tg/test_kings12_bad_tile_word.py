"""A word of a sentence typed in a move (« je veux le 5 en F2 », « F2 5 pour voir ») got
« JE n'est pas un jeton : … », « POUR n'est pas un jeton : … »: the player's word shouted back
in capitals, unquoted. It is now quoted as typed: « « je » n'est pas un jeton : … »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "je veux le 5 en F2",
            "« je » n'est pas un jeton : A, 2 à 10, V, D, R (ou J, Q, K).",
        ),
        ("fr", "F2 5 pour voir", "« pour » n'est pas un jeton : A, 2 à 10, V, D, R (ou J, Q, K)."),
        ("fr", "F2 x", "« X » n'est pas un jeton : A, 2 à 10, V, D, R (ou J, Q, K)."),
        ("en", "F2 5 for fun", "“for” is not a tile: A, 2 to 10, J, Q, K (or V, D, R)."),
    ],
)
async def test_a_word_that_is_no_tile_is_quoted_as_typed(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 12_701 if lang == "fr" else 12_702
    question = await plant(db, user, LAID, "A 5 6 4 K")
    assert plain(await bot_driver.send(typed, user, language_code=lang)) == said
    assert (await db.questions.pending_question(user, user)) == question
