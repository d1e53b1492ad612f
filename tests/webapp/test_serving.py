"""`muggins run` serves the Mini App only with MUGGINS_WEBAPP_URL: on MUGGINS_PORT when polling,
at /app/ on the webhook server, and offers it as the private chats' menu button; without the
setting nothing listens and no button is set."""

from __future__ import annotations

import asyncio
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bot.tg.app import build_app
from bot.tg.config import Config, ConfigError
from bot.tg.local import LocalBotApi
from bot.tg.runner import run
from bot.webapp.server import CSP

SECRET = "s3cret_-token"


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get(url: str) -> tuple[int, dict[str, str]]:
    """The status and headers of a GET (0 when nothing listens)."""
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return int(answer.status), dict(answer.headers)
    except urllib.error.HTTPError as error:
        return int(error.code), dict(error.headers)
    except (urllib.error.URLError, ConnectionError):
        return 0, {}


def wait_for(predicate: object, seconds: float = 20) -> None:
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError("timed out")


@contextmanager
def running(config: Config, api: LocalBotApi, *, webhook: bool) -> Iterator[None]:
    application = build_app(config, request=api)
    loop = asyncio.new_event_loop()
    codes: list[int] = []
    thread = threading.Thread(
        target=lambda: codes.append(
            run(config, application=application, loop=loop, stop_signals=None, webhook=webhook)
        )
    )
    thread.start()
    try:
        yield
    finally:
        wait_for(lambda: loop.is_running() or codes)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(20)
    assert codes == [0]


def test_polling_serves_the_page_on_its_port_and_sets_the_menu_button(tmp_path: Path) -> None:
    port = free_port()
    public = "https://bot.example.org/app/"
    config = Config(
        db_path=tmp_path / "db.sqlite3", listen="127.0.0.1", port=port, webapp_url=public
    )
    api = LocalBotApi()
    with running(config, api, webhook=False):
        wait_for(lambda: get(f"http://127.0.0.1:{port}/app/")[0] == 200)
        _, headers = get(f"http://127.0.0.1:{port}/app/")
        assert headers["Content-Security-Policy"] == CSP
        assert get(f"http://127.0.0.1:{port}/app/api/state")[0] == 401  # no initData
        assert get(f"http://127.0.0.1:{port}/healthz")[0] == 404  # only the Mini App here
        wait_for(lambda: api.menu_button != {})
        button = {"type": "web_app", "text": "La table", "web_app": {"url": public}}
        assert api.menu_button == button


def test_without_the_setting_nothing_listens_and_no_button_is_set(tmp_path: Path) -> None:
    port = free_port()
    config = Config(db_path=tmp_path / "db.sqlite3", listen="127.0.0.1", port=port)
    api = LocalBotApi()
    with running(config, api, webhook=False):
        wait_for(lambda: any(call.method == "getUpdates" for call in api.calls))
        assert get(f"http://127.0.0.1:{port}/app/")[0] == 0
    assert api.menu_button == {}
    assert not any(call.method == "setChatMenuButton" for call in api.calls)


@pytest.mark.parametrize("webapp", [True, False])
def test_the_webhook_server_serves_app_only_with_the_setting(tmp_path: Path, webapp: bool) -> None:
    port = free_port()
    config = Config(
        db_path=tmp_path / "db.sqlite3",
        webhook_url=f"https://bot.example.org/hook-{port}",
        webhook_secret=SECRET,
        listen="127.0.0.1",
        port=port,
        webapp_url="https://bot.example.org/app/" if webapp else None,
    )
    api = LocalBotApi()
    with running(config, api, webhook=True):
        wait_for(lambda: get(f"http://127.0.0.1:{port}/healthz")[0] == 200)
        assert get(f"http://127.0.0.1:{port}/app/")[0] == (200 if webapp else 404)
        assert get(f"http://127.0.0.1:{port}/app/app.js")[0] == (200 if webapp else 404)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("https://bot.example.org/app/", "https://bot.example.org/app/"),
        (" https://bot.example.org/app/ ", "https://bot.example.org/app/"),
        ("http://localhost:8080/app/", "http://localhost:8080/app/"),
        ("http://127.0.0.1:8080/app/", "http://127.0.0.1:8080/app/"),
        ("", None),
    ],
)
def test_the_setting(tmp_path: Path, value: str, expected: str | None) -> None:
    env = {"MUGGINS_DB": str(tmp_path / "d.db"), "MUGGINS_WEBAPP_URL": value}
    assert Config.from_env(env).webapp_url == expected


@pytest.mark.parametrize(
    "value", ["http://bot.example.org/app/", "bot.example.org/app/", "ftp://x/app/", "https:///"]
)
def test_a_url_telegram_would_not_open_is_refused(tmp_path: Path, value: str) -> None:
    with pytest.raises(ConfigError):
        Config.from_env({"MUGGINS_DB": str(tmp_path / "d.db"), "MUGGINS_WEBAPP_URL": value})
