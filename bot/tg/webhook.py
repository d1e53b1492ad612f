"""`muggins run --webhook`: Telegram posts updates to the bot instead of being polled.

Settings (see `bot.tg.config`): MUGGINS_WEBHOOK_URL, the public https URL Telegram posts to
(a reverse proxy in front of the bot usually terminates TLS); MUGGINS_WEBHOOK_SECRET, the
secret token Telegram sends back in the `X-Telegram-Bot-Api-Secret-Token` header of every
post; MUGGINS_LISTEN and MUGGINS_PORT, where the bot's own HTTP server listens. The server
answers the webhook at the path of MUGGINS_WEBHOOK_URL, and `GET /healthz` with 200
`{"ok": true}` while the bot runs, its database is open and its disk not full (503
otherwise), for a load balancer or an orchestrator.

The server is the bot's own (tornado, as python-telegram-bot's), because PTB's reads a whole
body (up to 100 MB) before it checks anything. Here, in this order, before any byte of the
body is read:
- a path other than the webhook's: 404; a method other than POST: 405;
- a missing or wrong secret: 403 (compared in constant time);
- a declared body over `MAX_BODY` (Telegram's updates are kilobytes): 413, and the connection
  is closed without reading it; a body sent in chunks is counted as it comes and refused
  the same way once it passes the limit.
Then the body must be a JSON object that reads as an Update (else 400: Telegram does not
retry a 4xx); the update is stored in the inbox (`bot.tg.inbox`) before the 200 goes back, so
a crash loses nothing (Telegram re-sends what got no 200), and an update posted twice is
handled once. A database that cannot store it (a full disk) answers 503: Telegram retries.
Payloads are logged at DEBUG only.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
from http import HTTPStatus
from typing import Final
from urllib.parse import urlsplit

import tornado.httpserver
import tornado.log
import tornado.web
from telegram import Update

from bot import webapp
from bot.tg.context import App
from bot.tg.inbox import Inbox

logger = logging.getLogger("muggins.webhook")

HEALTH_PATH: Final = "/healthz"
SECRET_HEADER: Final = "X-Telegram-Bot-Api-Secret-Token"
MAX_BODY: Final = 256 * 1024
"""The largest update body accepted, in bytes (Telegram's are a few kilobytes)."""
MAX_HEADERS: Final = 16 * 1024
IDLE_CONNECTION: Final = 60.0
"""Seconds a keep-alive connection may stay idle."""
BODY_TIMEOUT: Final = 10.0
"""Seconds a request may take to send its body."""


def url_path(webhook_url: str) -> str:
    """The path the server answers the webhook at: the path of the public URL."""
    return urlsplit(webhook_url).path.strip("/")


def healthy(application: App) -> bool:
    """The bot is running, its database open and its disk not full."""
    db = getattr(application.bot_data, "db", None)
    return (
        application.running
        and db is not None
        and not db.closed
        and not application.bot_data.disk.full
    )


class HealthHandler(tornado.web.RequestHandler):
    """`GET /healthz`: 200 {"ok": true} when healthy, else 503 {"ok": false}."""

    def initialize(self, bot_application: App) -> None:
        """Keep the bot's application to look at."""
        self.application_ = bot_application

    def get(self) -> None:
        """Answer the health probe."""
        ok = healthy(self.application_)
        self.set_status(200 if ok else 503)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps({"ok": ok}))


@tornado.web.stream_request_body
class UpdateHandler(tornado.web.RequestHandler):
    """The webhook: checks first, then a bounded body, then the inbox, then 200."""

    def initialize(self, bot_application: App, inbox: Inbox, secret: str) -> None:
        """The application (its update queue), the inbox and the expected secret."""
        self.bot_application = bot_application
        self.inbox = inbox
        self.secret = secret.encode()
        self.chunks: list[bytes] = []
        self.size = 0

    def _refuse(self, status: int) -> None:
        """Answer `status` with an empty body and close the connection (body unread)."""
        self.set_status(status)
        self.set_header("Connection", "close")
        self.finish()
        self.request.connection.close()  # type: ignore[union-attr]

    def prepare(self) -> None:
        """Method, secret and declared length, before a byte of the body is read."""
        if self.request.method != "POST":
            self._refuse(405)
            return
        given = self.request.headers.get(SECRET_HEADER, "").encode()
        if not hmac.compare_digest(given, self.secret):
            logger.warning("webhook post without the right secret from %s", self.request.remote_ip)
            self._refuse(403)
            return
        declared = self.request.headers.get("Content-Length")
        if declared is not None:
            try:
                length = int(declared)
            except ValueError:
                self._refuse(400)
                return
            if length > MAX_BODY:
                logger.warning("webhook post of %d bytes refused (413)", length)
                self._refuse(413)
                return

    def data_received(self, chunk: bytes) -> None:
        """Keep the body, up to MAX_BODY bytes (a chunked body is counted as it comes)."""
        if self._finished:
            return
        self.size += len(chunk)
        if self.size > MAX_BODY:
            logger.warning("webhook post over %d bytes refused (413)", MAX_BODY)
            self.chunks.clear()
            self._refuse(413)
            return
        self.chunks.append(chunk)

    async def post(self) -> None:
        """Read the update, store it, queue it if new, answer 200."""
        if self._finished:
            return
        body = b"".join(self.chunks)
        bot = self.bot_application.bot
        try:
            text = body.decode()  # Telegram posts UTF-8 JSON
            data = json.loads(text)
            if not isinstance(data, dict) or not isinstance(data.get("update_id"), int):
                raise ValueError("not an update")
            update = Update.de_json(data, bot)
        except Exception as error:  # malformed JSON or not an Update: Telegram won't retry
            logger.warning("webhook post is not an update (400): %s", type(error).__name__)
            logger.debug("refused webhook body: %r", body[:2000])
            self.set_status(400)
            self.finish()
            return
        logger.debug("webhook update %s: %s", update.update_id, body[:4000])
        try:
            fresh = await self.inbox.store([update], [text])
        except Exception as error:
            if self.inbox.disk.full:
                self.inbox.disk.refused_post()  # counted in the fault's end line
            else:
                logger.error("cannot store webhook update %s: %r", update.update_id, error)
            self.set_status(503)  # Telegram posts it again later
            self.finish()
            return
        for item in fresh:
            await self.bot_application.update_queue.put(item)
        self.set_status(200)
        self.finish()


def make_server(application: App, inbox: Inbox, path: str, secret: str) -> tornado.web.Application:
    """The tornado application: the webhook at `/path` and `/healthz`."""
    route = "/" + path if path else "/"
    return tornado.web.Application(
        [
            *webapp.routes(application),  # /app/: the Mini App, when MUGGINS_WEBAPP_URL is set
            (HEALTH_PATH, HealthHandler, {"bot_application": application}),
            (
                route,
                UpdateHandler,
                {"bot_application": application, "inbox": inbox, "secret": secret},
            ),
        ],
        default_handler_class=_NotFound,
        log_function=_log_request,
    )


def _log_request(handler: tornado.web.RequestHandler) -> None:
    """tornado's access line (INFO under 400, WARNING under 500, else ERROR), but none for a
    post refused while the disk is full: `DiskWatch` counts those in the fault's two lines."""
    status = handler.get_status()
    if (
        status == HTTPStatus.SERVICE_UNAVAILABLE
        and isinstance(handler, UpdateHandler)
        and handler.inbox.disk.full
    ):
        return
    level = logging.INFO if status < 400 else logging.WARNING if status < 500 else logging.ERROR
    request = handler.request
    tornado.log.access_log.log(
        level,
        "%d %s %.2fms",
        status,
        f"{request.method} {request.uri}",
        1000.0 * request.request_time(),
    )


@tornado.web.stream_request_body
class _NotFound(tornado.web.RequestHandler):
    """Anything else: 404, body unread."""

    def data_received(self, chunk: bytes) -> None:
        """Never kept (the connection is closed after the 404)."""

    def prepare(self) -> None:
        """Refuse before the body."""
        self.set_status(404)
        self.set_header("Connection", "close")
        self.finish()
        self.request.connection.close()  # type: ignore[union-attr]


async def serve(
    application: App, inbox: Inbox, *, listen: str, port: int, path: str, secret: str
) -> tornado.httpserver.HTTPServer:
    """Start the HTTP server (listening) and return it; `stop()` it to stop listening."""
    server = tornado.httpserver.HTTPServer(
        make_server(application, inbox, path, secret),
        # tornado's own limit is a backstop (it answers 400): the handler counts first (413)
        max_body_size=2 * MAX_BODY,
        max_buffer_size=2 * MAX_BODY + MAX_HEADERS,
        idle_connection_timeout=IDLE_CONNECTION,
        body_timeout=BODY_TIMEOUT,
        xheaders=True,
    )
    server.listen(port, address=listen)
    await asyncio.sleep(0)
    return server
