"""A member in the middle of a duplicate tournament's game against the bot typing in private
« c'est quand la fin du tournoi? » or « contre qui je joue? » got « Je ne connais pas le mot
« quand ». Comptez comme ceci : … » (read as a count), the question unanswered. Now
/tournoi's answer (the closing day, the game under way), then the step again with its
buttons; the game has not moved."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import create, join, private_texts, start_tournament_game

ASKED = {
    "fr": ("c'est quand la fin du tournoi?", "contre qui je joue?"),
    "en": ("when does the tournament end?", "who am I playing?"),
}
CLOSES = {"fr": "Se termine le ", "en": "Closes on "}
UNDER_WAY = {"fr": "Votre partie 1 du tournoi est en cours", "en": "Your tournament game 1 is"}
WAITS = {"fr": "Votre partie vous attend :", "en": "Your game is waiting for you:"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_tournament_asked_at_a_step_is_answered(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await create(bot_driver, local_api, db, "fadoq", lang)
    await join(bot_driver, local_api, db, 42, lang)
    player = await start_tournament_game(bot_driver, local_api, 42, lang)
    for _ in range(3):
        await player.move()
    game = await db.table.active_table_game(42)
    assert game is not None
    for asked in ASKED[lang]:
        start = len(private_texts(local_api, 42))
        await player.send(asked)
        told = private_texts(local_api, 42)[start:]
        assert len(told) == 2, told
        assert CLOSES[lang] in told[0] and UNDER_WAY[lang] in told[0], told
        assert told[1].startswith(WAITS[lang]), told
        assert "mot" not in told[1] and "word" not in told[1], told
    after = await db.table.active_table_game(42)
    assert after is not None and after.state == game.state
