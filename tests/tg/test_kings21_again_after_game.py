"""kings21: once a Kings game was stopped (or over), « encore » got « Je réponds aux comptes et
aux commandes : /main vous donne une main… » and « 12 » « Rien à compter pour l'instant : /main
vous donne une main. », as if no game had been played. Now « encore », « une autre partie » or
"again" starts another game at its level, as a game of /jouer does, and a count alone is told
the game was stopped (or is over) and how to start one."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_PLAY
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

WORDS = {
    "fr": ("/rois partie facile", "/rois arrêter", "oui"),
    "en": ("/kings play easy", "/kings stop", "yes"),
}


async def stopped_game(bot_driver: Driver, db: Database, user: int, lang: str) -> int:
    """A game started, then stopped: its step's question id."""
    start, stop, yes = WORDS[lang]
    await bot_driver.send(start, user, language_code=lang)
    step = await db.questions.pending_question(user, user)
    assert step is not None and step.kind == KINGS_PLAY
    await bot_driver.send(stop, user, language_code=lang)
    await bot_driver.send(yes, user, language_code=lang)
    assert await db.questions.pending_question(user, user) is None
    return step.id


@pytest.mark.parametrize(
    ("lang", "again"), [("fr", "encore"), ("fr", "Une autre partie!"), ("en", "again")]
)
async def test_again_after_a_game_starts_another(
    bot_driver: Driver, db: Database, lang: str, again: str
) -> None:
    user = 21_600 + len(again)
    stopped = await stopped_game(bot_driver, db, user, lang)
    text = plain(await bot_driver.send(again, user, language_code=lang))
    step = await db.questions.pending_question(user, user)
    assert step is not None and step.kind == KINGS_PLAY and step.id != stopped, text
    assert ("facile" in text) if lang == "fr" else ("easy" in text), text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Cette partie a été arrêtée. /rois partie en commence une nouvelle."),
        ("en", "This game was stopped. /kings play starts a new one."),
    ],
)
async def test_a_count_after_a_game_is_told_it_ended(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    user = 21_620 if lang == "fr" else 21_621
    await stopped_game(bot_driver, db, user, lang)
    assert plain(await bot_driver.send("12", user, language_code=lang)) == said
