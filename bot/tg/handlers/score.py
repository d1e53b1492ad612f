"""/score: the engine's lookup of a hand or a crib (`/score 5H 5D 5C JS 5S` answers 29 with
its breakdown), or the referee of a count called (`/score 5H 5D 5C JS 5S = 28`); alone, the
card notation.

A card word misspelt is asked about (« Carte inconnue « carro » : vouliez-vous dire
« carreau »? »), never guessed; the line meant is kept (`card_meant`), so that « oui » typed
next in private answers it, as the command with that word would have."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import CardError
from bot.i18n import card_input
from bot.tg.context import Context
from bot.tg.handlers import card_meant
from bot.tg.handlers.common import Who, for_player, send
from bot.tg.handlers.muggins import count_laws
from bot.views import practice as words
from bot.views import show
from bot.views.daily import named  # the player's name first in a group: the count is theirs
from bot.views.score_args import call_without_cards, count_after_cards, read_score_args

SCORE_CARDS: Final = 5
SCORE: Final = "score"
"""/score named where the line a misspelt card word was asked about in is kept
(`card_meant.MEANT`)."""


@for_player
async def score_command(context: Context, player: Who) -> None:
    """/score [crib] <4 cards> <starter> [= CALL]: the engine's lookup, or the referee of a
    called count; alone, the card notation. In a group each reply names the member it
    answers (« Main : … 29 points » under three members' commands: whose?)."""
    await score(context, player, context.args or [])


async def score(context: Context, player: Who, args: Sequence[str]) -> None:
    """/score with its arguments `args` (`score_command`)."""
    tr = player.tr

    async def reply(text: str) -> None:
        await send(context, player.chat_id, named(text, tr, player.group_name))

    await card_meant.forget_meant(context, player)
    asked = read_score_args(args)
    if asked is None:  # « /score = 29 »: the count said first, as `muggins score = 29`
        await reply("\n".join(words.score_help_lines(tr, call_without_cards(args))))
        return
    try:
        cards = card_input.read_cards(asked.cards, tr, SCORE_CARDS)
    except CardError as error:
        said = count_after_cards(asked, tr.lang, SCORE_CARDS)  # « /score 5C … 5P 29 »
        if said is None:
            near = card_input.meant_word(error, tr)
            await card_meant.keep_meant(context, player, SCORE, args, error.token, near)
            await reply(words.score_unread_text(asked, error, tr, SCORE_CARDS))
            return
        asked, cards = said
    kind = DrillKind.CRIB if asked.crib else DrillKind.HAND
    deal = Deal(kind, tuple(cards[:4]), cards[4], player_is_dealer=True)
    if asked.call is None:
        await reply(show.score_text(deal, deal.score(), tr))
        return
    judgement = judge(deal.score(), asked.call, **await count_laws(context, player))
    await reply(show.referee_text(deal, judgement, tr))


async def typed_meant(context: Context, player: Who, text: str) -> bool:
    """« oui » typed in private right after /score asked « vouliez-vous dire « carreau »? »:
    the line meant answered (`card_meant.answer_meant`)."""
    return await card_meant.answer_meant(context, player, text, {SCORE: score})
