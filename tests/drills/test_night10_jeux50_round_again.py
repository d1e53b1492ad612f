"""A `jeux50` night of seven on the list, one absent for some rounds: once every pair of the
six present had met, the round robin's round 7 seated round 5's three tables again (the
same opponents as two rounds before), where other tables, as evened, met longer ago. Of the
ways of seating the players present that replay as few meetings, the one whose meetings are
the oldest is drawn: no round of the first round robin seats every table of one of the two
rounds before it again (a round further back may, once every pair present has met: its
meetings are the oldest)."""

from __future__ import annotations

import pytest

from bot.drills.night import Format, Table, draw, rounds_of
from bot.drills.night_rotation import night_pairs

COUNT = 7


def play(who: int, first: int, last: int) -> list[Table]:
    """The night drawn round after round, `who` absent from round `first` to `last`."""
    sides = list(range(1, COUNT + 1))
    total = rounds_of(Format.JEUX50, COUNT, 0)
    drawn: list[Table] = []
    for r in range(1, total + 1):
        absent = [who] if first <= r <= last else []
        pairs = night_pairs(Format.JEUX50, sides, r, drawn, sides, total, absent)
        drawn += draw(sides, r, absent=absent, pairs=pairs)
    return drawn


def meetings(drawn: list[Table], round_: int) -> set[frozenset[int]]:
    return {frozenset((t.a, t.b)) for t in drawn if t.round == round_ and t.b is not None}


def test_round_7_does_not_seat_round_5_again() -> None:
    """Player 2 absent from round 3 on: round 7 was 1-3, 4-7, 5-6, as round 5."""
    drawn = play(2, 3, 14)
    assert meetings(drawn, 7) != meetings(drawn, 5), sorted(map(sorted, meetings(drawn, 7)))


@pytest.mark.parametrize("who", range(1, COUNT + 1))
@pytest.mark.parametrize("first", range(1, COUNT + 1))
@pytest.mark.parametrize("last", [COUNT, 2 * COUNT])
def test_no_round_of_the_first_round_robin_seats_one_of_the_two_before_again(
    who: int, first: int, last: int
) -> None:
    drawn = play(who, first, last)
    for r in range(2, COUNT + 1):  # the first round robin
        now = meetings(drawn, r)
        for earlier in range(max(1, r - 2), r):
            assert len(now) < 2 or now != meetings(drawn, earlier), (r, earlier, sorted(now))


def test_round_8_does_not_seat_round_7_again() -> None:
    """Player 2 absent from rounds 1 and 2 only: the second round robin, as the first was
    played, seated round 7's three tables again at round 8 (the same opponents two rounds
    running)."""
    drawn = play(2, 1, 2)
    assert meetings(drawn, 8) != meetings(drawn, 7), sorted(map(sorted, meetings(drawn, 8)))


def test_no_round_of_the_night_seats_one_of_the_two_before_again() -> None:
    """Every absence of one player, from any round to any later one (or to the end)."""
    for who in range(1, COUNT + 1):
        for first in range(1, 2 * COUNT + 1):
            for last in range(first, 2 * COUNT + 1):
                drawn = play(who, first, last)
                for r in range(2, 2 * COUNT + 1):
                    now = meetings(drawn, r)
                    for earlier in range(max(1, r - 2), r):
                        same = len(now) >= 2 and now == meetings(drawn, earlier)
                        assert not same, (who, first, last, r, earlier)
