"""The expert's look-ahead in the play: every hand the opponent could hold, played out as one tree.

The rest of the round is played out with both players laying their most-points card
(`greedy_choice`, as `bot.engine.pegging.greedy_policy`), from ranks only (cards of one rank
peg alike). `exact_nets` gives each card's expected net points to the end of the round, over
every hand of the unseen cards the opponent could hold, each equally likely (`_Lookahead`).
`bot.drills.table_bot.expected_net` plays out one hand at a time: the yardstick it is checked
against.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import Final

from bot.engine.cards import RANKS, Card, card_value
from bot.engine.pegging import (
    DANGER_COUNTS,
    GO_POINTS,
    LAST_CARD_POINTS,
    THIRTY_ONE,
    THIRTY_ONE_POINTS,
    PlayView,
)
from bot.engine.show import FIFTEEN, FIFTEEN_POINTS, RUN_MIN_LENGTH, pair_points

PLAYOUT_CACHE: Final = 1 << 16
"""Entries kept by each of the playout's caches (pile points, greedy choices)."""


def lay_points(pile: tuple[int, ...], rank: int, total: int) -> int:
    """Points for laying `rank` on `pile` (the ranks laid since the count was reset), making
    the count `total`: fifteen or thirty-one, the pairs it ends, the longest run it ends."""
    points = FIFTEEN_POINTS if total == FIFTEEN else THIRTY_ONE_POINTS if total == THIRTY_ONE else 0
    n = len(pile)
    same = 0
    while same < n and pile[n - 1 - same] == rank:
        same += 1
    if same:  # a pair or more: no run ends on two cards of one rank
        return points + pair_points(same + 1)
    seen = 1 << rank
    low = high = rank
    run = 0
    for i in range(n - 1, -1, -1):  # the tail grows one card at a time while its ranks differ
        other = pile[i]
        if seen >> other & 1:
            break
        seen |= 1 << other
        low, high = min(low, other), max(high, other)
        length = n - i + 1
        if length >= RUN_MIN_LENGTH and high - low == length - 1:
            run = length
    return points + run


@lru_cache(maxsize=PLAYOUT_CACHE)
def pile_rank_points(pile: tuple[int, ...], count: int) -> int:
    """Points for the last rank of `pile` (the ranks since the reset) at the running `count`."""
    return lay_points(pile[:-1], pile[-1], count)


@lru_cache(maxsize=PLAYOUT_CACHE)
def greedy_choice(hand: tuple[int, ...], pile: tuple[int, ...], count: int) -> int | None:
    best: tuple[int, bool, int, int] | None = None
    choice = None
    for rank in hand:
        value = card_value(rank)
        if count + value > THIRTY_ONE:
            continue
        key = (
            lay_points(pile, rank, count + value),
            count + value not in DANGER_COUNTS,
            value,
            rank,
        )
        if best is None or key > best:
            best, choice = key, rank
    return choice


# -- The tree ------------------------------------------------------------------------------


_VALUES: Final = tuple(card_value(r) for r in range(max(RANKS) + 1))
"""Each rank's count value, by rank (0 unused)."""


Reply = tuple[int, int, int]
"""A rank the opponent may lay: the rank, the count it makes, the points it pegs."""


@lru_cache(maxsize=PLAYOUT_CACHE)
def _reply_order(pile: tuple[int, ...], count: int) -> tuple[Reply, ...]:
    """The ranks that fit on `pile` at `count`, in a greedy player's order of preference (the
    first rank they hold is the one they lay, as `greedy_choice`), each with the count it
    makes and the points it pegs."""
    replies = []
    for rank in RANKS:
        total = count + _VALUES[rank]
        if total <= THIRTY_ONE:
            replies.append((rank, total, lay_points(pile, rank, total)))

    def key(reply: Reply) -> tuple[int, bool, int, int]:
        rank, total, points = reply
        return (points, total not in DANGER_COUNTS, _VALUES[rank], rank)

    return tuple(sorted(replies, key=key, reverse=True))


Move = tuple[int, tuple[int, ...], int, int]
"""The player's greedy move: the rank laid, the ranks left, the count it makes, its points."""


@lru_cache(maxsize=PLAYOUT_CACHE)
def _greedy_move(mine: tuple[int, ...], pile: tuple[int, ...], count: int) -> Move | None:
    """The move a greedy player holding the ranks `mine` makes (`greedy_choice`), or None."""
    rank = greedy_choice(mine, pile, count)
    if rank is None:
        return None
    rest = list(mine)
    rest.remove(rank)
    total = count + _VALUES[rank]
    return (rank, tuple(rest), total, lay_points(pile, rank, total))


def _leader(mine: tuple[int, ...], held: int, last: int) -> int:
    """After a reset the other player leads, unless they have no cards left."""
    has_cards = (bool(mine), held > 0)
    return 1 - last if has_cards[1 - last] else last


NEVER: Final = 1 << 20
"""A need or a bar no round reaches (the play far from the end of the game)."""
NOBODY: Final = -1
"""No one has reached the target in the play."""

Outcome = tuple[int, int, int]
"""How a round ended: the player's points, the opponent's (from the decision on), and who
reached the target first (0 the player, 1 the opponent, `NOBODY`)."""


class _Lookahead:
    """The greedy playout's outcomes over every hand the opponent could hold, as one tree.

    Each of the opponent's moves is greedy's, which depends only on the ranks they hold: on a
    count they lay the first rank of `_reply_order` that they hold. So the round is played
    out once: at the opponent's turn, one branch per rank they may lay (they then hold none of
    the ranks greedy prefers to it, ruled out by `avail` 0) and one for a go (they hold none
    that fits). Where they have laid every card, the ranks laid are their hand, and the
    branch's weight is its number of hands of cards: the product over ranks of C(unseen of the
    rank, laid of the rank), kept as the ranks are laid. Every hand reaches exactly one such
    leaf (dead branches, where too few cards are left for the hand, weigh nothing); the
    player's moves are greedy too. `outcomes` adds up the weights by `Outcome`.

    Near the end of a game, `needs` are the points each side needs to reach the target (the
    first to reach it wins, the rest of the round only settles the weights), and `bars` the
    points from which a side no longer pegs a go or the last card (the FADOQ 116 rule).
    """

    def __init__(
        self,
        unseen: Counter[int],
        needs: tuple[int, int] = (NEVER, NEVER),
        bars: tuple[int, int] = (NEVER, NEVER),
    ) -> None:
        self.unseen = tuple(unseen.get(r, 0) for r in range(max(RANKS) + 1))
        self.needs = needs
        self.bars = bars
        self.outcomes: dict[Outcome, int] = {}

    def _score(self, who: int, points: int, scored: tuple[int, int, int]) -> tuple[int, int, int]:
        """`who` pegs `points`: the new (player's, opponent's, first out)."""
        me, them, out = scored
        if who == 0:
            me += points
            if out == NOBODY and me >= self.needs[0]:
                out = 0
        else:
            them += points
            if out == NOBODY and them >= self.needs[1]:
                out = 1
        return (me, them, out)

    def play(
        self,
        mine: tuple[int, ...],
        held: int,
        avail: tuple[int, ...],
        weight: int,
        pile: tuple[int, ...],
        count: int,
        turn: int,
        last: int,
        scored: tuple[int, int, int],
    ) -> None:
        """Play this branch out, adding its leaves to `outcomes` (`scored` so far; `turn` to
        lay, 0 the player and 1 the opponent, who holds `held` cards of the ranks `avail`;
        `last` laid the last card)."""
        while mine or held:
            if turn == 1 and held:
                self._replies(mine, held, avail, weight, pile, count, last, scored)
                return
            move = _greedy_move(mine, pile, count) if turn == 0 and mine else None
            if move is None:
                if turn == last:
                    if scored[last] < self.bars[last]:
                        scored = self._score(last, GO_POINTS, scored)
                    pile, count, turn = (), 0, _leader(mine, held, last)
                else:
                    turn = 1 - turn
                continue
            rank, mine, count, points = move
            pile = (*pile, rank)
            if points:
                scored = self._score(0, points, scored)
            last = 0
            if count == THIRTY_ONE and (mine or held):
                pile, count, turn = (), 0, _leader(mine, held, last)
            else:
                turn = 1
        if pile and count < THIRTY_ONE and scored[last] < self.bars[last]:
            scored = self._score(last, LAST_CARD_POINTS, scored)
        outcomes = self.outcomes
        outcomes[scored] = outcomes.get(scored, 0) + weight

    def _replies(
        self,
        mine: tuple[int, ...],
        held: int,
        avail: tuple[int, ...],
        weight: int,
        pile: tuple[int, ...],
        count: int,
        last: int,
        scored: tuple[int, int, int],
    ) -> None:
        """The opponent's turn: a branch for each rank they may lay, then for a go."""
        ruled = list(avail)
        left = sum(ruled)
        after_held = held - 1
        for rank, total, points in _reply_order(pile, count):
            ways = ruled[rank]
            if not ways:
                continue
            if left - 1 >= after_held:
                laid = self.unseen[rank] - ways
                after = list(ruled)
                after[rank] = ways - 1
                now = (*pile, rank)
                them_scored = self._score(1, points, scored) if points else scored
                share = weight * ways // (laid + 1)
                if total == THIRTY_ONE and (mine or after_held):
                    turn = _leader(mine, after_held, 1)
                    self.play(mine, after_held, tuple(after), share, (), 0, turn, 1, them_scored)
                else:
                    self.play(mine, after_held, tuple(after), share, now, total, 0, 1, them_scored)
            ruled[rank] = 0
            left -= ways
        if left < held:
            return
        if last == 1:
            if scored[1] < self.bars[1]:
                scored = self._score(1, GO_POINTS, scored)
            turn = _leader(mine, held, 1)
            self.play(mine, held, tuple(ruled), weight, (), 0, turn, 1, scored)
        else:
            self.play(mine, held, tuple(ruled), weight, pile, count, 0, last, scored)

    def start(self, view: PlayView, card: Card, held: int) -> dict[Outcome, int]:
        """The round's outcomes, weighted, when the player lays `card` (fresh `outcomes`)."""
        self.outcomes = {}
        pile = tuple(c.rank for c in view.pile)
        mine = tuple(sorted(c.rank for c in view.hand if c != card))
        now = (*pile, card.rank)
        count = view.count + card.value
        scored = self._score(0, pile_rank_points(now, count), (0, 0, NOBODY))
        if count == THIRTY_ONE and (mine or held):
            turn = _leader(mine, held, 0)
            self.play(mine, held, self.unseen, 1, (), 0, turn, 0, scored)
        else:
            self.play(mine, held, self.unseen, 1, now, count, 1, 0, scored)
        return self.outcomes


def exact_nets(
    view: PlayView, cards: Sequence[Card], unseen: Sequence[Card], held: int
) -> dict[Card, Fraction]:
    """Expected net points (the player's minus the opponent's) to the end of the round with
    each of `cards`, against every hand of `held` cards of `unseen` the opponent could hold,
    each hand of cards equally likely: `expected_net` over every hand (`opponent_hands`),
    computed as one tree (`_Lookahead`)."""
    tree = _Lookahead(Counter(c.rank for c in unseen))
    hands = comb(len(unseen), held) or 1
    values: dict[Card, Fraction] = {}
    for card in cards:
        outcomes = tree.start(view, card, held)
        total = sum(weight * (me - them) for (me, them, _), weight in outcomes.items())
        values[card] = Fraction(total, hands)
    return values


OutcomeValue = Callable[[int, int, int], float]
"""The chance of winning the game from a round's `Outcome` (the player's points, the
opponent's, who reached the target first)."""


def win_chances(
    view: PlayView,
    cards: Sequence[Card],
    unseen: Sequence[Card],
    held: int,
    *,
    needs: tuple[int, int],
    bars: tuple[int, int],
    value: OutcomeValue,
) -> dict[Card, tuple[float, Fraction]]:
    """The chance of winning the game with each of `cards`, and its expected net points to the
    end of the round: the round played out as in `exact_nets`, the first side to reach its
    need winning, each other outcome worth `value`."""
    tree = _Lookahead(Counter(c.rank for c in unseen), needs, bars)
    hands = comb(len(unseen), held) or 1
    found: dict[Card, tuple[float, Fraction]] = {}
    for card in cards:
        outcomes = tree.start(view, card, held)
        chance = 0.0
        net = 0
        for (me, them, out), weight in outcomes.items():
            chance += weight * (1.0 if out == 0 else 0.0 if out == 1 else value(me, them, out))
            net += weight * (me - them)
        found[card] = (chance / hands, Fraction(net, hands))
    return found
