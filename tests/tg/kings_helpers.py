"""What the Kings chat tests share: a reply as read (no-break spaces as spaces), a game step
planted in a player's private chat, the grid after a first move."""

from __future__ import annotations

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_game import KingsGame, game_data
from bot.engine.kings_grid import Grid
from bot.storage import Database, Question
from bot.tg.handlers import kings
from bot.tg.local import ApiCall, Driver, texts
from tests.engine.kings_helpers import grid, tiles


def plain(calls: list[ApiCall]) -> str:
    return "\n".join(texts(calls)).replace("\u00a0", " ").replace("\u202f", " ")


async def plant(
    db: Database, user: int, g: Grid, rack: str, scores: tuple[int, int] = (0, 0)
) -> Question:
    """A game step of `user` in their private chat: `g`, their `rack`, a bag of sevens, the
    `scores` (theirs, the bot's)."""
    bag = tuple(tiles("7 7 7 7 7 7 7 7 7 7"))
    game = KingsGame(g, bag, (tuple(tiles(rack)), tuple(tiles("A A A A A"))), scores=scores)
    match = KingsMatch.from_dict({"game": game_data(game), "level": "normal", "last": None})
    question, _ = await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_PLAY, deal=match.to_dict(), expected={}
    )
    return question


LAID = grid([". . . . . . .", ". . . 5 10 . ."], 15)
"""A grid after the first move (5 and 10 on D2-E2)."""


async def told_at_step(driver: Driver, db: Database, user: int, typed: str, lang: str) -> str:
    """The reply to `typed` at a step of `user` planted on `LAID` (rack A 5 6 4 K), read as
    `plain`; the step still waits."""
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await driver.send(typed, user, language_code=lang))
    assert (await db.questions.pending_question(user, user)) == question, text
    return text
