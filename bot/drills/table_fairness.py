"""A game's deals the player can verify (`Table.secret`, `bot.engine.fairness`): each deal's
seed and the fingerprint of its pack. A game with a fixed deck (a duplicate tournament's) or
started before the secret existed has neither."""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class DealCheck:
    """A deal over, as `muggins verify` checks it: its number, key (seed) and seal
    (fingerprint)."""

    number: int
    seed: str
    fingerprint: str


def deals_to_check(table: Table, *, over: bool) -> list[DealCheck]:
    """The deals whose key may be shown (/play check): every deal of a game `over`, the deals
    before the current one of a game under way; none for a game that cannot be verified."""
    last = len(table.deals) if over else len(table.deals) - 1
    checks: list[DealCheck] = []
    for number in range(1, last + 1):
        seed = deal_seed_of(table, number)
        if seed is None:
            return []
        checks.append(DealCheck(number, seed, seed_fingerprint(seed)))
    return checks
