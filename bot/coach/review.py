"""Misses brought back: a Leitner box per missed question, and the same cards dealt afresh.

A question answered wrong goes into box 0 and comes back after a day. Answered right when it
comes back, it climbs one box and waits longer (3, 7, 16, then 35 days); right from the last
box, it is learnt and leaves the schedule. Answered wrong again, it falls back to box 0.

Why a Leitner box rather than FSRS: FSRS fits its memory model to thousands of reviews per
learner, and a club player misses a few hands a week; with so few reviews its defaults give
a fixed ladder anyway. The box is five numbers a player can be told (« dans 3 jours »), and a
test can walk it day by day.

A question comes back as the same cards with the suits relabelled (`refresh`): the points
and themes do not change (scoring depends on suits only through "same suit"), but the hand is
not the one the player remembers. Hands are shown in rank order, as every deal is (a shuffled
« 4♣ 7♥ R♣ 3♣ » was a harder question than the one missed).

Pure: dates in, dates out; randomness from the `random.Random` passed in.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from bot.engine.card_parsing import parse_card
from bot.engine.cards import SUITS, Card, Suit

INTERVALS_DAYS: Final = (1, 3, 7, 16, 35)
"""How long a question waits in each box before it comes back."""
LAST_BOX: Final = len(INTERVALS_DAYS) - 1
CARD_LIST_KEYS: Final = frozenset({"hand", "pile", "earlier", "cards"})
"""Deal JSON keys holding a list of card codes."""
SORTED_KEYS: Final = frozenset({"hand", "cards"})
"""Lists whose order means nothing (a hand, dealt cards): they are put back in rank order
once relabelled, as the drills deal them; a pile keeps its order, since the order of play
scores."""
CARD_KEYS: Final = frozenset({"starter", "card"})
"""Deal JSON keys holding one card code."""
REVIEW_KEY: Final = "coach_review"
"""The key of a question's deal JSON naming the review it brings back."""
TRANSIENT_KEYS: Final = frozenset({REVIEW_KEY, "selected"})
"""Keys of a stored deal that are not the cards: the coach's own, an écart's selection."""


@dataclass(frozen=True, slots=True)
class Slot:
    """Where a missed question stands: its box and when it is due (None: learnt)."""

    box: int
    due: datetime | None


def first_miss(now: datetime) -> Slot:
    """A fresh miss: box 0, back in a day."""
    return Slot(0, now + timedelta(days=INTERVALS_DAYS[0]))


def after_review(slot: Slot, *, correct: bool, now: datetime) -> Slot:
    """The slot after the question came back and was answered."""
    if not correct:
        return first_miss(now)
    if slot.box >= LAST_BOX:
        return Slot(LAST_BOX, None)
    box = slot.box + 1
    return Slot(box, now + timedelta(days=INTERVALS_DAYS[box]))


# -- The same cards, dealt afresh ------------------------------------------------------------


def suit_map(rng: random.Random) -> dict[Suit, Suit]:
    """A random relabelling of the four suits (never the identity, so the hand looks new)."""
    while True:
        shuffled = list(SUITS)
        rng.shuffle(shuffled)
        mapping = dict(zip(SUITS, shuffled, strict=True))
        if any(k != v for k, v in mapping.items()):
            return mapping


def relabel(card: Card, mapping: Mapping[Suit, Suit]) -> Card:
    """The card with its suit relabelled."""
    return Card(card.rank, mapping[card.suit])


def _code(code: object, mapping: Mapping[Suit, Suit]) -> object:
    if not isinstance(code, str):
        return code
    return str(relabel(parse_card(code), mapping))


def _in_rank_order(codes: list[object]) -> list[object]:
    """Card codes in the order the drills deal a hand (rank, then suit)."""
    return sorted(codes, key=lambda code: parse_card(str(code)))


def _refresh(value: object, key: str | None, mapping: Mapping[Suit, Suit]) -> object:
    if isinstance(value, dict):
        return {k: _refresh(v, k, mapping) for k, v in value.items()}
    if key in CARD_KEYS:
        return _code(value, mapping)
    if key in CARD_LIST_KEYS and isinstance(value, list):
        cards = [_code(c, mapping) for c in value]
        return _in_rank_order(cards) if key in SORTED_KEYS else cards
    if key == "hands" and isinstance(value, list):
        return [_in_rank_order([_code(c, mapping) for c in hand]) for hand in value]
    if isinstance(value, list):
        return [_refresh(v, None, mapping) for v in value]
    return value


def review_deal(deal: Mapping[str, object]) -> dict[str, object]:
    """The part of a question's deal JSON that a review keeps: the cards, not the state."""
    return {k: v for k, v in deal.items() if k not in TRANSIENT_KEYS}


def review_id(deal: Mapping[str, object]) -> int | None:
    """The review a question brings back, if any."""
    value = deal.get(REVIEW_KEY)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def refresh(deal: Mapping[str, object], rng: random.Random) -> dict[str, object]:
    """A stored deal (any drill's JSON) with the suits relabelled, its hands in rank order.

    Every card code under a card key (`hand`, `cards`, `pile`, `earlier`, `hands`, `starter`,
    `card`) is relabelled with one suit mapping; hands and dealt cards are put in rank order,
    piles and plays keep their order. `ValueError` on a card code that does not read.
    """
    mapping = suit_map(rng)
    return {key: _refresh(value, key, mapping) for key, value in deal.items()}
