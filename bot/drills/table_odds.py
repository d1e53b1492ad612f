"""The player's chances in a game against the bot (`/play`), deal by deal, from the win table.

Before each deal the chance comes from the board and who deals (`bot.engine.odds`); after the
last deal it is the result (1 won, 0 lost). The deal that swung the chances most is the one
whose chance moved most between its start and the next deal's (or the end). Two seats only.
A game played with the FADOQ rule has its own table (no go or last-card point from the
threshold, `odds_rule`).
"""

from __future__ import annotations

from typing import NamedTuple

from bot.drills.odds_asked import OddsTold
from bot.drills.table_state import BOT_SEAT, PLAYER_SEAT, Deal, Table
from bot.engine.odds import OddsTables
from bot.engine.variants import Rules


class Swing(NamedTuple):
    """A deal (numbered from 1) and the player's chances before and after it."""

    deal: int
    before: float
    after: float


def odds_rule(rules: Rules) -> int | None:
    """The threshold of the FADOQ rule whose table gives the chances of a game under `rules`
    (116 in a game of 121, 56 in a game of 61 unless the player plays it off there); None
    for the standard game."""
    fadoq = rules.fadoq116
    return None if fadoq is None else fadoq.threshold


def has_odds(table: Table, odds: OddsTables) -> bool:
    """Whether the table's game has chances to show: two sides, a target (and a FADOQ rule)
    the table knows."""
    rules = table.rules
    return len(table.seats) == 2 and odds.has(rules.target, odds_rule(rules))


def chance_at_deal(table: Table, deal: Deal, odds: OddsTables) -> float:
    """The player's chance when `deal` was dealt (its starting board and dealer), under the
    game's rule."""
    return odds.chance(
        deal.start[PLAYER_SEAT],
        deal.start[BOT_SEAT],
        dealer=deal.dealer == PLAYER_SEAT,
        target=table.rules.target,
        fadoq=odds_rule(table.rules),
    )


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


def game_told(table: Table, odds: OddsTables) -> OddsTold | None:
    """The chances of a game against the bot as its deal under way began, as `OddsTold` keeps
    them; None when the game has none to tell."""
    if not table.deals or not has_odds(table, odds):
        return None
    deal, fadoq = table.deal, odds_rule(table.rules)
    me, opponent = deal.start[PLAYER_SEAT], deal.start[BOT_SEAT]
    return OddsTold(0, me, opponent, deal.dealer == PLAYER_SEAT, table.rules.target, fadoq, 0)
