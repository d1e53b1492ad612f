"""The player's chances in a game against the bot (`/play`), deal by deal, from the win table.

Before each deal the chance comes from the board and who deals (`bot.engine.odds`); after the
last deal it is the result (1 won, 0 lost). The deal that swung the chances most is the one
whose chance moved most between its start and the next deal's (or the end). Two seats only;
the FADOQ rule is read as the standard game (it only bars single points near the end).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from bot.drills.table_state import BOT_SEAT, PLAYER_SEAT, Deal, Table
from bot.engine.odds import OddsTables
from bot.engine.variants import Rules


class Swing(NamedTuple):
    """A deal (numbered from 1) and the player's chances before and after it."""

    deal: int
    before: float
    after: float


def has_odds(table: Table, odds: OddsTables) -> bool:
    """Whether the table's game has chances to show: two sides, a target the table knows."""
    return len(table.seats) == 2 and table.rules.target in odds.tables


def chance_at_deal(table: Table, deal: Deal, odds: OddsTables) -> float:
    """The player's chance when `deal` was dealt (its starting board and dealer)."""
    return odds.chance(
        deal.start[PLAYER_SEAT],
        deal.start[BOT_SEAT],
        dealer=deal.dealer == PLAYER_SEAT,
        target=table.rules.target,
    )


def fadoq_reached(rules: Rules, scores: Iterable[int]) -> int | None:
    """The FADOQ rule's threshold when `rules` play it and one of the `scores` has reached it
    (a chance, measured on the standard game, is then told so); None otherwise."""
    fadoq = rules.fadoq116
    if fadoq is None or max(scores) < fadoq.threshold:
        return None
    return fadoq.threshold


def chances(table: Table, odds: OddsTables) -> list[float]:
    """The player's chance at the start of each deal, then the result once a side has won."""
    found = [chance_at_deal(table, deal, odds) for deal in table.deals]
    if table.winner is not None and table.resigned is None:
        found.append(1.0 if table.winner == PLAYER_SEAT else 0.0)
    return found


def biggest_swing(table: Table, odds: OddsTables) -> Swing | None:
    """The deal that moved the player's chances most (the earliest on a tie); None before a
    deal is over."""
    found = chances(table, odds)
    moves = [Swing(i + 1, found[i], found[i + 1]) for i in range(len(found) - 1)]
    return max(moves, key=lambda s: abs(s.after - s.before), default=None)
