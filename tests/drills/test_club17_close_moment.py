"""When a tournament's close runs (`close_moment`): at its moment, or at once when the bot was
down then. Decided in tournament_close's handler before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.drills.tournament import CLOSE_SOON, close_moment

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


def test_a_close_to_come_runs_at_its_moment() -> None:
    closes = NOW + timedelta(days=6)
    assert close_moment(closes, NOW) == closes


def test_a_close_missed_while_down_runs_at_once() -> None:
    assert close_moment(NOW - timedelta(days=2), NOW) == NOW + CLOSE_SOON
    assert close_moment(NOW, NOW) == NOW + CLOSE_SOON
