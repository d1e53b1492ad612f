"""Playing to win: the chance that a lay-away wins the game, from the scores (issue 42).

Far from the end the lay-away with the best expected points is the best one; near it, the one
that wins most often is (a pone who needs 10 to go out keeps the hand most likely to make 10,
not the one with the best average). `lay_away_chances` gives each lay-away's chance of
winning from the scores before the deal:

- the kept hand's show is exact for every starter (`LayAwayOption.hand_by_starter`);
- the crib counts its expected value (`LayAwayOption.crib_ev`, the expert crib tables): added
  to my show when I deal; when the opponent deals, their show (hand and crib) is the sample's
  shifted by how much more or less than the sample's mean crib my two cards give them;
- the play, the opponent's hand and the next deals are those of the win table
  (`bot.engine.odds.DealParts`, `win_table`): the play as a race in the order pegged (either
  side may peg out first), then the pone's hand, then the dealer's hand and crib, then the
  table's chance from the next deal's scores.

As in the win table, the play and the shows are taken as independent. A show of a fraction
of a point (the crib's expected value) takes its chance between the two whole shows around it.

Under the FADOQ rule (`fadoq`, its threshold: no go or last-card point for a side from it) the
play is the rule's (`bot.engine.odds_race.FadoqPlay`: its race, and its totals from the distance of
each side to the threshold) and `table` is the rule's win table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from math import floor
from typing import Final

from bot.engine.lay_away import LayAwayOption
from bot.engine.odds import DealParts, WinTable

ENDGAME_REACH: Final = 40
"""The lay-away plays to win once either side is this close to the target (about two deals'
points for one side); before, the expected points decide."""


def within_reach(me: int, opponent: int, target: int) -> bool:
    """Whether the score makes the chance of winning the lay-away's measure."""
    return max(me, opponent) >= target - ENDGAME_REACH


def _share(counts: Mapping[int, int]) -> list[tuple[int, float]]:
    total = sum(counts.values())
    return [(value, n / total) for value, n in sorted(counts.items())]


def _interpolated(chance: Callable[[int], float], points: float) -> float:
    """`chance` at a fraction of a point: between the whole points around it."""
    low = floor(points)
    part = points - low
    if part == 0:
        return chance(low)
    return (1 - part) * chance(low) + part * chance(low + 1)


def _play_race(
    parts: DealParts, target: int, *, dealer: int, pone: int, fadoq: int | None = None
) -> tuple[float, list[tuple[int, int, float]]]:
    """The play from the dealer at `dealer` and the pone at `pone` (under the FADOQ rule from
    `fadoq`, when given): the chance that the dealer pegs out in it, and each way it ends with
    both below the target (the dealer's points, the pone's, its share of the deals)."""
    race = parts.race
    deals = race.deals
    dealer_out, counts = race.dealer_out, race.totals
    if fadoq is not None:
        play = parts.fadoq_play(target, fadoq)
        if play is None:
            raise ValueError(f"no play under the FADOQ rule from {fadoq} in a game of {target}")
        dealer_out, counts = play.dealer_out, play.totals(dealer, pone, fadoq)
    need = (min(target - dealer, race.dealer_cap), min(target - pone, race.pone_cap))
    totals = [
        (dp, pp, ways / deals)
        for (dp, pp), ways in sorted(counts.items())
        if dp < target - dealer and pp < target - pone
    ]
    return dealer_out.get(need, 0) / deals, totals


def dealer_chance_by_show(
    parts: DealParts, table: WinTable, me: int, opponent: int, fadoq: int | None = None
) -> Callable[[int], float]:
    """My chance of winning, dealing at `me` against the pone at `opponent`, as a function of
    the points my hand and crib will show (under the FADOQ rule from `fadoq`, when given)."""
    target = len(table)
    out_first, totals = _play_race(parts, target, dealer=me, pone=opponent, fadoq=fadoq)
    pone_hands = _share(parts.pone_hand)
    after: dict[tuple[int, int], float] = {}
    found: dict[int, float] = {}

    def after_play(pone: int, dealer: int) -> float:
        """My chance once the play is over, the pone at `pone` and I at `dealer` before my
        show (which is added in `dealer`)."""
        key = (pone, dealer)
        if key not in after:
            value = 0.0
            for points, share in pone_hands:
                if pone + points >= target:
                    continue
                if dealer >= target:
                    value += share
                else:
                    value += share * (1.0 - table[pone + points][dealer])
            after[key] = value
        return after[key]

    def chance(show: int) -> float:
        if show not in found:
            value = out_first
            for dp, pp, share in totals:
                value += share * after_play(opponent + pp, me + dp + show)
            found[show] = value
        return found[show]

    return chance


def pone_chance_by_hand(
    parts: DealParts, table: WinTable, me: int, opponent: int, fadoq: int | None = None
) -> Callable[[int, int], float]:
    """My chance of winning as pone at `me` against the dealer at `opponent`, as a function of
    the points my hand will show and of `shift`, the points the dealer's show has more than
    the sample's (never fewer than none); under the FADOQ rule from `fadoq`, when given."""
    target = len(table)
    dealer_first, totals = _play_race(parts, target, dealer=opponent, pone=me, fadoq=fadoq)
    me_first = 1.0 - dealer_first - sum(share for _, _, share in totals)
    shows = _share(parts.dealer_show)
    shown: dict[tuple[int, int], float] = {}
    found: dict[tuple[int, int], float] = {}

    def dealer_shows(mine: int, reached: int) -> float:
        """My chance, dealing next at `mine`, when the dealer's show is the sample's added to
        `reached` (their board before it plus the shift)."""
        key = (mine, reached)
        if key not in shown:
            row = table[mine]
            shown[key] = sum(
                share * row[reached + points]
                for points, share in shows
                if 0 <= reached + points < target
            )
        return shown[key]

    def after_mine(mine: int, dealer: int, shift: int) -> float:
        """My chance once my hand is counted (I am at `mine`, below the target) and the dealer
        at `dealer` is to show; a show taken below none by the shift counts none."""
        value = dealer_shows(mine, dealer + shift)
        for points, share in shows:
            if points + shift >= 0:
                break
            if 0 <= dealer + points + shift < target:
                value -= share * table[mine][dealer + points + shift]
            value += share * table[mine][dealer]
        return value

    def chance(hand: int, shift: int) -> float:
        key = (hand, shift)
        if key not in found:
            value = me_first
            for dp, pp, share in totals:
                mine = me + pp + hand
                if mine >= target:
                    value += share
                else:
                    value += share * after_mine(mine, opponent + dp, shift)
            found[key] = value
        return found[key]

    return chance


def lay_away_chances(
    options: Sequence[LayAwayOption],
    parts: DealParts,
    table: WinTable,
    me: int,
    opponent: int,
    fadoq: int | None = None,
) -> list[float]:
    """Each lay-away's chance of winning the game from the scores before the deal (`table` is
    the win table for the game's target, the FADOQ rule's from `fadoq` when given; both scores
    below the target)."""
    found = []
    if options and options[0].dealer:
        by_show = dealer_chance_by_show(parts, table, me, opponent, fadoq)
        for option in options:
            starters = option.hand_by_starter
            total = sum(_interpolated(by_show, points + option.crib_ev) for _, points in starters)
            found.append(total / len(starters))
        return found
    by_hand = pone_chance_by_hand(parts, table, me, opponent, fadoq)
    for option in options:
        shift = option.crib_ev - parts.crib_mean
        low = floor(shift)
        part = shift - low
        starters = option.hand_by_starter
        total = 0.0
        for _, points in starters:
            total += (1 - part) * by_hand(points, low)
            if part:
                total += part * by_hand(points, low + 1)
        found.append(total / len(starters))
    return found
