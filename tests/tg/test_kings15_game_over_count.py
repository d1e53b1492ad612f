"""kings15: « /rois partie » over a pending « /rois compte » (or « /rois meilleur ») ended its
page with the generic « Cette question remplace la précédente. » Now it says what is dropped:
« Le coup à compter est abandonné. » (« La question du meilleur coup est abandonnée. »); the
count is no longer pending, the game step is."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_PLAY
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "first", "then", "said"),
    [
        ("fr", "/rois compte", "/rois partie", "Le coup à compter est abandonné."),
        ("fr", "/rois meilleur", "/rois partie", "La question du meilleur coup est abandonnée."),
        ("en", "/kings count", "/kings play", "The move to count is dropped."),
        ("en", "/kings best", "/kings play easy", "The best-move question is dropped."),
    ],
)
async def test_a_game_over_a_count_says_the_count_is_dropped(
    bot_driver: Driver, db: Database, lang: str, first: str, then: str, said: str
) -> None:
    user = 15030 if lang == "fr" else 15031
    await bot_driver.send(first, user, language_code=lang)
    asked = await db.questions.pending_question(user, user)
    assert asked is not None
    text = plain(await bot_driver.send(then, user, language_code=lang))
    assert said in text, text
    assert "remplace" not in text and "replaces" not in text, text
    step = await db.questions.pending_question(user, user)
    assert step is not None and step.kind == KINGS_PLAY
    gone = await db.questions.get_question(asked.id)
    assert gone is not None and not gone.is_pending
