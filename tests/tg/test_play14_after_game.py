"""A count typed by habit once the player's game is over got « Rien à compter pour l'instant :
/main vous donne une main. », no word of the game: now it says the game is over and that
/jouer starts another (the last thing asked there was a step of it)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.easy_games import easy_game
from tests.tg.test_table_handlers import shown

OVER = {
    "fr": "Rien à compter pour l'instant\u00a0: votre partie est terminée. /jouer en commence "
    "une autre, /main vous donne une main.",
    "en": "Nothing to count right now: your game is over. /play starts another, /hand deals "
    "you a hand.",
}


@pytest.mark.parametrize(("lang", "yes"), [("fr", "oui"), ("en", "yes")])
async def test_a_count_after_the_game(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, yes: str
) -> None:
    user = 9_400 + (50 if lang == "en" else 0)
    player = await easy_game(bot_driver, user, lang)
    await player.reach(Step.PLAY)
    await player.send("/cancel")
    await player.send(yes)
    assert await db.table.active_table_game(user) is None
    await player.send("12")
    assert shown(local_api, user)[-1] == OVER[lang]


async def test_not_after_another_drill(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Another question asked since the game: the reply is the usual one."""
    user = 9_480
    player = await easy_game(bot_driver, user, "fr")
    await player.reach(Step.PLAY)
    await player.send("/cancel")
    await player.send("oui")
    await player.send("/main")
    await player.send("/cancel")
    await player.send("12")
    assert "/jouer" not in shown(local_api, user)[-1]
