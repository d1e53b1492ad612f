"""A FADOQ night of six, Ben absent from round 2: the bye his absence left (Cat's) went to the
last in the standings, Rita, and Cat took her seat against Dan, whom he had played in round 1
(« Ronde 2 — table 2, contre Dan Cyr » twice running). The bye now goes to the lowest placed
whose seat does not replay an earlier game, when there is one."""

from __future__ import annotations

from bot.drills.night import Format, Side, Table, draw
from bot.drills.night_rotation import night_pairs, turn_bye

ANN, BEN, CAT, DAN, EVE, RITA = (("a",), ("b",), ("c",), ("d",), ("e",), ("r",))
SIDES: list[Side] = [ANN, BEN, CAT, DAN, EVE, RITA]


def met(tables: list[Table]) -> list[frozenset[Side]]:
    return [frozenset((t.a, t.b)) for t in tables if t.b is not None]


def test_the_bye_an_absence_leaves_does_not_make_a_rematch() -> None:
    first = [
        Table(1, 1, ANN, RITA, (121, 68), True),
        Table(1, 2, BEN, EVE, (121, 96), True),
        Table(1, 3, CAT, DAN, (121, 114), True),
    ]
    placed = [ANN, BEN, CAT, DAN, EVE, RITA]  # Rita last
    pairs = night_pairs(Format.FADOQ, SIDES, 2, first, placed, 3, [BEN])
    drawn = turn_bye(draw(SIDES, 2, absent=[BEN], pairs=pairs), first, placed, absence=True)
    assert not set(met(drawn)) & set(met(first)), [(t.a, t.b) for t in drawn]
    seated = [s for t in drawn for s in (t.a, t.b) if s is not None]
    assert sorted(seated) == sorted(s for s in SIDES if s != BEN)
    assert sum(t.b is None for t in drawn) == 1
