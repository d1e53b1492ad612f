"""A player absent from the first round of a night, back for the second: the round 1 tables
were drawn without him (he was no side yet), and the rounds after took the circle of all the
sides as it was, so the first round robin seated again two players who had met and left him
one opponent short (a `jeux50` night of five, Eve absent from round 1: « Ben - Cat » twice in
rounds 1 to 5, and Eve met Cat once in the whole night, every other pair twice). The first
round robin now plays the round robin whose one round is round 1's: nobody meets twice in it,
and the player back meets everyone (but the one who had the bye of round 1, with an even
count)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from bot.drills.night import Format, Side, Table, circle, draw, rounds_of
from bot.drills.night_rotation import night_pairs, turn_bye


def night_with_a_late_side(
    fmt: Format, count: int, late: int, games: int = 0, *, listed: bool = False
) -> list[Table]:
    """Every round of a night of `count` players, player `late` absent from round 1 only (as
    `NightState.sides` has it: a side of the list sitting round 1 out when marked absent
    before it, `listed`, else no side of round 1; a side again from round 2)."""
    players: list[Side] = [(f"p{i}",) for i in range(count)]
    tables: list[Table] = []
    r = 1
    while True:
        away = [players[late]] if r == 1 and listed else []
        sides = (
            [s for i, s in enumerate(players) if i != late] if r == 1 and not listed else players
        )
        total = games or rounds_of(fmt, len(sides), games)
        if r > total:
            return tables
        pairs = night_pairs(fmt, sides, r, tables, sides, total, away)
        drawn = draw(sides, r, absent=away, pairs=pairs)
        if fmt is not Format.JEUX50:
            drawn = turn_bye(drawn, tables, sides)
        tables += drawn
        r += 1


def meetings(tables: list[Table], last: int) -> Counter[frozenset[str]]:
    return Counter(
        frozenset((t.a[0], t.b[0])) for t in tables if t.b is not None and t.round <= last
    )


@pytest.mark.parametrize("listed", [False, True])
@pytest.mark.parametrize("count", [5, 6, 7, 8, 9, 10])
@pytest.mark.parametrize("late", [0, 2, -1])
def test_the_first_round_robin_takes_the_late_player_in(
    count: int, late: int, listed: bool
) -> None:
    late %= count
    tables = night_with_a_late_side(Format.JEUX50, count, late, listed=listed)
    per_pass = len(circle(count))
    first = meetings(tables, per_pass)
    assert max(first.values()) == 1, sorted(first.items())  # nobody meets twice in it
    back = f"p{late}"
    (bye,) = [t.a[0] for t in tables if t.round == 1 and t.b is None] or [back]
    opponents = {p for pair in first if back in pair for p in pair} - {back}
    everyone = {f"p{i}" for i in range(count)} - {back, bye}
    assert opponents >= everyone, (back, sorted(opponents))
    whole = meetings(tables, 2 * per_pass)
    missed = {frozenset(pair) for pair in combinations(sorted(everyone | {back, bye}), 2)}
    assert all(whole[pair] >= 1 for pair in missed)
    if count % 2:  # with an odd count, round 1's bye was the late player's: all meet twice
        assert set(whole.values()) == {2}, sorted(whole.items())
    for r in range(1, 2 * per_pass):  # no table of a round sits again in the next one
        one, next_one = (set(meetings([t for t in tables if t.round == k], k)) for k in (r, r + 1))
        assert not one & next_one, (r, one & next_one)


@pytest.mark.parametrize("listed", [False, True])
@pytest.mark.parametrize("fmt", [Format.FADOQ, Format.ACC])
@pytest.mark.parametrize("count", [5, 7, 8])
def test_a_rotation_night_takes_the_late_player_in(fmt: Format, count: int, listed: bool) -> None:
    per_pass = len(circle(count))
    tables = night_with_a_late_side(fmt, count, 1, games=per_pass, listed=listed)
    first = meetings(tables, per_pass)
    assert max(first.values()) == 1, sorted(first.items())
