"""`iso_utc`: every stored time is the same instant written in UTC with milliseconds;
`values_rows`: the parameters of a multi-row VALUES clause."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from bot.storage.sql import iso_utc, values_rows


@pytest.mark.parametrize(
    ("moment", "stored"),
    [
        (datetime(2025, 1, 31, 18, 4, 5, 123456, tzinfo=UTC), "2025-01-31T18:04:05.123+00:00"),
        (
            datetime(2025, 1, 31, 13, 4, 5, 123999, tzinfo=timezone(timedelta(hours=-5))),
            "2025-01-31T18:04:05.123+00:00",
        ),
        (
            datetime(2025, 7, 1, 8, 0, tzinfo=ZoneInfo("America/Montreal")),
            "2025-07-01T12:00:00.000+00:00",
        ),
        (datetime(2025, 7, 1, 12, 0, tzinfo=timezone.utc), "2025-07-01T12:00:00.000+00:00"),  # noqa: UP017
    ],
    ids=["utc", "fixed-offset", "zone-with-dst", "timezone.utc"],
)
def test_a_time_is_stored_in_utc_with_milliseconds(moment: datetime, stored: str) -> None:
    assert iso_utc(moment) == stored


def test_a_naive_time_is_refused() -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        iso_utc(datetime(2025, 1, 31, 18, 4, 5))


def test_values_rows_gives_count_rows_of_width_parameters() -> None:
    assert values_rows(1, 1) == "(?)"
    assert values_rows(2, 3) == "(?, ?, ?), (?, ?, ?)"
    assert values_rows(3, 2) == "(?, ?), (?, ?), (?, ?)"
