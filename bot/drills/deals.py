"""Drill deals: four cards and a starter, who deals, and their JSON form (card codes).

A hand drill deals the player's four cards; the player is the dealer or the pone at random,
which only matters when the starter is a jack: his heels (2) goes to the dealer at the cut and
is never part of the hand's count. A crib drill is always the player's own crib, so the player
is the dealer.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card, format_cards
from bot.engine.dealing import deal
from bot.engine.show import HAND_SIZE, Combo, Score, his_heels, scored_show


class DrillKind(StrEnum):
    """What the player counts."""

    HAND = "hand"
    CRIB = "crib"


_KINDS: dict[str, DrillKind] = {kind.value: kind for kind in DrillKind}
"""Each kind by its JSON name (quicker than calling the enum on every stored deal read)."""


class DealError(ValueError):
    """A stored deal that cannot be read back."""


@dataclass(frozen=True, slots=True)
class Deal:
    """Four cards to count, the starter, and whether the player is the dealer."""

    kind: DrillKind
    hand: tuple[Card, ...]
    starter: Card
    player_is_dealer: bool

    def __post_init__(self) -> None:
        if len(self.hand) != HAND_SIZE or len({*self.hand, self.starter}) != HAND_SIZE + 1:
            raise DealError("a deal is four distinct cards and a different starter")
        if self.kind is DrillKind.CRIB and not self.player_is_dealer:
            raise DealError("the crib belongs to the dealer")

    @property
    def is_crib(self) -> bool:
        """True when the four cards are a crib (flush needs the starter's suit)."""
        return self.kind is DrillKind.CRIB

    def score(self) -> Score:
        """The itemized show of these four cards with the starter (kept for the last deals
        scored, `bot.engine.show.scored_show`)."""
        return scored_show(tuple(self.hand), self.starter, self.is_crib)

    def heels(self) -> Combo | None:
        """His heels when the starter is a jack: the dealer's 2, outside the count."""
        return his_heels(self.starter)

    def to_dict(self) -> dict[str, object]:
        """The JSON form: card codes and plain values."""
        return {
            "kind": self.kind.value,
            "hand": [str(c) for c in self.hand],
            "starter": str(self.starter),
            "dealer": "player" if self.player_is_dealer else "bot",
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Deal:
        """Read a deal back from its JSON form; `DealError` if it is malformed."""
        try:
            kind = _KINDS[data["kind"]]
            hand = tuple(parse_card(code) for code in data["hand"])
            starter = parse_card(data["starter"])
            dealer = data["dealer"]
        except (KeyError, TypeError, ValueError) as exc:
            raise DealError(f"malformed deal: {exc}") from exc
        if dealer not in ("player", "bot"):
            raise DealError(f"unknown dealer: {dealer!r}")
        return cls(kind, hand, starter, dealer == "player")

    def __str__(self) -> str:
        return f"{self.kind.value}: {format_cards(self.hand)} | {self.starter}"


def stored_deal(data: Mapping[str, object]) -> Deal | None:
    """The deal a stored question holds (None when it cannot be read back)."""
    try:
        return Deal.from_dict(data)
    except DealError:
        return None


def _draw(rng: random.Random) -> tuple[tuple[Card, ...], Card]:
    cards = deal(rng, HAND_SIZE + 1)
    return tuple(sorted(cards[:HAND_SIZE])), cards[HAND_SIZE]


def deal_hand(rng: random.Random) -> Deal:
    """A hand to count; the player is the dealer or the pone at random."""
    hand, starter = _draw(rng)
    return Deal(DrillKind.HAND, hand, starter, player_is_dealer=rng.random() < 0.5)


def deal_crib(rng: random.Random) -> Deal:
    """A crib to count: the player is the dealer, since the crib is the dealer's."""
    hand, starter = _draw(rng)
    return Deal(DrillKind.CRIB, hand, starter, player_is_dealer=True)


def deal_drill(kind: DrillKind, rng: random.Random) -> Deal:
    """A fresh deal for the given drill."""
    return deal_crib(rng) if kind is DrillKind.CRIB else deal_hand(rng)
