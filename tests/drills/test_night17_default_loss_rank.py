"""Standings during round 1 ranked a latecomer's game lost by default first: « 1. Marie-Ève
Gagnon — 0 point, 121 contre · 1 partie (1 par défaut) » above « 2. Ann Leblanc — 0 point,
0 contre · 0 partie » (acc: « 1. Rita Cormier — … différentiel -61 » above players at 0),
because a side with no game yet came last (`rank_key`, kept for a player absent from the
start). A side that has earned nothing at a table (no game played, only games lost by
default, no bye) now waits with those who have not played: the usual keys rank them."""

from __future__ import annotations

import pytest

from bot.drills.night import Ranking, Side, Table, latecomer_table
from bot.drills.night_standings import standings

A, B, C, D, LATE, ABSENT = ("a",), ("b",), ("c",), ("d",), ("late",), ("absent",)


def _round_one(target: int) -> list[Table]:
    """Round 1 under way (no score yet), a latecomer added: her game lost by default."""
    tables = [Table(1, 1, A, B), Table(1, 2, C, D)]
    return [*tables, latecomer_table(tables, 1, LATE, target)]


# ranking, target, the places of a, b, c, d (at their first game) and of the latecomer
CASES = [
    (Ranking.POINTS, 121, 1, 1),  # 0 point each: equal totals share the place
    (Ranking.POUR_CONTRE, 121, 1, 5),  # 0 point, 121 contre: after 0 contre
    (Ranking.GAME_POINTS, 61, 1, 5),  # spread -61: after spread 0
]


@pytest.mark.parametrize(("ranking", "target", "playing", "late"), CASES)
def test_a_default_loss_does_not_outrank_players_at_their_first_game(
    ranking: Ranking, target: int, playing: int, late: int
) -> None:
    sides: list[Side] = [A, B, C, D, LATE]
    rows = {r.side: r.rank for r in standings(ranking, sides, _round_one(target), target)}
    assert [rows[s] for s in (A, B, C, D)] == [playing] * 4, rows
    assert rows[LATE] == late, rows


@pytest.mark.parametrize("ranking", list(Ranking))
def test_a_side_absent_from_the_start_still_comes_after_those_who_lost(ranking: Ranking) -> None:
    """The rule `rank_key` was written for, kept: the losers of round 1 (spread below 0 in an
    acc night) above a side that has not sat at a table, the latecomer with it."""
    sides: list[Side] = [A, B, C, D, LATE, ABSENT]
    tables = [Table(1, 1, A, B, (121, 100), True), Table(1, 2, C, D, (121, 110), True)]
    tables.append(latecomer_table(tables, 1, LATE, 121))
    rows = standings(ranking, sides, tables, 121)
    assert {r.side for r in rows[:4]} == {A, B, C, D}, rows
    assert {r.side for r in rows[4:]} == {LATE, ABSENT} and rows[-1].rank >= 5, rows


def test_a_bye_won_by_default_against_a_latecomer_is_not_waiting() -> None:
    """The side whose bye became a game won by default against the latecomer earned it."""
    sides: list[Side] = [A, B, C, LATE]
    tables = [Table(1, 1, A, B, (121, 100), True), Table(1, 0, C, None)]
    tables[1] = latecomer_table(tables, 1, LATE, 121)  # the bye turned into that game
    rows = standings(Ranking.POINTS, sides, tables, 121)
    assert [r.side for r in rows] == [A, C, B, LATE], rows
    assert [r.rank for r in rows] == [1, 1, 3, 4], rows
