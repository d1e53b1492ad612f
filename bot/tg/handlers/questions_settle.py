"""The end of a graded answer, the same for every drill that grades one (/hand, /crib, /peg,
/ecart, the daily challenge and the plain question drills): `settle` waits for it to be
stored, answers the press, tells the verdict and takes the question's buttons off, in that
order; of concurrent answers exactly one wins, and the others are told the question was
answered. (A game's step ends with `questions.close`; an unreadable question with
`questions.cancel` or `questions.lost`.)"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, datetime
from typing import TypedDict, TypeVar

from telegram import InlineKeyboardMarkup

from bot.coach.review import review_id
from bot.i18n import Translator
from bot.storage.models import AnswerOutcome
from bot.tg.context import Context
from bot.tg.handlers import callbacks
from bot.tg.handlers.common import Who, button, esc, send
from bot.tg.handlers.questions import Owned, Typed, clear, owner_mark
from bot.views.coach_review import next_review_button
from bot.views.replies import already_answered_note


def seconds_since(created_at: str) -> float:
    """Seconds since a stored UTC ISO time, such as a question's `created_at` (0 if it cannot
    be read)."""
    try:
        created = datetime.fromisoformat(created_at)
    except ValueError:
        return 0.0
    if created.tzinfo is None:
        created = created.replace(tzinfo=UTC)
    return max(0.0, (datetime.now(UTC) - created).total_seconds())


class AnswerRecord(TypedDict):
    """An answer as `settle` keeps it: what was answered, its grading (`result`, the
    totals expected and answered) and the points it pegs.

    `player_points` and `bot_points` are the points the answer earns each side: the count the
    player keeps and the points the bot takes by muggins. They are pegged on the question's
    race game (`Question.game_id`: the hand race of /hand and /crib, /peg's own race) and
    kept with the attempt; a drill outside any race (/ecart, the daily challenge, the quiz)
    passes 0 and 0, and its answers count in /stats only."""

    answered: Mapping[str, object]
    result: Mapping[str, object]
    expected_total: int
    answered_total: int
    player_points: int
    bot_points: int


Answering = Typed | Owned
"""An answer to a question: typed, or a press of one of its buttons."""

T = TypeVar("T")


async def recorded(
    answering: Answering,
    answered: Mapping[str, object],
    result: Mapping[str, object],
    totals: tuple[int, int],
    points: tuple[int, int] = (0, 0),
) -> AnswerOutcome | None:
    """Store the answer to the question as an `AnswerRecord` (`totals`: expected and
    answered; `points`: the player's and the bot's), the seconds it took counted from when it
    was asked: its outcome (the race game it pegged), or None when another answer closed the
    question first (`db.questions.answer_question`: exactly one of concurrent answers wins)."""
    (expected, said), (player, bot) = totals, points
    record = AnswerRecord(
        answered=answered,
        result=result,
        expected_total=expected,
        answered_total=said,
        player_points=player,
        bot_points=bot,
    )
    question = answering.question
    outcome = await answering.context.bot_data.db.questions.answer_question(
        question.id, **record, seconds=seconds_since(question.created_at)
    )
    return outcome if outcome.accepted else None


async def settle(
    answering: Answering,
    stored: Awaitable[T | None],
    tell: Callable[[T], Awaitable[None]],
    *,
    toast: str | None = None,
    closed: Callable[[Translator], str] = already_answered_note,
) -> None:
    """Wait for a graded answer to be `stored` (`recorded`, or a drill's own record that
    closes the question), answer the press (`toast`), `tell` the verdict and take the
    buttons off. An answer to a question closed already (`stored` gives None) is told so
    (typed: `closed`; a press: its `PressWords.answered`)."""
    context, question, tr = answering.context, answering.question, answering.player.tr
    found = await stored
    press = answering if isinstance(answering, Owned) else None
    if found is None:
        if press is not None:
            await press.answer(press.words.answered(tr))
        else:
            await send(context, answering.player.chat_id, esc(closed(tr)))
        return
    if press is not None:
        await press.answer(toast)
    await tell(found)
    await clear(context, question)


async def review_on_top(answering: Answering, markup: InlineKeyboardMarkup) -> InlineKeyboardMarkup:
    """A verdict's buttons (`markup`), under « Next question to review » when the question
    answered was a miss brought back by /review and more misses are due (the button deals
    the next one, as /review does; in a group, for the player only); `markup` itself
    otherwise."""
    return await review_over(answering.context, answering.player, answering.question.deal, markup)


async def review_over(
    context: Context, player: Who, deal: Mapping[str, object], markup: InlineKeyboardMarkup
) -> InlineKeyboardMarkup:
    """`review_on_top` for the question whose stored `deal` was answered (a verdict told
    again after a crash has the attempt's deal, no longer the question)."""
    if review_id(deal) is None:
        return markup
    if not await context.bot_data.db.coach.due_reviews(player.user_id):
        return markup
    row = [button(next_review_button(player.tr), callbacks.review(owner_mark(player)))]
    return InlineKeyboardMarkup([row, *markup.inline_keyboard])
