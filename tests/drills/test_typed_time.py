"""Times of day and dates as players type them (`bot.drills.typed_time`): reminder times and
the day of a challenge to replay, in French and in English."""

from __future__ import annotations

from datetime import date, time

import pytest

from bot.drills.typed_time import format_clock, parse_clock, parse_day


@pytest.mark.parametrize(
    ("typed", "parsed"),
    [
        ("19:30", time(19, 30)),
        ("7:05", time(7, 5)),
        ("19h30", time(19, 30)),
        ("19h", time(19, 0)),
        ("19 h 30", time(19, 30)),
        ("0:00", time(0, 0)),
        ("23:59", time(23, 59)),
        ("7pm", time(19, 0)),
        ("7:30 PM", time(19, 30)),
        ("12am", time(0, 0)),
        ("12 p.m.", time(12, 0)),
        ("24:00", None),
        ("19:60", None),
        ("13pm", None),
        ("0am", None),
        ("off", None),
        ("", None),
        ("19:3", None),
        ("12 p.m", time(12, 0)),
        ("7 P.M.", time(19, 0)),
        ("19 heures", time(19, 0)),
        ("7 heure", time(7, 0)),
        ("19 hres 30", time(19, 30)),
        ("minuit", time(0, 0)),
        ("midi et demie", time(12, 30)),
        ("noon", time(12, 0)),
        ("midnight", time(0, 0)),
        ("midi 60", None),
        ("heures", None),
    ],
)
def test_parse_clock(typed: str, parsed: time | None) -> None:
    assert parse_clock(typed) == parsed


def test_format_clock() -> None:
    assert format_clock(time(7, 5)) == "07:05"


@pytest.mark.parametrize(
    ("typed", "parsed"),
    [
        ("2026-11-20", date(2026, 11, 20)),
        (" 2028-02-29 ", date(2028, 2, 29)),
        ("2026-02-29", None),
        ("2026-13-01", None),
        ("20/11/2026", date(2026, 11, 20)),
        # « /defi 15-11-2026 » and « /defi 2026/11/15 » got the usage, as if no date was typed
        ("20-11-2026", date(2026, 11, 20)),
        ("2026/11/20", date(2026, 11, 20)),
        ("2026.11.20", date(2026, 11, 20)),
        ("2026/11-20", None),
        ("20/11-2026", None),
        ("yesterday", None),  # needs today
        ("nov 20", None),  # needs today for its year
    ],
)
def test_parse_day(typed: str, parsed: date | None) -> None:
    assert parse_day(typed) == parsed


NOV_24 = date(2026, 11, 24)


@pytest.mark.parametrize(
    ("typed", "day_first", "parsed"),
    [
        ("20/11/2026", True, date(2026, 11, 20)),
        ("20/11/2026", False, date(2026, 11, 20)),  # a day above 12 settles it
        ("11/20/2026", False, date(2026, 11, 20)),
        ("3/4/2026", True, date(2026, 4, 3)),
        ("3/4/2026", False, date(2026, 3, 4)),
        ("20.11.26", True, date(2026, 11, 20)),
        ("20/11", True, date(2026, 11, 20)),
        ("hier", True, date(2026, 11, 23)),
        ("Hier", True, date(2026, 11, 23)),
        ("yesterday", False, date(2026, 11, 23)),
        ("avant-hier", True, date(2026, 11, 22)),
        ("aujourd'hui", True, NOV_24),
        ("today", False, NOV_24),
        ("nov 20", False, date(2026, 11, 20)),
        ("Nov. 20", False, date(2026, 11, 20)),
        ("November 20, 2026", False, date(2026, 11, 20)),
        ("20 novembre", True, date(2026, 11, 20)),
        ("le 20 nov. 2026", True, date(2026, 11, 20)),
        ("1er décembre", True, date(2025, 12, 1)),  # the bot writes the first « 1er »
        ("le 1er nov.", True, date(2026, 11, 1)),
        ("Nov 1st", False, date(2026, 11, 1)),
        ("nov 22nd", False, date(2026, 11, 22)),
        ("1erdécembre", True, None),
        ("25 décembre", True, date(2025, 12, 25)),  # no year: the latest one, last year
        ("fév 29", True, date(2024, 2, 29)),  # not this year nor last: 2024's
        ("31/02/2026", True, None),
        ("20", True, None),
        ("nov", True, None),
        ("nov 20 21", True, None),
        ("blah 20", True, None),
        ("tomorrow", False, None),
    ],
)
def test_parse_day_as_people_type_it(typed: str, day_first: bool, parsed: date | None) -> None:
    assert parse_day(typed, NOV_24, day_first=day_first) == parsed
