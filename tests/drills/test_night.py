"""The club night's pure rules: the circle method (exhaustive on 2 to 12 sides), the rounds
of each format, byes, the late rule, swaps, skunks, game points and the three rankings."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations

import pytest

from bot.drills.night import (
    BYE_TABLE,
    MAX_SIDES,
    Format,
    Ranking,
    Side,
    Table,
    circle,
    draw,
    forfeit,
    forfeits,
    max_players,
    pairings,
    ranking_of,
    round_complete,
    rounds_of,
    skunk_line,
    swap,
    teams,
    valid_score,
)
from bot.drills.night_rotation import night_pairs, planned_rounds, turn_bye
from bot.drills.night_standings import (
    Standing,
    game_points,
    rule_of_its_day,
    standing_in,
    standing_of,
    standing_record,
    standings,
    tied,
    winners,
)


@pytest.mark.parametrize("count", range(2, 13))
def test_circle_is_a_round_robin(count: int) -> None:
    rounds = circle(count)
    assert len(rounds) == (count - 1 if count % 2 == 0 else count)
    met: Counter[frozenset[int]] = Counter()
    byes: Counter[int] = Counter()
    for pairs in rounds:
        seated = [s for pair in pairs for s in pair if s is not None]
        assert sorted(seated) == list(range(count))  # everyone once a round
        assert sum(1 for _, b in pairs if b is None) == count % 2
        for a, b in pairs:
            if b is None:
                byes[a] += 1
            else:
                met[frozenset((a, b))] += 1
    assert set(met) == {frozenset(p) for p in combinations(range(count), 2)}
    assert set(met.values()) == {1}
    assert byes == (Counter(range(count)) if count % 2 else Counter())


@pytest.mark.parametrize("count", range(2, 11))
def test_jeux50_meets_every_pair_twice_once_each_way(count: int) -> None:
    total = rounds_of(Format.JEUX50, count, 0)
    first: Counter[tuple[int, int]] = Counter()
    byes: Counter[int] = Counter()
    for r in range(1, total + 1):
        for a, b in pairings(count, r):
            if b is None:
                byes[a] += 1
            else:
                first[(a, b)] += 1
    for a, b in combinations(range(count), 2):
        assert first[(a, b)] == 1 and first[(b, a)] == 1
    assert byes == (Counter({s: 2 for s in range(count)}) if count % 2 else Counter())


@pytest.mark.parametrize("count", range(2, 12))
@pytest.mark.parametrize("games", [6, 9])
def test_rotation_never_repeats_a_pair_before_the_full_round_robin(count: int, games: int) -> None:
    full = len(circle(count))
    seen: Counter[frozenset[int]] = Counter()
    for r in range(1, games + 1):
        for a, b in pairings(count, r):
            if b is not None:
                seen[frozenset((a, b))] += 1
    # a pair meets a second time only once every pair has met
    assert max(seen.values()) == -(-games // full)
    if games <= full:
        assert set(seen.values()) == {1}


def test_rounds_of_each_format() -> None:
    assert rounds_of(Format.JEUX50, 5, 0) == 10  # 8 games and 2 byes each
    assert rounds_of(Format.JEUX50, 9, 0) == 18  # seed 003: 16 games against 8 players
    assert rounds_of(Format.FADOQ, 9, 6) == 6
    assert rounds_of(Format.ACC, 4, 9) == 9
    assert ranking_of(Format.CUSTOM, Ranking.GAME_POINTS) is Ranking.GAME_POINTS
    assert ranking_of(Format.CUSTOM) is Ranking.POINTS
    assert ranking_of(Format.JEUX50) is Ranking.POUR_CONTRE


def test_teams_two_by_two_in_order() -> None:
    assert teams(["p1", "p2", "p3", "p4"], doubles=True) == [("p1", "p2"), ("p3", "p4")]
    assert teams(["p1", "p2"], doubles=False) == [("p1",), ("p2",)]
    with pytest.raises(ValueError):
        teams(["p1", "p2", "p3"], doubles=True)


def test_draw_numbers_tables_and_puts_the_bye_last() -> None:
    sides = [(f"p{i}",) for i in range(1, 6)]
    for r in range(1, 11):
        tables = draw(sides, r)
        assert [t.table for t in tables] == [1, 2, BYE_TABLE]
        assert tables[-1].bye and not tables[0].bye
        seated = [s for t in tables for s in (t.a, t.b) if s is not None]
        assert sorted(seated) == sorted(sides)


def test_an_absent_sides_opponent_has_the_bye() -> None:
    sides = [("a",), ("b",), ("c",), ("d",)]
    tables = draw(sides, 1, absent=[("a",)])
    assert len([t for t in tables if not t.bye]) == 1
    byes = [t.a for t in tables if t.bye]
    assert len(byes) == 1 and byes[0] != ("a",)
    assert all(("a",) not in (t.a, t.b) for t in tables)


def _absent_draws() -> Iterator[tuple[list[Table], list[Side]]]:
    """Every round of nights of 2 to 10 sides, with one, two or several sides absent: the
    tables drawn and the sides present."""
    for count in range(2, 11):
        sides = [(f"p{i}",) for i in range(count)]
        for gone in (sides[:1], sides[1:2], sides[:2], sides[::3]):
            present = [s for s in sides if s not in gone]
            for round_ in range(1, count + 1):
                yield draw(sides, round_, absent=gone), present


def test_absent_sides_neither_sit_nor_have_the_bye() -> None:
    """Two absent players drawn together: the second had the bye (a game won at 121 by a
    player not there); every present side is seated once, no absent one."""
    for tables, present in _absent_draws():
        seated = [s for t in tables for s in (t.a, t.b) if s is not None]
        assert sorted(seated) == sorted(present)


def test_sides_left_without_an_opponent_play_each_other() -> None:
    """Five players, one absent: the odd one out and the absent one's opponent both had the
    bye, two tables 0 that the night's record cannot hold (the draw crashed); now they play
    each other: numbered tables from 1, one bye at most (when the present sides are odd)."""
    for tables, present in _absent_draws():
        byes = [t for t in tables if t.bye]
        assert len(byes) == len(present) % 2
        numbered = [t.table for t in tables if not t.bye]
        assert numbered == list(range(1, len(numbered) + 1))


def test_swap_exchanges_two_sides_and_refuses_a_scored_table() -> None:
    tables = draw([("a",), ("b",), ("c",), ("d",)], 1)
    one, other = tables[0].a, tables[1].b
    assert other is not None
    swapped = swap(tables, one, other)
    assert swapped[0].a == other and swapped[1].b == one
    assert [t.table for t in swapped] == [t.table for t in tables]
    with pytest.raises(ValueError):
        swap(tables, tables[0].a, tables[0].a)
    with pytest.raises(ValueError):
        swap(tables, tables[0].a, ("zz",))
    scored = [Table(1, 1, tables[0].a, tables[0].b, (121, 90)), *tables[1:]]
    with pytest.raises(ValueError):
        swap(scored, one, other)


@pytest.mark.parametrize(
    ("mine", "theirs", "target", "points"),
    [
        (121, 91, 121, 2),
        (121, 90, 121, 3),  # skunked: under 91
        (121, 1, 121, 3),
        (121, 0, 121, 2),  # won by default (a late side at 0): a plain win, not a skunk
        (61, 0, 61, 2),
        (90, 121, 121, 0),
        (61, 31, 61, 2),
        (61, 30, 61, 3),
    ],
)
def test_game_points_read_the_skunk_from_the_scores(
    mine: int, theirs: int, target: int, points: int
) -> None:
    assert game_points(mine, theirs, target) == points


def test_skunk_line_and_valid_scores() -> None:
    assert skunk_line(121) == 91 and skunk_line(61) == 31
    assert valid_score(121, 98, 121) and valid_score(0, 121, 121)
    assert not valid_score(121, 121, 121)
    assert not valid_score(120, 98, 121)
    assert not valid_score(122, 98, 121)
    table = Table(1, 1, ("a",), ("b",))
    assert forfeit(table, ("a",), 121) == (0, 121) and forfeit(table, ("b",), 61) == (61, 0)


def _t(r: int, n: int, a: str, b: str | None, score: tuple[int, int] | None = None) -> Table:
    return Table(r, n, (a,), None if b is None else (b,), score, confirmed=score is not None)


def test_points_ranking_shares_equal_totals() -> None:
    sides = [("a",), ("b",), ("c",)]
    tables = [
        _t(1, 1, "a", "b", (121, 100)),
        _t(1, BYE_TABLE, "c", None),
        _t(2, 1, "b", "c", (121, 100)),
        _t(2, BYE_TABLE, "a", None),
    ]
    rows = standings(Ranking.POINTS, sides, tables, 121)
    # a: 121 + bye 121 = 242; b: 100 + 121 = 221; c: bye 121 + 100 = 221
    assert [(r.side, r.rank, r.points, r.games) for r in rows] == [
        (("a",), 1, 242, 1),
        (("b",), 2, 221, 2),
        (("c",), 2, 221, 1),
    ]
    assert tied(rows) and len(winners(rows)) == 3


@pytest.mark.parametrize("ranking", list(Ranking))
def test_a_game_lost_by_default_earns_no_medal(ranking: Ranking) -> None:
    """Late sides lose by default at 0 point (seed 002): they were ranked 2nd, all tied, with a
    medal each as if earned; the side that lost a game played (95 points) keeps its place."""
    sides = [("a",), ("b",), ("c",), ("d",), ("e",), ("f",)]
    late = {("b",), ("c",), ("d",)}
    drawn = [_t(1, 1, "a", "b"), _t(1, 2, "c", "d"), _t(1, 3, "e", "f", (121, 95))]
    tables, _ = forfeits(drawn, late, 121)
    rows = standings(ranking, sides, tables, 121)
    assert {r.side for r in winners(rows)} == {("a",), ("e",), ("f",)}
    both_late = standings(ranking, [("c",), ("d",)], tables, 121)
    assert [r.rank for r in both_late] == [1, 1] and winners(both_late) == []


def test_pour_contre_breaks_the_tie_with_fewer_against() -> None:
    sides = [("a",), ("b",), ("c",), ("d",)]
    tables = [
        _t(1, 1, "a", "b", (121, 110)),
        _t(1, 2, "c", "d", (121, 60)),
    ]
    rows = standings(Ranking.POUR_CONTRE, sides, tables, 121)
    assert [r.side for r in rows] == [("c",), ("a",), ("b",), ("d",)]
    assert [r.rank for r in rows] == [1, 2, 3, 4]
    assert not tied(rows)


def test_acc_game_points_then_spread() -> None:
    sides = [("a",), ("b",), ("c",), ("d",)]
    tables = [
        _t(1, 1, "a", "b", (121, 80)),  # a skunks b: 3
        _t(1, 2, "c", "d", (121, 119)),  # c: 2
        _t(2, 1, "a", "c", (100, 121)),  # c: 2
        _t(2, 2, "b", "d", (121, 95)),  # b: 2
        _t(3, 1, "a", "d", (121, 111)),  # a: 2 -> a 5, c 4, b 2, d 0
        Table(3, 2, ("b",), ("c",), (121, 101), confirmed=False),  # not confirmed: ignored
    ]
    rows = standings(Ranking.GAME_POINTS, sides, tables, 121)
    assert [(r.side[0], r.game_points, r.spread) for r in rows] == [
        ("a", 5, 41 - 21 + 10),
        ("c", 4, 2 + 21),
        ("b", 2, -41 + 26),
        ("d", 0, -2 - 26 - 10),
    ]
    # equal game points: the spread decides; equal both: shared
    tie = [_t(1, 1, "a", "b", (121, 100)), _t(1, 2, "c", "d", (121, 110))]
    rows = standings(Ranking.GAME_POINTS, sides, tie, 121)
    assert [(r.side[0], r.rank) for r in rows] == [("a", 1), ("c", 2), ("d", 3), ("b", 4)]
    same = [_t(1, 1, "a", "b", (121, 100)), _t(1, 2, "c", "d", (121, 100))]
    rows = standings(Ranking.GAME_POINTS, sides, same, 121)
    assert [r.rank for r in rows] == [1, 1, 3, 3]


def test_acc_bye_is_a_win_with_no_spread() -> None:
    played = [_t(1, 1, "b", "c", (121, 100)), _t(1, BYE_TABLE, "a", None)]
    rows = standings(Ranking.GAME_POINTS, [("a",)], played, 121)
    assert rows == [Standing(("a",), 1, 0, 0, 0, 2, 0, 0, 1)]


@pytest.mark.parametrize("ranking", list(Ranking))
def test_the_bye_of_a_round_not_played_does_not_count(ranking: Ranking) -> None:
    """Before: a night closed with its last round drawn but not played gave that round's bye
    121 points (or 2 game points) for a game nobody played. A bye counts once a game of its
    round is confirmed; a score written but not confirmed is not yet a game played."""
    sides = [("a",), ("b",), ("c",)]
    first = [_t(1, 1, "a", "b", (121, 100)), _t(1, BYE_TABLE, "c", None)]
    drawn = [*first, _t(2, 1, "c", "a"), _t(2, BYE_TABLE, "b", None)]
    rows = {r.side: r for r in standings(ranking, sides, drawn, 121)}
    assert rows == {r.side: r for r in standings(ranking, sides, first, 121)}
    assert (rows[("b",)].byes, rows[("c",)].byes) == (0, 1)
    waiting = Table(2, 1, ("c",), ("a",), (121, 90), confirmed=False)
    assert standings(ranking, sides, [*first, waiting, drawn[-1]], 121) == list(rows.values())
    played = [*first, _t(2, 1, "c", "a", (121, 90)), drawn[-1]]
    assert {r.side: r for r in standings(ranking, sides, played, 121)}[("b",)].byes == 1


@pytest.mark.parametrize("ranking", list(Ranking))
def test_a_bye_lost_by_a_late_side_counts_as_a_game_lost_0_to_the_target(
    ranking: Ranking,
) -> None:
    """The same as a late side's game lost at a table: 0 « pour », the target « contre »,
    one game played, no bye, no game points."""
    lost_bye = _t(1, BYE_TABLE, "a", None, (0, 121))
    lost_game = _t(1, 1, "a", "b", (0, 121))
    (bye_row,) = standings(ranking, [("a",)], [lost_bye], 121)
    game_row = standings(ranking, [("a",), ("b",)], [lost_game], 121)[1]
    assert bye_row == replace(game_row, rank=1)
    assert (bye_row.pour, bye_row.contre, bye_row.games, bye_row.byes) == (0, 121, 1, 0)


@pytest.mark.parametrize("ranking", list(Ranking))
def test_two_late_sides_drawn_together_both_lose_their_first_game(ranking: Ranking) -> None:
    """Seed 002: each late side loses its first game by default, 0 points; drawn against
    each other, both lose it (neither won it, and neither carries its lateness on to lose
    a game it is there to play), each as a side losing by default to a side present: 0
    « pour », the target « contre », no game points, one game played."""
    tables = [_t(1, 1, "a", "b"), _t(1, 2, "c", "d"), _t(1, BYE_TABLE, "e", None)]
    out, gone = forfeits(tables, {("a",), ("b",), ("c",)}, 121)
    assert set(gone) == {("a",), ("b",), ("c",)} and len(gone) == 3
    both, single = out[0], out[1]
    assert both.confirmed and both.score is not None and both.done
    assert single.score == (0, 121) and out[2] == tables[2]
    rows = {r.side: r for r in standings(ranking, [(x,) for x in "abcd"], out[:2], 121)}
    assert rows[("a",)] == replace(rows[("c",)], side=("a",))
    assert rows[("b",)] == replace(rows[("c",)], side=("b",))
    assert (rows[("a",)].pour, rows[("a",)].contre, rows[("a",)].games) == (0, 121, 1)
    assert rows[("a",)].game_points in (None, 0) and rows[("d",)].pour == 121


def test_round_complete_needs_every_score_confirmed() -> None:
    tables = [_t(1, 1, "a", "b", (121, 3)), _t(1, BYE_TABLE, "c", None)]
    assert round_complete(tables)
    assert not round_complete([*tables, Table(1, 2, ("d",), ("e",), (121, 3))])


def test_a_full_jeux50_night_totals() -> None:
    """Five players, every game won 121 by the first side: totals add up exactly."""
    sides = [(f"p{i}",) for i in range(1, 6)]
    tables = [
        Table(t.round, t.table, t.a, t.b, None if t.b is None else (121, 100), t.b is not None)
        for r in range(1, rounds_of(Format.JEUX50, 5, 0) + 1)
        for t in draw(sides, r)
    ]
    rows = standings(Ranking.POUR_CONTRE, sides, tables, 121)
    assert all(r.games == 8 and r.byes == 2 for r in rows)
    # each pair met once each way: every player won 4 and lost 4, plus two byes of 121
    assert {r.points for r in rows} == {4 * 121 + 4 * 100 + 2 * 121}
    assert [r.rank for r in rows] == [1] * 5


def test_the_largest_night_fits_its_stored_rounds() -> None:
    """The schema keeps 64 rounds at most: the largest `jeux50` night stays under."""
    assert max(rounds_of(Format.JEUX50, n, 0) for n in range(2, MAX_SIDES + 1)) <= 64
    assert max_players(doubles=True) == 2 * max_players(doubles=False) == 2 * MAX_SIDES


def test_the_plan_keeps_the_rounds_drawn_and_draws_the_others() -> None:
    sides = [(f"p{i}",) for i in range(1, 5)]
    swapped = swap(draw(sides, 1), ("p1",), ("p2",))
    scored = [Table(2, 1, ("p1",), ("p4",), (121, 90), True)]
    plan = planned_rounds(Format.FADOQ, sides, 6, [*swapped, *scored], [("p3",)])
    assert len(plan) == 6
    assert plan[0] == swapped and plan[1] == scored
    for r, tables in enumerate(plan[2:], start=3):
        earlier = [t for done in plan[: r - 1] for t in done]
        pairs = night_pairs(Format.FADOQ, sides, r, earlier, rounds=6)
        assert tables == turn_bye(draw(sides, r, absent=[("p3",)], pairs=pairs), earlier, [])
    assert len(planned_rounds(Format.JEUX50, sides, 0, [], [])) == rounds_of(Format.JEUX50, 4, 0)


@pytest.mark.parametrize("ranking", list(Ranking))
def test_a_standing_kept_reads_back_the_same(ranking: Ranking) -> None:
    sides = [("a", "b"), ("c", "d"), ("e", "f")]
    tables = [Table(1, 1, ("a", "b"), ("c", "d"), (121, 80), True), Table(1, 0, ("e", "f"), None)]
    for row in standings(ranking, sides, tables, 121):
        assert standing_of(standing_record(row)) == replace(row, byes=0)  # byes are not kept


def test_a_players_standing_in_a_closed_nights_record() -> None:
    """Each player finds their side's line (a partner the same one); a player not in the
    record (or a record without players) finds none."""
    sides = [("a", "b"), ("c", "d"), ("e", "f")]
    tables = [Table(1, 1, ("a", "b"), ("c", "d"), (121, 80), True), Table(1, 0, ("e", "f"), None)]
    rows = standings(Ranking.POINTS, sides, tables, 121)
    records = [standing_record(row) for row in rows]
    for row in rows:
        for player in row.side:
            assert standing_in(records, player) == standing_of(standing_record(row))
    assert standing_in(records, "z") is None
    assert standing_in([], "a") is None


def test_a_night_kept_before_a_key_was_added_is_read_by_the_keys_it_has() -> None:
    """A closed night's standings kept without a key added since (« games », « spread »):
    the keys it has decide its rule; before, each missing key read as a difference, and the
    standings were said « not what the rounds give » though every number announced was."""
    sides = [("p1",), ("p2",)]
    tables = [Table(1, 1, ("p1",), ("p2",), (121, 80), confirmed=True)]
    rows = [standing_record(r) for r in standings(Ranking.GAME_POINTS, sides, tables, 121)]
    kept = [dict(r) for r in rows]
    for row in kept:
        del row["games"], row["spread"]
    rule = rule_of_its_day(Ranking.GAME_POINTS, sides, tables, 121, kept)  # type: ignore[arg-type]
    assert not rule.old and not rule.as_announced
    kept[0]["points"] = 999  # a number announced that the rounds do not give
    rule = rule_of_its_day(Ranking.GAME_POINTS, sides, tables, 121, kept)  # type: ignore[arg-type]
    assert rule.as_announced


@pytest.mark.parametrize("ranking", list(Ranking))
def test_a_side_that_has_not_played_comes_after_those_who_have(ranking: Ranking) -> None:
    """Before: in an ACC night, a player absent from the start (0 game points, spread 0) ranked
    above the players who had lost their game (spread below 0)."""
    sides: list[Side] = [("a",), ("b",), ("c",), ("d",), ("e",)]
    tables = [
        Table(1, 1, ("a",), ("b",), (121, 100), True),
        Table(1, 2, ("c",), ("d",), (121, 110), True),
    ]
    rows = standings(ranking, sides, tables, 121)
    assert [r.side for r in rows][-1] == ("e",)
    assert rows[-1].rank == 5 and rows[-2].rank == 4
    bye = standings(ranking, sides, [*tables, Table(1, 0, ("e",), None)], 121)
    assert bye[-1].side != ("e",)  # a bye counts: not waiting
