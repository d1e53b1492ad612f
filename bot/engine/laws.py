"""The laws of counting a show, the same in every drill and in the whole game.

A counter announces a total; the true value comes from the engine's breakdown. Then:

- **exact**: the counter pegs the true value;
- **short** (under-count): the counter pegs what they claimed; with muggins on, the opponent may
  call « Muggins! » and take the missed points (ACC rule 10: a caller is entitled to the lesser
  of what they claim and what was really missed); with muggins off, the missed points are lost;
- **over** (over-count): corrected, the counter pegs the true value; the excess is pegged by
  nobody (« corrigés seulement », the seeds' law and the default for FADOQ and classic rules)
  or by the opponent (`excess_to_opponent`: Hoyle; the ACC's rule 8.4), a named choice.

His heels (a jack turned as starter) is 2 for the dealer, pegged at once, and never subject to
muggins. Nothing here knows about text or Telegram: callers explain, this module settles.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

NINETEEN = 19
"""Players announce a zero hand as « dix-neuf » / "nineteen": no hand can score 19."""
MAX_SHOW = 29
"""The most a hand or a crib can score (three fives and the jack, the fourth five turned)."""
IMPOSSIBLE_SHOWS = frozenset({19, 25, 26, 27})
"""Totals no hand and no crib can reach (checked against the engine's enumeration)."""


def claimable(claimed: int) -> tuple[int, ...]:
    """The muggins claims that could be right after a count of `claimed`: each n >= 1 such
    that `claimed + n` is a total a show can reach (the keyboard of a claim offers these)."""
    found = tuple(
        n for n in range(1, MAX_SHOW - claimed + 1) if claimed + n not in IMPOSSIBLE_SHOWS
    )
    return found or (1,)


class CountVerdict(StrEnum):
    """How a claimed total compares with the show's true value."""

    EXACT = "exact"
    SHORT = "short"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Settlement:
    """What one counted show pegs for the counter and for the opponent."""

    verdict: CountVerdict
    points: int
    """The show's true value."""
    claimed: int
    """What the counter announced (a 19 for a zero hand is read as 0 by `claimed_total`)."""
    counter: int
    """What the counter pegs."""
    muggins: int
    """Points the opponent may take by calling muggins (0 unless short and muggins is on)."""
    excess: int
    """Points the opponent pegs for an over-count (0 unless over)."""

    @property
    def missed(self) -> int:
        """Points the counter left out, whoever takes them."""
        return max(0, self.points - self.claimed)

    @property
    def opponent(self) -> int:
        """What the opponent pegs when a muggins call (if any) takes everything it may."""
        return self.muggins + self.excess


def claimed_total(claimed: int) -> int:
    """A call read as players mean it: « 19 » announces a zero hand, whatever the hand holds."""
    return 0 if claimed == NINETEEN else claimed


def settle_count(
    points: int, claimed: int, *, muggins: bool = True, excess_to_opponent: bool = False
) -> Settlement:
    """Settle a counter's announced total against the true value of the show; an over-count's
    excess goes to the opponent only under the ACC's law (`excess_to_opponent`)."""
    if points < 0 or claimed < 0:
        raise ValueError("points and claims are never negative")
    if claimed == points:
        return Settlement(CountVerdict.EXACT, points, claimed, points, 0, 0)
    if claimed < points:
        taken = points - claimed if muggins else 0
        return Settlement(CountVerdict.SHORT, points, claimed, claimed, taken, 0)
    excess = claimed - points if excess_to_opponent else 0
    return Settlement(CountVerdict.OVER, points, claimed, points, 0, excess)


def muggins_award(missed: int, claim: int) -> int:
    """ACC rule 10: the caller pegs the lesser of the claim and what was really missed."""
    if missed < 0 or claim < 0:
        raise ValueError("missed points and claims are never negative")
    return min(missed, claim)
