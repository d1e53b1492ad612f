"""Themes: what a show, a card of the play or a deal to lay away is about, read from the engine.

A theme names one thing a player can miss or get wrong (his nobs, a double run, the crib's
flush rule, a pair royal in the play, balking the opponent's crib). Themes come from the
engine's breakdown (`bot.engine.show.Score`, `bot.engine.pegging.score_play`) or, for the
lay-away, from the dealt cards alone, so they are the same for a question and for its copy
with the suits relabelled and the cards in another order.

    show_themes(score, crib=False)          # the themes of a counted hand or crib
    play_themes(pile, score)                # the themes of one card of the play
    lay_away_themes(cards, dealer=True)     # the themes of six (or five) dealt cards

Pure: no text, no I/O.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from enum import StrEnum
from functools import lru_cache
from itertools import pairwise
from typing import Final

from bot.engine.cards import JACK, Card
from bot.engine.show import (
    FIFTEEN,
    RUN_MIN_LENGTH,
    SHOWS_KEPT,
    Combo,
    Kind,
    Score,
    hand_points,
    rank_combos,
)

HIGH_HAND: Final = 20
"""A show worth this much or more is a high hand."""
LONG_FIFTEEN: Final = 3
"""A fifteen of this many cards or more is a long fifteen (easy to overlook)."""
MANY_FIFTEENS: Final = 4
FIVE_RANK: Final = 5
FLUSH_DRAW: Final = 4
"""Four dealt cards of one suit: keeping them is a flush draw."""


class Theme(StrEnum):
    """Every theme, by family: show (hand and crib), play, lay-away."""

    # The show
    FIFTEENS_1 = "fifteens_1"
    FIFTEENS_2 = "fifteens_2"
    FIFTEENS_3 = "fifteens_3"
    FIFTEENS_4 = "fifteens_4"
    LONG_FIFTEEN = "long_fifteen"
    PAIR = "pair"
    PAIR_ROYAL = "pair_royal"
    FOUR_OF_A_KIND = "four_of_a_kind"
    RUN = "run"
    DOUBLE_RUN = "double_run"
    DOUBLE_DOUBLE_RUN = "double_double_run"
    TRIPLE_RUN = "triple_run"
    FLUSH_4 = "flush_4"
    FLUSH_5 = "flush_5"
    CRIB_FLUSH_RULE = "crib_flush_rule"
    NOBS = "nobs"
    ZERO_HAND = "zero_hand"
    HIGH_HAND = "high_hand"
    # The play
    PLAY_15 = "play_15"
    PLAY_31 = "play_31"
    PLAY_PAIR = "play_pair"
    PLAY_PAIR_ROYAL = "play_pair_royal"
    PLAY_RUN = "play_run"
    PLAY_RUN_OUT_OF_ORDER = "play_run_out_of_order"
    GO = "go"
    LAST_CARD = "last_card"
    # The lay-away
    BALKING = "balking"
    KEEPING_FIVES = "keeping_fives"
    SPLITTING_PAIRS = "splitting_pairs"
    BREAKING_RUNS = "breaking_runs"
    FLUSH_DRAWS = "flush_draws"


SHOW_THEMES: Final = tuple(Theme)[: tuple(Theme).index(Theme.HIGH_HAND) + 1]
PLAY_THEMES: Final = tuple(Theme)[len(SHOW_THEMES) : tuple(Theme).index(Theme.LAST_CARD) + 1]
LAY_AWAY_THEMES: Final = tuple(Theme)[len(SHOW_THEMES) + len(PLAY_THEMES) :]
HAND_ONLY: Final = frozenset({Theme.FLUSH_4})
"""A four-card flush scores in a hand, never in a crib."""
CRIB_ONLY: Final = frozenset({Theme.CRIB_FLUSH_RULE})
"""Four of a suit without the starter: a crib scores no flush (a hand would score 4)."""

FIFTEEN_COUNT_THEMES: Final = (Theme.FIFTEENS_1, Theme.FIFTEENS_2, Theme.FIFTEENS_3)
SHOW_KIND_THEMES: Final = {
    Kind.PAIR: Theme.PAIR,
    Kind.PAIR_ROYAL: Theme.PAIR_ROYAL,
    Kind.DOUBLE_PAIR_ROYAL: Theme.FOUR_OF_A_KIND,
    Kind.RUN: Theme.RUN,
    Kind.DOUBLE_RUN: Theme.DOUBLE_RUN,
    Kind.DOUBLE_DOUBLE_RUN: Theme.DOUBLE_DOUBLE_RUN,
    Kind.TRIPLE_RUN: Theme.TRIPLE_RUN,
    Kind.NOBS: Theme.NOBS,
}
PLAY_KIND_THEMES: Final = {
    Kind.FIFTEEN: Theme.PLAY_15,
    Kind.THIRTY_ONE: Theme.PLAY_31,
    Kind.PAIR: Theme.PLAY_PAIR,
    Kind.PAIR_ROYAL: Theme.PLAY_PAIR_ROYAL,
    Kind.DOUBLE_PAIR_ROYAL: Theme.PLAY_PAIR_ROYAL,
    Kind.GO: Theme.GO,
    Kind.LAST_CARD: Theme.LAST_CARD,
}


_PLACE: Final = {theme: place for place, theme in enumerate(Theme)}
"""Each theme's place in `Theme` (iterating the enum itself is slow on the hot path)."""


def _ordered(themes: Iterable[Theme]) -> tuple[Theme, ...]:
    """Themes without repeats, in the order of `Theme`."""
    return tuple(sorted(set(themes), key=_PLACE.__getitem__))


# -- The show --------------------------------------------------------------------------------


def fifteens_theme(count: int) -> Theme | None:
    """The theme for how many fifteens a show holds (none for no fifteen)."""
    if count <= 0:
        return None
    return FIFTEEN_COUNT_THEMES[count - 1] if count < MANY_FIFTEENS else Theme.FIFTEENS_4


def flush_themes(hand: Sequence[Card], starter: Card, *, crib: bool) -> tuple[Theme, ...]:
    """Four- and five-card flushes, and the crib's rule (four of a suit score nothing)."""
    if len({c.suit for c in hand}) != 1:
        return ()
    if starter.suit == hand[0].suit:
        return (Theme.FLUSH_5,)
    return (Theme.CRIB_FLUSH_RULE,) if crib else (Theme.FLUSH_4,)


def show_themes(
    score: Score, hand: Sequence[Card], starter: Card, *, crib: bool = False
) -> tuple[Theme, ...]:
    """The themes of a counted hand (or crib) from its breakdown, in `Theme` order."""
    combos = score.combos
    found: list[Theme] = []
    fifteens = [c for c in combos if c.kind is Kind.FIFTEEN]
    count_theme = fifteens_theme(len(fifteens))
    if count_theme is not None:
        found.append(count_theme)
    if any(len(c.cards) >= LONG_FIFTEEN for c in fifteens):
        found.append(Theme.LONG_FIFTEEN)
    found.extend(SHOW_KIND_THEMES[c.kind] for c in combos if c.kind in SHOW_KIND_THEMES)
    found.extend(flush_themes(hand, starter, crib=crib))
    if score.total == 0:
        found.append(Theme.ZERO_HAND)
    if score.total >= HIGH_HAND:
        found.append(Theme.HIGH_HAND)
    return _ordered(found)


RANK_SHOWS_KEPT: Final = 1024
"""Rank shapes whose themes `show_themes_and_points` keeps (of 6,175)."""


@lru_cache(maxsize=RANK_SHOWS_KEPT)
def _rank_show_themes(ranks: tuple[int, ...]) -> tuple[Theme, ...]:
    """The themes five sorted ranks show whatever their suits (fifteens, pairs, runs)."""
    combos = rank_combos(ranks)
    fifteens = [cards for kind, cards in combos if kind is Kind.FIFTEEN]
    found: list[Theme] = []
    count_theme = fifteens_theme(len(fifteens))
    if count_theme is not None:
        found.append(count_theme)
    if any(cards >= LONG_FIFTEEN for cards in fifteens):
        found.append(Theme.LONG_FIFTEEN)
    found.extend(SHOW_KIND_THEMES[kind] for kind, _ in combos if kind in SHOW_KIND_THEMES)
    return tuple(found)


@lru_cache(maxsize=SHOWS_KEPT)
def show_themes_and_points(
    hand: tuple[Card, ...], starter: Card, *, crib: bool = False
) -> tuple[tuple[Theme, ...], int]:
    """`show_themes` of the show and its total, without building its breakdown: what a
    deal drawn for a theme is checked with, and what the coach reads of each candidate (six
    for a coached deal, the breakdown of one only ever shown). The last `SHOWS_KEPT` are
    kept: a deal is checked when drawn, then read by the coach."""
    found = [*_rank_show_themes(tuple(sorted([c.rank for c in hand] + [starter.rank])))]
    found.extend(flush_themes(hand, starter, crib=crib))
    if any(c.rank == JACK and c.suit == starter.suit for c in hand):
        found.append(Theme.NOBS)
    points = hand_points(hand, starter, crib=crib)
    if points == 0:
        found.append(Theme.ZERO_HAND)
    if points >= HIGH_HAND:
        found.append(Theme.HIGH_HAND)
    return _ordered(found), points


# -- The play --------------------------------------------------------------------------------


def laid_in_order(cards: Sequence[Card]) -> bool:
    """Whether a run's cards were laid going up or going down, one rank at a time."""
    steps = {b.rank - a.rank for a, b in pairwise(cards)}
    return steps in ({1}, {-1})


def play_combo_themes(combo: Combo) -> tuple[Theme, ...]:
    """The theme of one combination of the play."""
    if combo.kind is Kind.RUN:
        ordered = laid_in_order(combo.cards)
        return (Theme.PLAY_RUN if ordered else Theme.PLAY_RUN_OUT_OF_ORDER,)
    theme = PLAY_KIND_THEMES.get(combo.kind)
    return () if theme is None else (theme,)


def play_themes(score: Score) -> tuple[Theme, ...]:
    """The themes of one card of the play, from what it pegs (go and last card included)."""
    return _ordered(t for combo in score.combos for t in play_combo_themes(combo))


# -- The lay-away ----------------------------------------------------------------------------


def longest_run(ranks: Iterable[int]) -> int:
    """The longest stretch of consecutive distinct ranks (1 without a run, 0 without cards)."""
    distinct = sorted(set(ranks))
    best = length = 0
    for i, rank in enumerate(distinct):
        length = length + 1 if i and rank == distinct[i - 1] + 1 else 1
        best = max(best, length)
    return best


def has_two_card_fifteen(cards: Sequence[Card]) -> bool:
    """Two of the cards make fifteen."""
    values = [c.value for c in cards]
    return any(
        values[i] + values[j] == FIFTEEN
        for i in range(len(values))
        for j in range(i + 1, len(values))
    )


def lay_away_themes(cards: Sequence[Card], *, dealer: bool) -> tuple[Theme, ...]:
    """What a deal to lay away is about, from the dealt cards and whose crib it is.

    Balking: the crib is the opponent's and the deal holds a five, a pair or a fifteen that
    must not go to it. Keeping fives: a five is dealt. Splitting pairs: a pair (or more) is
    dealt. Breaking runs: three or more consecutive ranks. Flush draws: four of one suit.
    """
    ranks = Counter(c.rank for c in cards)
    has_pair = any(n >= 2 for n in ranks.values())
    found: list[Theme] = []
    if not dealer and (ranks[FIVE_RANK] or has_pair or has_two_card_fifteen(cards)):
        found.append(Theme.BALKING)
    if ranks[FIVE_RANK]:
        found.append(Theme.KEEPING_FIVES)
    if has_pair:
        found.append(Theme.SPLITTING_PAIRS)
    if longest_run(ranks) >= RUN_MIN_LENGTH:
        found.append(Theme.BREAKING_RUNS)
    if max(Counter(c.suit for c in cards).values()) >= FLUSH_DRAW:
        found.append(Theme.FLUSH_DRAWS)
    return _ordered(found)
