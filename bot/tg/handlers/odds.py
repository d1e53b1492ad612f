"""/odds (/chances): the chance of winning at a score, from the shipped win table.

`/odds 95 110` answers « Donneur à 95, receveur à 110 : vous gagnez 38 % du temps » (you deal
unless you add `pone`/`receveur`; add `61` for a game of 61). Anything it cannot read gets
one message saying how to ask (`bot.views.odds`).
"""

from __future__ import annotations

from bot.content_odds import shipped_odds
from bot.tg.context import Context
from bot.tg.handlers.common import Who, for_player, send
from bot.views import odds as odds_view


@for_player
async def odds_command(context: Context, player: Who) -> None:
    """/odds ME OPP [pone] [61]: my chance of winning from that score."""
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
