"""The card patterns of a lay-away in the discard challenge: its costly habits, and an
example lay-away that shows none.

Pure: no Telegram, no text, no I/O. Habits are named from the cards alone (what was laid
away and kept, against the best lay-away of `bot.drills.ecart`'s grade): giving a five, a
pair or a fifteen to the opponent's crib, breaking a run, splitting a pair, keeping a
four-card flush over points, starving one's own crib of fives. `example_discard` picks the
cards that show how to type a lay-away without reading as advice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from enum import StrEnum
from itertools import combinations
from typing import TYPE_CHECKING, Final

from bot.engine.cards import Card
from bot.engine.show import FIFTEEN, HAND_SIZE, RUN_MIN_LENGTH
from bot.engine.themes import FIVE_RANK
from bot.engine.themes import longest_run as longest_rank_run

if TYPE_CHECKING:
    from bot.drills.ecart import Challenge


class Habit(StrEnum):
    """A costly pattern in a lay-away, in the order ties are named."""

    FIVE_TO_OPPONENT = "five_to_opponent"
    PAIR_TO_OPPONENT = "pair_to_opponent"
    FIFTEEN_TO_OPPONENT = "fifteen_to_opponent"
    BREAKING_RUN = "breaking_run"
    SPLITTING_PAIR = "splitting_pair"
    FLUSH_OVER_POINTS = "flush_over_points"
    STARVING_OWN_CRIB = "starving_own_crib"


HABITS: Final = tuple(Habit)


def example_discard(cards: Sequence[Card], lay_away: int) -> tuple[Card, ...]:
    """`lay_away` of the dealt `cards` to show how to type a lay-away (« par exemple 3♦ 9♦
    »), as far apart as shown (the two lowest of a sorted deal read as advice to the dealer)
    and reading as no advice (no five, no pair, no fifteen) when the deal has such; else the
    first ones dealt."""
    spread = sorted(combinations(range(len(cards)), lay_away), key=lambda at: at[0] - at[-1])
    picks = (tuple(cards[i] for i in at) for at in spread)
    plain = (p for p in picks if _fives(p) == 0 and not is_pair(p) and not is_fifteen(p))
    return next(plain, tuple(cards[:lay_away]))


def _ranks(cards: Iterable[Card]) -> Counter[int]:
    return Counter(c.rank for c in cards)


def longest_run(cards: Iterable[Card]) -> int:
    """The length of the longest run of consecutive ranks among `cards` (1 without one)."""
    return longest_rank_run(c.rank for c in cards)


def is_pair(cards: Sequence[Card]) -> bool:
    """Two cards of one rank."""
    return len(cards) == 2 and cards[0].rank == cards[1].rank


def is_fifteen(cards: Sequence[Card]) -> bool:
    """Two cards worth fifteen together."""
    return len(cards) == 2 and sum(c.value for c in cards) == FIFTEEN


def is_flush(cards: Sequence[Card]) -> bool:
    """Four kept cards of one suit."""
    return len(cards) == HAND_SIZE and len({c.suit for c in cards}) == 1


def _fives(cards: Iterable[Card]) -> int:
    return sum(1 for c in cards if c.rank == FIVE_RANK)


def find_habits(
    challenge: Challenge, discard: Sequence[Card], best: Sequence[Card]
) -> tuple[Habit, ...]:
    """The habits a lay-away shows against the best one (call it for a costly choice only)."""
    keep = [c for c in challenge.cards if c not in discard]
    best_keep = [c for c in challenge.cards if c not in best]
    found: list[Habit] = []
    if not challenge.dealer:
        if _fives(discard) > _fives(best):
            found.append(Habit.FIVE_TO_OPPONENT)
        if is_pair(discard) and not is_pair(best):
            found.append(Habit.PAIR_TO_OPPONENT)
        if is_fifteen(discard) and not is_fifteen(best):
            found.append(Habit.FIFTEEN_TO_OPPONENT)
    best_run = longest_run(best_keep)
    if best_run >= RUN_MIN_LENGTH and longest_run(keep) < best_run:
        found.append(Habit.BREAKING_RUN)
    kept, best_kept = _ranks(keep), _ranks(best_keep)
    if any(n >= 2 and 0 < kept[r] < n for r, n in best_kept.items()):
        found.append(Habit.SPLITTING_PAIR)
    if is_flush(keep) and not is_flush(best_keep):
        found.append(Habit.FLUSH_OVER_POINTS)
    if challenge.dealer and _fives(discard) < _fives(best):
        found.append(Habit.STARVING_OWN_CRIB)
    return tuple(found)
