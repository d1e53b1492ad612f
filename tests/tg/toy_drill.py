"""The toy drill's pure part, as `bot/drills/toy.py` would be (`tests/tg/test_toy_drill.py`):
what a card is worth when counting fifteens (an ace 1, a face card 10). No text, no I/O,
randomness passed in."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from bot.drills.grading import SettledCount
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.engine.dealing import deal

KIND: Final = "toy"
MAX_DIGITS: Final = 2
"""A card is worth 1 to 10: a longer number is not read as an answer."""
WORTHS: Final = tuple(range(1, 11))
"""Every worth a card can have, offered as buttons."""


class Reason(Enum):
    """Why a card is worth what it is."""

    ACE = "ace"
    FACE = "face"
    PIPS = "pips"


def toy_deal(rng: random.Random) -> Card:
    """One card to value."""
    return deal(rng, 1)[0]


def dump(card: Card) -> dict[str, object]:
    """The question's stored deal."""
    return {"card": str(card)}


def load(stored: Mapping[str, object]) -> Card:
    """The card of a stored deal (`KeyError`, `CardError`: it cannot be read)."""
    return parse_card(str(stored["card"]))


def worth(card: Card) -> int:
    """What the card counts toward fifteens."""
    return card.value


def reason(card: Card) -> Reason:
    """Why: an ace counts one, a face card ten, any other card its pips."""
    if card.rank == 1:
        return Reason.ACE
    return Reason.FACE if card.rank > 10 else Reason.PIPS


def read(text: str) -> int | None:
    """A typed answer: a whole number of at most two digits, else None."""
    stripped = text.strip()
    if stripped.isascii() and stripped.isdigit() and len(stripped) <= MAX_DIGITS:
        return int(stripped)
    return None


def keys(card: Card) -> tuple[int, ...]:
    """The answers offered as buttons: every worth."""
    return WORTHS


@dataclass(frozen=True, slots=True)
class ToyGrade(SettledCount):
    """The typed verdict: the card's worth and the worth said (no muggins in a drill outside
    a race)."""

    worth: int
    said: int
    muggins: bool = field(default=False, kw_only=True)

    @property
    def own(self) -> tuple[int, int]:
        return self.worth, self.said

    @property
    def right(self) -> bool:
        return self.worth == self.said


def grade(card: Card, said: int) -> ToyGrade:
    """Grade the worth said for `card`."""
    return ToyGrade(worth(card), said)
