"""A game won by default against a latecomer (« /soiree ajouter Fay » during a round: the
round's bye turned into a win against her lost first game) is no meeting: the two never sat
together, and the rotation counted it as one, so it would rather replay a game played than
seat them (`Table.met`). The seeded nights of `test_night14_latecomer_repeats` check it too:
their brute force counts games played only."""

from __future__ import annotations

from collections import Counter

from bot.drills.night import Format, Table, byes_had, draw, latecomer_table
from bot.drills.night_rotation import night_pairs


def test_a_bye_turned_into_a_win_is_no_meeting() -> None:
    five = [(f"p{i}",) for i in range(1, 6)]
    round1 = draw(five, 1)
    fay = latecomer_table(round1, 1, ("p6",), 121)
    assert fay.turned and fay.met is None and byes_had([fay]) == Counter({fay.a: 1})
    game = Table(1, 1, five[0], five[1], (121, 90), True)
    assert game.met == frozenset((five[0], five[1])) and Table(1, 0, five[0], None).met is None


def test_the_rotation_seats_them_together_rather_than_replay_a_game() -> None:
    """Six on the list after Fay's round-1 forfeit against Ann's bye: round 6, each having
    played everyone else once, seats Ann against Fay (before: a game replayed instead)."""
    sides = [(f"p{i}",) for i in range(1, 7)]
    ann, fay = sides[0], sides[5]
    circle = [draw(sides, r) for r in range(1, 6)]
    # round 1's Ann-Fay is the game won by default: every other pair played once
    earlier = [
        Table(t.round, t.table, t.a, t.b, (121, 100), True, turned=(t.a, t.b) == (ann, fay))
        for tables in circle
        for t in tables
    ]
    pairs = night_pairs(Format.FADOQ, sides, 6, earlier, sides, 6)
    seated = {frozenset((sides[a], sides[b])) for a, b in pairs if b is not None}
    assert (ann, fay) == (earlier[0].a, earlier[0].b)
    assert frozenset((ann, fay)) in seated
