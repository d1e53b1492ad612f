"""Inline mode: `@bot 5H 5D 5C JS 5S` in any chat counts the hand; `@bot ecart <6 cards>`
gives the best lay-aways for the dealer and the pone; anything else explains the notation.

The answer is in the user's language: their /lang choice when they have one, else Telegram's
`language_code`. Inline queries come on every keystroke, so nothing is written to the
database here. Queries are at most 256 characters (Telegram's limit, enforced again by
`bot.views.pictures.inline_articles`, which reads them and writes the answers).
"""

from __future__ import annotations

from typing import Final

from telegram import InlineQueryResultArticle, InputTextMessageContent, Update
from telegram import User as TgUser
from telegram.constants import ParseMode

from bot.i18n import Translator
from bot.tg.context import Context
from bot.tg.handlers.common import language_of
from bot.views import pictures as views

CACHE_SECONDS: Final = 300


async def inline_translator(user: TgUser, context: Context) -> Translator:
    """The user's language: their stored choice, else Telegram's language code."""
    data = context.bot_data
    stored = await data.db.users.get_user(user.id)
    if stored is not None:
        lang = language_of(stored, user.language_code, context)
    else:
        lang = data.i18n.negotiate(user.language_code, data.config.default_lang)
    return data.i18n.translator(lang)


async def inline_query(update: Update, context: Context) -> None:
    """Answer `@bot <query>` with articles the user can send into the chat."""
    query = update.inline_query
    if query is None:
        return
    tr = await inline_translator(query.from_user, context)
    articles = views.inline_articles(query.query, tr, context.bot.username)
    results = [
        InlineQueryResultArticle(
            id=article.key,
            title=article.title,
            description=article.description,
            input_message_content=InputTextMessageContent(article.text, parse_mode=ParseMode.HTML),
        )
        for article in articles
    ]
    await query.answer(results, cache_time=CACHE_SECONDS, is_personal=True)
