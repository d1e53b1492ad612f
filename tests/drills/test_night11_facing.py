"""`facing`: the table where two sides face each other (a swap of them changes nothing)."""

from __future__ import annotations

from bot.drills.night import Table, facing

TABLES = [
    Table(1, 1, ("p1",), ("p2",)),
    Table(1, 2, ("p3",), ("p4",)),
    Table(1, 0, ("p5",), None),
]


def test_opponents_face_each_other_either_way() -> None:
    assert facing(TABLES, ("p1",), ("p2",)) == 1
    assert facing(TABLES, ("p4",), ("p3",)) == 2


def test_sides_at_two_tables_or_the_bye_do_not() -> None:
    assert facing(TABLES, ("p1",), ("p3",)) is None
    assert facing(TABLES, ("p5",), ("p1",)) is None
