"""The daily challenge, pure: the seed, the parts, pour and contre, the day's result, streaks."""

from __future__ import annotations

import hashlib
import itertools
import os
import subprocess
import sys
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from bot.drills.daily import (
    ECART_POINTS,
    PART_COUNT,
    PARTS,
    DayRefused,
    DayResult,
    Part,
    PartQuestion,
    PartResult,
    Streak,
    challenge_for,
    count_result,
    day_asked,
    day_seed,
    ecart_contre,
    ecart_result,
    lay_aways_of,
    longest_run,
    question_kind,
    read_part,
    streak,
)

DAY = date(2026, 11, 23)
ROOT = Path(__file__).resolve().parents[2]


# -- The seed --------------------------------------------------------------------------------


def test_the_seed_is_the_documented_hash() -> None:
    digest = hashlib.sha256(b"muggins-daily:2026-11-23").digest()
    assert day_seed(DAY) == int.from_bytes(digest[:8], "big")
    assert day_seed(DAY) == 15757917218527791296


def test_the_challenge_is_the_same_in_another_process_with_another_hash_seed() -> None:
    script = (
        "from datetime import date; from bot.drills.daily import challenge_for; "
        "from datetime import timedelta; "
        "print([challenge_for(date(2026, 11, 23) + timedelta(days=n)) for n in range(30)])"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2")
    }
    assert outputs == {str([challenge_for(DAY + timedelta(days=n)) for n in range(30)]) + "\n"}


def test_one_challenge_per_day() -> None:
    days = [DAY + timedelta(days=n) for n in range(60)]
    assert all(challenge_for(d) == challenge_for(d) for d in days[:5])
    hands = {challenge_for(d).hand for d in days}
    assert len(hands) == len(days)
    for day in days:
        challenge = challenge_for(day)
        assert challenge.day == day
        assert not challenge.hand.is_crib
        assert challenge.crib.is_crib and challenge.crib.player_is_dealer


def test_the_parts_come_in_the_issue_s_order() -> None:
    assert PARTS == (Part.HAND, Part.CRIB, Part.PEG, Part.ECART)
    assert PART_COUNT == 4


# -- Pour and contre -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expected", "answered", "pour", "contre", "exact"),
    [
        (12, 12, 12, 0, True),
        (0, 0, 0, 0, True),
        (12, 8, 8, 4, False),  # muggins: the bot takes the 4 missed
        (12, 0, 0, 12, False),
        (12, 14, 10, 2, False),  # over by 2: corrected, and it costs 2
        (12, 29, 0, 17, False),  # claiming 29 earns nothing
        (0, 2, 0, 2, False),
    ],
)
def test_count_result(expected: int, answered: int, pour: int, contre: int, exact: bool) -> None:
    result = count_result(Part.HAND, expected, answered)
    assert (result.pour, result.contre, result.exact) == (pour, contre, exact)
    assert result.pour + result.contre >= min(expected, answered)


def test_counting_never_pays_more_than_the_exact_count() -> None:
    for expected in range(30):
        best = count_result(Part.CRIB, expected, expected)
        for answered in range(30):
            other = count_result(Part.CRIB, expected, answered)
            assert other.pour <= best.pour
            assert other.contre >= best.contre
            assert (other.pour == best.pour) == (answered == expected) or expected == 0


def test_the_ecart_is_not_a_counted_part() -> None:
    with pytest.raises(ValueError):
        count_result(Part.ECART, 3, 3)
    with pytest.raises(ValueError):
        count_result(Part.HAND, -1, 3)


@pytest.mark.parametrize(
    ("loss", "contre"),
    [
        (0.0, 0),
        (1e-12, 0),  # float noise: a tie with the best
        (0.01, 1),
        (0.5, 1),
        (0.5001, 2),
        (1.0, 2),
        (2.26, 5),
        (4.5, 9),
        (4.51, 10),
        (30.0, 10),
    ],
)
def test_ecart_scale(loss: float, contre: int) -> None:
    assert ecart_contre(loss) == contre
    result = ecart_result(loss, rank=2)
    assert (result.pour, result.contre) == (ECART_POINTS - contre, contre)
    assert result.exact == (contre == 0)


def test_the_best_lay_away_earns_the_most() -> None:
    losses = [n / 20 for n in range(200)]
    pours = [ecart_result(loss, rank=1).pour for loss in losses]
    assert pours[0] == ECART_POINTS
    assert all(a >= b for a, b in itertools.pairwise(pours))
    assert all(p < ECART_POINTS for p in pours[1:])


def test_a_negative_loss_is_refused() -> None:
    with pytest.raises(ValueError):
        ecart_contre(-0.1)
    with pytest.raises(ValueError):
        ecart_contre(float("nan"))


# -- The day's result ------------------------------------------------------------------------


def full_day() -> DayResult:
    day = DayResult(DAY)
    for result in (
        count_result(Part.HAND, 12, 12),
        count_result(Part.CRIB, 8, 6),
        count_result(Part.PEG, 2, 0),
        ecart_result(0.0, rank=1),
    ):
        day = day.with_part(result)
    return day


def test_a_day_adds_its_parts_in_order() -> None:
    day = DayResult(DAY)
    assert (day.next_part, day.marks, day.finished) == (Part.HAND, "⬜⬜⬜⬜", False)
    done = full_day()
    assert done.finished and done.next_part is None
    assert (done.pour, done.contre, done.exact) == (12 + 6 + 0 + 10, 0 + 2 + 2 + 0, 2)
    assert done.marks == "✅🟨🟥✅"
    assert DayResult(DAY, done.parts[:2]).marks == "✅🟨⬜⬜"


def test_parts_out_of_order_are_refused() -> None:
    with pytest.raises(ValueError):
        DayResult(DAY).with_part(count_result(Part.CRIB, 4, 4))
    with pytest.raises(ValueError):
        full_day().with_part(count_result(Part.HAND, 4, 4))
    with pytest.raises(ValueError):
        DayResult(DAY, (count_result(Part.HAND, 1, 1), count_result(Part.HAND, 1, 1)))


def test_the_detail_reads_back() -> None:
    done = full_day()
    assert DayResult.from_detail(DAY, done.detail()) == done
    assert done.detail()[3] == {"part": "ecart", "pour": 10, "contre": 0, "exact": True} | {
        "loss": 0.0,
        "rank": 1,
    }
    with pytest.raises(ValueError):
        PartResult.from_dict({"part": "hand"})
    with pytest.raises(ValueError):
        PartResult.from_dict({"part": "poker", "pour": 1, "contre": 0, "exact": True})


# -- Streaks ---------------------------------------------------------------------------------


def days_ago(*offsets: int) -> list[date]:
    return [DAY - timedelta(days=n) for n in offsets]


@pytest.mark.parametrize(
    ("finished", "current", "best"),
    [
        ([], 0, 0),
        (days_ago(0), 1, 1),
        (days_ago(1), 1, 1),  # yesterday: still alive today
        (days_ago(2), 0, 1),  # a day missed: broken
        (days_ago(0, 1, 2, 3, 4), 5, 5),
        (days_ago(1, 2, 3), 3, 3),
        (days_ago(0, 1, 3, 4, 5, 6), 2, 4),
        (days_ago(0, 0, 1), 2, 2),  # duplicates count once
        (days_ago(-1, 0, 1), 2, 3),  # a day "after today" (moved west) only counts for the best
    ],
)
def test_streak(finished: list[date], current: int, best: int) -> None:
    assert streak(finished, DAY) == Streak(current, best)


def test_streak_across_month_and_year_ends() -> None:
    finished = [date(2026, 12, 30), date(2026, 12, 31), date(2027, 1, 1)]
    assert streak(finished, date(2027, 1, 2)) == Streak(3, 3)
    assert streak([date(2028, 2, 28), date(2028, 2, 29), date(2028, 3, 1)], date(2028, 3, 1)) == (
        Streak(3, 3)
    )


def test_longest_run_brute_force() -> None:
    base = date(2026, 1, 1)
    for mask in range(1 << 10):
        days = [base + timedelta(days=i) for i in range(10) if mask >> i & 1]
        bits = format(mask, "010b")
        assert longest_run(days) == max((len(run) for run in bits.split("0")), default=0)


# -- The stored part question ----------------------------------------------------------------


def test_a_part_question_reads_back_what_it_stores() -> None:
    done = (count_result(Part.HAND, 12, 12).to_dict(),)
    for part in PARTS:
        stored = PartQuestion(DAY, part, replay=True, deal={"x": [1, 2]}, done=done)
        assert PartQuestion.from_dict(stored.to_dict()) == stored
        assert read_part(stored.to_dict()) == stored
        assert question_kind(part) == f"daily-{part.value}"


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"day": "2026-11-23", "part": "hand", "replay": False},
        {"day": "2026-11-23", "part": "hand", "replay": False, "deal": 3},
        {"day": "2026-11-23", "part": "nope", "replay": False, "deal": {}},
        {"day": "23/11/2026", "part": "hand", "replay": False, "deal": {}},
        {"day": "2026-11-23", "part": "hand", "replay": False, "deal": {}, "done": [1]},
    ],
)
def test_a_malformed_part_question_is_a_value_error(data: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        PartQuestion.from_dict(data)
    assert read_part(data) is None


def test_the_lay_away_of_a_stored_day_is_read_back() -> None:
    day = DayResult(DAY)
    for part in PARTS[:-1]:
        day = day.with_part(count_result(part, 10, 10))
    assert lay_aways_of(DAY, day.detail()) == []  # not answered yet
    day = day.with_part(ecart_result(1.25, 3))
    dealer = challenge_for(DAY).ecart.dealer
    assert lay_aways_of(DAY, day.detail()) == [(dealer, 3, 1.25)]
    assert lay_aways_of(DAY, [{"part": "nope"}]) == []
    assert lay_aways_of(DAY, list(reversed(day.detail()))) == []  # out of order: unreadable


NOV_24 = date(2026, 11, 24)
AFTERNOON = datetime(2026, 11, 24, 15, tzinfo=UTC)  # the 23rd is over everywhere
DAWN = datetime(2026, 11, 24, 5, tzinfo=UTC)  # the 23rd is still played west of UTC-5


@pytest.mark.parametrize(
    ("typed", "now", "day_first", "asked"),
    [
        ("", AFTERNOON, True, NOV_24),
        ("", DAWN, True, NOV_24),
        ("2026-11-24", AFTERNOON, True, NOV_24),
        ("24/11/2026", AFTERNOON, True, NOV_24),
        ("11/24/2026", AFTERNOON, False, NOV_24),
        ("2026-11-23", AFTERNOON, True, date(2026, 11, 23)),
        ("2026-11-23", DAWN, True, DayRefused.NOT_OVER),
        ("2026-11-01", DAWN, True, date(2026, 11, 1)),
        ("2026-11-25", AFTERNOON, True, DayRefused.FUTURE),
        ("1999-12-31", AFTERNOON, True, DayRefused.TOO_OLD),
        ("2000-01-01", AFTERNOON, True, date(2000, 1, 1)),
        ("bonjour", AFTERNOON, True, DayRefused.UNREAD),
        ("31/11", AFTERNOON, True, DayRefused.NO_SUCH_DAY),
        ("2025-02-29", AFTERNOON, True, DayRefused.NO_SUCH_DAY),
        ("32/11", AFTERNOON, True, DayRefused.UNREAD),
        ("demain", AFTERNOON, True, DayRefused.FUTURE),
        ("tomorrow", AFTERNOON, False, DayRefused.FUTURE),
    ],
)
def test_the_day_daily_plays_or_why_not(
    typed: str, now: datetime, day_first: bool, asked: date | DayRefused
) -> None:
    assert day_asked(typed, NOV_24, now, day_first=day_first) == asked


NOV = {n: date(2026, 11, n) for n in range(16, 25)}  # NOV_24 is a Tuesday


@pytest.mark.parametrize(
    ("typed", "now", "day_first", "asked"),
    [
        # « /defi lundi » got only the usage: a weekday is the latest such day, today included
        ("lundi", AFTERNOON, True, NOV[23]),
        ("Lundi", AFTERNOON, True, NOV[23]),
        ("LUNDI", AFTERNOON, True, NOV[23]),
        ("lun", AFTERNOON, True, NOV[23]),
        ("Lun.", AFTERNOON, True, NOV[23]),
        ("le lundi", AFTERNOON, True, NOV[23]),
        ("ce lundi", AFTERNOON, True, NOV[23]),
        ("de lundi", AFTERNOON, True, NOV[23]),
        ("celui de lundi", AFTERNOON, True, NOV[23]),
        ("Monday's", AFTERNOON, False, NOV[23]),
        ("lundi dernier", AFTERNOON, True, NOV[23]),
        ("Monday", AFTERNOON, False, NOV[23]),
        ("mon", AFTERNOON, False, NOV[23]),
        ("on Monday", AFTERNOON, False, NOV[23]),
        ("monday", AFTERNOON, True, NOV[23]),  # English words in French too
        ("lundi", AFTERNOON, False, NOV[23]),  # and French words in English
        ("mardi", AFTERNOON, True, NOV_24),  # today's name is today
        ("Tuesday", AFTERNOON, False, NOV_24),
        ("mar", AFTERNOON, True, NOV_24),
        ("mardi dernier", AFTERNOON, True, NOV[17]),  # a week before
        ("Mardi passé", AFTERNOON, True, NOV[17]),
        ("MARDI PASSE", AFTERNOON, True, NOV[17]),
        ("last Tuesday", AFTERNOON, False, NOV[17]),
        ("tues", AFTERNOON, False, NOV_24),
        ("mercredi", AFTERNOON, True, NOV[18]),
        ("mer", AFTERNOON, True, NOV[18]),
        ("Wednesday", AFTERNOON, False, NOV[18]),
        ("wed", AFTERNOON, False, NOV[18]),
        ("jeudi", AFTERNOON, True, NOV[19]),
        ("jeu", AFTERNOON, True, NOV[19]),
        ("thurs", AFTERNOON, False, NOV[19]),
        ("thu", AFTERNOON, False, NOV[19]),
        ("vendredi", AFTERNOON, True, NOV[20]),
        ("ven", AFTERNOON, True, NOV[20]),
        ("Friday", AFTERNOON, False, NOV[20]),
        ("samedi", AFTERNOON, True, NOV[21]),
        ("sam", AFTERNOON, True, NOV[21]),
        ("sat", AFTERNOON, False, NOV[21]),
        ("dimanche", AFTERNOON, True, NOV[22]),
        ("Dim.", AFTERNOON, True, NOV[22]),
        ("Sunday", AFTERNOON, False, NOV[22]),
        ("sun", AFTERNOON, False, NOV[22]),
        # yesterday, while it is still played west of here; the day before is over
        ("lundi", DAWN, True, DayRefused.NOT_OVER),
        ("Monday", DAWN, False, DayRefused.NOT_OVER),
        ("dimanche", DAWN, True, NOV[22]),
        # a weekday to come is not dealt yet
        ("lundi prochain", AFTERNOON, True, DayRefused.FUTURE),
        ("lundi qui vient", AFTERNOON, True, DayRefused.FUTURE),
        ("next Monday", AFTERNOON, False, DayRefused.FUTURE),
        # a weekday before a date, as the bot writes days: the date
        ("lundi 23 novembre", AFTERNOON, True, NOV[23]),
        ("Lundi, le 16 novembre", AFTERNOON, True, NOV[16]),
        ("Monday, November 16", AFTERNOON, False, NOV[16]),
        ("lun. 16/11", AFTERNOON, True, NOV[16]),
        ("Mon 11/16", AFTERNOON, False, NOV[16]),
        # a month's abbreviation with a day is that date, not a weekday
        ("mar 3", AFTERNOON, True, date(2026, 3, 3)),
        # no weekday read
        ("lundi mardi", AFTERNOON, True, DayRefused.UNREAD),
        ("lundi bonjour", AFTERNOON, True, DayRefused.UNREAD),
        ("lundis", AFTERNOON, True, DayRefused.UNREAD),
        # a weekday before a date no calendar has: that date is said to be none
        ("lundi 31 novembre", AFTERNOON, True, DayRefused.NO_SUCH_DAY),
        ("Mon, Nov 31", AFTERNOON, False, DayRefused.NO_SUCH_DAY),
    ],
)
def test_a_weekday_is_the_latest_such_day(
    typed: str, now: datetime, day_first: bool, asked: date | DayRefused
) -> None:
    assert day_asked(typed, NOV_24, now, day_first=day_first) == asked


@pytest.mark.parametrize(
    ("typed", "now", "day_first", "asked"),
    [
        # « /defi le 20 » got only the usage: a day of the month alone is this month's
        ("le 20", AFTERNOON, True, NOV[20]),
        ("Le 20", AFTERNOON, True, NOV[20]),
        ("le 1er", AFTERNOON, True, date(2026, 11, 1)),
        ("le 24", AFTERNOON, True, NOV_24),  # today
        ("le 16e", AFTERNOON, True, NOV[16]),
        ("the 20th", AFTERNOON, False, NOV[20]),
        ("20th", AFTERNOON, False, NOV[20]),
        ("on the 1st", AFTERNOON, False, date(2026, 11, 1)),
        ("le 20", AFTERNOON, False, NOV[20]),  # French words in English too
        ("le 20 novembre", AFTERNOON, True, NOV[20]),
        ("the 20th of November", AFTERNOON, False, NOV[20]),
        # yesterday, while it is still played west of here
        ("le 23", DAWN, True, DayRefused.NOT_OVER),
        # a day of this month to come is not dealt yet
        ("le 25", AFTERNOON, True, DayRefused.FUTURE),
        ("the 28th", AFTERNOON, False, DayRefused.FUTURE),
        # a bare number, or a day the month does not have, is no day
        ("20", AFTERNOON, True, DayRefused.UNREAD),
        ("le 31", AFTERNOON, True, DayRefused.UNREAD),
        ("le 0", AFTERNOON, True, DayRefused.UNREAD),
    ],
)
def test_a_day_of_the_month_is_this_month_s(
    typed: str, now: datetime, day_first: bool, asked: date | DayRefused
) -> None:
    assert day_asked(typed, NOV_24, now, day_first=day_first) == asked
