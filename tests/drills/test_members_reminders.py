"""The reminders of a waiting game between members, decided from how long it waited."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from bot.drills.members_reminders import Nudge, idle_since, nudge

H = timedelta(hours=1)


@pytest.mark.parametrize(
    ("idle", "reminded", "taking_seats", "due"),
    [
        (11 * H, 0, False, None),
        (12 * H, 0, False, Nudge.PRIVATE),
        (47 * H, 0, False, Nudge.PRIVATE),
        (47 * H, 1, False, None),  # reminded once: the group's turn comes at 48 hours
        (48 * H, 0, False, Nudge.GROUP),  # late: straight to the group
        (48 * H, 1, False, Nudge.GROUP),
        (100 * H, 2, False, None),  # reminded in the group already
        (7 * 24 * H, 2, False, Nudge.ABANDON),
        (7 * 24 * H, 0, False, Nudge.ABANDON),
        (12 * H, 0, True, None),  # a table taking seats is never reminded
        (100 * H, 0, True, None),
        (7 * 24 * H, 0, True, Nudge.WITHDRAW),
    ],
)
def test_what_a_waiting_game_is_due(
    idle: timedelta, reminded: int, taking_seats: bool, due: Nudge | None
) -> None:
    assert nudge(idle, reminded, taking_seats=taking_seats) is due


def test_a_reminders_value_is_the_count_stored_once_sent() -> None:
    assert (Nudge.PRIVATE.value, Nudge.GROUP.value) == (1, 2)


@pytest.mark.parametrize(
    ("moved_at", "idle"),
    [
        ("2026-11-28T09:30:00.000+00:00", 48 * H),  # as the storage writes it (`iso_utc`)
        ("2026-11-28T09:30:00", 48 * H),  # no zone: UTC
        ("2026-11-28T04:30:00-05:00", 48 * H),  # another zone, the same moment
        ("2026-11-30T09:29:00+00:00", timedelta(minutes=1)),
    ],
)
def test_how_long_a_game_waited_is_read_from_its_stored_moment(
    moved_at: str, idle: timedelta
) -> None:
    now = datetime(2026, 11, 30, 9, 30, tzinfo=UTC)
    assert idle_since(moved_at, now) == idle
    assert idle_since(moved_at, now.astimezone(timezone(timedelta(hours=-5)))) == idle
