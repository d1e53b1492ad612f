"""What a player writes about their question: a text that is not a command, and /cancel.

- **A typed text** (`text_message`): the question it answers is the bot's message it replies
  to, else the sender's pending one in this chat; that question's kind reads and grades it
  (`QuestionKind.answers`), handed one `questions.Typed`. A text sent before the question was
  shown, or to a question never shown, answers nothing; in groups, chatter that does not read
  as an answer is ignored; with nothing pending, the readers of `subscriptions.unanswered`
  (a club night's score) try it, else a private chat is told nothing is pending.
- **/cancel** (`cancel_command`): the pending question of any kind is dropped, and its buttons
  (a kind may handle /cancel itself first: `QuestionKind.cancel`).

The question's life itself (asking, presses, closing) is `bot.tg.handlers.questions`.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from telegram import Message, Update

from bot.drills.answer_asides import says_stop
from bot.drills.unasked import typed_count
from bot.storage import CANCELLED, REPLACED, Question
from bot.tg.context import Context
from bot.tg.handlers import club_forget, drill_again, odds, peg, quiz, table
from bot.tg.handlers.common import Who, esc, for_player, send, who, who_and_pending
from bot.tg.handlers.questions import QuestionKind, Typed, clear, kind_of, kinds_of
from bot.tg.handlers.table_steps import PLAY_KIND
from bot.views import replies, table_replies
from bot.views.daily import named  # the player's name first in a group: /cancel is theirs
from bot.views.replies import already_answered_note, not_yours_note

logger = logging.getLogger("muggins.handlers.questions")


def _bot_message_replied(message: Message, context: Context) -> Message | None:
    """The bot's message that `message` replies to (it may show a question), if any."""
    replied = message.reply_to_message
    if replied is None or replied.from_user is None or replied.from_user.id != context.bot.id:
        return None
    return replied


def sent_before(message: Message, question: Question) -> bool:
    """Whether `message` was sent before `question` was shown in the chat (message ids of a
    chat grow with time): such a message cannot be an answer to it."""
    return question.message_id is not None and message.message_id < question.message_id


def shown_before(question: Question, player: Who) -> bool:
    """Whether `question` was shown (its message sent) before the update being handled: a
    typed answer answers only a question the player saw, never one not yet sent, nor one this
    very update asked (it is being handled again after a kill). A question no update asked
    (`update_id` None: stored by a tool) has no sending to wait for."""
    if question.update_id is None:
        return True
    if question.message_id is None:
        return False
    return player.update_id is None or question.update_id != player.update_id


def _reads(kind: QuestionKind | None, text: str) -> bool:
    return kind is not None and kind.answers.reads(text)


async def _verdict_again(context: Context, player: Who) -> bool:
    """Whether the kind of the attempt this very update recorded before a crash sent its
    verdict again (`QuestionKind.again`)."""
    if player.update_id is None:
        return False
    db = context.bot_data.db
    attempt = await db.attempt_of_update(player.user_id, player.chat_id, player.update_id)
    kind = None if attempt is None else kind_of(context, attempt.kind)
    if attempt is None or kind is None or kind.again is None:
        return False
    return await kind.again(context, player, attempt)


async def _game_just_over(context: Context, player: Who) -> bool:
    """Whether the last thing asked in this chat was a step of the player's game against the
    bot, now over (won, lost or abandoned): a count typed then is typed by habit."""
    db = context.bot_data.db
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    if latest is None or latest.kind != PLAY_KIND:
        return False
    return await db.table.active_table_game(player.user_id) is None


async def text_message(update: Update, context: Context) -> None:
    """A text that is not a command: an answer, a hint, or chatter to ignore (groups).

    The question answered is the one replied to, else the sender's pending one in this chat;
    its kind picks how the text is read and graded (`QuestionKind.answers`), in one `Typed`.
    """
    message = update.message
    if message is None or message.text is None:
        return
    bot_message = _bot_message_replied(message, context)
    if bot_message is None:  # the common case: the pending question
        found = await who_and_pending(update, context)
        if found is None:
            return
        to = message.reply_to_message  # not the bot's: a member's (a forum topic's
        # messages all reply to the message that opened it: none of them is to a member)
        to_member = to is not None and to.forum_topic_created is None
        await _answer_pending(context, *found, message, message.text, to_member=to_member)
        return
    player = await who(update, context)
    if player is None:
        return
    player = replace(player, to_bot=True)  # addressed to the bot, in a group too
    tr = player.tr
    text = message.text
    db = context.bot_data.db
    replied = await db.questions.question_by_message(player.chat_id, bot_message.message_id)
    if replied is not None and replied.state in (CANCELLED, REPLACED):
        replied = None  # an outdated question: the text goes to the pending one, if any
    if replied is not None:
        replied_kind = kind_of(context, replied.kind)
        reads = _reads(replied_kind, text)
        if replied.user_id != player.user_id:
            others = None if replied_kind is None else replied_kind.others
            if (
                reads
                and others is not None
                and await others(context, player, text, message.message_id)
            ):
                return
            if reads:
                hint = (replied_kind.not_yours if replied_kind else not_yours_note)(tr)
                await send(context, player.chat_id, esc(hint), reply_to=message.message_id)
            return
        if not replied.is_pending:
            if player.private or reads:
                hint = (replied_kind.answered if replied_kind else already_answered_note)(tr)
                await send(context, player.chat_id, esc(hint), reply_to=message.message_id)
            return
        await _answer(context, player, message, replied, text, replied=True)
        return
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    await _answer_pending(context, player, pending, message, text)


async def _answer_pending(
    context: Context,
    player: Who,
    question: Question | None,
    message: Message,
    text: str,
    *,
    to_member: bool = False,
) -> None:
    """`text` answers the player's pending `question` (None: nothing is pending)."""
    if question is not None and sent_before(message, question):
        # sent before the question appeared (a double tap, a repeat): not its answer
        logger.debug("message %s predates question %s", message.message_id, question.id)
        return
    if await quiz.typed_for_poll(context, player, text):
        return  # a quiz poll was asked last: its answer is a tap, not this text
    if question is not None and not shown_before(question, player):
        # never shown (its message was never sent: a kill, a refused send), or asked by this
        # very update handled again after a kill: this text cannot be its answer
        logger.info("question %s was never shown before update %s", question.id, player.update_id)
        if player.private:
            await _verdict_again(context, player)
        return
    if question is None:
        for reader in context.bot_data.subscriptions.unanswered:
            if await reader(context, player, text):
                return
        if player.private and not await _verdict_again(context, player):
            counts = typed_count(text)
            said = replies.nothing_pending(reads_as_count=counts, tr=player.tr)
            if counts and await _game_just_over(context, player):
                said = table_replies.game_over_count_line(player.tr)
            await send(context, player.chat_id, said)
        return
    await _answer(context, player, message, question, text, replied=False, to_member=to_member)


async def _answer(
    context: Context,
    player: Who,
    message: Message,
    question: Question,
    text: str,
    *,
    replied: bool,
    to_member: bool = False,
) -> None:
    """`text` answers `question`, graded by its kind (`replied`: the message replies to it)."""
    kind = kind_of(context, question.kind)
    if kind is None:
        logger.error("question %s has kind %r, which takes no answers", question.id, question.kind)
        return
    explicit = player.private or replied
    if not explicit and not kind.answers.reads(text):
        return  # group chatter (« deux rois! ») that does not read as this kind's answer
    if player.private and kind.cancel is None and says_stop(text):
        await cancel_pending(context, player)  # « arrête », « ça suffit »: as /annuler
        return
    if await drill_again.typed_at_question(context, player, question, text):
        return  # « une autre », « suivant »: another hand in its place (not a count of 1)
    if await peg.typed_at_menu_over(context, player, text):
        return  # « un tour » under /jeu's menu shown after this question: the menu's choice
    if await table.typed_at_choice_over(context, player, question, text):
        return  # « 121 » under /jouer's choice shown after this question: the choice
    if await odds.typed_why(context, player, text):
        return  # « pourquoi? » under /chances told after this question: the chances' why
    await kind.answers.answer(
        Typed(
            context,
            player,
            question,
            text,
            reply_to=None if player.private else message.message_id,
            explicit=explicit,
            to_member=to_member and not player.private,
        )
    )


@for_player
async def cancel_command(context: Context, player: Who) -> None:
    """/cancel (/annuler): drop the pending question of any kind, and its buttons; in a group
    the reply names the member it answers (`cancel_pending`)."""
    await cancel_pending(context, player)


async def cancel_pending(context: Context, player: Who) -> None:
    """What /cancel does (`cancel_command`), « arrête » typed at a drill's question too."""
    db = context.bot_data.db
    tr = player.tr
    if await quiz.stop_waiting_poll(context, player):
        return  # a quiz poll was asked last: /cancel stops the quiz, not an older question
    question = await db.questions.pending_question(player.user_id, player.chat_id)
    for hook in dict.fromkeys(k.cancel for k in kinds_of(context) if k.cancel is not None):
        if await hook(context, player, question):
            return
    if question is None or not await db.questions.cancel_question(question.id):
        if (
            not await quiz.stop_series(context, player)
            and not await quiz.others_series(context, player)
            and not (player.private and await club_forget.kept_typed(context, player))
        ):
            text = named(replies.nothing_to_cancel(tr), tr, player.group_name)
            await send(context, player.chat_id, text)
        return
    kind = kind_of(context, question.kind)
    dropped = (
        replies.question_dropped_note(tr)
        if kind is None
        else kind.dropped(context, player, question)
    )
    text = named(esc(dropped), tr, player.group_name)
    if (waits := await quiz.series_waits_line(context, player)) is not None:
        text = f"{text}\n{waits}"  # « Main abandonnée. » alone: was her quiz dropped too?
    await send(context, player.chat_id, text)
    await clear(context, question)
