"""Configuration from the environment, and `muggins run` refusing to start without a token."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from bot.commands import bot as bot_commands
from bot.tg.config import (
    DEFAULT_BASE_URL,
    DEFAULT_DB_PATH,
    REDACTED,
    Config,
    ConfigError,
    redact,
)

TOKEN = "987654321:AAH-secret_part_of_the_token"


def test_defaults_and_data_folder_on_demand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    config = Config.from_env({})
    assert config == Config(
        token=None,
        base_url=DEFAULT_BASE_URL,
        db_path=DEFAULT_DB_PATH,
        default_lang="fr",
        log_level="INFO",
    )
    assert Path("data") / "muggins.sqlite3" == DEFAULT_DB_PATH
    assert not (tmp_path / "data").exists()  # a fresh checkout's `muggins games` makes nothing
    config.create_db_folder()  # `muggins run`, `chat`
    assert (tmp_path / "data").is_dir()
    assert not (tmp_path / "data" / "muggins.sqlite3").exists()  # created by the database


@pytest.mark.parametrize(
    ("env", "field", "expected"),
    [
        pytest.param({"TELEGRAM_BOT_TOKEN": f"  {TOKEN}\n"}, "token", TOKEN, id="token-stripped"),
        pytest.param({"TELEGRAM_BOT_TOKEN": "   "}, "token", None, id="blank-token-is-none"),
        pytest.param(
            {"TELEGRAM_BASE_URL": "http://127.0.0.1:8081/"},
            "base_url",
            "http://127.0.0.1:8081",
            id="base-url-trailing-slash",
        ),
        pytest.param({"TELEGRAM_BASE_URL": ""}, "base_url", DEFAULT_BASE_URL, id="base-url-empty"),
        pytest.param({"MUGGINS_DEFAULT_LANG": "EN"}, "default_lang", "en", id="lang-upper"),
        pytest.param({"MUGGINS_DEFAULT_LANG": " fr "}, "default_lang", "fr", id="lang-spaces"),
        # A Québec organiser writes fr_CA: it was refused (« expected fr, en »).
        pytest.param({"MUGGINS_DEFAULT_LANG": "fr_CA"}, "default_lang", "fr", id="lang-fr_CA"),
        pytest.param({"MUGGINS_DEFAULT_LANG": "fr-CA"}, "default_lang", "fr", id="lang-fr-CA"),
        pytest.param(
            {"MUGGINS_DEFAULT_LANG": "fr_CA.UTF-8"}, "default_lang", "fr", id="lang-fr_CA.UTF-8"
        ),
        pytest.param({"MUGGINS_DEFAULT_LANG": "en_US"}, "default_lang", "en", id="lang-en_US"),
        pytest.param({"MUGGINS_LOG_LEVEL": "debug"}, "log_level", "DEBUG", id="log-level"),
    ],
)
def test_values_read_from_env(
    tmp_path: Path, env: dict[str, str], field: str, expected: object
) -> None:
    config = Config.from_env({"MUGGINS_DB": str(tmp_path / "x.sqlite3"), **env})
    assert getattr(config, field) == expected


def test_reading_the_db_path_creates_nothing(tmp_path: Path) -> None:
    """Reading the settings left an empty folder behind (`muggins games` on a mistyped
    MUGGINS_DB); the commands that write the database create it themselves."""
    path = tmp_path / "deep" / "er" / "bot.sqlite3"
    config = Config.from_env({"MUGGINS_DB": str(path)})
    assert config.db_path == path
    assert list(tmp_path.iterdir()) == []
    config.create_db_folder()
    assert path.parent.is_dir() and not path.exists()


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        pytest.param("MUGGINS_DEFAULT_LANG", "de", id="lang-unknown"),
        pytest.param("MUGGINS_DEFAULT_LANG", "de_DE", id="lang-locale-unknown"),
        pytest.param("MUGGINS_DEFAULT_LANG", "francais", id="lang-word"),
        pytest.param("TELEGRAM_BASE_URL", "api.telegram.org", id="url-no-scheme"),
        pytest.param("TELEGRAM_BASE_URL", "ftp://example.org", id="url-ftp"),
        pytest.param("TELEGRAM_BOT_TOKEN", "123:abc def", id="token-with-space"),
        pytest.param("TELEGRAM_BOT_TOKEN", "123:abc/def", id="token-with-slash"),
        pytest.param("MUGGINS_DB", ":memory:", id="db-in-memory"),
        pytest.param("MUGGINS_LOG_LEVEL", "LOUD", id="log-level-unknown"),
    ],
)
def test_invalid_values_raise(tmp_path: Path, variable: str, value: str) -> None:
    env = {"MUGGINS_DB": str(tmp_path / "x.sqlite3"), variable: value}
    with pytest.raises(ConfigError) as caught:
        Config.from_env(env)
    assert caught.value.variable == variable


def test_invalid_token_error_hides_the_token(tmp_path: Path) -> None:
    secret = "123:very secret"
    with pytest.raises(ConfigError) as caught:
        Config.from_env({"MUGGINS_DB": str(tmp_path / "x"), "TELEGRAM_BOT_TOKEN": secret})
    assert "very secret" not in str(caught.value)
    assert "very secret" not in caught.value.value


def test_repr_and_str_hide_the_token() -> None:
    config = Config(token=TOKEN)
    for text in (repr(config), str(config), f"{config}", repr([config])):
        assert TOKEN not in text
        assert "secret_part" not in text
        assert REDACTED in text
    assert "token=None" in repr(Config())


def test_urls_for_ptb() -> None:
    config = Config(base_url="http://127.0.0.1:9000")
    assert config.api_url == "http://127.0.0.1:9000/bot"
    assert config.file_url == "http://127.0.0.1:9000/file/bot"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            f"GET https://api.telegram.org/bot{TOKEN}/getMe",
            f"GET https://api.telegram.org/bot{REDACTED}/getMe",
            id="whole-token",
        ),
        pytest.param(
            "secret: AAH-secret_part_of_the_token", f"secret: {REDACTED}", id="secret-half"
        ),
        pytest.param("nothing to hide", "nothing to hide", id="unchanged"),
    ],
)
def test_redact(text: str, expected: str) -> None:
    assert redact(text, TOKEN) == expected
    assert Config(token=TOKEN).redact(text) == expected


def test_redact_without_token_is_identity() -> None:
    assert redact("abc", None) == "abc"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_run_without_token_exits_2_with_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: str,
) -> None:
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    monkeypatch.setenv("MUGGINS_DB", str(tmp_path / "db.sqlite3"))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", lang)
    assert bot_commands.run(argparse.Namespace(command="run")) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1
    assert "TELEGRAM_BOT_TOKEN" in lines[0]
    assert ("pas défini" in lines[0]) == (lang == "fr")
    assert ("is not set" in lines[0]) == (lang == "en")


def test_run_with_invalid_setting_exits_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", TOKEN)
    monkeypatch.setenv("MUGGINS_DB", str(tmp_path / "db.sqlite3"))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "de")
    assert bot_commands.run(argparse.Namespace(command="run")) == 2
    err = capsys.readouterr().err
    assert "MUGGINS_DEFAULT_LANG" in err
    assert TOKEN not in err


HOOK, APP = "MUGGINS_WEBHOOK_URL", "MUGGINS_WEBAPP_URL"


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [
        (HOOK, " https://bot.example.org/hook ", "https://bot.example.org/hook"),
        (HOOK, "http://bot.example.org/hook", "http://bot.example.org/hook"),  # a test server
        (HOOK, "http://localhost:8443/hook", "http://localhost:8443/hook"),
        (HOOK, "  ", None),
        (APP, "https://bot.example.org/app/", "https://bot.example.org/app/"),
        (APP, "http://[::1]:8080/app/", "http://[::1]:8080/app/"),
        (APP, "http://127.0.0.1/app/", "http://127.0.0.1/app/"),
        (APP, "", None),
    ],
)
def test_the_two_urls_read(tmp_path: Path, variable: str, value: str, expected: str | None) -> None:
    """The webhook's URL is http or https; the Mini App's https, or http on this machine."""
    config = Config.from_env({"MUGGINS_DB": str(tmp_path / "d.db"), variable: value})
    assert (config.webhook_url if variable == HOOK else config.webapp_url) == expected


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        (HOOK, "ftp://bot.example.org/hook"),
        (HOOK, "bot.example.org/hook"),
        (HOOK, "https://"),
        (HOOK, "https:///hook"),
        (APP, "http://bot.example.org/app/"),
        (APP, "http://localhost.example.org/app/"),
        (APP, "ftp://localhost/app/"),
        (APP, "https:///app/"),
    ],
)
def test_the_two_urls_refused(tmp_path: Path, variable: str, value: str) -> None:
    with pytest.raises(ConfigError) as caught:
        Config.from_env({"MUGGINS_DB": str(tmp_path / "d.db"), variable: value})
    assert variable in str(caught.value)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        *[("", True), ("1", True), (" On ", True), ("yes", True), ("TRUE", True)],
        *[("0", False), ("off", False), ("No", False), ("false", False)],
    ],
)
def test_gc_freeze_read(tmp_path: Path, value: str, expected: bool) -> None:
    env = {"MUGGINS_DB": str(tmp_path / "d.db"), "MUGGINS_GC_FREEZE": value}
    assert Config.from_env(env).gc_freeze is expected


@pytest.mark.parametrize("value", ["maybe", "2", "-1", "nope", "0n"])
def test_gc_freeze_malformed_is_refused(tmp_path: Path, value: str) -> None:
    """Played: `MUGGINS_GC_FREEZE=maybe` was taken as on, without a word."""
    with pytest.raises(ConfigError) as caught:
        Config.from_env({"MUGGINS_DB": str(tmp_path / "d.db"), "MUGGINS_GC_FREEZE": value})
    assert caught.value.variable == "MUGGINS_GC_FREEZE" and caught.value.value == value
