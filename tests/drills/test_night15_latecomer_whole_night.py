"""After a latecomer (« /soiree ajouter Fay » during a round), do the rounds after hers replay
more tables than any seating of those rounds could? Each round is seated on its own
(`after_latecomer`: the fewest meetings replayed that round), so a round could have painted
the next ones into a corner. An exact search over every seating of every round after hers
(byes to a side with the fewest, as the night's rule gives them) says not: measured over 300
seeded nights of five and seven players (`python -m tests.drills.test_night15_latecomer_whole_night
300`, from the worktree), 239 replay a table after the latecomer and none could replay fewer;
45 never seat her against the side whose bye became her game lost by default, and each of
those could as well at the same count, another pair then never meeting: no fewer repeats."""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Iterator

import pytest

from bot.drills.night import Side
from tests.drills.test_night14_latecomer_repeats import play

Seat = frozenset[Side]
Seating = tuple[list[Seat], Side | None]


def nights(count: int) -> Iterator[tuple[int, str, int, int, int]]:
    """`count` seeded nights: players, format, rounds, the latecomer's round, the seed."""
    rng = random.Random(15)
    for seed in range(count):
        players = rng.choice([5, 7])
        fmt = rng.choice(["fadoq", "acc", "custom"])
        games = {"fadoq": 6, "acc": 9}.get(fmt) or rng.choice([6, 8, 10, 12])
        yield players, fmt, games, rng.randint(1, 3), seed


def seatings(sides: list[Side]) -> Iterator[Seating]:
    """Every way of seating the sides two by two, one bye when they are odd."""
    if not sides:
        yield [], None
        return
    first, rest = sides[0], sides[1:]
    if len(sides) % 2:
        for tables, _ in seatings(rest):
            yield tables, first
    for k, other in enumerate(rest):
        for tables, bye in seatings(rest[:k] + rest[k + 1 :]):
            yield [frozenset((first, other)), *tables], bye


def fewest_repeats(
    sides: list[Side], met: Counter[Seat], byes: Counter[Side], rounds: int, limit: int
) -> int:
    """The fewest tables `rounds` rounds can seat again (pairs `met` before), byes to a side
    with the fewest; `limit` when none seats fewer (branch and bound: a side with g games
    left and u sides not met yet replays g - u at least, a replay counting for two sides)."""
    every = list(seatings(sides))
    best = limit

    def bound(met: Counter[Seat], byes: Counter[Side], left: int) -> int:
        need = 0
        for s in sides:
            games = left
            if len(sides) % 2:  # a second bye waits for each side at its count
                level = sum(1 for o in sides if byes[o] <= byes[s])
                games = left - (1 + (left - 1) // level)
            unmet = sum(1 for o in sides if o != s and not met[frozenset((s, o))])
            need += max(0, games - unmet)
        return (need + 1) // 2

    def go(r: int, met: Counter[Seat], byes: Counter[Side], repeats: int) -> None:
        nonlocal best
        if r == rounds:
            best = min(best, repeats)
            return
        if repeats + bound(met, byes, rounds - r) >= best:
            return
        low = min(byes[s] for s in sides)
        options = sorted(
            (sum(1 for t in tables if met[t]), i)
            for i, (tables, bye) in enumerate(every)
            if bye is None or byes[bye] == low
        )
        for k, i in options:
            if repeats + k >= best:
                break
            tables, bye = every[i]
            then, had = met.copy(), byes.copy()
            then.update(tables)
            if bye is not None:
                had[bye] += 1
            go(r + 1, then, had, repeats + k)

    go(0, met, Counter({s: byes[s] for s in sides}), 0)
    return best


def measured(night: tuple[int, str, int, int, int]) -> tuple[int, int]:
    """The tables the night seated again after its latecomer's round, and the fewest any
    seating of those rounds could."""
    count, fmt, games, late, seed = night
    tables = play(count, fmt, games, late, seed)
    last = max(t.round for t in tables)
    met: Counter[Seat] = Counter()
    byes: Counter[Side] = Counter()
    repeats = 0
    then = (met.copy(), byes.copy())
    for r in range(1, last + 1):
        for t in (t for t in tables if t.round == r):
            if t.b is None or t.turned:  # a bye, or one turned into a win: that side's bye
                byes[t.a] += 1
                continue
            seat = frozenset((t.a, t.b))
            repeats += int(r > late and met[seat] > 0)
            met[seat] += 1
        if r == late:
            then = (met.copy(), byes.copy())
    sides = sorted({s for t in tables if t.round == last for s in (t.a, t.b) if s is not None})
    return repeats, fewest_repeats(sides, *then, last - late, repeats)


def test_the_search_finds_the_fewest() -> None:
    """The search itself: six sides for six rounds replay three tables at least (15 pairs, 18
    tables), five sides two; a round seated already, four more rounds of six replay none."""
    six, five = [(p,) for p in "abcdef"], [(p,) for p in "abcde"]
    assert fewest_repeats(six, Counter(), Counter(), 6, 99) == 3
    assert fewest_repeats(five, Counter(), Counter(), 6, 99) == 2
    round1 = Counter([frozenset(six[:2]), frozenset(six[2:4]), frozenset(six[4:])])
    assert fewest_repeats(six, round1, Counter(), 4, 99) == 0
    assert fewest_repeats(six, round1, Counter(), 4, 0) == 0  # none fewer than the limit


@pytest.mark.parametrize("night", list(nights(24)))
def test_no_seating_of_the_rounds_after_a_latecomer_replays_fewer(
    night: tuple[int, str, int, int, int],
) -> None:
    repeats, fewest = measured(night)
    assert repeats == fewest, night


if __name__ == "__main__":
    seen = [measured(night) for night in nights(int(sys.argv[1]) if len(sys.argv) > 1 else 300)]
    again = sum(1 for repeats, _ in seen if repeats)
    fewer = sum(1 for repeats, fewest in seen if fewest < repeats)
    print(f"{len(seen)} nights: {again} replay a table after the latecomer, {fewer} could fewer")
