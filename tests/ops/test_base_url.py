"""TELEGRAM_BASE_URL in both forms: `https://host` and python-telegram-bot's `https://host/bot`."""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes.botapi_server import TEST_TOKEN, FakeBotApiServer
from fakes.polling import poll_one_start

from bot.tg.config import Config, ConfigError


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("https://api.telegram.org", "https://api.telegram.org"),
        ("https://api.telegram.org/", "https://api.telegram.org"),
        ("https://api.telegram.org/bot", "https://api.telegram.org"),
        ("https://api.telegram.org/bot/", "https://api.telegram.org"),
        ("  http://127.0.0.1:8081/bot \n", "http://127.0.0.1:8081"),
        ("http://127.0.0.1:8081", "http://127.0.0.1:8081"),
        ("https://proxy.example/telegram/bot", "https://proxy.example/telegram"),
        ("https://proxy.example/telegram", "https://proxy.example/telegram"),
        ("https://bot", "https://bot"),  # a host named "bot" is not a path
        ("https://bot/bot", "https://bot"),
        ("https://host/robot", "https://host/robot"),
    ],
)
def test_both_forms_give_the_server_url(tmp_path: Path, value: str, expected: str) -> None:
    config = Config.from_env({"TELEGRAM_BASE_URL": value, "MUGGINS_DB": str(tmp_path / "d.db")})
    assert config.base_url == expected
    assert config.api_url == f"{expected}/bot"
    assert config.file_url == f"{expected}/file/bot"


@pytest.mark.parametrize("value", ["https://", "https:///bot", "/bot", "host/bot", "ftp://h/bot"])
def test_malformed_base_urls_are_refused(tmp_path: Path, value: str) -> None:
    with pytest.raises(ConfigError):
        Config.from_env({"TELEGRAM_BASE_URL": value, "MUGGINS_DB": str(tmp_path / "d.db")})


@pytest.mark.parametrize("suffix", ["", "/bot", "/bot/"])
def test_the_bot_polls_with_either_form(
    fake_botapi: FakeBotApiServer, tmp_path: Path, suffix: str
) -> None:
    config = Config.from_env(
        {
            "TELEGRAM_BOT_TOKEN": TEST_TOKEN,
            "TELEGRAM_BASE_URL": fake_botapi.base_url + suffix,
            "MUGGINS_DB": str(tmp_path / "db.sqlite3"),
        }
    )
    assert poll_one_start(config, fake_botapi) == 0
    assert all(path.startswith(f"/bot{TEST_TOKEN}/") for path in fake_botapi.paths)
