"""« encore » typed at a practice question, or once it is answered: another of its drill.

In private, with nothing pending and the last question in the chat a hand, a crib, a pegging
question or an /ecart deal, answered, « encore », « une autre main », « suivant » or "next"
(`unasked.asks_another_deal`) deals another of that drill, as its "next" button does; a missed
question brought back by /review deals the next one due, if any (`coach.serve_due`, as its
verdict's « Question suivante à revoir »). They got « Je réponds aux comptes et aux
commandes : /main vous donne une main… ». Typed while such a question waits, they deal another
in its place, as the drill's command typed again does (`typed_at_question`): « une autre » was
read as a count of 1 and graded."""

from __future__ import annotations

from bot.coach.review import review_id
from bot.drills.deals import DrillKind
from bot.drills.ecart_talk import passes_lay_away
from bot.drills.peg import PegKind
from bot.drills.unasked import asks_another_deal
from bot.storage import ANSWERED, Question
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers import coach, drill, ecart, kings, peg
from bot.tg.handlers.common import Who
from bot.tg.handlers.kings_common import KINGS_BEST, KINGS_COUNT

DRILL_KINDS = frozenset(kind.value for kind in DrillKind)
PEG_KINDS = frozenset(kind.value for kind in PegKind)
AGAIN_KINDS = DRILL_KINDS | PEG_KINDS | {ecart.ECART_KIND}


async def deal_another(context: Context, player: Who, question: Question) -> bool:
    """Another question of `question`'s drill (a hand, a crib, a pegging question, an /ecart
    deal of as many cards, a Kings count or best move) dealt to `player`; False when it is of
    another kind."""
    if question.kind in DRILL_KINDS:
        deal = await coaching.show_deal(context, player, DrillKind(question.kind))
        await drill.ask_show(context, player, deal)
    elif question.kind in PEG_KINDS:
        await peg.deal_peg(context, player, PegKind(question.kind))
    elif question.kind == ecart.ECART_KIND and (challenge := ecart.challenge_of(question)):
        dealt = await coaching.challenge_deal(context, player, challenge.size)
        await ecart.serve_challenge(context, player, dealt)
    elif question.kind == KINGS_COUNT:
        await kings.ask_count(context, player)
    elif question.kind == KINGS_BEST:
        await kings.ask_best(context, player)
    else:
        return False
    return True


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
    reviewed = latest.kind in AGAIN_KINDS and review_id(latest.deal) is not None
    if reviewed and await db.coach.due_reviews(player.user_id):
        await coach.serve_due(context, player)  # the next miss due, as the verdict's button
        return True
    return await deal_another(context, player, latest)


async def typed_at_question(context: Context, player: Who, question: Question, text: str) -> bool:
    """« une autre », « suivant », "next" typed in private while `question` (a hand, a crib, a
    pegging question or an /ecart deal) waits: another is dealt in its place, the one set
    aside told with its count as a command typed again tells it. False for any other text,
    and for "skip" at a lay-away, which passes it (`ecart_talk.passes_lay_away`)."""
    if not player.private or not asks_another_deal(text):
        return False
    if question.kind == ecart.ECART_KIND and passes_lay_away(text):
        return False
    return await deal_another(context, player, question)
