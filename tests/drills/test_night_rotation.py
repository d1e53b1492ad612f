"""The byes of a rotation night longer than a round robin (`bot.drills.night.rotation`).

Before: a FADOQ night of five players played the circle's five rounds, then round 1 again as
round 6: the round-1 bye (the first registered) had a second bye, 242 points without a card
played, and met the same opponents twice in the same order. Now a second bye goes to the
bottom of the standings, nobody has two before everyone has had one, and round 6 is a new
round."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import replace

import pytest

from bot.drills.night import Format, Ranking, Side, Table, circle, draw, pairings, teams
from bot.drills.night_rotation import night_pairs, planned_rounds
from bot.drills.night_standings import standings
from bot.drills.night_state import NextRound, NightState
from tests.drills.night_records import Night, Player, Stored

State = NightState[Night, Player, Stored]


def play_night(night: Night, count: int, score: dict[str, int]) -> list[Stored]:
    """Every round drawn as /soiree draws it, each game won by the side whose first player
    has the higher `score` (the loser scores 100), confirmed before the next draw."""
    players = [Player(f"p{i}", i, f"P{i}", 100 + i) for i in range(1, count + 1)]
    stored: list[Stored] = []
    while isinstance(drawn := State(night, players, stored).next_round(), NextRound):
        for t in drawn.tables:
            result = None
            if t.b is not None:
                a_wins = score[t.a[0]] > score[t.b[0]]
                result = (night.target, 100) if a_wins else (100, night.target)
            stored.append(Stored(t.round, t.table, t.a, t.b, result, t.b is not None))
    return stored


def byes_of(tables: list[Stored]) -> Counter[Side]:
    return Counter(t.a for t in tables if t.b is None)


def rounds_seated(tables: list[Stored]) -> list[frozenset[frozenset[str]]]:
    last = max(t.round for t in tables)
    return [
        frozenset(frozenset(p for s in (t.a, t.b) if s for p in s) for t in tables if t.round == r)
        for r in range(1, last + 1)
    ]


def test_five_players_six_rounds_the_second_bye_goes_to_the_last_placed() -> None:
    # p1 registered first (the old round-1 and round-6 bye) and wins every game
    score = {"p1": 5, "p2": 4, "p3": 3, "p4": 2, "p5": 1}
    tables = play_night(Night(games=6), 5, score)
    assert max(t.round for t in tables) == 6
    first_bye = next(t.a for t in tables if t.round == 1 and t.b is None)
    assert first_bye == ("p1",)
    assert byes_of(tables)[("p1",)] == 1
    sixth_bye = next(t.a for t in tables if t.round == 6 and t.b is None)
    placed = standings(
        Ranking.POINTS, sorted(byes_of(tables)), [t.model for t in tables if t.round < 6], 121
    )
    assert sixth_bye == placed[-1].side == ("p5",)  # the fewest points after round 5
    assert sorted(byes_of(tables).values()) == [1, 1, 1, 1, 2]
    seated = rounds_seated(tables)
    assert len(set(seated)) == 6  # round 6 replays no earlier round


def test_on_equal_standing_the_last_registered_has_the_extra_bye() -> None:
    tables = play_night(Night(games=6), 5, dict.fromkeys(("p1", "p2", "p3", "p4", "p5"), 0))
    standing = standings(
        Ranking.POINTS,
        [(f"p{i}",) for i in range(1, 6)],
        [t.model for t in tables if t.round < 6],
        121,
    )
    last = [s.side for s in standing if s.rank == standing[-1].rank]
    sixth_bye = next(t.a for t in tables if t.round == 6 and t.b is None)
    assert sixth_bye == last[-1]


@pytest.mark.parametrize("players", [6, 10, 14])
def test_doubles_with_an_odd_number_of_teams_share_the_byes(players: int) -> None:
    score = {f"p{i}": -i for i in range(1, players + 1)}
    tables = play_night(Night(doubles=True, games=6), players, score)
    counts = byes_of(tables)
    sides = teams([f"p{i}" for i in range(1, players + 1)], doubles=True)
    assert max(counts[s] for s in sides) - min(counts[s] for s in sides) <= 1
    if players // 2 >= 5:
        assert len(set(rounds_seated(tables))) == 6


def evened(
    fmt: Format, count: int, rounds: int, seed: int, ranking: Ranking = Ranking.POINTS
) -> tuple[int, int, int]:
    """A night of `count` sides for `rounds` rounds, results drawn from `seed`, the standings
    ranked by `ranking`: the spread of the byes, of the meetings, and the rounds that replay
    an earlier one."""
    rng = random.Random(seed)
    sides = teams([f"p{i}" for i in range(count)], doubles=False)
    tables: list[Table] = []
    for r in range(1, rounds + 1):
        placed = [s.side for s in standings(ranking, sides, tables, 121)]
        pairs = night_pairs(fmt, sides, r, tables, placed, rounds)
        for t in draw(sides, r, pairs=pairs):
            score = (
                (121, rng.randint(60, 120)) if rng.random() < 0.5 else (rng.randint(60, 120), 121)
            )
            tables.append(Table(t.round, t.table, t.a, t.b, None if t.b is None else score, True))
    byes = Counter(t.a for t in tables if t.b is None)
    met = Counter(frozenset((t.a, t.b)) for t in tables if t.b is not None)
    bye_counts = [byes[s] for s in sides]
    meetings = [met[frozenset(pair)] for pair in itertools.combinations(sides, 2)]
    seated = [
        frozenset(frozenset((t.a, t.b)) for t in tables if t.round == r)
        for r in range(1, rounds + 1)
    ]
    return (
        max(bye_counts) - min(bye_counts),
        max(meetings) - min(meetings),
        len(seated) - len(set(seated)),
    )


@pytest.mark.parametrize("count", range(2, 14))
def test_every_night_size_shares_the_byes_and_the_meetings(count: int) -> None:
    """Every rotation night of 2 to 13 sides, 1 to 24 rounds: byes and meetings differ by one
    at most from side to side, whatever the results."""
    for rounds, seed in itertools.product(range(1, 25), range(3)):
        byes, meetings, _ = evened(Format.CUSTOM, count, rounds, seed)
        assert byes <= 1 and meetings <= 1, (rounds, seed)


@pytest.mark.parametrize(("fmt", "games"), [(Format.FADOQ, 6), (Format.ACC, 9)])
@pytest.mark.parametrize("count", range(3, 33))
def test_a_fadoq_or_acc_night_replays_a_round_only_when_it_must(
    fmt: Format, games: int, count: int
) -> None:
    """Three or four sides have three rounds to play (each replayed); from five on, no round
    of a FADOQ or an ACC night replays an earlier one."""
    possible = len(circle(count))
    for seed in range(3):
        byes, meetings, replayed = evened(fmt, count, games, seed)
        assert byes <= 1 and meetings <= 1
        if count <= 4:
            assert replayed == games - possible
        else:
            assert replayed == 0, (seed, replayed)


@pytest.mark.parametrize("count", [5, 6, 7, 8, 9])
def test_an_acc_night_of_five_to_nine_replays_no_round(count: int) -> None:
    """Before: an ACC night of five or seven players played, before its last round, the round
    of the second round robin that the first had played already (the same tables twice). Now
    each of its nine rounds, whatever the results, seats the players as no earlier round did,
    the byes and the meetings still even."""
    for rounds, seed in itertools.product(range(1, 10), range(20)):
        byes, meetings, replayed = evened(Format.ACC, count, rounds, seed, Ranking.GAME_POINTS)
        assert replayed == 0, (rounds, seed)
        assert byes <= 1 and meetings <= 1, (rounds, seed)


def test_the_paper_plans_the_second_bye_for_the_last_placed() -> None:
    sides = [(f"p{i}",) for i in range(1, 6)]
    five = [t for r in range(1, 6) for t in draw(sides, r)]
    placed = [("p2",), ("p1",), ("p5",), ("p4",), ("p3",)]
    plan = planned_rounds(Format.FADOQ, sides, 6, five, [], placed)
    assert [t.a for t in plan[5] if t.b is None] == [("p3",)]


def test_a_jeux50_night_still_meets_twice_in_the_same_rounds() -> None:
    sides = [(f"p{i}",) for i in range(1, 6)]
    for r in range(1, 11):
        assert night_pairs(Format.JEUX50, sides, r, [], sides) == pairings(5, r)


@pytest.mark.parametrize("count", [4, 5, 6, 7, 8])
@pytest.mark.parametrize("gone", [1, 2, 3])
def test_the_bye_an_absence_leaves_goes_round(count: int, gone: int) -> None:
    """Before: an absent player's opponent had the bye, whoever they were: four players, the
    last absent from round 2, gave p2 the bye in rounds 2, 4, 5 and 6 (484 points without a
    card played) and p1 none. Now that bye goes by the night's rule: nobody present has a
    second one before every player present has had one."""
    for who in ({f"p{count}"}, {"p1"}, {"p1", "p2"}):
        players = [Player(f"p{i}", i, f"P{i}", 100 + i) for i in range(1, count + 1)]
        stored: list[Stored] = []
        while True:
            if max((t.round for t in stored), default=0) + 1 == gone:
                players = [replace(p, absent=p.id in who) for p in players]
            drawn = State(Night(games=6), players, stored).next_round()
            if not isinstance(drawn, NextRound):
                break
            for t in drawn.tables:
                result = None if t.b is None else (121, 100)
                stored.append(Stored(t.round, t.table, t.a, t.b, result, t.b is not None))
            present = [s for s in State(Night(games=6), players, stored).sides if s[0] not in who]
            counts = [byes_of(stored)[s] for s in present]
            assert max(counts) - min(counts) <= 1, (sorted(who), drawn.number, byes_of(stored))


def test_the_bye_an_absence_leaves_goes_to_the_last_placed() -> None:
    """Before: the leader, drawn against a player marked absent, had the bye, a game won 121
    to 0 without a card played. Now the bye an absence leaves goes to the last in the
    standings among those who have had the fewest byes."""
    players = [Player(f"p{i}", i, f"P{i}", 100 + i) for i in range(1, 7)]
    score = {f"p{i}": 10 - i for i in range(1, 7)}  # p1 wins every game, p6 loses them all
    stored: list[Stored] = []
    for t in draw(teams([p.id for p in players], doubles=False), 1):
        assert t.b is not None
        a_wins = score[t.a[0]] > score[t.b[0]]
        stored.append(Stored(1, t.table, t.a, t.b, (121, 90) if a_wins else (90, 121), True))
    leader = ("p1",)
    sides = State(Night(games=6), players, stored).sides
    (gone,) = [({t.a, t.b} - {leader}).pop() for t in draw(sides, 2) if leader in (t.a, t.b)]
    players = [replace(p, absent=(p.id,) == gone) for p in players]
    drawn = State(Night(games=6), players, stored).next_round()
    assert isinstance(drawn, NextRound)
    byes = [t.a for t in drawn.tables if t.b is None]
    placed = State(Night(games=6), players, stored).standings()
    last = [s.side for s in placed if s.side != gone][-1]
    assert byes == [last] != [leader]
