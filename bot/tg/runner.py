"""`muggins run`: long polling (or a webhook, `muggins run --webhook`: see `bot.tg.webhook`)
with a bounded stop on SIGINT/SIGTERM, one-line start-up failures, and token-safe logging.

The polling loop is the bot's own (`bot.tg.inbox.poll`), not python-telegram-bot's `Updater`:
every update is stored in the inbox before Telegram is told it was received, so a crash or a
kill loses nothing (see `bot.tg.inbox`). Each update is handled in one transaction with its
done mark and its replies, which the sender then delivers (`bot.tg.sender`). Start-up: the
application starts, the sender sends what the outbox still holds, the updates left unhandled
at the last stop are queued, then polling (or the webhook server) begins.
Stop (SIGTERM, SIGINT, or `loop.stop()`): polling stops at once, the updates in flight get
`DRAIN_SECONDS` to finish, the rest is cancelled (still in the inbox: handled at the next
start), and the whole stop takes at most `STOP_SECONDS`, whatever it waits on (a 429's pause,
a hung connection). Docker gives 10 s before SIGKILL.

A failure to start is one ERROR line and exit code 1: a database written by a newer Muggins,
a database path that is a folder or cannot be written, a damaged database, a Bot API that
cannot be reached or refuses the token. That line is in the language `run` is given (`muggins
run --lang fr`), the English source otherwise.

The token is part of every Bot API URL, so:
- the "httpx"/"httpcore" loggers (which log request URLs) are kept at WARNING;
- the log handler installed here formats through `RedactingFormatter`, which replaces the
  token in the final text, tracebacks included, whatever logger or level produced it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sqlite3
import sys
import time
from collections.abc import Awaitable, Callable, Sequence
from functools import partial
from typing import Final, TextIO

import tornado.httpserver
from telegram.error import InvalidToken, NetworkError, TelegramError

from bot import webapp
from bot.i18n import Translator, translator_or_source
from bot.storage import StorageError
from bot.tg import inbox as inbox_module
from bot.tg import webhook as webhook_module
from bot.tg.app import PerUserUpdateProcessor, build_app, start_app, stop_app, tell_disk_full
from bot.tg.config import REDACTED, Config, redact
from bot.tg.context import App
from bot.tg.damaged import database_message
from bot.tg.delivery import RetryingRateLimiter
from bot.tg.inbox import Inbox
from bot.tg.sender import Sender

logger = logging.getLogger("muggins.run")

LOG_FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"
NOISY_LOGGERS: Final = ("httpx", "httpcore")
STOP_SIGNALS: Final = (signal.SIGINT, signal.SIGTERM)
POLL_TIMEOUT: Final = inbox_module.POLL_TIMEOUT
"""Seconds a getUpdates long poll waits on Telegram's side."""
BOOTSTRAP_RETRIES: Final = 3
"""Attempts at the start-up calls (getMe, deleteWebhook/setWebhook) before giving up."""
DRAIN_SECONDS: Final = 4.0
"""At a stop, how long the updates in flight may take to finish before being cancelled."""
STOP_SECONDS: Final = 7.5
"""The longest a stop takes, from the signal to the exit (Docker kills after 10 s)."""

_HANDLER_MARK: Final = "_muggins_handler"
_OWNED_STREAM_MARK: Final = "_muggins_owned_stream"


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
    config: Config,
    *,
    stream: TextIO | None = None,
    level: str | None = None,
    owns_stream: bool = False,
) -> logging.Handler:
    """Install the redacting stderr handler on the root logger (replacing an earlier one).

    With `owns_stream` the handler's stream (the offline chat's log file) is closed when a
    later call replaces the handler; a stream the caller lends (stderr, a test's buffer) is
    left open."""
    root = logging.getLogger()
    for existing in list(root.handlers):
        if getattr(existing, _HANDLER_MARK, False):
            root.removeHandler(existing)
            existing.close()
            owned = getattr(existing, _OWNED_STREAM_MARK, None)
            if owned is not None:
                owned.close()
    handler = logging.StreamHandler(sys.stderr if stream is None else stream)
    handler.setFormatter(RedactingFormatter(config.token, secrets=[config.webhook_secret]))
    setattr(handler, _HANDLER_MARK, True)
    if owns_stream and stream is not None:
        setattr(handler, _OWNED_STREAM_MARK, stream)
    root.addHandler(handler)
    root.setLevel(level or config.log_level)
    for name in NOISY_LOGGERS:
        logging.getLogger(name).setLevel(logging.WARNING)
    return handler


def attach(application: App) -> tuple[Inbox, Sender | None]:
    """The started application's inbox and, with Muggins' own update processor, each update
    handled in one transaction (`Inbox.handle`) and the sender started (what the last run
    left in the outbox is sent first)."""
    data = application.bot_data
    inbox = Inbox(
        data.db, application.bot, data.disk, tell_full=partial(tell_disk_full, application)
    )
    processor = application.update_processor
    if not isinstance(processor, PerUserUpdateProcessor):
        return inbox, None
    processor.inbox = inbox
    sender = Sender(application)
    sender.start()
    return inbox, sender


class StartupError(Exception):
    """The bot cannot start; `wording` gives the one log line that says why, in a reader's
    language (the exception's own text is the English one)."""

    def __init__(self, wording: Callable[[Translator], str]) -> None:
        super().__init__(wording(translator_or_source("en")))
        self.wording = wording


def folder_message(tr: Translator, config: Config) -> str:
    """The line for a MUGGINS_DB that names a folder."""
    return tr._("the database path {path} is a folder: set MUGGINS_DB to a file path").format(
        path=config.db_path
    )


def cannot_listen(config: Config, error: OSError) -> StartupError:
    """The webhook's (or the Mini App's) port cannot be listened on."""
    return StartupError(
        lambda tr: tr._(
            "cannot listen on {address} ({error}): set MUGGINS_LISTEN and MUGGINS_PORT"
        ).format(address=f"{config.listen}:{config.port}", error=error)
    )


def startup_message(error: BaseException, config: Config, tr: Translator | None = None) -> str:
    """One line saying why the bot could not start (token redacted), in `tr`'s language
    (English without it); what the error itself says (Telegram's, SQLite's) is kept as is."""
    tr = tr or translator_or_source("en")
    path = config.db_path
    text = redact(str(error), config.token)
    if isinstance(error, StartupError):
        return redact(error.wording(tr), config.token)
    said = database_message(error, tr, config)
    if said is not None:
        return said
    if isinstance(error, InvalidToken):  # its own words (English) say nothing more
        return tr._(
            "Telegram refused the token: check TELEGRAM_BOT_TOKEN (the token BotFather gave "
            "your bot; a revoked token no longer works)"
        )
    if isinstance(error, NetworkError):
        line = tr._("cannot reach the Bot API at {url}: {error}")
        return line.format(url=config.base_url, error=text)
    if isinstance(error, TelegramError):
        return tr._("the Bot API refused to start the bot: {error}").format(error=text)
    if path.is_dir():
        return folder_message(tr, config)
    if isinstance(error, sqlite3.Error | StorageError | OSError):
        lowered = text.lower()
        if "readonly" in lowered or "read-only" in lowered or "permission" in lowered:
            line = tr._("cannot write the database {path} ({error}): check its permissions")
            return line.format(path=path, error=text)
        return tr._("cannot open the database {path}: {error}").format(path=path, error=text)
    line = tr._("the bot could not start: {kind}: {error}")
    return line.format(kind=type(error).__name__, error=text)


class Service:
    """The running bot: application, inbox, and the poller or the webhook server."""

    def __init__(
        self,
        config: Config,
        application: App,
        *,
        webhook: bool,
        poll_timeout: int,
        tr: Translator | None = None,
    ):
        self.config = config
        self.tr = tr or translator_or_source("en")
        """The language of the line saying why the bot stopped (English by default)."""
        self.application = application
        self.webhook = webhook
        self.poll_timeout = poll_timeout
        self.poller: asyncio.Task[None] | None = None
        self.server: tornado.httpserver.HTTPServer | None = None
        self.failure: BaseException | None = None
        self.started = False
        self.sender: Sender | None = None

    @property
    def processor(self) -> PerUserUpdateProcessor | None:
        """The update processor, when it is Muggins' own."""
        processor = self.application.update_processor
        return processor if isinstance(processor, PerUserUpdateProcessor) else None

    async def start(self) -> None:
        """Start the application, replay the inbox, then poll or serve the webhook."""
        application = self.application
        if self.config.db_path.is_dir():
            config = self.config
            raise StartupError(lambda tr: folder_message(tr, config))
        await start_app(application)
        self.started = True
        inbox, self.sender = attach(application)
        await inbox.purge()
        for update in await inbox.replay():
            await application.update_queue.put(update)
        if self.webhook and self.config.webhook_url and self.config.webhook_secret:
            await self._retry(
                lambda: application.bot.set_webhook(
                    self.config.webhook_url or "",
                    secret_token=self.config.webhook_secret,
                    allowed_updates=list(inbox_module.ALLOWED_UPDATES),
                    drop_pending_updates=False,
                )
            )
            try:
                self.server = await webhook_module.serve(
                    application,
                    inbox,
                    listen=self.config.listen,
                    port=self.config.port,
                    path=webhook_module.url_path(self.config.webhook_url),
                    secret=self.config.webhook_secret,
                )
            except OSError as error:
                raise cannot_listen(self.config, error) from error
            await webapp.start(application, serve=False)
        else:
            await self._retry(lambda: application.bot.delete_webhook(drop_pending_updates=False))
            self.poller = asyncio.create_task(
                inbox_module.poll(
                    application.bot,
                    inbox,
                    application.update_queue,
                    poll_timeout=self.poll_timeout,
                    token=self.config.token,
                ),
                name="muggins:poll",
            )
            self.poller.add_done_callback(self._poller_ended)
            try:  # the Mini App's own server, when MUGGINS_WEBAPP_URL is set
                self.server = await webapp.start(application, serve=True)
            except OSError as error:
                raise cannot_listen(self.config, error) from error

    async def _retry(self, call: Callable[[], Awaitable[object]]) -> None:
        """A start-up call, tried BOOTSTRAP_RETRIES times on network failures."""
        for attempt in range(BOOTSTRAP_RETRIES):
            try:
                await call()
                return
            except NetworkError:
                if attempt == BOOTSTRAP_RETRIES - 1:
                    raise
                await asyncio.sleep(0.5 * (attempt + 1))

    def _poller_ended(self, task: asyncio.Task[None]) -> None:
        """Polling ended on its own (a refused token): stop the bot."""
        if task.cancelled():
            return
        self.failure = task.exception()
        if self.failure is not None:
            why = startup_message(self.failure, self.config, self.tr)
            logger.error("%s", self.tr._("polling stopped: {why}").format(why=why))
            asyncio.get_running_loop().stop()

    async def stop(self, deadline: float) -> None:
        """Stop polling at once, let the updates in flight finish, stop the rest by
        `deadline` (time.monotonic()); what could not finish stays in the inbox."""
        if self.poller is not None:
            self.poller.cancel()
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(self.poller, timeout=1.0)
        if self.server is not None:
            self.server.stop()
        if self.started and self.processor is not None:
            left = self.processor.in_flight
            cancelled = await self.processor.drain(
                min(DRAIN_SECONDS, max(0.0, deadline - time.monotonic() - 2.0))
            )
            if cancelled:
                line = self.tr._(
                    "stopped {cancelled} of {left} updates in flight; they are handled at the "
                    "next start"
                )
                logger.warning("%s", line.format(cancelled=cancelled, left=left))
        if self.sender is not None:  # what is left is sent at the next start
            await self.sender.flush(max(0.0, deadline - time.monotonic() - 1.5))
            await self.sender.stop()
        application = self.application
        remaining = max(0.1, deadline - time.monotonic() - 0.5)
        try:
            await asyncio.wait_for(stop_app(application), timeout=remaining)
        except TimeoutError:
            logger.warning(
                "%s",
                self.tr._("the stop took too long; unfinished work is redone at the next start"),
            )
            db = getattr(application.bot_data, "db", None)
            if db is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(db.close(), timeout=0.5)


def run(
    config: Config,
    *,
    application: App | None = None,
    loop: asyncio.AbstractEventLoop | None = None,
    stop_signals: Sequence[int] | None = STOP_SIGNALS,
    poll_timeout: int = POLL_TIMEOUT,
    webhook: bool = False,
    tr: Translator | None = None,
) -> int:
    """Poll Telegram (or serve the webhook) until a stop signal; 0 on a clean stop, 1 if
    start-up failed (one log line).

    Pending updates are kept: what players sent while the bot was down is answered after a
    restart, and what it had received but not handled is handled first. `application` and
    `loop` default to a new `build_app(config)` (with the `RetryingRateLimiter`: 429s
    waited out, faults repeated) and a new event loop; stopping `loop` (`loop.stop()` from
    its thread) stops the bot like a signal does. `tr` is the language of the line saying
    why the bot could not start or stopped (the English source without it).
    """
    if application is None:
        application = build_app(config, rate_limiter=RetryingRateLimiter())
    if loop is None:
        loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    service = Service(config, application, webhook=webhook, poll_timeout=poll_timeout, tr=tr)
    code = 0
    try:
        _install_signals(loop, stop_signals)
        starting = loop.create_task(service.start())
        try:
            loop.run_until_complete(starting)
        except Exception as error:
            if not starting.done():  # stopped (a signal, loop.stop()) while starting
                starting.cancel()
                with contextlib.suppress(BaseException):
                    loop.run_until_complete(starting)
            else:
                logger.error("%s", startup_message(error, config, tr))
                code = 1
        else:
            if webhook and config.webhook_url:
                line = service.tr._("webhook {url} on {address} (database {database})")
                where = {"url": config.webhook_url, "address": f"{config.listen}:{config.port}"}
            else:
                line = service.tr._("polling {url} (database {database})")
                where = {"url": config.base_url}
            logger.info("%s", line.format(database=config.db_path, **where))
            loop.run_forever()
            if service.failure is not None:
                code = 1
        if service.started:
            deadline = time.monotonic() + STOP_SECONDS
            loop.run_until_complete(service.stop(deadline))
    finally:
        _remove_signals(loop, stop_signals)
        _close_loop(loop)
        asyncio.set_event_loop(None)
    if code == 0:
        logger.info("%s", service.tr._("stopped"))
    return code


def _install_signals(loop: asyncio.AbstractEventLoop, signals: Sequence[int] | None) -> None:
    """SIGTERM and SIGINT stop the loop (only possible in the main thread)."""
    for sig in signals or ():
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, loop.stop)


def _remove_signals(loop: asyncio.AbstractEventLoop, signals: Sequence[int] | None) -> None:
    """Undo `_install_signals`."""
    for sig in signals or ():
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.remove_signal_handler(sig)


def _close_loop(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel what is left (bounded) and close the loop."""
    if loop.is_closed():
        return
    tasks = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in tasks:
        task.cancel()
    if tasks:
        with contextlib.suppress(BaseException):
            loop.run_until_complete(asyncio.wait(tasks, timeout=1.0))
    with contextlib.suppress(BaseException):
        loop.run_until_complete(loop.shutdown_asyncgens())
    loop.close()
