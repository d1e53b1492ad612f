"""/odds (/chances): the chance of winning at a score, from the shipped win table.

`/odds 95 110` answers « Donneur à 95, receveur à 110 : vous gagnez 38 % du temps » (you deal
unless you add `pone`/`receveur`; add `61` for a game of 61). Anything it cannot read gets
one message saying how to ask (`bot.views.odds`).
"""

from __future__ import annotations

from telegram import Update

from bot.content_odds import shipped_odds
from bot.tg.context import Context
from bot.tg.handlers.common import send, who
from bot.views import odds as odds_view


async def odds_command(update: Update, context: Context) -> None:
    """/odds ME OPP [pone] [61]: my chance of winning from that score."""
    player = await who(update, context)
    if player is None:
        return
    tr = player.tr
    try:
        request = odds_view.read_request(context.args or [], tr)
    except odds_view.RequestError as exc:
        await send(context, player.chat_id, odds_view.error_text(exc))
        return
    chance = shipped_odds().chance(
        request.me, request.opponent, dealer=request.dealer, target=request.target
    )
    await send(context, player.chat_id, odds_view.chance_text(request, chance, tr))
