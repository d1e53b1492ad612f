"""The laws of counting: under, over, exact, muggins on and off, ACC rule 10."""

from __future__ import annotations

import pytest

from bot.engine.enumerate import impossible_scores, show_histogram
from bot.engine.laws import (
    IMPOSSIBLE_SHOWS,
    MAX_SHOW,
    CountVerdict,
    claimable,
    claimed_total,
    muggins_award,
    settle_count,
)


@pytest.mark.parametrize(
    ("points", "claimed", "muggins", "verdict", "counter", "taken", "excess"),
    [
        (16, 16, True, CountVerdict.EXACT, 16, 0, 0),
        (16, 13, True, CountVerdict.SHORT, 13, 3, 0),
        (16, 13, False, CountVerdict.SHORT, 13, 0, 0),
        (2, 29, True, CountVerdict.OVER, 2, 0, 0),  # the seeds' law: corrected only
        (2, 29, False, CountVerdict.OVER, 2, 0, 0),
        (0, 0, True, CountVerdict.EXACT, 0, 0, 0),
        (29, 0, True, CountVerdict.SHORT, 0, 29, 0),
    ],
)
def test_settle_count(
    points: int,
    claimed: int,
    muggins: bool,
    verdict: CountVerdict,
    counter: int,
    taken: int,
    excess: int,
) -> None:
    s = settle_count(points, claimed, muggins=muggins)
    assert (s.verdict, s.counter, s.muggins, s.excess) == (verdict, counter, taken, excess)


@pytest.mark.parametrize(("muggins"), [True, False])
def test_under_the_acc_s_rule_the_excess_goes_to_the_opponent(muggins: bool) -> None:
    s = settle_count(2, 29, muggins=muggins, excess_to_opponent=True)
    assert (s.verdict, s.counter, s.muggins, s.excess) == (CountVerdict.OVER, 2, 0, 27)
    assert settle_count(16, 13, muggins=muggins, excess_to_opponent=True).excess == 0


def test_always_29_never_gains() -> None:
    """Whatever the hand, over-claiming pegs the true value and hands the excess over."""
    for points in range(30):
        if points in (19, 25, 26, 27):
            continue
        s = settle_count(points, 29)
        assert s.counter == points
        assert s.counter - s.opponent <= points


def test_nineteen_is_zero() -> None:
    assert claimed_total(19) == 0
    assert claimed_total(12) == 12


@pytest.mark.parametrize(("missed", "claim", "award"), [(3, 3, 3), (3, 5, 3), (3, 1, 1), (0, 4, 0)])
def test_muggins_award_is_the_lesser(missed: int, claim: int, award: int) -> None:
    assert muggins_award(missed, claim) == award


def test_negative_refused() -> None:
    with pytest.raises(ValueError):
        settle_count(-1, 0)
    with pytest.raises(ValueError):
        muggins_award(1, -1)


def test_the_claimable_totals_are_the_ones_a_show_can_reach() -> None:
    """`claimable` skips exactly the totals the enumeration of every hand and crib never
    reaches, and stops at the most a show scores."""
    for crib in (False, True):
        histogram = show_histogram(crib=crib)
        assert max(histogram) == MAX_SHOW
        assert set(impossible_scores(histogram)) == IMPOSSIBLE_SHOWS
    assert claimable(0) == tuple(n for n in range(1, 30) if n not in (19, 25, 26, 27))
    assert claimable(15)[-1] == 14 and 4 not in claimable(15)  # 15 + 4 = 19
    assert claimable(29) == (1,)
