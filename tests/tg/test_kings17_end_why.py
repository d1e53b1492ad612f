"""A game ended by its last tile laid, the bag empty, said only « La partie est terminée. »,
the why left to read from « Il ne vous reste aucun jeton. » further down. The line now says
why: the bag empty and whose rack was laid out (R-004-15), as the other ends say theirs."""

from __future__ import annotations

import pytest

from bot.drills.kings_play import KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_PLAY
from bot.tg.local import Driver
from bot.views import kings as view
from tests.engine.kings_helpers import grid, tile, tiles
from tests.tg.kings_helpers import plain

I18N = I18n.load()
MINE = {
    "fr": "Le sac est vide et vous avez posé tous vos jetons : la partie est terminée.",
    "en": "The bag is empty and you have laid all your tiles: the game is over.",
}
BOTS = {
    "fr": "Le sac est vide et j'ai posé tous mes jetons : la partie est terminée.",
    "en": "The bag is empty and I have laid all my tiles: the game is over.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_over_line_says_whose_rack_was_laid_out(lang: str) -> None:
    tr = I18N.translator(lang)
    mine = KingsGame(grid(["5 10"], 15), (), ((), tuple(tiles("K"))))
    bots = KingsGame(grid(["5 10"], 15), (), (tuple(tiles("K")), ()))
    assert view.over_line(mine, tr).replace("\u00a0", " ") == MINE[lang]
    assert view.over_line(bots, tr).replace("\u00a0", " ") == BOTS[lang]


@pytest.mark.parametrize(("lang", "move"), [("fr", "I8 R"), ("en", "I8 K")])
async def test_a_game_ended_by_the_players_last_tile_says_why(
    bot_driver: Driver, db: Database, lang: str, move: str
) -> None:
    """The bag empty, a 5 on H8: the player lays their last tile, a K, on I8 (15 for 2)."""
    user = 17_051 if lang == "fr" else 17_052
    game = KingsGame(Grid({(7, 7): tile("5")}, 15), (), (tuple(tiles("K")), tuple(tiles("Q"))))
    await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.EXPERT).to_dict(),
        expected={},
    )
    text = plain(await bot_driver.send(move, user, language_code=lang))
    assert MINE[lang] in text.split("\n"), text


@pytest.mark.parametrize(("lang", "move"), [("fr", "I8 R"), ("en", "I8 K")])
async def test_a_game_ended_by_the_bots_last_tile_says_why(
    bot_driver: Driver, db: Database, lang: str, move: str
) -> None:
    """The bag empty, a 5 on H8: the player lays a K on I8 and keeps a Q; the bot lays its
    last tile, a 10."""
    user = 17_053 if lang == "fr" else 17_054
    game = KingsGame(Grid({(7, 7): tile("5")}, 15), (), (tuple(tiles("K Q")), tuple(tiles("10"))))
    await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.EXPERT).to_dict(),
        expected={},
    )
    text = plain(await bot_driver.send(move, user, language_code=lang))
    assert BOTS[lang] in text.split("\n"), text
