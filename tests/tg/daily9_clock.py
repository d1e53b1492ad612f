"""One clock for a test: the bot's (`bot_data.clock`, the player's day) and the database's
(`Database.now`, a row's `started_at`, a question's `created_at`), frozen and moved together.
`test_daily_chat.clock` froze the bot's alone: the rows it wrote were stamped with the real
day."""

from __future__ import annotations

from datetime import timedelta

import pytest
from test_daily_chat import Clock

from bot.tg.context import App


class OneClock(Clock):
    """A frozen clock, moved by hand (`later`), read by the bot and its database alike."""

    def later(self, **delta: float) -> None:
        self.now = self.now + timedelta(**delta)


@pytest.fixture
def one_clock(local_app: App, monkeypatch: pytest.MonkeyPatch) -> OneClock:
    frozen = OneClock()
    local_app.bot_data.clock = frozen
    monkeypatch.setattr(local_app.bot_data.db, "_clock", frozen)
    return frozen
