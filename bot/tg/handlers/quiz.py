"""/quiz (/regles): rules questions as native Telegram quiz polls, alone or in a series.

`/quiz` sends one poll (from the bank, sometimes from the engine); `/quiz 10` starts a series
whose next poll goes out when the player who started it answers (`poll_answer_received`),
ending with a score and the rules to review. Polls are non-anonymous quizzes, so every answer
reaches the bot and is recorded for its user, in private chats and groups alike. A poll answer
carries no chat: each poll's id maps to its chat, series and question in SQLite, so a restart
loses nothing.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import Final

from telegram import Update
from telegram.error import TelegramError

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import (
    GENERATED_HAND,
    GENERATED_PEG,
    SERIES_MAX,
    PollText,
    by_id,
    hand_quiz,
    peg_quiz,
    plan_series,
    single_ref,
)
from bot.i18n import Translator
from bot.storage.repo_quiz import QuizSeries
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers.common import Who, send, short_name, who
from bot.views import quiz as view

logger = logging.getLogger("muggins.handlers")


@dataclass(frozen=True, slots=True)
class QuizPoll:
    """A poll ready to send: its text, the right option, and what it asks about."""

    text: PollText
    correct: int
    topic: str
    rule: str


def build_poll(ref: str, rng: random.Random, tr: Translator) -> QuizPoll:
    """The poll for a question ref: a bank id, or a fresh engine question."""
    if ref == GENERATED_HAND:
        hand = hand_quiz(rng)
        return QuizPoll(view.hand_poll(hand, tr), hand.correct, hand.topic, hand.rule)
    if ref == GENERATED_PEG:
        peg = peg_quiz(rng)
        return QuizPoll(view.peg_poll(peg, tr), peg.correct, peg.topic, peg.rule)
    question = by_id(shipped_quiz_bank())[ref]
    return QuizPoll(view.bank_poll(question, tr), question.correct, question.topic, question.rule)


async def send_quiz_poll(
    context: Context,
    chat_id: int,
    ref: str,
    tr: Translator,
    *,
    series: QuizSeries | None = None,
    position: int = 1,
) -> None:
    """Send one quiz poll and remember its id (-> chat, series, question, right option):
    at once, or by the sender once Telegram gave the poll its id (`records.quiz_poll`)."""
    poll = build_poll(ref, context.bot_data.rng, tr)
    text = view.numbered(poll.text, position, series.size if series else 1, tr)
    record = records.quiz_poll(
        chat_id,
        series_id=series.id if series else None,
        position=position,
        ref=ref,
        topic=poll.topic,
        rule=poll.rule,
        correct=poll.correct,
    )
    message = await context.bot.send_quiz(
        chat_id,
        text.question,
        list(text.options),
        correct=poll.correct,
        explanation=text.explanation,
        record=record,
    )
    if message is not None and message.poll is not None:
        await records.store(
            context.bot_data.db, record, message.message_id, poll_id=message.poll.id
        )


def series_size(args: list[str]) -> int | None:
    """The number of questions asked for (`/quiz` alone: 1), or None if unreadable."""
    if not args:
        return 1
    if len(args) != 1 or not args[0].isdecimal():
        return None
    size = int(args[0])
    return size if 1 <= size <= SERIES_MAX else None


TOPIC_WORDS: Final = {"kings": "kings", "rois": "kings"}
"""Topics asked by name: `/quiz kings` (`/quiz rois`), optionally with a series size."""


def topic_of(args: list[str]) -> tuple[str | None, list[str]]:
    """The topic named first (`/quiz kings 5`), and the arguments left."""
    if args and args[0].casefold() in TOPIC_WORDS:
        return TOPIC_WORDS[args[0].casefold()], args[1:]
    return None, args


async def quiz_command(update: Update, context: Context) -> None:
    """/quiz (/regles): one rules poll; /quiz 10: a series of ten; /quiz kings [N]: the
    Kings Cribbage questions (never in a default series)."""
    player = await who(update, context)
    if player is None:
        return
    topic, args = topic_of(list(context.args or []))
    size = series_size(args)
    if size is None:
        await send(context, player.chat_id, view.usage(player.tr))
        return
    rng = context.bot_data.rng
    bank = shipped_quiz_bank()
    if size == 1:
        ref = single_ref(rng, bank, topic=topic)
        await send_quiz_poll(context, player.chat_id, ref, player.tr)
        return
    plan = plan_series(rng, bank, size, topic=topic)
    series = await context.bot_data.db.quiz.start_series(
        player.user_id, player.chat_id, lang=player.tr.lang, plan=plan
    )
    await send(context, player.chat_id, view.series_intro(size, player.tr))
    await send_quiz_poll(context, player.chat_id, plan[0], player.tr, series=series, position=1)


async def poll_answer_received(update: Update, context: Context) -> None:
    """A quiz poll answer: record it for its user; in a series, send the next poll or the end."""
    answer = update.poll_answer
    if answer is None or answer.user is None or answer.user.is_bot:
        return
    user = answer.user
    db = context.bot_data.db
    await db.users.get_or_create_user(user.id, language_code=user.language_code)
    outcome = await db.quiz.record_answer(
        answer.poll_id, user.id, name=short_name(user.first_name), option_ids=answer.option_ids
    )
    if outcome is None or outcome.series is None:
        return
    series = outcome.series
    tr = context.bot_data.i18n.translator(series.lang)
    try:
        if outcome.next_position is not None:
            ref = series.plan[outcome.next_position - 1]
            await send_quiz_poll(
                context, series.chat_id, ref, tr, series=series, position=outcome.next_position
            )
        elif outcome.finished:
            scores = await db.quiz.series_scores(series.id)
            missed = await db.quiz.series_missed(series.id, series.user_id)
            text = view.series_summary(scores, series.user_id, series.size, missed, tr)
            await send(context, series.chat_id, text)
    except TelegramError as error:
        logger.warning("quiz series %s could not go on: %s", series.id, error)


async def quiz_stats_lines(context: Context, player: Who) -> list[str]:
    """The /stats quiz line (answered, correct, weakest topic), in the player's language."""
    stats = await context.bot_data.db.quiz.quiz_stats(player.user_id)
    return view.stats_lines(stats, player.tr)


__all__ = [
    "QuizPoll",
    "build_poll",
    "poll_answer_received",
    "quiz_command",
    "quiz_stats_lines",
    "send_quiz_poll",
    "series_size",
]
