"""The expert bot as it was in November 2026, frozen: the level `expert-2026-11`.

`python -m bot.bench play` measures today's expert against it. The code is a copy of
`bot.drills.table_bot`'s expert lay-away and play as of issue 42, so later changes to the
expert do not move the yardstick: keep this file as it is (the engine it calls, the show's
scoring and the crib tables, are the game's rules and data, shared; so is the greedy
playout of one hand, `bot.drills.table_bot.expected_net`, the yardstick the look-ahead is
checked against, which plays as the copy did: `tests/drills/test_duel.py` pins this
level's play and lay-away, so a change to the shared playout fails there first).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Final

from bot.drills.table_bot import OpponentHands, expected_net, unseen_cards
from bot.drills.table_bot import opponent_hands as every_opponent_hand
from bot.engine.cards import Card
from bot.engine.lay_away import CribValues, analyse_lay_aways
from bot.engine.pegging import PlayView, Policy, greedy_policy

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


# -- The play: each card against the opponent's hands, every one or a sample ----------------


def opponent_hands(
    unseen: Sequence[Card], k: int, rng: random.Random, *, samples: int = ROLLOUT_SAMPLES
) -> OpponentHands:
    """Every hand of `k` unseen cards (by ranks, weighted) up to `EXACT_MAX_CARDS`, else samples."""
    if k <= EXACT_MAX_CARDS:
        return every_opponent_hand(unseen, k)
    pool = list(unseen)
    return [(tuple(c.rank for c in rng.sample(pool, k)), 1) for _ in range(samples)]


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
