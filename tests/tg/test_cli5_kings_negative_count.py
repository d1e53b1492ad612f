"""« -3 » under a Kings count question was answered « Répondez par le nombre de points, par
exemple 12. », to a player who had sent a number: it now says what is wrong with it, as the
card drills do (« Un compte n'est jamais négatif »)."""

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
            "/rois compte",
            "-3",
            "Un compte n'est jamais négatif : envoyez les points du coup, par exemple 12.",
        ),
        (
            "fr",
            "/rois compte",
            "moins 3",
            "Un compte n'est jamais négatif : envoyez les points du coup, par exemple 12.",
        ),
        (
            "en",
            "/kings count",
            "-3",
            "A count is never negative: send the move's points, for example 12.",
        ),
    ],
)
async def test_a_negative_count_is_said_to_be_one(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, said: str
) -> None:
    user = 7781 if lang == "fr" else 7782
    await bot_driver.send(command, user, language_code=lang)
    assert plain(await bot_driver.send(typed, user, language_code=lang)) == said
    assert await db.questions.pending_question(user, user) is not None  # still waiting
