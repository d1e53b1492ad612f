"""Fixtures of every handler test (on top of `tests/conftest.py`'s `local_app`, `local_api`
and `bot_driver`).

- `db`: the running application's `Database`.
- `every_call_is_valid` (autouse): after each test that talks to the in-process Bot API, the
  calls the bot made pass `tg_checks.check_calls` (valid HTML and limits, no edit that changes
  nothing).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from tg_checks import check_calls

from bot.storage import Database
from bot.tg.local import LocalBotApi
from bot.tg.members_pace import PACING

if TYPE_CHECKING:
    from bot.tg.context import App


@pytest.fixture
def db(local_app: App) -> Database:
    return local_app.bot_data.db


@pytest.fixture(autouse=True)
def edits_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's group edits are sent at once (`members_pace`); the pacing's own tests set a
    fake clock and Telegram's gap."""
    monkeypatch.setattr(PACING, "gap", 0.0)


@pytest.fixture(autouse=True)
def every_call_is_valid(request: pytest.FixtureRequest) -> Iterator[None]:
    if "local_api" not in request.fixturenames:
        yield
        return
    api: LocalBotApi = request.getfixturevalue("local_api")
    yield
    check_calls(api)
