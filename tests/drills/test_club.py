"""Clubs, pure part: periods, ranking and both tie-breaks, the weekly summary, invite links."""

from __future__ import annotations

import itertools
import random
from datetime import date, timedelta

import pytest

from bot.drills.club import (
    MAX_PAYLOAD,
    Period,
    Standing,
    Streak,
    TieBreak,
    deep_link,
    invite_payload,
    invite_token,
    longest_run_ending_between,
    looks_like_invite,
    merit,
    most_improved,
    period_days,
    period_key,
    previous_week,
    rank_among,
    ranked,
    runs,
    week_start,
    weekly_summary,
)

MONDAY = date(2026, 11, 23)


def s(user: int, pour: int, contre: int, name: str = "", days: int = 1) -> Standing:
    return Standing(user, name or f"P{user}", pour, contre, days)


# -- Periods -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("today", "period", "key"),
    [
        (MONDAY, Period.TODAY, "2026-11-23"),
        (MONDAY, Period.WEEK, "w:2026-11-23"),
        (date(2026, 11, 29), Period.WEEK, "w:2026-11-23"),  # Sunday ends the ISO week
        (date(2026, 11, 22), Period.WEEK, "w:2026-11-16"),
        (date(2027, 1, 1), Period.WEEK, "w:2026-12-28"),  # across the new year
        (MONDAY, Period.MONTH, "m:2026-11"),
        (MONDAY, Period.ALL, "all"),
    ],
)
def test_period_keys(today: date, period: Period, key: str) -> None:
    assert period_key(period, today) == key


def test_period_days_cover_the_period() -> None:
    assert period_days(Period.TODAY, MONDAY) == (MONDAY, MONDAY)
    assert period_days(Period.WEEK, date(2026, 11, 26)) == (MONDAY, date(2026, 11, 29))
    assert period_days(Period.MONTH, date(2026, 2, 14)) == (date(2026, 2, 1), date(2026, 2, 28))
    assert period_days(Period.MONTH, date(2028, 2, 14)) == (date(2028, 2, 1), date(2028, 2, 29))
    assert period_days(Period.MONTH, date(2026, 12, 31)) == (date(2026, 12, 1), date(2026, 12, 31))
    assert period_days(Period.ALL, MONDAY) is None


def test_week_start_is_monday_for_every_day_of_two_years() -> None:
    day = date(2026, 1, 1)
    for _ in range(731):
        start = week_start(day)
        assert start.weekday() == 0 and 0 <= (day - start).days < 7
        assert previous_week(day) == start - timedelta(days=7)
        day += timedelta(days=1)


# -- Ranking and tie-breaks --------------------------------------------------------------------


def test_equal_pour_is_broken_by_fewer_contre_both_ways() -> None:
    board = [s(1, 30, 10), s(2, 30, 5), s(3, 31, 20)]
    for tiebreak, order in ((TieBreak.CONTRE, [3, 2, 1]), (TieBreak.DIFFERENCE, [2, 1, 3])):
        assert [r.standing.user_id for r in ranked(board, tiebreak)] == order


def test_the_two_orders_disagree_when_pour_and_difference_disagree() -> None:
    a, b = s(1, 30, 10), s(2, 28, 2)  # a: more pour; b: better difference (26 vs 20)
    assert [r.standing.user_id for r in ranked([a, b], TieBreak.CONTRE)] == [1, 2]
    assert [r.standing.user_id for r in ranked([a, b], TieBreak.DIFFERENCE)] == [2, 1]
    same_difference = [s(1, 20, 10), s(2, 25, 15)]  # difference 10 both: more pour first
    assert [r.standing.user_id for r in ranked(same_difference, TieBreak.DIFFERENCE)] == [2, 1]


def test_full_ties_share_a_rank_competition_style() -> None:
    board = [s(1, 30, 5, "Zoé"), s(2, 30, 5, "alice"), s(3, 40, 0), s(4, 10, 0)]
    result = ranked(board, TieBreak.CONTRE)
    assert [(r.rank, r.standing.user_id) for r in result] == [(1, 3), (2, 2), (2, 1), (4, 4)]


@pytest.mark.parametrize("tiebreak", list(TieBreak))
def test_ranks_equal_one_plus_the_number_strictly_better(tiebreak: TieBreak) -> None:
    rng = random.Random(12)
    for _ in range(200):
        board = [s(u, rng.randint(0, 6), rng.randint(0, 4)) for u in range(rng.randint(1, 8))]
        for row in ranked(board, tiebreak):
            better = sum(merit(o, tiebreak) > merit(row.standing, tiebreak) for o in board)
            assert row.rank == better + 1 == rank_among(row.standing, better).rank


# -- Weekly summary ----------------------------------------------------------------------------


def test_most_improved_needs_both_weeks_and_a_real_gain() -> None:
    last = [s(1, 20, 0, days=2), s(2, 30, 0, days=1), s(3, 50, 0, days=5)]
    this = [s(1, 45, 0, days=3), s(2, 31, 0, days=1), s(3, 40, 0, days=5), s(4, 99, 0)]
    (best,) = most_improved(this, last)
    assert best.user_id == 1  # 10 -> 15 a day; 4 never played before
    assert (best.before, best.after, best.gain) == (10.0, 15.0, 5.0)
    assert most_improved([s(3, 40, 0, days=5)], last) == ()  # a drop is no improvement
    assert most_improved(this, []) == ()


def test_most_improved_names_everyone_tied_on_the_best_gain() -> None:
    """Zoé and Marc both gained 3 points a day: the weekly post named one of them. Both are
    named, the higher average now first, then by name; a smaller gain is not. Gains equal
    as fractions are equal (16/3 - 7/3 and 17/3 - 8/3 a day, which floats make unequal)."""
    last = [
        s(1, 5, 0, "Zoé"),
        s(2, 6, 0, "Marc"),
        s(3, 5, 0, "Émile"),
        s(4, 9, 0, "Léa", days=2),
        s(5, 7, 0, "Al", days=3),
        s(6, 8, 0, "Bo", days=3),
        s(7, 1, 0, "Cy"),
    ]
    this = [
        s(1, 8, 0, "Zoé"),
        s(2, 9, 0, "Marc"),
        s(3, 8, 0, "Émile"),
        s(4, 15, 0, "Léa", days=2),
        s(5, 16, 0, "Al", days=3),
        s(6, 17, 0, "Bo", days=3),
        s(7, 3, 0, "Cy"),
    ]
    tied = most_improved(this, last)
    assert [i.name for i in tied] == ["Marc", "Émile", "Zoé", "Léa", "Bo", "Al"]
    assert all(i.gain == pytest.approx(3) for i in tied)


def test_runs_and_the_longest_run_ending_in_a_week() -> None:
    d = [MONDAY - timedelta(days=n) for n in (10, 9, 8, 3, 2, 1, 0)] + [MONDAY + timedelta(3)]
    assert runs(d) == [(MONDAY - timedelta(8), 3), (MONDAY, 4), (MONDAY + timedelta(3), 1)]
    assert longest_run_ending_between(d, MONDAY, MONDAY + timedelta(6)) == 4
    assert longest_run_ending_between(d, MONDAY + timedelta(1), MONDAY + timedelta(6)) == 1
    assert longest_run_ending_between(d, MONDAY - timedelta(8), MONDAY - timedelta(8)) == 3
    assert longest_run_ending_between([], MONDAY, MONDAY) == 0


def test_runs_brute_force_on_small_calendars() -> None:
    base = date(2026, 1, 1)
    for bits in range(1 << 9):
        played = [bool(bits >> i & 1) for i in range(9)]
        days = [base + timedelta(i) for i in range(9) if played[i]]
        assert sum(length for _, length in runs(days)) == len(days)
        groups = (len(list(g)) for k, g in itertools.groupby(played) if k)
        assert max((n for _, n in runs(days)), default=0) == max(groups, default=0)


def test_weekly_summary_podium_improved_streak() -> None:
    this = [s(1, 50, 5), s(2, 50, 5), s(3, 40, 0), s(4, 10, 0), s(5, 0, 0, days=0)]
    summary = weekly_summary(
        MONDAY,
        this,
        [s(4, 5, 0)],
        [Streak(3, "P3", 6), Streak(1, "P1", 6), Streak(2, "P2", 2)],
        TieBreak.CONTRE,
    )
    assert [(r.rank, r.standing.user_id) for r in summary.podium] == [(1, 1), (1, 2), (3, 3)]
    assert summary.players == 4 and not summary.empty
    assert [i.user_id for i in summary.improved] == [4]
    assert summary.streaks == (Streak(1, "P1", 6), Streak(3, "P3", 6))  # every one, by name
    assert weekly_summary(MONDAY, [], [], [], TieBreak.CONTRE).empty


# -- Invite links ------------------------------------------------------------------------------


def test_invite_payload_round_trip_and_limits() -> None:
    token = "AbC_-0123456789xyzXYZ_"[:22]
    payload = invite_payload(token)
    assert payload == "club_" + token and len(payload) <= MAX_PAYLOAD
    assert invite_token(payload) == token and looks_like_invite(payload)
    link = deep_link("muggins_bot", payload)
    assert link == f"https://t.me/muggins_bot?start={payload}"


@pytest.mark.parametrize(
    "payload",
    [
        "club_",
        "club_short",
        "club_" + "a" * 44,
        "club_abc$def0123456789012",
        "CLUB_" + "a" * 22,
        "daily",
        "",
    ],
)
def test_malformed_payloads_are_not_invites(payload: str) -> None:
    assert invite_token(payload) is None


@pytest.mark.parametrize("token", ["short", "a" * 44, "bad token with spaces", "é" * 22])
def test_bad_tokens_make_no_payload(token: str) -> None:
    with pytest.raises(ValueError):
        invite_payload(token)


def test_deep_link_refuses_payloads_telegram_refuses() -> None:
    for payload in ("", "a" * 65, "with space", "slash/"):
        with pytest.raises(ValueError):
            deep_link("muggins_bot", payload)
