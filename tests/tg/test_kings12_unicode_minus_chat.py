"""« -3 » typed with the minus sign of phones (U+2212) at a Kings game step or under /rois compte
got « Commencez par une case » or « Répondez par le nombre de points »: it is now refused as
« -3 » is, « Un compte n'est jamais négatif »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        (
            "fr",
            "/rois partie",
            "\u22123",
            "Un compte n'est jamais négatif. Écrivez votre coup, puis = et ses points : "
            "H8 → 5 6 4 = 9.",
        ),
        (
            "fr",
            "/rois compte",
            "\u22123",
            "Un compte n'est jamais négatif : envoyez les points du coup, par exemple 12.",
        ),
        (
            "en",
            "/kings play",
            "\u22123",
            "A count is never negative. Type your move, then = and its points: H8 → 5 6 4 = 9.",
        ),
    ],
)
async def test_a_count_with_the_minus_sign_is_said_negative(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, said: str
) -> None:
    user = 12_781 if lang == "fr" else 12_782
    await bot_driver.send(command, user, language_code=lang)
    assert plain(await bot_driver.send(typed, user, language_code=lang)) == said
    assert await db.questions.pending_question(user, user) is not None  # still waiting
