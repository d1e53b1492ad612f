"""A bye turned into a game won by default when a latecomer joins (`latecomer_table`: « /soiree
ajouter Fay » during a round with a bye) is a bye for the rotation: the side that had it does
not get another bye while a side seated with it has had none. Checked over many nights of 3
to 9 players, seeded, latecomers and absences drawn at random."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from bot.drills.night import Side, byes_had, draw, forfeits, latecomer_table, turned_byes
from bot.drills.night_state import NextRound, NightState
from tests.drills.night_records import Night, Player, Stored, stored

State = NightState[Night, Player, Stored]
TARGET = 121


def play(seed: int) -> list[tuple[int, Side, Counter[Side], set[Side]]]:
    """One night drawn from `seed`: each bye given, as (round, side, the byes each side had
    before that round, a bye turned into a win counted, the sides seated in that round)."""
    rng = random.Random(seed)
    count = rng.choice([3, 5, 7, 9])
    games = rng.choice([6, 8, 9, 12])
    night = Night(format="custom", ranking=rng.choice(["fadoq", "acc"]), games=games)
    players = [Player(f"p{i}", i, f"P{i}", None) for i in range(1, count + 1)]
    tables: list[Stored] = []
    won_byes: list[tuple[int, Side]] = []  # (round, side): a bye turned into a game
    given: list[tuple[int, Side, Counter[Side], set[Side]]] = []
    while isinstance(drawn := State(night, players, tables).next_round(), NextRound):
        r = drawn.number
        before = Counter(t.a for t in tables if t.b is None)
        before.update(side for round_, side in won_byes)
        seated = {s for t in drawn.tables for s in (t.a, t.b) if s is not None}
        given += [(r, t.a, before, seated) for t in drawn.tables if t.b is None and t.score is None]
        tables += [stored(t) for t in drawn.tables]
        for _ in range(rng.choice([0, 0, 0, 1, 1, 2])):  # latecomers, during the round
            number = len(players) + 1
            players.append(Player(f"p{number}", number, f"P{number}", None, late=2))
            now = [t.model for t in tables if t.round == r]
            table = latecomer_table(now, r, (f"p{number}",), TARGET)
            if table.b is not None:  # the round's bye (won, or lost by a late side) turned
                tables = [t for t in tables if not (t.round == r and t.b is None)]
                won_byes.append((r, table.a))
            tables.append(stored(table))
        if rng.random() < 0.2:  # someone absent from the next round on, or back
            who = rng.randrange(len(players))
            players[who] = replace(players[who], absent=not players[who].absent)
        for i, t in enumerate(tables):
            if t.round == r and t.b is not None and t.score is None:
                loser = rng.randint(40, 120)
                score = (TARGET, loser) if rng.random() < 0.5 else (loser, TARGET)
                tables[i] = replace(t, score=score, confirmed=True)
    return given


@pytest.mark.parametrize("first", range(0, 600, 100))
def test_a_bye_turned_into_a_win_is_a_bye_for_the_rotation(first: int) -> None:
    for seed in range(first, first + 100):
        for round_, side, before, seated in play(seed):
            fewest = min(before[s] for s in seated)
            assert before[side] == fewest, (seed, round_, side, before[side], fewest)


def test_the_bye_turned_is_read_back_from_the_tables_as_stored() -> None:
    """Five on the list, Eve's bye in round 1 turned into a win against Fay (number 6), then
    Gil (number 7) losing his own bye: Eve's game is her bye; a late player's game lost by
    default at a table drawn is no bye of their opponent's."""
    sides = [(f"p{i}",) for i in range(1, 6)]
    drawn = draw(sides, 1)
    (bye,) = [t for t in drawn if t.b is None]
    fay = latecomer_table(drawn, 1, ("p6",), TARGET)
    round1 = [*(t for t in drawn if t.b is not None), fay]
    gil = latecomer_table(round1, 1, ("p7",), TARGET)
    number = {f"p{i}": i for i in range(1, 8)}
    read = turned_byes([*round1, gil], number, TARGET)
    assert [t for t in read if t.turned] == [replace(fay, turned=True)]
    assert byes_had(read) == Counter({bye.a: 1, ("p7",): 1})
    late, _ = forfeits(draw(sides[:4], 1), {("p4",)}, TARGET)
    assert not any(t.turned for t in turned_byes(late, number, TARGET))
    assert byes_had(turned_byes(late, number, TARGET)) == Counter()
