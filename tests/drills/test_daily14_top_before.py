"""/top's words for the period before (daily14): « /classement mois dernier » showed this
month's board without a word, « /classement hier » the week under « Je ne comprends pas
« hier » »."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.club import Period
from bot.drills.club_args import asks_before, day_before, period_at, period_known, period_of


@pytest.mark.parametrize(
    ("typed", "period", "before"),
    [
        ("mois dernier", Period.MONTH, True),
        ("le mois dernier", Period.MONTH, True),
        ("dernier mois", Period.MONTH, True),
        ("semaine passée", Period.WEEK, True),
        ("la semaine précédente", Period.WEEK, True),
        ("last month", Period.MONTH, True),
        ("last week", Period.WEEK, True),
        ("hier", Period.TODAY, True),
        ("yesterday", Period.TODAY, True),
        ("mois", Period.MONTH, False),
        ("ce mois-ci", Period.MONTH, False),
        ("jour", Period.TODAY, False),
        ("", Period.WEEK, False),
        ("tout dernier", Period.ALL, False),
    ],
)
def test_the_period_before_is_read(typed: str, period: Period, before: bool) -> None:
    words = typed.split()
    at = period_at(words)
    word = None if at is None else words[at]
    assert period_known(word)
    assert period_of(word) is period
    assert asks_before(words) is before


def test_the_day_before_each_period() -> None:
    today = date(2026, 12, 2)  # a Wednesday
    assert day_before(Period.TODAY, today) == date(2026, 12, 1)
    assert day_before(Period.MONTH, today) == date(2026, 11, 30)
    assert day_before(Period.WEEK, today) < date(2026, 11, 30)
    assert day_before(Period.ALL, today) == today
