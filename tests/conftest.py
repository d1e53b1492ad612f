"""Shared fixtures for the Telegram layer (owned by the tg-infra helper).

In-process bot (any handler test):
- `tg_config`:  a `Config` with no token, default language fr and a fresh SQLite file in
                a temporary folder (`tg_config.db_path`).
- `local_api`:  the `LocalBotApi` (in-process Bot API) the app talks to; `.calls` records every
                call, `.last_message(chat_id)`, `.messages(chat_id)`, `.sent_texts(chat_id)`.
- `local_app`:  the real Application from `build_app(tg_config, request=local_api,
                rng=random.Random(1234))`, started (catalogs loaded, database open, command
                menus set) and stopped after the test.
- `bot_driver`: a `bot.tg.local.Driver` over `local_app`: `await bot_driver.send("/hand",
                user_id=7, language_code="en")` and `await bot_driver.press(data, message_id,
                user_id=7)` return the Bot API calls the update caused and raise `HandlerError`
                if a handler crashed; `bot.tg.local.texts(calls)` gives their HTML texts.

Catalogs: `I18n.load()` of the repository's catalogs is compiled once per test session
(`catalogs_compiled_once`, autouse): each load costs 40 to 56 ms, and every app started by a
test loads them. Other folders (the i18n tests' temporary catalogs) load as usual.

Against a real HTTP transport:
- `fake_botapi`: a `FakeBotApiServer` (tests/fakes/botapi_server.py) on a free 127.0.0.1 port
                 accepting the token `fakes.botapi_server.TEST_TOKEN`; stopped after the test.
"""

from __future__ import annotations

import itertools
import os
import random
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from fakes.botapi_server import TEST_TOKEN, FakeBotApiServer

import bot.tg.handlers.table as table_handlers
from bot.i18n import I18n, resolve_locales_dir
from bot.tg.config import Config
from bot.tg.local import Driver, LocalBotApi

if TYPE_CHECKING:
    from bot.tg.context import App
    from bot.tg.inbox import Inbox
    from bot.tg.sender import Sender

__all__ = ["TEST_TOKEN"]

# Hundreds of applications start in one test process: freezing each one's survivors out of the
# garbage collector (bot.tg.warm) would keep every test's cycles alive, and cost a full
# collection per start.
os.environ.setdefault("MUGGINS_GC_FREEZE", "0")


@pytest.fixture(scope="session", autouse=True)
def catalogs_compiled_once() -> Iterator[None]:
    loaded = I18n.load()
    load = I18n.load.__func__  # type: ignore[attr-defined]

    def cached(cls: type[I18n], locales_dir: str | os.PathLike[str] | None = None) -> I18n:
        if resolve_locales_dir(locales_dir) == loaded.directory:
            return loaded
        result: I18n = load(cls, locales_dir)
        return result

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(I18n, "load", classmethod(cached))
        yield


CPUS = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
"""The CPUs the test process may run on: no test may leave its thread on fewer
(the club benchmark pins itself to one while it runs)."""


@pytest.fixture(autouse=True)
def deals_are_reproducible(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games against the bot deal from fixed secrets in tests, one per game in the order they
    start (the bot draws them with `secrets`): a test sees the same cards at every run, so a
    failure can be replayed. A test may set its own (`tests/tg/test_table_play_order.py`)."""
    games = itertools.count(1)
    monkeypatch.setattr(table_handlers, "new_secret", lambda _random: f"{next(games):032x}")


@pytest.fixture(autouse=True)
def cpus_given_back() -> Iterator[None]:
    yield
    if CPUS is not None:
        left = os.sched_getaffinity(0)
        if left != CPUS:
            os.sched_setaffinity(0, CPUS)  # the next tests run as they should
            pytest.fail(f"the test left its thread on CPUs {sorted(left)}, not {sorted(CPUS)}")


@pytest.fixture
def tg_config(tmp_path: Path) -> Config:
    return Config(token=None, db_path=tmp_path / "data" / "muggins.sqlite3", default_lang="fr")


@pytest.fixture
def local_api() -> LocalBotApi:
    return LocalBotApi()


@pytest.fixture
async def local_run(
    tg_config: Config, local_api: LocalBotApi
) -> AsyncIterator[tuple[App, Inbox, Sender]]:
    """The application as `muggins run` runs it, without its poller: each update handled in
    one transaction, its replies delivered by the sender (`fakes.running.bot_run`)."""
    # Imported here so that suites not using the bot collect even while handlers are broken.
    from fakes.running import bot_run

    async with bot_run(tg_config, local_api, rng=random.Random(1234)) as run:
        yield run


@pytest.fixture
def local_app(local_run: tuple[App, Inbox, Sender]) -> App:
    return local_run[0]


@pytest.fixture
def bot_driver(local_run: tuple[App, Inbox, Sender], local_api: LocalBotApi) -> Driver:
    application, inbox, sender = local_run
    return Driver(application, local_api, durable=(inbox, sender))


@pytest.fixture
def fake_botapi() -> Iterator[FakeBotApiServer]:
    with FakeBotApiServer(TEST_TOKEN) as server:
        yield server
