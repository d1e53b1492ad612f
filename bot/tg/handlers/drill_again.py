"""« encore » typed once a practice question is answered: another of its drill.

In private, with nothing pending and the last question in the chat a hand, a crib, a pegging
question or an /ecart deal, answered, « encore », « une autre main », « suivant » or "next"
(`unasked.asks_another_deal`) deals another of that drill, as its "next" button does; a missed
question brought back by /review deals the next one due, if any (`coach.serve_due`, as its
verdict's « Question suivante à revoir »). They got « Je
réponds aux comptes et aux commandes : /main vous donne une main… »."""

from __future__ import annotations

from bot.coach.review import review_id
from bot.drills.deals import DrillKind
from bot.drills.peg import PegKind
from bot.drills.unasked import asks_another_deal
from bot.storage import ANSWERED
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers import coach, drill, ecart, peg
from bot.tg.handlers.common import Who

DRILL_KINDS = frozenset(kind.value for kind in DrillKind)
PEG_KINDS = frozenset(kind.value for kind in PegKind)


async def typed_again(context: Context, player: Who, text: str) -> bool:
    """« encore » in private after a hand, crib, pegging or lay-away question was answered:
    another of its drill is dealt (`Subscriptions.unanswered`). False for any other text, in
    a group, or when the last question here is of another kind or was not answered."""
    if not player.private or not asks_another_deal(text):
        return False
    db = context.bot_data.db
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    if latest is None or latest.state != ANSWERED:
        return False
    if latest.kind not in DRILL_KINDS | PEG_KINDS | {ecart.ECART_KIND}:
        return False
    if review_id(latest.deal) is not None and await db.coach.due_reviews(player.user_id):
        await coach.serve_due(context, player)
    elif latest.kind in DRILL_KINDS:
        deal = await coaching.show_deal(context, player, DrillKind(latest.kind))
        await drill.ask_show(context, player, deal)
    elif latest.kind in PEG_KINDS:
        await peg.deal_peg(context, player, PegKind(latest.kind))
    else:
        challenge = ecart.challenge_of(latest)
        if challenge is None:
            return False
        dealt = await coaching.challenge_deal(context, player, challenge.size)
        await ecart.serve_challenge(context, player, dealt)
    return True
