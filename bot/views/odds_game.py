"""The chances told again or explained (« c'est bon ça? », « pourquoi? », « et si je
donne? ») after /odds, and those of a game against the bot at its deal under way (« mes
chances? » at a step, /odds alone): `bot.tg.handlers.odds` says them."""

from __future__ import annotations

from bot.drills.odds_asked import OddsTold, deal_means, pone_hand_reaches
from bot.drills.table_odds import chance_at_deal, game_told
from bot.drills.table_state import Table
from bot.engine.odds import DealParts, OddsTables
from bot.i18n import Translator
from bot.views import odds as odds_view
from bot.views import odds_follow, odds_why


def good_text(told: OddsTold, odds: OddsTables, tr: Translator) -> str:
    """The chances `told`, judged against the dealer's at the start (HTML)."""
    chance = odds.chance(
        told.me, told.opponent, dealer=told.dealer, target=told.target, fadoq=told.fadoq
    )
    start = odds.chance(0, 0, dealer=True, target=told.target, fadoq=told.fadoq)
    return odds_follow.good_text(chance, start, told.target, tr)


def why_text(
    told: OddsTold, odds: OddsTables, parts: DealParts, tr: Translator, *, against_me: bool = False
) -> str:
    """The chances `told`, explained (`odds_why.why_text`) (HTML); `against_me`: of a game
    against the bot."""
    chance = odds.chance(
        told.me, told.opponent, dealer=told.dealer, target=told.target, fadoq=told.fadoq
    )
    means, deals = deal_means(parts), parts.race.deals
    reaches = pone_hand_reaches(parts, told.pone_need)
    return odds_why.why_text(told, chance, means, deals, tr, reaches=reaches, against_me=against_me)


def game_follow_text(
    table: Table, role: bool | None, odds: OddsTables, tr: Translator
) -> str | None:
    """« c'est bon ça? » (`role` None) or « et si je donne? » (`role`: whether the player
    deals) right after the game's chances were told: they are judged (`good_text`), or the
    same board's chances in that role (HTML); None when the game has none to tell."""
    told = game_told(table, odds)
    if told is None or role is None:
        return None if told is None else good_text(told, odds, tr)
    request = odds_view.Request(told.me, told.opponent, role, told.target)
    chance = odds.chance(told.me, told.opponent, dealer=role, target=told.target, fadoq=told.fadoq)
    return odds_view.chance_text(request, chance, tr, fadoq=told.fadoq)


def game_chances_text(
    table: Table, odds: OddsTables, tr: Translator, *, why: bool = False
) -> str | None:
    """The chances of a game against the bot as its deal under way began, as /odds alone
    tells them, or explained (`why`: « pourquoi 76 %? ») (HTML); None when the game has
    none to tell."""
    told = game_told(table, odds)
    if told is None:
        return None
    if why and odds.parts is not None:
        return why_text(told, odds, odds.parts, tr, against_me=True)
    request = odds_view.Request(told.me, told.opponent, told.dealer, told.target)
    chance = chance_at_deal(table, table.deal, odds)
    return odds_view.game_text(request, chance, tr, fadoq=told.fadoq)
