"""`muggins run --webhook`: Telegram posts updates to the bot instead of being polled.

Settings (see `bot.tg.config`): MUGGINS_WEBHOOK_URL, the public https URL Telegram posts to
(a reverse proxy in front of the bot usually terminates TLS); MUGGINS_WEBHOOK_SECRET, the
secret token Telegram sends back in the `X-Telegram-Bot-Api-Secret-Token` header of every
post (PTB answers 403 to a post without it); MUGGINS_LISTEN and MUGGINS_PORT, where the
bot's own HTTP server listens. The server answers the webhook at the path of
MUGGINS_WEBHOOK_URL, and `GET /healthz` with 200 `{"ok": true}` while the bot runs and its
database is open (503 otherwise), for a load balancer or an orchestrator.

PTB's `run_webhook` does the rest: setWebhook with the secret token at start-up, updates
queued for the handlers exactly as in polling, a clean stop on SIGINT/SIGTERM (the updates in
flight are finished; Telegram re-sends what was not acknowledged).
"""

from __future__ import annotations

import json
import logging
from typing import Any, Final
from urllib.parse import urlsplit

import tornado.web

from bot.tg.context import App, Context

logger = logging.getLogger("muggins.webhook")

HEALTH_PATH: Final = "/healthz"


def url_path(webhook_url: str) -> str:
    """The path the server answers the webhook at: the path of the public URL."""
    return urlsplit(webhook_url).path.strip("/")


def healthy(application: App) -> bool:
    """The bot is running and its database is open."""
    db = getattr(application.bot_data, "db", None)
    return application.running and db is not None and not db.closed


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


def add_health_route(application: App) -> bool:
    """Add `/healthz` to the webhook server PTB started; False (logged) if there is none."""
    httpd: Any = getattr(application.updater, "_httpd", None)
    server: Any = getattr(httpd, "_http_server", None)
    app: Any = getattr(server, "request_callback", None)
    if not isinstance(app, tornado.web.Application):
        logger.warning("no webhook server to add %s to", HEALTH_PATH)
        return False
    app.wildcard_router.add_rules([(HEALTH_PATH, HealthHandler, {"bot_application": application})])
    return True


async def _health_job(context: Context) -> None:
    """Run once, right after start-up, when PTB's webhook server exists."""
    add_health_route(context.application)  # type: ignore[arg-type]


def schedule_health_route(application: App) -> None:
    """Add `/healthz` as soon as the application has started (the JobQueue runs then)."""
    if application.job_queue is not None:
        application.job_queue.run_once(_health_job, when=0.0, name="healthz")
