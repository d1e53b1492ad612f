"""A game's deals the player can verify (`Table.secret`, `bot.engine.fairness`): each deal's
seed and the fingerprint of its pack. A game with a fixed deck (a duplicate tournament's) or
started before the secret existed has neither."""

from __future__ import annotations

from bot.drills.table_state import Table
from bot.engine.fairness import deal_seed, seed_fingerprint


def deal_seed_of(table: Table, number: int) -> str | None:
    """The seed of deal `number` (from 1) of a game the player can verify, else None."""
    if table.deck is not None or table.secret is None:
        return None
    return deal_seed(table.secret, number)


def deal_fingerprint(table: Table, number: int) -> str | None:
    """The fingerprint of deal `number`'s pack (shown before it is played), else None."""
    seed = deal_seed_of(table, number)
    return None if seed is None else seed_fingerprint(seed)
