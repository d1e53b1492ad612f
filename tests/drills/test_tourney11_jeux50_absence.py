"""A `jeux50` night (each pair meets twice) of seven on the list, one absent from round 3
on: each round leaves the absent player's opponent alone with the odd one out, and the round
robin paired those two, so that three pairs met four times over the night while others met
once. The sides present are now seated so that those who met fewest meet (byes as fairly
shared): nobody meets anyone more than three times."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.drills.night import Format, Table, draw, rounds_of
from bot.drills.night_rotation import night_pairs


def play(count: int, absent_from: int, who: int) -> list[Table]:
    sides = list(range(1, count + 1))
    total = rounds_of(Format.JEUX50, count, 0)
    drawn: list[Table] = []
    for r in range(1, total + 1):
        absent = [who] if r >= absent_from else []
        pairs = night_pairs(Format.JEUX50, sides, r, drawn, sides, total, absent)
        drawn += draw(sides, r, absent=absent, pairs=pairs)
    return drawn


@pytest.mark.parametrize(("count", "absent_from", "who"), [(7, 3, 2), (7, 5, 4), (9, 2, 5)])
def test_an_absence_does_not_make_a_few_pairs_meet_four_times(
    count: int, absent_from: int, who: int
) -> None:
    drawn = play(count, absent_from, who)
    met = Counter(frozenset((t.a, t.b)) for t in drawn if t.b is not None)
    assert max(met.values()) <= 3, met.most_common(4)
    byes = Counter(t.a for t in drawn if t.b is None)
    assert max(byes.values(), default=0) <= 1, byes
    for r in range(1, max(t.round for t in drawn) + 1):
        seated = [s for t in drawn if t.round == r for s in (t.a, t.b) if s is not None]
        assert len(seated) == len(set(seated)), (r, seated)
        assert r < absent_from or who not in seated, (r, seated)


def test_a_night_without_absence_is_as_before() -> None:
    drawn = play(7, 99, 2)
    met = Counter(frozenset((t.a, t.b)) for t in drawn if t.b is not None)
    assert set(met.values()) == {2} and len(met) == 21
