"""Bot configuration, read from the environment only.

| variable              | meaning                                   | default                   |
|-----------------------|-------------------------------------------|---------------------------|
| TELEGRAM_BOT_TOKEN    | the bot token (required by `muggins run`) | none                      |
| TELEGRAM_BASE_URL     | Bot API server: https://host or           | https://api.telegram.org  |
|                       | https://host/bot (tests use a fake)       |                           |
| MUGGINS_DB            | SQLite file                               | data/muggins.sqlite3      |
| MUGGINS_DEFAULT_LANG  | language when Telegram gives none: fr/en  | fr                        |
|                       | (or fr_CA, en_US...: their language)      |                           |
| MUGGINS_LOG_LEVEL     | logging level name                        | INFO                      |
| MUGGINS_PURGE_DAYS    | days before unanswerable questions go     | 30 (0: never)             |
| MUGGINS_WEBHOOK_URL   | public https URL Telegram posts to        | none (`run --webhook`)    |
| MUGGINS_WEBHOOK_SECRET| secret token Telegram sends back (A-Za-z0-9_-, 1-256) | none (required) |
| MUGGINS_LISTEN        | address the webhook server listens on     | 0.0.0.0                   |
| MUGGINS_PORT          | port of the webhook server (and /healthz) | 8080                      |
| MUGGINS_TZ            | default IANA timezone (daily challenge)   | America/Toronto           |
| MUGGINS_WEBAPP_URL    | public https URL of the Mini App (`/app/`)| none (no Mini App)        |
| MUGGINS_GC_FREEZE     | freeze the start-up's objects: 1 or 0     | 1                         |
|                       | (also on/off, yes/no, true/false)         |                           |

The token and the webhook secret are secrets: `repr(config)` and `str(config)` never show
them, and `config.redact(text)` removes both from any text.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from bot.drills.daily_time import DEFAULT_TZ, is_timezone, local_timezone

DEFAULT_BASE_URL: Final = "https://api.telegram.org"
DEFAULT_DB_PATH: Final = Path("data") / "muggins.sqlite3"
DEFAULT_LANG: Final = "fr"
LANGS: Final = ("fr", "en")
DEFAULT_LOG_LEVEL: Final = "INFO"
OFFLINE_TOKEN: Final = "0:offline"
"""A syntactically valid token for the offline chat and in-process tests (never sent anywhere)."""

ENV_TOKEN: Final = "TELEGRAM_BOT_TOKEN"
ENV_BASE_URL: Final = "TELEGRAM_BASE_URL"
ENV_DB: Final = "MUGGINS_DB"
ENV_LANG: Final = "MUGGINS_DEFAULT_LANG"
ENV_LOG_LEVEL: Final = "MUGGINS_LOG_LEVEL"
ENV_PURGE_DAYS: Final = "MUGGINS_PURGE_DAYS"
ENV_WEBHOOK_URL: Final = "MUGGINS_WEBHOOK_URL"
ENV_WEBHOOK_SECRET: Final = "MUGGINS_WEBHOOK_SECRET"
ENV_LISTEN: Final = "MUGGINS_LISTEN"
ENV_PORT: Final = "MUGGINS_PORT"
DEFAULT_PURGE_DAYS: Final = 30
DEFAULT_LISTEN: Final = "0.0.0.0"
DEFAULT_PORT: Final = 8080
SECRET_CHARS: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
"""The characters Telegram allows in a webhook secret token (1 to 256 of them)."""
ENV_TZ: Final = "MUGGINS_TZ"
ENV_WEBAPP_URL: Final = "MUGGINS_WEBAPP_URL"
ENV_GC_FREEZE: Final = "MUGGINS_GC_FREEZE"
FLAG_WORDS: Final = {
    "1": True, "on": True, "yes": True, "true": True,
    "0": False, "off": False, "no": False, "false": False,
}  # fmt: skip
"""The values of an on/off setting (MUGGINS_GC_FREEZE), in any case."""

SETTINGS: Final = (
    ENV_TOKEN, ENV_BASE_URL, ENV_DB, ENV_LANG, ENV_LOG_LEVEL, ENV_PURGE_DAYS, ENV_WEBHOOK_URL,
    ENV_WEBHOOK_SECRET, ENV_LISTEN, ENV_PORT, ENV_TZ, ENV_WEBAPP_URL, ENV_GC_FREEZE,
)  # fmt: skip
"""Every variable `Config.from_env` reads."""

REDACTED: Final = "[token]"
TOKEN_SHAPE: Final = re.compile(r"\d{3,}:[A-Za-z0-9_-]{20,}")
"""What a bot token looks like (id:secret): hidden in any value an error message repeats."""
BOT_SUFFIX: Final = "/bot"
"""The path python-telegram-bot's own base_url ends with; stripped from TELEGRAM_BASE_URL."""


class ConfigError(ValueError):
    """An environment variable has a value the bot cannot use."""

    def __init__(self, variable: str, value: str, allowed: tuple[str, ...] = ()) -> None:
        hidden = variable in (ENV_TOKEN, ENV_WEBHOOK_SECRET)
        shown = "[hidden]" if hidden else TOKEN_SHAPE.sub(REDACTED, value)
        detail = f" (allowed: {', '.join(allowed)})" if allowed else ""
        super().__init__(f"invalid {variable}={shown!r}{detail}")
        self.variable = variable
        self.value = shown
        self.allowed = allowed


class QuotedSettingError(ConfigError):
    """A variable's value is wrapped in matching quotes (`MUGGINS_DB="/data/muggins.sqlite3"`
    in a file given to `docker run --env-file`, which keeps them as part of the value).

    Refused rather than stripped: the same env file read by a shell or by systemd loses its
    quotes, so stripping here would hide a file that says different things to different
    readers, and a value may truly begin and end with a quote (a path can); one line saying to
    remove the quotes fixes it for every reader."""


QUOTES: Final = ('"', "'")


def refuse_quoted(env: Mapping[str, str], variables: tuple[str, ...]) -> None:
    """Raise QuotedSettingError for the first of `variables` whose value is wrapped in matching
    quotes (`"…"` or `'…'`)."""
    for variable in variables:
        value = (env.get(variable) or "").strip()
        if len(value) >= 2 and value[0] in QUOTES and value[-1] == value[0]:
            raise QuotedSettingError(variable, value)


@dataclass(frozen=True, repr=False)
class Config:
    """Everything the bot reads from its environment."""

    token: str | None = None
    base_url: str = DEFAULT_BASE_URL
    db_path: Path = DEFAULT_DB_PATH
    default_lang: str = DEFAULT_LANG
    log_level: str = DEFAULT_LOG_LEVEL
    purge_days: int = DEFAULT_PURGE_DAYS
    webhook_url: str | None = None
    webhook_secret: str | None = None
    listen: str = DEFAULT_LISTEN
    port: int = DEFAULT_PORT
    default_tz: str = DEFAULT_TZ
    webapp_url: str | None = None
    gc_freeze: bool = True

    def __repr__(self) -> str:
        token = "None" if self.token is None else repr(REDACTED)
        secret = "None" if self.webhook_secret is None else repr(REDACTED)
        return (
            f"Config(token={token}, base_url={self.base_url!r}, db_path={str(self.db_path)!r}, "
            f"default_lang={self.default_lang!r}, log_level={self.log_level!r}, "
            f"purge_days={self.purge_days!r}, webhook_url={self.webhook_url!r}, "
            f"webhook_secret={secret}, listen={self.listen!r}, port={self.port!r}, "
            f"default_tz={self.default_tz!r}, webapp_url={self.webapp_url!r}, "
            f"gc_freeze={self.gc_freeze!r})"
        )

    __str__ = __repr__

    @property
    def api_url(self) -> str:
        """The Bot API method prefix handed to PTB (the token is appended by the Bot)."""
        return f"{self.base_url}/bot"

    @property
    def file_url(self) -> str:
        """The Bot API file download prefix."""
        return f"{self.base_url}/file/bot"

    def redact(self, text: str) -> str:
        """`text` with every occurrence of the token and the webhook secret replaced."""
        text = redact(text, self.token)
        if self.webhook_secret:
            text = text.replace(self.webhook_secret, REDACTED)
        return text

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Config:
        """Read the configuration (nothing is created: `muggins games` or `backup` on a
        mistyped MUGGINS_DB leaves no folder behind); raise ConfigError on bad values."""
        env = os.environ if environ is None else environ
        try:
            return cls._from(env)
        except ConfigError as error:
            # a URL may carry the token (https://host/bot<token>): never print it back
            token = (env.get(ENV_TOKEN) or "").strip() or None
            if token and redact(str(error), token) != str(error):
                raise type(error)(error.variable, redact(error.value, token)) from None
            raise

    @classmethod
    def _from(cls, env: Mapping[str, str]) -> Config:
        """`from_env` without the redaction of its errors."""
        refuse_quoted(env, SETTINGS)
        return cls(
            token=_token(env.get(ENV_TOKEN)),
            base_url=_base_url(env.get(ENV_BASE_URL)),
            db_path=_db_path(env.get(ENV_DB)),
            default_lang=_lang(env.get(ENV_LANG)),
            log_level=_log_level(env.get(ENV_LOG_LEVEL)),
            purge_days=_whole(env.get(ENV_PURGE_DAYS), ENV_PURGE_DAYS, DEFAULT_PURGE_DAYS, 0),
            webhook_url=_url(env.get(ENV_WEBHOOK_URL), ENV_WEBHOOK_URL, https_only=False),
            webhook_secret=_secret(env.get(ENV_WEBHOOK_SECRET)),
            listen=(env.get(ENV_LISTEN) or "").strip() or DEFAULT_LISTEN,
            port=_whole(env.get(ENV_PORT), ENV_PORT, DEFAULT_PORT, 1, 65535),
            default_tz=_tz(env.get(ENV_TZ)),
            webapp_url=_url(env.get(ENV_WEBAPP_URL), ENV_WEBAPP_URL, https_only=True),
            gc_freeze=flag_setting(env.get(ENV_GC_FREEZE), ENV_GC_FREEZE, default=True),
        )

    def create_db_folder(self) -> None:
        """Create the database's folder (and its parents) if missing, for the commands that
        write the database (`muggins run`, `chat`); raise OSError when it cannot be made."""
        self.db_path.parent.mkdir(parents=True, exist_ok=True)


def redact(text: str, token: str | None) -> str:
    """`text` with `token` (and its secret half, after the colon) replaced by a marker."""
    if not token:
        return text
    text = text.replace(token, REDACTED)
    _, _, secret = token.partition(":")
    if len(secret) >= 8:
        text = text.replace(secret, REDACTED)
    return text


def _token(value: str | None) -> str | None:
    """The token, or None when unset or blank; it must be one URL path segment."""
    if value is None or not value.strip():
        return None
    token = value.strip()
    if any(ch.isspace() or ch in "/?#%" for ch in token):
        raise ConfigError(ENV_TOKEN, token)
    return token


def _base_url(value: str | None) -> str:
    """The Bot API server URL (http or https) without a trailing slash nor `/bot`.

    Both `https://host` and python-telegram-bot's own form `https://host/bot` are accepted
    (the same for a local Bot API server): the bot appends `/bot<token>/` itself.
    """
    if value is None or not value.strip():
        return DEFAULT_BASE_URL
    url = value.strip().rstrip("/")
    scheme, sep, rest = url.partition("://")
    if scheme not in ("http", "https") or not sep or not rest or rest.startswith("/"):
        raise ConfigError(ENV_BASE_URL, value)
    host, slash, path = rest.partition("/")
    if slash and ("/" + path).endswith(BOT_SUFFIX):
        path = ("/" + path).removesuffix(BOT_SUFFIX).strip("/")
    return f"{scheme}://{host}/{path}" if path else f"{scheme}://{host}"


def _db_path(value: str | None) -> Path:
    """The SQLite file path (":memory:" is refused: the bot needs a file that outlives it)."""
    if value is None or not value.strip():
        return DEFAULT_DB_PATH
    if value.strip() == ":memory:":
        raise ConfigError(ENV_DB, value)
    return Path(value.strip()).expanduser()


def _lang(value: str | None) -> str:
    """The default language: fr or en (case-insensitive), or a locale of one of them as a
    Québec organiser writes it (fr_CA, fr-CA, fr_CA.UTF-8, en_US: its language)."""
    if value is None or not value.strip():
        return DEFAULT_LANG
    lang = re.split(r"[-_.@]", value.strip(), maxsplit=1)[0].lower()
    if lang not in LANGS:
        raise ConfigError(ENV_LANG, value, LANGS)
    return lang


def _log_level(value: str | None) -> str:
    """A logging level name known to the logging module."""
    if value is None or not value.strip():
        return DEFAULT_LOG_LEVEL
    level = value.strip().upper()
    if not isinstance(logging.getLevelName(level), int):
        raise ConfigError(ENV_LOG_LEVEL, value, ("DEBUG", "INFO", "WARNING", "ERROR"))
    return level


def _whole(
    value: str | None, variable: str, default: int, low: int, high: int | None = None
) -> int:
    """A whole number in [low, high] (high None: no upper bound)."""
    if value is None or not value.strip():
        return default
    try:
        number = int(value.strip())
    except ValueError:
        raise ConfigError(variable, value) from None
    if number < low or (high is not None and number > high):
        raise ConfigError(variable, value)
    return number


def flag_setting(value: str | None, variable: str, *, default: bool) -> bool:
    """An on/off setting: 1/0, on/off, yes/no or true/false (any case); `default` when unset
    or blank; ConfigError for anything else (`maybe` is not silently taken as on)."""
    if value is None or not value.strip():
        return default
    flag = FLAG_WORDS.get(value.strip().lower())
    if flag is None:
        raise ConfigError(variable, value)
    return flag


def _url(value: str | None, variable: str, *, https_only: bool) -> str | None:
    """A public URL: http or https (the webhook's, http for a local test server); with
    `https_only` (the Mini App's: Telegram opens nothing else), https, or http on this machine
    for a test."""
    if value is None or not value.strip():
        return None
    url = value.strip()
    scheme, sep, rest = url.partition("://")
    host = rest.split("/", 1)[0].rsplit(":", 1)[0]
    http = scheme == "http" and (not https_only or host in ("localhost", "127.0.0.1", "[::1]"))
    if not sep or not rest or rest.startswith("/") or not (scheme == "https" or http):
        raise ConfigError(variable, value)
    return url


def _secret(value: str | None) -> str | None:
    """The webhook secret token: 1 to 256 of A-Z, a-z, 0-9, _ and -."""
    if value is None or not value.strip():
        return None
    secret = value.strip()
    if len(secret) > 256 or not set(secret) <= SECRET_CHARS:
        raise ConfigError(ENV_WEBHOOK_SECRET, secret)
    return secret


def _tz(value: str | None) -> str:
    """The default timezone: an IANA name (exact spelling), e.g. America/Toronto, or a name
    players use (Montréal, EST: the zone with its daylight saving time)."""
    if value is None or not value.strip():
        return DEFAULT_TZ
    name = local_timezone(value) or value.strip()
    if not is_timezone(name):
        raise ConfigError(ENV_TZ, value)
    return name
