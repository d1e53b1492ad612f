"""Cards, the deck and the card notation's codes (English and French), with no display text.

Reading what a player types into cards (and its errors) is `bot.engine.card_parsing`'s; drawing
cards from the deck (at random, or in an order fixed by a key) is `bot.engine.dealing`'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import NamedTuple

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RANKS: tuple[int, ...] = tuple(range(ACE, KING + 1))


class Suit(StrEnum):
    """The four suits, by their canonical (English) letter."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"


SUITS: tuple[Suit, ...] = tuple(Suit)

RANK_CODES: dict[int, str] = {ACE: "A", 10: "10", JACK: "J", QUEEN: "Q", KING: "K"} | {
    r: str(r) for r in range(2, 10)
}
SUIT_SYMBOLS: dict[Suit, str] = {
    Suit.SPADES: "♠",
    Suit.HEARTS: "♥",
    Suit.DIAMONDS: "♦",
    Suit.CLUBS: "♣",
}


class Card(NamedTuple):
    """A playing card: rank 1 (ace) to 13 (king) and a suit."""

    rank: int
    suit: Suit

    @property
    def value(self) -> int:
        """The card's count value: ace 1, pips at face value, tens and faces 10."""
        return min(self.rank, 10)

    def __str__(self) -> str:
        return RANK_CODES[self.rank] + self.suit  # a StrEnum is its value (without `.value`)

    def __repr__(self) -> str:
        return f"Card({self})"


def hand_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards as a player holds them: by rank from the ace to the king, then by suit ♣ ♦ ♥ ♠
    (the order of the suits' English letters, C D H S: `sorted` on cards, the order the
    drills' hands come in). Every hand and show a game displays is in this order; a deal's
    hands stay stored as dealt (the deal's fairness code checks that order)."""
    return tuple(sorted(cards, key=lambda card: (card.rank, str(card.suit))))


def card_value(rank: int) -> int:
    """The count value of a rank."""
    return min(rank, 10)


DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)

# The letters clash between languages (C, D, K, T), so each language has its own table. X,
# the Roman ten some players write (« XC », `X♥`), is no suit nor other rank in either one.
LETTER_RANKS: dict[str, dict[str, int]] = {
    "en": {"A": ACE, "T": 10, "X": 10, "J": JACK, "Q": QUEEN, "K": KING},
    "fr": {"A": ACE, "X": 10, "V": JACK, "D": QUEEN, "R": KING},
}
LETTER_SUITS: dict[str, dict[str, Suit]] = {
    "en": {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS},
    "fr": {"P": Suit.SPADES, "C": Suit.HEARTS, "K": Suit.DIAMONDS, "T": Suit.CLUBS},
}
LANGUAGES: tuple[str, ...] = tuple(LETTER_RANKS)


def check_language(lang: str) -> None:
    """Refuse a notation language we do not know (a programming error, not bad input)."""
    if lang not in LETTER_RANKS:
        raise ValueError(f"unsupported card language: {lang!r}")


def card_code(card: Card, lang: str = "en") -> str:
    """The card's code in a notation: `JH`, `10D` in English; `VC`, `10K` in French."""
    check_language(lang)
    ranks = {rank: letter for letter, rank in LETTER_RANKS[lang].items() if rank != 10}
    suits = {suit: letter for letter, suit in LETTER_SUITS[lang].items()}
    return ranks.get(card.rank, str(card.rank)) + suits[card.suit]


def format_cards(cards: Sequence[Card]) -> str:
    """The canonical codes, space separated (`5H 5D JS`)."""
    return " ".join(map(str, cards))
