"""kings23: once a /rois partie game was over, « qui a gagné? » got « Je réponds aux comptes et
aux commandes : /main vous donne une main… » and « combien j'ai fait? » the whole /aide (found
playing a game to its end through the fake), as if no game had been played, where a /jouer
game answers who won. The final score and who won are now said again, then how to start
another; a game stopped before its end, the score where it stopped."""

from __future__ import annotations

import pytest

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_game import KingsGame, game_data
from bot.storage import Database
from bot.tg.handlers import kings
from bot.tg.local import Driver
from tests.engine.kings_helpers import tiles
from tests.tg.kings_helpers import LAID, plain
from tests.tg.test_kings21_again_after_game import stopped_game


async def last_tile_laid(bot_driver: Driver, db: Database, user: int, lang: str) -> str:
    """A game whose bag is empty, the player's last tile laid (F2 5): the game is over."""
    game = KingsGame(LAID, (), (tuple(tiles("5")), tuple(tiles("A A K"))))
    match = KingsMatch.from_dict({"game": game_data(game), "level": "normal", "last": None})
    await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_PLAY, deal=match.to_dict(), expected={}
    )
    return plain(await bot_driver.send("F2 5", user, language_code=lang))


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        (
            "fr",
            "qui a gagné?",
            "Score final : vous 6, moi \u221212.\nVous gagnez!\n"
            "La partie est terminée. /rois partie en commence une nouvelle.",
        ),
        (
            "fr",
            "combien j'ai fait?",
            "Score final : vous 6, moi \u221212.\nVous gagnez!\n"
            "La partie est terminée. /rois partie en commence une nouvelle.",
        ),
        (
            "en",
            "what's the score?",
            "Final score: you 6, me \u221212.\nYou win!\n"
            "The game is over. /kings play starts a new one.",
        ),
    ],
)
async def test_the_score_asked_after_a_game_is_its_final_score(
    bot_driver: Driver, db: Database, lang: str, asked: str, said: str
) -> None:
    user = 23_800 + len(asked)
    ended = await last_tile_laid(bot_driver, db, user, lang)
    assert "Score final : vous 6, moi \u221212." in ended or "Final score: you 6" in ended, ended
    assert plain(await bot_driver.send(asked, user, language_code=lang)) == said


async def test_the_score_asked_after_a_stopped_game_is_where_it_stopped(
    bot_driver: Driver, db: Database
) -> None:
    user = 23_820
    await stopped_game(bot_driver, db, user, "fr")
    text = plain(await bot_driver.send("qui a gagné?", user, language_code="fr"))
    assert text == "Partie arrêtée.\n/rois partie en commence une nouvelle.", text
