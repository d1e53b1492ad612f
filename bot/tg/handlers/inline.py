"""Inline mode: `@bot 5H 5D 5C JS 5S` in any chat counts the hand; `@bot ecart <6 cards>`
gives the best lay-aways for the dealer and the pone; anything else explains the notation.

The answer is in the user's language: their /lang choice when they have one, else Telegram's
`language_code`. Inline queries come on every keystroke, so nothing is written to the
database here. Queries are at most 256 characters (Telegram's limit, enforced again here).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Final

from telegram import InlineQueryResultArticle, InputTextMessageContent, Update
from telegram import User as TgUser
from telegram.constants import ParseMode

from bot.content_tables import shipped_crib_tables
from bot.drills.deals import Deal, DrillKind
from bot.drills.ecart import EXPERT, Challenge, analyse, default_model
from bot.drills.referee import judge
from bot.engine.cards import Card, CardError
from bot.engine.lay_away import CARDS_DEALT
from bot.i18n import Translator, render
from bot.tg.context import Context
from bot.tg.handlers.common import language_of
from bot.views import calls as calls_view
from bot.views import pictures as views
from bot.views import show

logger = logging.getLogger("muggins.handlers.inline")

MAX_QUERY_CHARS: Final = 256
CACHE_SECONDS: Final = 300
ECART_WORDS: Final = frozenset({"ecart", "écart", "discard", "lay", "layaway", "lay-away"})
CRIB_WORDS: Final = frozenset({"crib", "cribbage"})
SHOW_CARDS: Final = 5
LOOKUP_CARDS: Final = (SHOW_CARDS, CARDS_DEALT[2])
"""Five cards: a hand and its starter; six: a deal to lay away from."""
PLAYERS_BY_CARDS: Final = {CARDS_DEALT[2]: 2, CARDS_DEALT[3]: 3}
"""Six cards: a 2-player deal; five after "ecart": a 3-player deal (one card laid away)."""


def score_article(cards: Sequence[Card], *, crib: bool, tr: Translator) -> views.Article:
    """Count four cards and a starter."""
    kind = DrillKind.CRIB if crib else DrillKind.HAND
    deal = Deal(kind, tuple(cards[:4]), cards[4], player_is_dealer=True)
    score = deal.score()
    return views.score_article(
        deal.hand,
        deal.starter,
        show.score_text(deal, score, tr),
        score.total,
        render.called_count_text(score, tr),
        crib=crib,
        tr=tr,
    )


def referee_article(
    cards: Sequence[Card], call: str, *, crib: bool, tr: Translator
) -> views.Article:
    """Referee a called count (`@bot 8H 7D 7C 6S 2S = fifteen 8`), muggins on."""
    kind = DrillKind.CRIB if crib else DrillKind.HAND
    deal = Deal(kind, tuple(cards[:4]), cards[4], player_is_dealer=True)
    judgement = judge(deal.score(), call)
    verdict = calls_view.referee_verdict(judgement, tr)
    return views.score_article(
        deal.hand,
        deal.starter,
        calls_view.referee_html(deal, judgement, tr),
        judgement.score.total,
        verdict,
        crib=crib,
        tr=tr,
    )


def ecart_article(cards: Sequence[Card], tr: Translator) -> views.Article:
    """Rank the lay-aways of a deal, as dealer and as pone, under the default crib model (the
    one the chat's /ecart, `muggins ecart` and the worksheets use)."""
    players = PLAYERS_BY_CARDS[len(cards)]
    model = default_model(players)
    tables = shipped_crib_tables() if model == EXPERT else None
    dealer = analyse(Challenge(tuple(cards), dealer=True), model=model, tables=tables)
    pone = analyse(Challenge(tuple(cards), dealer=False), model=model, tables=tables)
    meta = None if tables is None else tables.meta
    return views.ecart_article(
        cards, dealer, pone, tr, model=model, players=players, tables_meta=meta
    )


def inline_articles(query: str, tr: Translator, bot_username: str) -> list[views.Article]:
    """The answers to an inline query: a count, a lay-away ranking, or how to write cards."""
    words = query[:MAX_QUERY_CHARS].split()
    if not words:
        return [views.notation_article(tr, bot_username)]
    first = words[0].casefold()
    mode = "ecart" if first in ECART_WORDS else "crib" if first in CRIB_WORDS else None
    rest, equals, call = " ".join(words[1:] if mode is not None else words).partition("=")
    count = SHOW_CARDS if mode == "crib" or equals else LOOKUP_CARDS
    try:
        cards = render.read_cards(rest, tr, count)
    except CardError as error:
        return [views.notation_article(tr, bot_username, views.card_problem(error, tr))]
    if mode == "ecart" or len(cards) != SHOW_CARDS:
        return [ecart_article(cards, tr)]
    if equals:
        return [referee_article(cards, call, crib=mode == "crib", tr=tr)]
    return [score_article(cards, crib=mode == "crib", tr=tr)]


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
    articles = inline_articles(query.query, tr, context.bot.username)
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
