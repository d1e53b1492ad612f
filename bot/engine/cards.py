"""Cards, the deck and the card notation (English and French), with no display text."""

from __future__ import annotations

import random
import re
from collections.abc import Collection, Iterable, Sequence
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
        return RANK_CODES[self.rank] + self.suit.value

    def __repr__(self) -> str:
        return f"Card({self})"


def card_value(rank: int) -> int:
    """The count value of a rank."""
    return min(rank, 10)


DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)


def new_deck() -> list[Card]:
    """The 52 cards, in a fixed order (shuffle it with a `random.Random`)."""
    return list(DECK)


def deal(rng: random.Random, n: int, *, exclude: Iterable[Card] = ()) -> list[Card]:
    """`n` distinct cards drawn at random from the deck, minus `exclude`."""
    excluded = set(exclude)
    return rng.sample([c for c in DECK if c not in excluded], n)


# -- Parsing ---------------------------------------------------------------------------------


class CardErrorReason(StrEnum):
    """Why a card text was refused; the UI layer translates these codes."""

    EMPTY = "empty"
    UNKNOWN_RANK = "unknown_rank"
    UNKNOWN_SUIT = "unknown_suit"
    DUPLICATE = "duplicate"
    WRONG_COUNT = "wrong_count"


class CardError(ValueError):
    """Bad card input: a reason code, the offending token and, for counts, what was wanted."""

    def __init__(
        self,
        reason: CardErrorReason,
        token: str = "",
        *,
        expected: tuple[int, ...] = (),
        got: int = 0,
    ) -> None:
        super().__init__(f"{reason.value}: {token!r}" if token else reason.value)
        self.reason = reason
        self.token = token
        self.expected = expected
        self.got = got


_SYMBOL_SUITS: dict[str, Suit] = {
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
}
_NUMBER_RANKS: dict[str, int] = {str(r): r for r in range(2, 11)} | {"1": ACE}

# The letters clash between languages (C, D, K, T), so each language has its own table.
_LETTER_RANKS: dict[str, dict[str, int]] = {
    "en": {"A": ACE, "T": 10, "J": JACK, "Q": QUEEN, "K": KING},
    "fr": {"A": ACE, "V": JACK, "D": QUEEN, "R": KING},
}
_LETTER_SUITS: dict[str, dict[str, Suit]] = {
    "en": {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS},
    "fr": {"P": Suit.SPADES, "C": Suit.HEARTS, "K": Suit.DIAMONDS, "T": Suit.CLUBS},
}
LANGUAGES: tuple[str, ...] = tuple(_LETTER_RANKS)

_SEPARATORS = re.compile(r"[\s,;]+")
_VARIATION_SELECTORS = dict.fromkeys(map(ord, "\ufe0e\ufe0f"))


def _check_language(lang: str) -> None:
    """Refuse a notation language we do not know (a programming error, not bad input)."""
    if lang not in _LETTER_RANKS:
        raise ValueError(f"unsupported card language: {lang!r}")


def parse_card(token: str, *, lang: str = "en") -> Card:
    """One card from a token such as `5H`, `10d`, `TD`, `V♣` (French) or `10♥`."""
    _check_language(lang)
    text = token.translate(_VARIATION_SELECTORS).strip().upper()
    if len(text) < 2:
        is_rank = text in _NUMBER_RANKS or text in _LETTER_RANKS[lang]
        raise CardError(
            CardErrorReason.UNKNOWN_SUIT if is_rank else CardErrorReason.UNKNOWN_RANK, token
        )
    rank_text, suit_text = text[:-1], text[-1]
    suit = _SYMBOL_SUITS.get(suit_text) or _LETTER_SUITS[lang].get(suit_text)
    rank = _NUMBER_RANKS.get(rank_text) or _LETTER_RANKS[lang].get(rank_text)
    if rank is None:
        raise CardError(CardErrorReason.UNKNOWN_RANK, token)
    if suit is None:
        raise CardError(CardErrorReason.UNKNOWN_SUIT, token)
    return Card(rank, suit)


def parse_cards(
    text: str, *, lang: str = "en", count: int | Collection[int] | None = None
) -> list[Card]:
    """The distinct cards in `text` (spaces or commas between them), checked against `count`."""
    _check_language(lang)
    tokens = [t for t in _SEPARATORS.split(text.translate(_VARIATION_SELECTORS)) if t]
    cards: list[Card] = []
    for token in tokens:
        card = parse_card(token, lang=lang)
        if card in cards:
            raise CardError(CardErrorReason.DUPLICATE, token)
        cards.append(card)
    wanted = (count,) if isinstance(count, int) else tuple(sorted(count or ()))
    if not cards and not wanted:
        raise CardError(CardErrorReason.EMPTY)
    if wanted and len(cards) not in wanted:
        raise CardError(CardErrorReason.WRONG_COUNT, expected=wanted, got=len(cards))
    return cards


def format_cards(cards: Sequence[Card]) -> str:
    """The canonical codes, space separated (`5H 5D JS`)."""
    return " ".join(map(str, cards))
