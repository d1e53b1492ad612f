"""A player's record in whole games against the bot (`/play`), for /stats.

Counted from the stored games: an abandoned game counts as lost, but one abandoned before any
deal was played (at the first lay-away, 0-0: `never_played`) does not count at all. Points per
deal are the player's: the play's over the deals cut, the hand's over the deals their hand was
counted, the crib's over the deals their crib was (a deal abandoned, or won, before its show is
no deal of 0 points in the hand or crib); the bot's miscounts are its calls that left a
combination out, and a miscount is caught when the player's muggins pegged.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.drills.table_state import PLAYER_SEAT, Table


@dataclass(frozen=True, slots=True)
class TableStats:
    """Games played, won, lost (abandoned included), under way, skunks, points and muggins."""

    played: int = 0
    won: int = 0
    lost: int = 0
    skunks_given: int = 0
    skunks_taken: int = 0
    deals: int = 0
    play_points: int = 0
    hand_points: int = 0
    crib_points: int = 0
    crib_deals: int = 0
    """The deals whose crib, the player's, was counted."""
    muggins_by_player: int = 0
    muggins_by_bot: int = 0
    bot_miscounts: int = 0
    caught: int = 0
    hand_deals: int = 0
    """The deals whose hand the player counted."""
    under_way: int = 0
    """The games neither won, lost nor abandoned yet (in no count above but their points)."""

    def per_deal(self, points: int, deals: int | None = None) -> float:
        """Average points over the deals (0 without deals)."""
        n = self.deals if deals is None else deals
        return points / n if n else 0.0

    @property
    def caught_share(self) -> float | None:
        """The share of the bot's miscounts the player caught (None without any)."""
        return self.caught / self.bot_miscounts if self.bot_miscounts else None


def no_deal_played(table: Table) -> bool:
    """Whether no deal of `table` has been played yet: no starter ever cut (the first lay-away,
    0-0), so no card laid and no point pegged. Abandoned then, the game will not count."""
    return all(deal.starter is None for deal in table.deals)


def never_played(table: Table) -> bool:
    """Whether `table` was abandoned before any deal was played (`no_deal_played`): no game
    lost."""
    return table.abandoned and no_deal_played(table)


def table_stats(tables: Iterable[Table]) -> TableStats:
    """The record over finished games (and the points of games under way, and how many are);
    a game abandoned before any deal was played (`never_played`) is left out."""
    played = won = lost = given = taken = deals = 0
    play = hands = cribs = crib_deals = hand_deals = mine = theirs = misses = caught = 0
    under_way = 0
    for table in tables:
        if never_played(table):
            continue
        under_way += not table.finished
        if table.finished:
            played += 1
            if table.winner == PLAYER_SEAT:
                won += 1
                given += table.margin() in {"skunk", "double_skunk"}
            else:
                lost += 1
                taken += table.margin() in {"skunk", "double_skunk"}
        for deal in table.deals:
            if deal.starter is None:
                continue
            deals += 1
            play += sum(p["points"] for p in deal.plays if p["by"] == PLAYER_SEAT)
            for show in deal.shows:
                if show.by == PLAYER_SEAT:
                    if show.what == "crib":
                        cribs += show.pegged
                        crib_deals += 1
                    else:
                        hands += show.pegged
                        hand_deals += 1
                    if show.muggins is not None:
                        theirs += show.muggins[1]
                else:
                    if show.left_out is not None:
                        misses += 1
                    if show.muggins is not None:
                        mine += show.muggins[1]
                        caught += show.left_out is not None and show.muggins[1] > 0
    return TableStats(
        played,
        won,
        lost,
        given,
        taken,
        deals,
        play,
        hands,
        cribs,
        crib_deals,
        mine,
        theirs,
        misses,
        caught,
        hand_deals,
        under_way,
    )
