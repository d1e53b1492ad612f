"""The Mini App's HTTP side, on tornado (already there through python-telegram-bot[webhooks]):
the page at `/app/`, its script and style, and a small JSON API at `/app/api/...`.

Served from the bot's own process: on the webhook server (`bot.tg.webhook.make_server` adds
`routes`), or, when polling, on a server of its own at MUGGINS_LISTEN:MUGGINS_PORT (`serve`).
Nothing is served, and no button offered, without MUGGINS_WEBAPP_URL.

Every API call carries Telegram's initData in the `X-Telegram-Init-Data` header, checked
(`bot.webapp.auth`) before anything is read or written: 401 otherwise. The page is sent with a
strict Content-Security-Policy: scripts, styles and calls from this server only, nothing
inline, nothing from elsewhere.
"""

from __future__ import annotations

import html
import json
import logging
import time
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any, Final, TypeAlias

import tornado.httpserver
import tornado.web

from bot.i18n import Translator
from bot.tg.context import App, Context
from bot.tg.handlers.common import Who
from bot.webapp import kings, table, words
from bot.webapp.auth import AuthError, Expired, verify
from bot.webapp.errors import (
    BAD_REQUEST,
    NOT_FOUND,
    SERVER_FAULT,
    UNAUTHORIZED,
    ApiError,
    JSONObject,
    fault_code,
)
from bot.webapp.session import context_for, player_for, turn

logger = logging.getLogger("muggins.webapp")

PREFIX: Final = "/app"
INIT_DATA_HEADER: Final = "X-Telegram-Init-Data"
MAX_BODY: Final = 16 * 1024
"""The largest API body read, in bytes (a move is a few hundred)."""
CSP: Final = (
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'self' https://web.telegram.org"
)
"""Scripts, styles and calls from the bot's server only; framed by Telegram's web client."""
STATIC: Final = {
    "": ("index.html", "text/html; charset=utf-8"),
    "telegram.js": ("telegram.js", "text/javascript; charset=utf-8"),
    "app.js": ("app.js", "text/javascript; charset=utf-8"),
    "kings.js": ("kings.js", "text/javascript; charset=utf-8"),
    "table.js": ("table.js", "text/javascript; charset=utf-8"),
    "app.css": ("app.css", "text/css; charset=utf-8"),
}

Action = Callable[[Context, Who, JSONObject], Awaitable[JSONObject]]
ACTIONS: Final[dict[str, Action]] = {
    "kings/preview": kings.preview,
    "kings/move": kings.play,
    "kings/pass": kings.pass_turn,
    "kings/joker": kings.joker,
    "kings/hint": kings.hint,
    "kings/stop": kings.stop,
    "kings/begin": lambda context, player, _: kings.begin(context, player),
    **table.ACTIONS,
}
"""The API's POST calls, by path under /app/api/; each answers with the new state, but
`READ_ONLY` ones."""
READ_ONLY: Final = frozenset({"kings/preview", "kings/hint", "play/news"})


def static_file(name: str) -> bytes:
    """A file of the page, as shipped in the package."""
    return resources.files("bot.webapp").joinpath("static", name).read_bytes()


def _headers(handler: tornado.web.RequestHandler) -> None:
    handler.set_header("Content-Security-Policy", CSP)
    handler.set_header("X-Content-Type-Options", "nosniff")
    handler.set_header("Referrer-Policy", "no-referrer")
    handler.set_header("Cache-Control", "no-store")


def default_words(application: App) -> Translator:
    """The bot's default language: what a request without initData is answered in (the
    page's address, a refusal before the page has words), as `refusal` does."""
    data = application.bot_data
    return data.i18n.translator(data.config.default_lang)


class NotFoundHandler(tornado.web.RequestHandler):
    """Any other path of the Mini App's server: a short page in the bot's default language
    (not tornado's English « 404: Not Found »); so too a method a page does not take."""

    def initialize(self, bot_application: App) -> None:
        """The bot's application (its catalogs and default language)."""
        self.bot_application = bot_application

    def prepare(self) -> None:
        """Not found (the routes' handlers override it by serving what they know)."""
        raise tornado.web.HTTPError(NOT_FOUND)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """The refusal as a page, with the security headers."""
        tr = default_words(self.bot_application)
        text = words.went_wrong(tr) if status_code >= 500 else words.not_found(tr)
        _headers(self)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(
            f'<!doctype html>\n<html lang="{tr.lang}">\n<meta charset="utf-8">\n'
            f"<title>Muggins</title>\n<p>{html.escape(text, quote=False)}</p>\n</html>\n"
        )


class PageHandler(NotFoundHandler):
    """`/app/`, `/app/telegram.js`, `/app/app.js`, `/app/kings.js`, `/app/table.js`,
    `/app/app.css`; any other path under `/app/` is not found (`NotFoundHandler`)."""

    def prepare(self) -> None:
        """Served by `get`."""

    def get(self, name: str) -> None:
        """The file, with the security headers."""
        found = STATIC.get(name)
        if found is None:
            raise tornado.web.HTTPError(NOT_FOUND)
        _headers(self)
        self.set_header("Content-Type", found[1])
        self.finish(static_file(found[0]))


class ApiHandler(tornado.web.RequestHandler):
    """`GET /app/api/state` and the POST actions: initData first, then the call."""

    def initialize(self, bot_application: App) -> None:
        """The bot's application (its database, catalogs, bot)."""
        self.bot_application = bot_application

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """A method the API does not take (405), or a fault before the call: JSON, in the
        bot's default language (nothing of the caller read yet)."""
        tr = default_words(self.bot_application)
        text = words.went_wrong(tr) if status_code >= SERVER_FAULT else words.unreadable(tr)
        self._answer(status_code, {"ok": False, "error": fault_code(status_code), "text": text})

    def _answer(self, status: int, body: JSONObject) -> None:
        _headers(self)
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(body, ensure_ascii=False))

    async def get(self, path: str) -> None:
        """The player's games and the page's words."""
        if path != "state":
            await self._call(unknown_call)
            return
        await self._call(lambda context, player, _: state(context, player))

    async def post(self, path: str) -> None:
        """One action of the page."""
        action = ACTIONS.get(path)
        if action is None:
            await self._call(unknown_call)
            return
        await self._call(action, with_state=path not in READ_ONLY)

    def _body(self) -> JSONObject:
        """A POST's JSON object (a GET has none); a 400 when it is not one, or too long."""
        if self.request.method != "POST":
            return {}
        try:
            if len(self.request.body) > MAX_BODY:
                raise ValueError("too long")
            decoded = json.loads(self.request.body or b"{}")
        except ValueError as error:
            raise ApiError(BAD_REQUEST, "bad_request") from error
        if not isinstance(decoded, dict):
            raise ApiError(BAD_REQUEST, "bad_request")
        return decoded

    async def _call(self, action: Action, *, with_state: bool = False) -> None:
        application = self.bot_application
        try:
            caller = verify(
                self.request.headers.get(INIT_DATA_HEADER, ""), application.bot.token, time.time()
            )
        except AuthError as error:
            logger.info("webapp call refused (401): %s", error)
            self._answer(UNAUTHORIZED, refusal(application, error))
            return
        context = context_for(application, caller.id)
        async with turn(caller.id):
            player = await player_for(context, caller)
            try:
                body = self._body()
                result = await action(context, player, body)
                if with_state:
                    result = {**await state(context, player), **result}
            except ApiError as error:
                answer = error.body()
                if error.status in (BAD_REQUEST, NOT_FOUND):  # the page's own words, in the
                    # player's language: a page of another version of the bot
                    answer["text"] = words.unreadable(player.tr)
                if error.status != UNAUTHORIZED:
                    answer["state"] = await state(context, player)
                self._answer(error.status, answer)
                return
            except Exception as error:
                if not application.bot_data.disk.failed(error):
                    logger.error("webapp call failed: %r", error, exc_info=error)
                text = words.went_wrong(player.tr)
                self._answer(503, {"ok": False, "error": "server", "text": text})
                return
        self._answer(200, {"ok": True, **result})


async def unknown_call(_context: Context, _player: Who, _body: JSONObject) -> JSONObject:
    """A call the API does not know (a page of another version of the bot): 404, once the
    initData is checked, worded as a page it cannot read."""
    raise ApiError(NOT_FOUND, "not_found")


def refusal(application: App, error: AuthError) -> JSONObject:
    """A 401's answer: what the player should do, in their language when the initData is
    Telegram's but expired, else in the bot's default language (the page has no words yet)."""
    data = application.bot_data
    default = data.config.default_lang
    if isinstance(error, Expired):
        tr = data.i18n.translator(data.i18n.negotiate(error.language_code, default))
        return {"ok": False, "error": "unauthorized", "text": words.expired(tr)}
    tr = data.i18n.translator(default)
    return {"ok": False, "error": "unauthorized", "text": words.refused(tr)}


async def state(context: Context, player: Who) -> JSONObject:
    """Both games and the page's words, in the player's language."""
    return {
        "lang": player.tr.lang,
        "words": words.page_words(player.tr),
        "kings": await kings.state(context, player),
        "play": await table.state(context, player),
    }


Route: TypeAlias = (
    tuple[str, type[tornado.web.RequestHandler]]
    | tuple[str, type[tornado.web.RequestHandler], dict[str, object]]
)
"""A tornado route: the path's pattern, its handler class and the handler's arguments."""


def routes(application: App) -> list[Route]:
    """The Mini App's routes, for a tornado application."""
    return [
        (PREFIX + r"/api/(.*)", ApiHandler, {"bot_application": application}),
        (PREFIX + r"/(.*)", PageHandler, {"bot_application": application}),
        (PREFIX, tornado.web.RedirectHandler, {"url": PREFIX + "/"}),
    ]


def make_app(application: App) -> tornado.web.Application:
    """A tornado application serving only the Mini App (polling mode)."""
    return tornado.web.Application(
        [*routes(application)],
        default_handler_class=NotFoundHandler,
        default_handler_args={"bot_application": application},
    )


async def serve(application: App, *, listen: str, port: int) -> tornado.httpserver.HTTPServer:
    """The Mini App's own server (polling mode), listening; `stop()` it to stop."""
    server = tornado.httpserver.HTTPServer(
        make_app(application),
        max_body_size=MAX_BODY,
        idle_connection_timeout=60.0,
        body_timeout=10.0,
        xheaders=True,
    )
    server.listen(port, address=listen)
    return server
