"""The Mini App: Kings Cribbage and the /play table by touch, in a page Telegram opens.

`bot.webapp.server` serves it (`routes` on the webhook server, `serve` when polling), only
when MUGGINS_WEBAPP_URL is set; `start` is the one call `muggins run` makes: it serves the page
when polling and offers it as the private chats' menu button. See docs/webapp.md.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from telegram import MenuButtonWebApp, WebAppInfo
from telegram.error import TelegramError

from bot.tg.context import App
from bot.webapp import words

if TYPE_CHECKING:  # tornado is imported only when the page is served
    import tornado.httpserver

    from bot.webapp.server import Route

logger = logging.getLogger("muggins.webapp")


def routes(application: App) -> list[Route]:
    """The Mini App's routes for the webhook server (none without MUGGINS_WEBAPP_URL)."""
    if not application.bot_data.config.webapp_url:
        return []
    from bot.webapp import server  # the handlers, imported only when the page is served

    return server.routes(application)


async def start(application: App, *, serve: bool) -> tornado.httpserver.HTTPServer | None:
    """Offer the page as the menu button and, when `serve` (polling), serve it on
    MUGGINS_LISTEN:MUGGINS_PORT; the server to stop, or None. Nothing without
    MUGGINS_WEBAPP_URL."""
    config = application.bot_data.config
    if not config.webapp_url:
        return None
    from bot.webapp import server

    listening = None
    if serve:
        listening = await server.serve(application, listen=config.listen, port=config.port)
        logger.info("Mini App on %s:%d at %s", config.listen, config.port, config.webapp_url)
    tr = application.bot_data.i18n.translator(config.default_lang)
    # one button for every private chat: in the bot's default language
    button = MenuButtonWebApp(words.menu_button(tr), WebAppInfo(config.webapp_url))
    try:
        await application.bot.set_chat_menu_button(menu_button=button)
    except TelegramError as error:
        logger.warning("could not set the Mini App menu button: %s", error)
    return listening
