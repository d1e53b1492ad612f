"""The bot at the table (`/play`): how it lays away, which card it lays, how it counts its show.

Three levels, each a pure function of what the bot sees:

- lay-away: **easy** keeps the four cards that score most on their own (a rule of thumb: no
  starter, no crib); **normal** keeps the best hand over every starter (the crib ignored);
  **expert** lays away for the best expected hand plus (dealer) or minus (pone) crib, with the
  expert crib tables (`bot.engine.discard.analyse_discards`).
- the play: **easy** lays a legal card at random; **normal** the card pegging the most now
  (`bot.engine.pegging.greedy_policy`); **expert** the card with the best expected net points
  to the end of the round (`exact_nets`): one card of each legal rank is played, then the
  rest of the round is played out, both sides laying their most-points card, against every
  hand the opponent could hold (each hand of the unseen cards equally likely), as one tree
  over the opponent's replies (`_Lookahead`). `playout` and `expected_net` play out one hand
  at a time: the yardstick the tree is checked against.
- the count: the bot calls its show aloud; below expert it sometimes leaves a combination out
  on purpose so that the player learns to call « Muggins! » (`MISCOUNT_RATES`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import comb, prod
from typing import Final

from bot.engine.cards import DECK, RANKS, Card, card_value
from bot.engine.discard import CribValues, analyse_discards, hand_by_starter, unseen_pool
from bot.engine.pegging import (
    DANGER_COUNTS,
    GO_POINTS,
    LAST_CARD_POINTS,
    THIRTY_ONE,
    THIRTY_ONE_POINTS,
    PlayView,
    Policy,
    greedy_policy,
    random_policy,
)
from bot.engine.show import FIFTEEN, FIFTEEN_POINTS, RUN_MIN_LENGTH, Score, pair_points, rank_points


class Level(StrEnum):
    """The bot's strength."""

    EASY = "easy"
    NORMAL = "normal"
    EXPERT = "expert"


LEVELS: Final = tuple(Level)

EASY_MISCOUNT_RATE: Final = 0.4
"""How often the easy bot leaves a combination out of a show that scores (often)."""
NORMAL_MISCOUNT_RATE: Final = 0.15
"""How often the normal bot does (sometimes)."""
EXPERT_MISCOUNT_RATE: Final = 0.0
"""The expert bot never miscounts."""
MISCOUNT_RATES: Final[dict[Level, float]] = {
    Level.EASY: EASY_MISCOUNT_RATE,
    Level.NORMAL: NORMAL_MISCOUNT_RATE,
    Level.EXPERT: EXPERT_MISCOUNT_RATE,
}


# -- Lay-away -------------------------------------------------------------------------------


def _own_points(keep: Sequence[Card]) -> int:
    """What four cards score by themselves: fifteens, pairs and runs, without a starter."""
    return rank_points(tuple(sorted(c.rank for c in keep)))


def easy_lay_away(cards: Sequence[Card], *, dealer: bool) -> tuple[Card, ...]:
    """Keep the four cards that score most on their own; on a tie, lay away the highest cards."""
    size = len(cards) - 4
    options = [tuple(t) for t in combinations(cards, size)]

    def key(tossed: tuple[Card, ...]) -> tuple[int, int]:
        keep = [c for c in cards if c not in tossed]
        return (_own_points(keep), sum(c.value for c in tossed))

    return max(options, key=key)


def normal_lay_away(cards: Sequence[Card], *, dealer: bool) -> tuple[Card, ...]:
    """Keep the four cards with the best hand over every starter (the crib is not weighed)."""
    pool = unseen_pool(cards)
    size = len(cards) - 4

    def hand_total(tossed: tuple[Card, ...]) -> int:
        keep = tuple(c for c in cards if c not in tossed)
        return sum(points for _, points in hand_by_starter(keep, pool))

    return max((tuple(t) for t in combinations(cards, size)), key=hand_total)


def expert_lay_away(
    cards: Sequence[Card], *, dealer: bool, tables: CribValues | None
) -> tuple[Card, ...]:
    """The best expected hand plus or minus crib (expert tables for 6 cards, else exact)."""
    players = 2 if len(cards) == 6 else 3
    if tables is not None and players == 2:
        options = analyse_discards(cards, dealer=dealer, crib_model="expert", tables=tables)
    else:
        options = analyse_discards(cards, dealer=dealer, players=players)
    return options[0].discard


def lay_away(
    level: Level, cards: Sequence[Card], *, dealer: bool, tables: CribValues | None = None
) -> tuple[Card, ...]:
    """The cards the bot lays away at `level`."""
    if level is Level.EASY:
        return easy_lay_away(cards, dealer=dealer)
    if level is Level.NORMAL:
        return normal_lay_away(cards, dealer=dealer)
    return expert_lay_away(cards, dealer=dealer, tables=tables)


# -- The play: a fast rank-only playout of the rest of a two-player round -------------------


def pile_points(pile: Sequence[int], count: int) -> int:
    """Points for the last rank of `pile` (ranks since the reset) at running `count`."""
    return _pile_points(tuple(pile), count)


PLAYOUT_CACHE: Final = 1 << 16
"""Entries kept by each of the playout's caches (pile points, greedy choices)."""


@lru_cache(maxsize=PLAYOUT_CACHE)
def _pile_points(pile: tuple[int, ...], count: int) -> int:
    points = FIFTEEN_POINTS if count == FIFTEEN else THIRTY_ONE_POINTS if count == THIRTY_ONE else 0
    last = pile[-1]
    same = 1
    while same < len(pile) and pile[-1 - same] == last:
        same += 1
    points += pair_points(same)
    for k in range(len(pile), RUN_MIN_LENGTH - 1, -1):
        tail = pile[-k:]
        if len(set(tail)) == k and max(tail) - min(tail) == k - 1:
            return points + k
    return points


def _greedy_rank(hand: Sequence[int], pile: list[int], count: int) -> int | None:
    """The rank a greedy player lays (as `greedy_policy`), or None when none fits."""
    return _greedy_choice(tuple(sorted(hand)), tuple(pile), count)


@lru_cache(maxsize=PLAYOUT_CACHE)
def _greedy_choice(hand: tuple[int, ...], pile: tuple[int, ...], count: int) -> int | None:
    best: tuple[int, bool, int, int] | None = None
    choice = None
    for rank in hand:
        value = card_value(rank)
        if count + value > THIRTY_ONE:
            continue
        key = (
            _pile_points((*pile, rank), count + value),
            count + value not in DANGER_COUNTS,
            value,
            rank,
        )
        if best is None or key > best:
            best, choice = key, rank
    return choice


def _next_leader(hands: tuple[list[int], list[int]], last: int) -> int:
    """After a reset the other player leads, unless they have no cards left."""
    return 1 - last if hands[1 - last] else last


def playout(hands: tuple[list[int], list[int]], pile: list[int], last: int) -> int:
    """Net points (player 0 minus player 1) to the end of the round, both playing greedily.

    `last` has just laid the last rank of `pile` (not scored here). The rules are those of
    `bot.engine.pegging.simulate_play` for two players: a player who cannot lay a card says
    go; when neither can, the last to lay a card pegs 1 (none after 31), the count resets and
    the other player leads; the last card of the round pegs 1 (none when it makes 31).
    """
    net = 0
    sign = (1, -1)
    count = sum(card_value(r) for r in pile)
    turn = 1 - last
    if count == THIRTY_ONE:
        pile, count, turn = [], 0, _next_leader(hands, last)
    while hands[0] or hands[1]:
        rank = _greedy_rank(hands[turn], pile, count)
        if rank is not None:
            hands[turn].remove(rank)
            pile.append(rank)
            count += card_value(rank)
            net += sign[turn] * pile_points(pile, count)
            last = turn
            if count == THIRTY_ONE and (hands[0] or hands[1]):
                pile, count, turn = [], 0, _next_leader(hands, last)
                continue
        elif turn == last:
            net += sign[last] * GO_POINTS
            pile, count, turn = [], 0, _next_leader(hands, last)
            continue
        turn = 1 - turn
    if pile and count < THIRTY_ONE:
        net += sign[last] * LAST_CARD_POINTS
    return net


OpponentHands = list[tuple[tuple[int, ...], int]]
"""Opponent hands as rank multisets, each with its weight (how many hands of cards give it)."""


def opponent_hands(unseen: Sequence[Card], k: int) -> OpponentHands:
    """Every hand of `k` unseen cards, by ranks, weighted by its number of hands of cards."""
    counts = Counter(c.rank for c in unseen)
    found = []
    for ranks in combinations_with_replacement(RANKS, k):
        ways = prod(comb(counts[r], n) for r, n in Counter(ranks).items())
        if ways:
            found.append((ranks, ways))
    return found


def expected_net(view: PlayView, card: Card, hands: OpponentHands) -> Fraction:
    """Expected net points (the player's minus the opponent's) to the end of the round with `card`.

    Two players: `card` is laid on `view.pile`, then the round is played out greedily against
    each of the opponent's possible `hands`, weighted.
    """
    pile = [*(c.rank for c in view.pile), card.rank]
    now = pile_points(pile, view.count + card.value)
    mine = [c.rank for c in view.hand if c != card]
    total = sum(ways * playout((list(mine), list(ranks)), list(pile), 0) for ranks, ways in hands)
    weight = sum(ways for _, ways in hands)
    return now + Fraction(total, weight or 1)


# -- The play: the exact look-ahead over every hand the opponent could hold ------------------


_VALUES: Final = tuple(card_value(r) for r in range(max(RANKS) + 1))
"""Each rank's count value, by rank (0 unused)."""


@lru_cache(maxsize=PLAYOUT_CACHE)
def _reply_order(pile: tuple[int, ...], count: int) -> tuple[int, ...]:
    """The ranks that fit on `pile` at `count`, in a greedy player's order of preference (the
    first rank they hold is the one they lay, as `_greedy_choice`)."""
    fitting = [r for r in RANKS if count + card_value(r) <= THIRTY_ONE]

    def key(rank: int) -> tuple[int, bool, int, int]:
        value = card_value(rank)
        points = _pile_points((*pile, rank), count + value)
        return (points, count + value not in DANGER_COUNTS, value, rank)

    return tuple(sorted(fitting, key=key, reverse=True))


def _leader(mine: tuple[int, ...], held: int, last: int) -> int:
    """After a reset the other player leads, unless they have no cards left."""
    has_cards = (bool(mine), held > 0)
    return 1 - last if has_cards[1 - last] else last


class _Lookahead:
    """The greedy playout's points summed over every hand the opponent could hold, as one tree.

    Each of the opponent's moves is greedy's, which depends only on the ranks they hold: on a
    count they lay the first rank of `_reply_order` that they hold. So the round is played
    out once: at the opponent's turn, one branch per rank they may lay (they then hold none of
    the ranks greedy prefers to it, ruled out by `avail` 0) and one for a go (they hold none
    that fits). Where they have laid every card, the ranks laid are their hand, and the
    branch's weight is its number of hands of cards: the product over ranks of C(unseen of the
    rank, laid of the rank), kept as the ranks are laid. Every hand reaches exactly one such
    leaf (dead branches, where too few cards are left for the hand, weigh nothing); the
    player's moves are greedy too, so the sum is `expected_net`'s over every hand.
    """

    def __init__(self, unseen: Counter[int]) -> None:
        self.unseen = tuple(unseen.get(r, 0) for r in range(max(RANKS) + 1))

    def points(
        self,
        mine: tuple[int, ...],
        held: int,
        avail: tuple[int, ...],
        weight: int,
        pile: tuple[int, ...],
        count: int,
        turn: int,
        last: int,
        net: int,
    ) -> int:
        """Sum over the hands of this branch of their number of hands of cards times the net
        points at the end of the round (`net` so far; `turn` to lay, 0 the player and 1 the
        opponent, who holds `held` cards of the ranks `avail`; `last` laid the last card)."""
        while mine or held:
            if turn == 1 and held:
                return self._replies(mine, held, avail, weight, pile, count, last, net)
            rank = _greedy_choice(mine, pile, count) if turn == 0 and mine else None
            if rank is None:
                if turn == last:
                    net += GO_POINTS if last == 0 else -GO_POINTS
                    pile, count, turn = (), 0, _leader(mine, held, last)
                else:
                    turn = 1 - turn
                continue
            rest = list(mine)
            rest.remove(rank)
            mine = tuple(rest)
            pile = (*pile, rank)
            count += _VALUES[rank]
            net += _pile_points(pile, count)
            last = 0
            if count == THIRTY_ONE and (mine or held):
                pile, count, turn = (), 0, _leader(mine, held, last)
            else:
                turn = 1
        if pile and count < THIRTY_ONE:
            net += LAST_CARD_POINTS if last == 0 else -LAST_CARD_POINTS
        return weight * net

    def _replies(
        self,
        mine: tuple[int, ...],
        held: int,
        avail: tuple[int, ...],
        weight: int,
        pile: tuple[int, ...],
        count: int,
        last: int,
        net: int,
    ) -> int:
        """The opponent's turn: a branch for each rank they may lay, then for a go."""
        total = 0
        ruled = list(avail)
        left = sum(ruled)
        for rank in _reply_order(pile, count):
            ways = ruled[rank]
            if not ways:
                continue
            if left - 1 >= held - 1:
                laid = self.unseen[rank] - ways
                after = list(ruled)
                after[rank] = ways - 1
                total += self._lays(
                    mine,
                    held - 1,
                    tuple(after),
                    weight * ways // (laid + 1),
                    (*pile, rank),
                    count + _VALUES[rank],
                    net,
                )
            ruled[rank] = 0
            left -= ways
        if left < held:
            return total
        if last == 1:
            net -= GO_POINTS
            turn = _leader(mine, held, 1)
            return total + self.points(mine, held, tuple(ruled), weight, (), 0, turn, 1, net)
        return total + self.points(mine, held, tuple(ruled), weight, pile, count, 0, last, net)

    def _lays(
        self,
        mine: tuple[int, ...],
        held: int,
        avail: tuple[int, ...],
        weight: int,
        pile: tuple[int, ...],
        count: int,
        net: int,
    ) -> int:
        """The opponent has laid the last rank of `pile`, bringing the count to `count`."""
        net -= _pile_points(pile, count)
        if count == THIRTY_ONE and (mine or held):
            turn = _leader(mine, held, 1)
            return self.points(mine, held, avail, weight, (), 0, turn, 1, net)
        return self.points(mine, held, avail, weight, pile, count, 0, 1, net)


def exact_nets(
    view: PlayView, cards: Sequence[Card], unseen: Sequence[Card], held: int
) -> dict[Card, Fraction]:
    """Expected net points (the player's minus the opponent's) to the end of the round with
    each of `cards`, against every hand of `held` cards of `unseen` the opponent could hold,
    each hand of cards equally likely: `expected_net` over every hand (`opponent_hands` with
    `exact_max` 4), computed as one tree (`_Lookahead`)."""
    tree = _Lookahead(Counter(c.rank for c in unseen))
    avail = tree.unseen
    hands = comb(len(unseen), held)
    pile = tuple(c.rank for c in view.pile)
    values: dict[Card, Fraction] = {}
    for card in cards:
        mine = tuple(sorted(c.rank for c in view.hand if c != card))
        now = (*pile, card.rank)
        count = view.count + card.value
        net = _pile_points(now, count)
        if count == THIRTY_ONE and (mine or held):
            total = tree.points(mine, held, avail, 1, (), 0, _leader(mine, held, 0), 0, net)
        else:
            total = tree.points(mine, held, avail, 1, now, count, 1, 0, net)
        values[card] = Fraction(total, hands or 1)
    return values


def unseen_cards(view: PlayView, known: Iterable[Card]) -> list[Card]:
    """The cards the opponent may hold: not in the hand, not laid, not `known` (starter, crib)."""
    seen = {*view.hand, *(c for _, c in view.history), *known}
    return [c for c in DECK if c not in seen]


def expert_policy(known: Iterable[Card]) -> Policy:
    """Lay the card with the best expected net points to the end of the round (two players).

    `known` are the cards the bot knows the opponent does not hold besides its hand and the
    laid cards: the starter and its own lay-away. Cards of one rank peg alike, so one card per
    rank is weighed (greedy's pick among them), each against every hand the opponent could
    hold (`exact_nets`); on a tie, greedy's card, then the higher card.
    """
    known_cards = tuple(known)

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        if len(legal) == 1:
            return legal[0]
        fallback = greedy_policy(view, legal)
        by_rank: dict[int, Card] = {}
        for card in legal:
            if card.rank not in by_rank or card == fallback:
                by_rank[card.rank] = card
        options = list(by_rank.values())
        if len(options) == 1:
            return options[0]
        held = 4 - sum(1 for player, _ in view.history if player != view.player)
        values = exact_nets(view, options, unseen_cards(view, known_cards), held)

        def key(card: Card) -> tuple[Fraction, bool, int, int]:
            return (values[card], card == fallback, card.value, card.rank)

        return max(options, key=key)

    return choose


def play_policy(
    level: Level, rng: random.Random, known: Iterable[Card] = (), *, players: int = 2
) -> Policy:
    """The bot's way of choosing a card at `level` (expert plays as normal beyond two players)."""
    if level is Level.EASY:
        return random_policy(rng)
    if level is Level.EXPERT and players == 2:
        return expert_policy(known)
    return greedy_policy


# -- The count ------------------------------------------------------------------------------


def bot_call(score: Score, level: Level, rng: random.Random) -> int | None:
    """Which combination the bot leaves out of its call on purpose (its index in
    `score.combos`), at `MISCOUNT_RATES[level]`; None when it calls the whole count (always
    on a show worth nothing)."""
    if not score.combos or rng.random() >= MISCOUNT_RATES[level]:
        return None
    return rng.randrange(len(score.combos))


def called_score(score: Score, left_out: int | None) -> Score:
    """The combinations called when `left_out` (an index, or None) is left out."""
    if left_out is None:
        return score
    return Score(tuple(c for i, c in enumerate(score.combos) if i != left_out))
