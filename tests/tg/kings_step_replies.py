"""The reply to a line typed at a Kings game step, for the tests of what a typed word means
there: with no move left (the pass and the exchange taken) or with a legal move (a pass
refused, the stop asked). One place for the two steps the cli5 tests planted each time."""

from __future__ import annotations

from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain
from tests.tg.test_kings6_pass import SEVENS, STUCK, plant

HAS_A_MOVE = "5 10 6 9 K"
"""A rack with a legal move beside `LAID`."""


async def reply_when_stuck(
    bot_driver: Driver, db: Database, user: int, lang: str, typed: str
) -> str:
    """The reply to `typed` at a step whose rack has no move (`STUCK`, an empty grid)."""
    await plant(db, user, Grid(), STUCK, SEVENS)
    return plain(await bot_driver.send(typed, user, language_code=lang))


async def reply_with_a_move(
    bot_driver: Driver, db: Database, user: int, lang: str, typed: str
) -> str:
    """The reply to `typed` at a step whose rack has a legal move (`HAS_A_MOVE` by `LAID`)."""
    await plant(db, user, LAID, HAS_A_MOVE, SEVENS)
    return plain(await bot_driver.send(typed, user, language_code=lang))
