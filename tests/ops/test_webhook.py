"""`muggins run --webhook`: PTB's run_webhook with a secret token, and /healthz."""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from fakes.full_disk import full_disk

from bot.commands import bot as bot_commands
from bot.tg.app import build_app
from bot.tg.config import Config
from bot.tg.local import LocalBotApi, make_message_update
from bot.tg.runner import run
from bot.tg.upkeep import heartbeat_path
from bot.tg.webhook import url_path

SECRET = "s3cret_-token"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def request(url: str, data: bytes | None = None, headers: dict[str, str] | None = None) -> int:
    """The HTTP status of a GET (or a POST with `data`)."""
    req = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=5) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)
    except (urllib.error.URLError, ConnectionError):  # not listening yet
        return 0


def wait_for(predicate: object, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError("timed out")


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("https://bot.example.org/telegram", "telegram"),
        ("https://bot.example.org/a/b/", "a/b"),
        ("https://bot.example.org", ""),
    ],
)
def test_url_path(url: str, path: str) -> None:
    assert url_path(url) == path


def test_webhook_mode_takes_updates_with_the_secret_and_answers_healthz(tmp_path: Path) -> None:
    port = free_port()
    public = f"https://bot.example.org/hook-{port}"
    config = Config(
        db_path=tmp_path / "data" / "db.sqlite3",
        webhook_url=public,
        webhook_secret=SECRET,
        listen="127.0.0.1",
        port=port,
    )
    api = LocalBotApi()
    application = build_app(config, request=api)
    loop = asyncio.new_event_loop()
    codes: list[int] = []
    thread = threading.Thread(
        target=lambda: codes.append(
            run(config, application=application, loop=loop, stop_signals=None, webhook=True)
        )
    )
    local = f"http://127.0.0.1:{port}"
    thread.start()
    try:
        wait_for(lambda: request(f"{local}/healthz") == 200)
        assert api.webhook == {"url": public, "secret_token": SECRET}
        update = json.dumps(make_message_update("/start", 41, 41, language_code="en")).encode()
        headers = {"Content-Type": "application/json"}
        assert request(f"{local}/hook-{port}", update, headers) == 403  # no secret
        assert api.messages(41) == []
        headers["X-Telegram-Bot-Api-Secret-Token"] = SECRET
        assert request(f"{local}/hook-{port}", update, headers) == 200
        wait_for(lambda: bool(api.messages(41)))
        wait_for(heartbeat_path(config.db_path).exists)
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(20)
    assert codes == [0]


def test_webhook_needs_its_settings(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", "1:abc")
    monkeypatch.setenv("MUGGINS_DB", str(tmp_path / "db.sqlite3"))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")
    monkeypatch.delenv("MUGGINS_WEBHOOK_URL", raising=False)
    monkeypatch.delenv("MUGGINS_WEBHOOK_SECRET", raising=False)
    assert bot_commands.run(argparse.Namespace(webhook=True)) == 2
    err = capsys.readouterr().err
    assert "MUGGINS_WEBHOOK_URL" in err and "MUGGINS_WEBHOOK_SECRET" in err


@pytest.mark.parametrize(
    ("env", "field", "expected"),
    [
        ({"MUGGINS_PORT": "8443"}, "port", 8443),
        ({"MUGGINS_LISTEN": " 127.0.0.1 "}, "listen", "127.0.0.1"),
        ({"MUGGINS_WEBHOOK_SECRET": "abc_-1"}, "webhook_secret", "abc_-1"),
        ({"MUGGINS_PURGE_DAYS": "0"}, "purge_days", 0),
        ({}, "port", 8080),
        ({}, "listen", "0.0.0.0"),
        ({}, "purge_days", 30),
    ],
)
def test_settings(tmp_path: Path, env: dict[str, str], field: str, expected: object) -> None:
    config = Config.from_env({"MUGGINS_DB": str(tmp_path / "d.db"), **env})
    assert getattr(config, field) == expected


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("MUGGINS_PORT", "0"),
        ("MUGGINS_PORT", "70000"),
        ("MUGGINS_PORT", "http"),
        ("MUGGINS_WEBHOOK_SECRET", "has space"),
        ("MUGGINS_WEBHOOK_SECRET", "x" * 257),
        ("MUGGINS_WEBHOOK_URL", "bot.example.org/hook"),
        ("MUGGINS_PURGE_DAYS", "-1"),
    ],
)
def test_bad_settings(tmp_path: Path, variable: str, value: str) -> None:
    from bot.tg.config import ConfigError

    with pytest.raises(ConfigError) as caught:
        Config.from_env({"MUGGINS_DB": str(tmp_path / "d.db"), variable: value})
    if variable == "MUGGINS_WEBHOOK_SECRET":
        assert value not in str(caught.value)


def test_the_secret_never_shows(tmp_path: Path) -> None:
    config = Config(webhook_secret=SECRET)
    assert SECRET not in repr(config)
    assert SECRET not in config.redact(f"posted with {SECRET}")


def test_a_full_disk_is_two_lines_with_the_refused_posts_counted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    import logging

    full = full_disk(monkeypatch)
    caplog.set_level(logging.INFO)
    port = free_port()
    config = Config(
        db_path=tmp_path / "data" / "db.sqlite3",
        webhook_url=f"https://bot.example.org/hook-{port}",
        webhook_secret=SECRET,
        listen="127.0.0.1",
        port=port,
    )
    application = build_app(config, request=LocalBotApi())
    loop = asyncio.new_event_loop()
    codes: list[int] = []
    thread = threading.Thread(
        target=lambda: codes.append(
            run(config, application=application, loop=loop, stop_signals=None, webhook=True)
        )
    )
    local = f"http://127.0.0.1:{port}"
    headers = {"Content-Type": "application/json", "X-Telegram-Bot-Api-Secret-Token": SECRET}
    thread.start()
    try:
        wait_for(lambda: request(f"{local}/healthz") == 200)
        full.set()
        for number in range(1, 8):  # seven posts met by a full disk: refused, Telegram repeats
            update = make_message_update("/start", 40 + number, 40 + number)
            update["update_id"] = 9000 + number
            assert request(f"{local}/hook-{port}", json.dumps(update).encode(), headers) == 503
        full.clear()
        update = make_message_update("/start", 41, 41)
        update["update_id"] = 9100
        assert request(f"{local}/hook-{port}", json.dumps(update).encode(), headers) == 200
        wait_for(lambda: request(f"{local}/healthz") == 200)
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(20)
    assert codes == [0]
    disk = [r for r in caplog.records if r.name == "muggins.disk"]
    assert [r.levelno for r in disk] == [logging.ERROR, logging.WARNING]
    assert "full" in disk[0].getMessage()
    assert "7 webhook posts refused" in disk[1].getMessage()
    assert "7 writes failed" in disk[1].getMessage()
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == disk[:1]  # no access line, no other error for the refused posts
