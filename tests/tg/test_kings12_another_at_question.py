"""« encore », « une autre », "next" typed while a /rois count or best-move question waits got
« Répondez par le nombre de points, par exemple 12. » (a hand's « une autre » already dealt
another): another of the same drill is dealt in its place, the one set aside closed."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_BEST, KINGS_COUNT
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "command", "typed", "kind"),
    [
        ("fr", "/rois compte", "encore", KINGS_COUNT),
        ("fr", "/rois meilleur", "une autre", KINGS_BEST),
        ("en", "/kings count", "next", KINGS_COUNT),
        ("en", "/kings best", "another one", KINGS_BEST),
    ],
)
async def test_another_in_its_place(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, kind: str
) -> None:
    user = 951 + len(command) + len(typed)
    await bot_driver.send(command, user_id=user, language_code=lang)
    first = await db.questions.pending_question(user, user)
    assert first is not None and first.kind == kind
    replies = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    said = "\n".join(replies)
    assert "par exemple 12" not in said and "for example 12" not in said, said
    second = await db.questions.pending_question(user, user)
    assert second is not None and second.kind == kind and second.id != first.id


async def test_a_count_is_still_graded(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/rois compte", user_id=960, language_code="fr")
    first = await db.questions.pending_question(960, 960)
    await bot_driver.send("12", user_id=960, language_code="fr")
    assert first is not None
    assert await db.questions.pending_question(960, 960) is None
