"""/score: the engine's lookup of a hand or a crib (`/score 5H 5D 5C JS 5S` answers 29 with
its breakdown), or the referee of a count called (`/score 5H 5D 5C JS 5S = 28`); alone, the
card notation.

A card word misspelt is asked about (« Carte inconnue « carro » : vouliez-vous dire
« carreau »? »), never guessed; the line meant is kept (`SCORE_MEANT`), so that « oui » typed
next in private answers it, as the command with that word would have."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.drills.table_typed import abandon_said
from bot.engine.card_parsing import CardError
from bot.i18n import card_input
from bot.tg.context import Context
from bot.tg.handlers.common import Who, for_player, send
from bot.tg.handlers.muggins import count_laws
from bot.views import practice as words
from bot.views import show
from bot.views.daily import named  # the player's name first in a group: the count is theirs
from bot.views.score_args import call_without_cards, count_after_cards, read_score_args

SCORE_CARDS: Final = 5
SCORE_MEANT: Final = "score_meant"
"""users.settings key: the /score line a misspelt card word was asked about in, that word
corrected (`{"chat": id, "args": [...], "after": the id of the latest question then}`):
« oui » typed next in that chat, nothing asked since, answers it."""


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

    asked = read_score_args(args)
    if asked is None:  # « /score = 29 »: the count said first, as `muggins score = 29`
        await reply("\n".join(words.score_help_lines(tr, call_without_cards(args))))
        return
    try:
        cards = card_input.read_cards(asked.cards, tr, SCORE_CARDS)
    except CardError as error:
        said = count_after_cards(asked, tr.lang, SCORE_CARDS)  # « /score 5C … 5P 29 »
        if said is None:
            await _keep_meant(context, player, args, error)
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


async def _keep_meant(context: Context, player: Who, args: Sequence[str], error: CardError) -> None:
    """The line meant, kept (`SCORE_MEANT`) when `error` asks about a misspelt card word, in
    private; forgotten otherwise (an older one no longer is what « oui » answers)."""
    near = card_input.meant_word(error, player.tr) if player.private else None
    meant = None if near is None else corrected(args, error.token, near)
    kept = player.user.settings.get(SCORE_MEANT)
    if meant is None and kept is None:
        return
    db = context.bot_data.db
    if meant is not None:
        latest = await db.questions.latest_question(player.user_id, player.chat_id)
        after = 0 if latest is None else latest.id
        kept = {"chat": player.chat_id, "args": meant, "after": after}
    else:
        kept = None
    await db.users.merge_settings(player.user_id, {SCORE_MEANT: kept})


def corrected(args: Sequence[str], token: str, word: str) -> list[str] | None:
    """`args` with the first `token` in them written `word` (« carro » as « carreau »), case
    and what surrounds it kept (« pik, »: « pique, »); None when no argument holds it."""
    found = re.compile(rf"(?<!\w){re.escape(token.strip())}(?!\w)", re.IGNORECASE)
    for index, arg in enumerate(args):
        fixed, count = found.subn(word, arg, count=1)
        if count:
            return [*args[:index], fixed, *args[index + 1 :]]
    return None


async def typed_meant(context: Context, player: Who, text: str) -> bool:
    """« oui » (« ben oui », "yes") typed in private right after /score asked « vouliez-vous
    dire « carreau »? », nothing asked since: the line meant answered, as /score answers it
    (it got « Je réponds aux comptes et aux commandes… »); « non » forgets it. False for any
    other text, or with no such line kept for this chat."""
    kept = player.user.settings.get(SCORE_MEANT)
    if not player.private or not isinstance(kept, dict) or kept.get("chat") != player.chat_id:
        return False
    said = abandon_said(text)
    if said is None:
        return False
    db = context.bot_data.db
    await db.users.merge_settings(player.user_id, {SCORE_MEANT: None})
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    args = kept.get("args")
    if not said or (0 if latest is None else latest.id) != kept.get("after"):
        return False
    if not isinstance(args, list) or not all(isinstance(arg, str) for arg in args):
        return False
    await score(context, player, args)
    return True
