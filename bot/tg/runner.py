"""`muggins run`: long polling (or a webhook, `muggins run --webhook`: see `bot.tg.webhook`)
with a clean stop on SIGINT/SIGTERM, and token-safe logging.

The token is part of every Bot API URL, so:
- the "httpx"/"httpcore" loggers (which log request URLs) are kept at WARNING;
- the log handler installed here formats through `RedactingFormatter`, which replaces the
  token in the final text, tracebacks included, whatever logger or level produced it.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from collections.abc import Sequence
from typing import Final, TextIO

from bot.tg.app import build_app
from bot.tg.config import REDACTED, Config, redact
from bot.tg.context import App
from bot.tg.delivery import RetryingRateLimiter, quiet_limiter_tracebacks
from bot.tg.upkeep import DatabaseDamaged
from bot.tg.webhook import schedule_health_route, url_path

logger = logging.getLogger("muggins.run")

LOG_FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"
NOISY_LOGGERS: Final = ("httpx", "httpcore", "aiosqlite")
STOP_SIGNALS: Final = (signal.SIGINT, signal.SIGTERM)
POLL_TIMEOUT: Final = 10
"""Seconds a getUpdates long poll waits on Telegram's side."""
BOOTSTRAP_RETRIES: Final = 3
"""Attempts at the start-up calls (getMe, deleteWebhook) before giving up."""

_HANDLER_MARK: Final = "_muggins_handler"


class RedactingFormatter(logging.Formatter):
    """A formatter that removes the token from everything it formats."""

    def __init__(
        self, token: str | None, fmt: str = LOG_FORMAT, secrets: Sequence[str | None] = ()
    ) -> None:
        super().__init__(fmt)
        self._token = token
        self._secrets = [s for s in secrets if s]

    def format(self, record: logging.LogRecord) -> str:
        """The formatted record, token replaced (message, arguments and traceback alike)."""
        text = redact(super().format(record), self._token)
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        return text


def configure_logging(
    config: Config, *, stream: TextIO | None = None, level: str | None = None
) -> logging.Handler:
    """Install the redacting stderr handler on the root logger (replacing an earlier one)."""
    root = logging.getLogger()
    for existing in list(root.handlers):
        if getattr(existing, _HANDLER_MARK, False):
            root.removeHandler(existing)
    handler = logging.StreamHandler(sys.stderr if stream is None else stream)
    handler.setFormatter(RedactingFormatter(config.token, secrets=[config.webhook_secret]))
    setattr(handler, _HANDLER_MARK, True)
    root.addHandler(handler)
    root.setLevel(level or config.log_level)
    for name in NOISY_LOGGERS:
        logging.getLogger(name).setLevel(logging.WARNING)
    quiet_limiter_tracebacks()
    return handler


def run(
    config: Config,
    *,
    application: App | None = None,
    loop: asyncio.AbstractEventLoop | None = None,
    stop_signals: Sequence[int] | None = STOP_SIGNALS,
    poll_timeout: int = POLL_TIMEOUT,
    webhook: bool = False,
) -> int:
    """Poll Telegram until a stop signal; 0 on a clean stop, 1 if start-up failed.

    Pending updates are kept (drop_pending_updates=False): what players sent while the bot
    was down is answered after a restart. `application` and `loop` default to a new
    `build_app(config)` (with the `RetryingRateLimiter`: 429s waited out, faults
    repeated) and a new event loop; stopping `loop` (`loop.stop()` from its thread)
    stops the bot like a signal does.
    """
    if application is None:
        application = build_app(config, rate_limiter=RetryingRateLimiter())
    if loop is None:
        loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        if webhook and config.webhook_url:
            logger.info(
                "webhook %s on %s:%d (database %s)",
                config.webhook_url,
                config.listen,
                config.port,
                config.db_path,
            )
            schedule_health_route(application)
            application.run_webhook(
                listen=config.listen,
                port=config.port,
                url_path=url_path(config.webhook_url),
                webhook_url=config.webhook_url,
                secret_token=config.webhook_secret,
                bootstrap_retries=BOOTSTRAP_RETRIES,
                drop_pending_updates=False,
                stop_signals=stop_signals,
                close_loop=True,
            )
        else:
            logger.info("polling %s (database %s)", config.base_url, config.db_path)
            application.run_polling(
                timeout=poll_timeout,
                bootstrap_retries=BOOTSTRAP_RETRIES,
                drop_pending_updates=False,
                stop_signals=stop_signals,
                close_loop=True,
            )
    except DatabaseDamaged as error:
        logger.error("%s", error)  # says what failed and what to do: no traceback
        return 1
    except Exception as error:
        logger.error("the bot stopped: %s", redact(repr(error), config.token), exc_info=error)
        return 1
    finally:
        asyncio.set_event_loop(None)
    logger.info("stopped")
    return 0
