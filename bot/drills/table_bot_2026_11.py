"""The expert bot as it was in November 2026, frozen: the level `expert-2026-11`.

`python -m bot.bench play` measures today's expert against it. The code is a copy of
`bot.drills.table_bot`'s expert lay-away and play as of issue 42, so later changes to the
expert do not move the yardstick: keep this file as it is (the engine it calls, the show's
scoring and the crib tables, are the game's rules and data, shared).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from itertools import combinations_with_replacement
from math import comb, prod
from typing import Final

from bot.engine.cards import DECK, RANKS, Card, card_value
from bot.engine.lay_away import CribValues, analyse_lay_aways
from bot.engine.pegging import (
    DANGER_COUNTS,
    GO_POINTS,
    LAST_CARD_POINTS,
    THIRTY_ONE,
    THIRTY_ONE_POINTS,
    PlayView,
    Policy,
    greedy_policy,
)
from bot.engine.show import FIFTEEN, FIFTEEN_POINTS, RUN_MIN_LENGTH, pair_points

NAME: Final = "expert-2026-11"
ROLLOUT_SAMPLES: Final = 40
"""Opponent hands drawn per card when they hold too many cards to list every hand."""
EXACT_MAX_CARDS: Final = 2
"""Up to this many opponent cards, every hand is played out (weighted rank multisets)."""


def expert_lay_away(
    cards: Sequence[Card], *, dealer: bool, tables: CribValues | None
) -> tuple[Card, ...]:
    """The best expected hand plus or minus crib (expert tables for 6 cards, else exact)."""
    players = 2 if len(cards) == 6 else 3
    if tables is not None and players == 2:
        options = analyse_lay_aways(cards, dealer=dealer, crib_model="expert", tables=tables)
    else:
        options = analyse_lay_aways(cards, dealer=dealer, players=players)
    return options[0].discard


# -- The play: a fast rank-only playout of the rest of a two-player round -------------------


def pile_points(pile: Sequence[int], count: int) -> int:
    """Points for the last rank of `pile` (ranks since the reset) at running `count`."""
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
    best: tuple[int, bool, int, int] | None = None
    choice = None
    for rank in hand:
        value = card_value(rank)
        if count + value > THIRTY_ONE:
            continue
        pile.append(rank)
        key = (pile_points(pile, count + value), count + value not in DANGER_COUNTS, value, rank)
        pile.pop()
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


def opponent_hands(
    unseen: Sequence[Card], k: int, rng: random.Random, *, samples: int = ROLLOUT_SAMPLES
) -> OpponentHands:
    """Every hand of `k` unseen cards (by ranks, weighted) up to `EXACT_MAX_CARDS`, else samples."""
    if k <= EXACT_MAX_CARDS:
        counts = Counter(c.rank for c in unseen)
        found = []
        for ranks in combinations_with_replacement(RANKS, k):
            ways = prod(comb(counts[r], n) for r, n in Counter(ranks).items())
            if ways:
                found.append((ranks, ways))
        return found
    pool = list(unseen)
    return [(tuple(c.rank for c in rng.sample(pool, k)), 1) for _ in range(samples)]


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


def unseen_cards(view: PlayView, known: Iterable[Card]) -> list[Card]:
    """The cards the opponent may hold: not in the hand, not laid, not `known` (starter, crib)."""
    seen = {*view.hand, *(c for _, c in view.history), *known}
    return [c for c in DECK if c not in seen]


def expert_policy(
    rng: random.Random, known: Iterable[Card], *, samples: int = ROLLOUT_SAMPLES
) -> Policy:
    """Lay the card with the best expected net points to the end of the round (two players).

    `known` are the cards the bot knows the opponent does not hold besides its hand and the
    laid cards: the starter and its own lay-away.
    """
    known_cards = tuple(known)

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        if len(legal) == 1:
            return legal[0]
        held = 4 - sum(1 for player, _ in view.history if player != view.player)
        hands = opponent_hands(unseen_cards(view, known_cards), held, rng, samples=samples)
        fallback = greedy_policy(view, legal)

        def key(card: Card) -> tuple[Fraction, bool, int, int]:
            return (expected_net(view, card, hands), card == fallback, card.value, card.rank)

        return max(legal, key=key)

    return choose
