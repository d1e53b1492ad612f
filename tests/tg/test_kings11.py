"""kings11: what a Kings game step answers first, in French and English (an exchange refused
while a move exists, a count below zero)."""

from __future__ import annotations

import pytest

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_game import KingsGame, game_data
from bot.engine.kings_grid import Grid
from bot.storage import Database, Question
from bot.tg.handlers import kings
from bot.tg.local import Driver
from tests.engine.kings_helpers import grid, tiles
from tests.tg.kings_helpers import plain


async def plant(db: Database, user: int, g: Grid, rack: str) -> Question:
    bag = tuple(tiles("7 7 7 7 7 7 7 7 7 7"))
    game = KingsGame(g, bag, (tuple(tiles(rack)), tuple(tiles("A A A A A"))))
    match = KingsMatch.from_dict({"game": game_data(game), "level": "normal", "last": None})
    question, _ = await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_PLAY, deal=match.to_dict(), expected={}
    )
    return question


LAID = grid([". . . . . . .", ". . . 5 10 . ."], 15)
REFUSED = {
    "fr": "Vous avez encore un coup permis : on ne passe que si aucun coup n'est possible.",
    "en": "You still have a legal move: pass only when none is possible.",
}


@pytest.mark.parametrize(("lang", "typed"), [("fr", "échange 2 3"), ("en", "exchange 2 3")])
async def test_an_exchange_with_a_move_left_is_refused_for_that_first(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    """Played: « échange 2 3 » with a move left and no 2 or 3 held answered « Pas sur votre
    support : 2 3. »; once the tiles corrected, « Vous avez encore un coup permis… ». The
    refusal that matters comes first now, and the tiles are not blamed."""
    user = 11100 if lang == "fr" else 11101
    await plant(db, user, LAID, "5 10 6 9 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert REFUSED[lang] in text, text
    assert "support" not in text.lower() and "rack" not in text.lower(), text
    assert (await db.questions.pending_question(user, user)) is not None  # the step waits
