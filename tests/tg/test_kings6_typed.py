"""What kings6 found typing at a Kings game step, in French and English: a number that is
also a tile of the rack (« 5 »), a move of six tiles, the sixes and nines of a rack."""

from __future__ import annotations

import pytest

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_game import KingsGame, game_data
from bot.engine.kings_grid import Grid
from bot.storage import Database, Question
from bot.tg.handlers import kings
from bot.tg.local import ApiCall, Driver, texts
from tests.engine.kings_helpers import grid, tiles


def plain(calls: list[ApiCall]) -> str:
    return "\n".join(texts(calls)).replace("\u00a0", " ").replace("\u202f", " ")


async def plant(db: Database, user: int, g: Grid, rack: str) -> Question:
    """A game step of `user` in their private chat: `g`, their `rack`, a bag of sevens."""
    bag = tuple(tiles("7 7 7 7 7 7 7 7 7 7"))
    game = KingsGame(g, bag, (tuple(tiles(rack)), tuple(tiles("A A A A A"))))
    match = KingsMatch.from_dict({"game": game_data(game), "level": "normal", "last": None})
    question, _ = await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_PLAY, deal=match.to_dict(), expected={}
    )
    return question


LAID = grid([". . . . . . .", ". . . 5 10 . ."], 15)
"""A grid after the first move (5 and 10 on D2-E2)."""


@pytest.mark.parametrize(
    ("lang", "typed", "asked", "lay"),
    [
        ("fr", "5", "Vouliez-vous dire 5 points, ou votre jeton 5?", "d'abord sa case : H8 5"),
        ("fr", "six", "Vouliez-vous dire 6 points, ou votre jeton 6?", "écrivez d'abord sa case"),
        ("en", "5", "Did you mean 5 points, or your tile 5?", "write its cell first: H8 5"),
        ("en", "six", "Did you mean 6 points, or your tile 6?", "write its cell first"),
    ],
)
async def test_a_number_that_is_a_tile_of_the_rack_is_asked_back(
    bot_driver: Driver, db: Database, lang: str, typed: str, asked: str, lay: str
) -> None:
    """Played: « 5 » typed at a game step with a 5 on the rack was answered « Un compte seul
    n'est pas un coup. Écrivez votre coup, puis = et ses points » — read as a count without
    saying so, while the player likely meant to lay their 5. Now it asks which it was, and
    says how to type each; nothing is played."""
    user = 7600 if lang == "fr" else 7601
    question = await plant(db, user, LAID, "5 6 6d 9 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(asked), text
    assert lay in text and "= 9" in text, text
    assert (await db.questions.pending_question(user, user)) == question  # nothing played


@pytest.mark.parametrize(
    ("lang", "lay"),
    [
        ("fr", "écrivez une case et un sens avant vos jetons : H8 → 5"),
        ("en", "write a cell and a direction before your tiles: H8 → 5"),
    ],
)
async def test_at_the_first_move_the_tile_is_laid_with_others(
    bot_driver: Driver, db: Database, lang: str, lay: str
) -> None:
    """The first move lays 2 to 5 tiles: « H8 5 » would be refused, so the way shown is
    a line."""
    user = 7602 if lang == "fr" else 7603
    await plant(db, user, Grid(), "5 6 6d 9 K")
    text = plain(await bot_driver.send("5", user, language_code=lang))
    assert lay in text and "H8 5." not in text, text


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_number_that_is_no_tile_of_the_rack_is_still_a_count(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """« 4 » with no 4 on the rack, « 5 points », « = 5 »: a count, said as before."""
    user = 7604 if lang == "fr" else 7605
    await plant(db, user, LAID, "5 6 6d 9 K")
    where = "Un compte seul n'est pas un coup" if lang == "fr" else "A count alone is no move"
    for typed in ("4", "5 points", "= 5"):
        text = plain(await bot_driver.send(typed, user, language_code=lang))
        assert text.startswith(where), (typed, text)
