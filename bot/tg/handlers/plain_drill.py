"""A plain question drill (deal, ask, typed answer and/or buttons, grade, verdict, record,
close) writes no handler: its `QuestionDrill` (`bot.tg.question_drill`), in one registry entry
(`entries.drill_entry`), names its pure functions and its view's, and the command, the text
answers, the buttons, /stats and the replay after a crash are built here from them
(docs/architecture.md, "Adding a drill"). Answers are settled by the lifecycle
(`questions_settle.settle`), which accepts exactly one answer per question.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine, Mapping
from functools import partial
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills.answers import MAX_ANSWER_CHARS
from bot.drills.questions_kinds import Keys, Tally
from bot.storage.models import AnswerOutcome, Attempt
from bot.tg.context import Context
from bot.tg.handlers.common import Who, button, for_player, keyboard, send
from bot.tg.handlers.questions import (
    Asked,
    PressWords,
    QuestionKind,
    TextAnswers,
    Typed,
    ask,
    own_press,
    read_back,
)
from bot.tg.handlers.questions_settle import Answering, recorded, settle
from bot.tg.question_drill import MAX_KEYS, AnyDrill, result_of
from bot.views import replies

KEY_COLUMNS: Final = 5


def plain_command(drill: AnyDrill) -> Callable[[Update, Context], Coroutine[object, object, None]]:
    """The command: deal one question and ask it (with its buttons, if it has keys)."""

    @for_player
    async def command(context: Context, player: Who) -> None:
        deal = drill.deal(context.bot_data.rng)
        keys = () if drill.keys is None else drill.keys(deal)
        if len(keys) > MAX_KEYS:
            raise ValueError(f"{drill.kind}: at most {MAX_KEYS} keys, not {len(keys)}")
        labels = [lbl(k, player.tr) for k in keys] if (lbl := drill.key_label) else []

        def markup(question_id: int) -> InlineKeyboardMarkup | None:
            if not labels:
                return None
            pressable = [button(t, drill.key_data(question_id, i)) for i, t in enumerate(labels)]
            rows = [pressable[i : i + KEY_COLUMNS] for i in range(0, len(labels), KEY_COLUMNS)]
            return keyboard(rows)

        cards = () if drill.cards is None else drill.cards(deal)
        lines = drill.question(deal, player.tr)
        await ask(
            context, player, Asked(drill.kind, drill.dump(deal), {}, lines, cards, markup=markup)
        )

    return command


async def _settle(
    drill: AnyDrill, answering: Answering, answer: object, answered: Mapping[str, object]
) -> None:
    """Grade `answer` and settle it (`questions_settle.settle`: stored, told, closed). A stored deal
    that cannot be read cancels the question."""
    context, player = answering.context, answering.player
    tr = player.tr
    deal = await read_back(
        answering, drill.loaded, partial(replies.question_lost, f"/{drill.name_in(tr.lang)}")
    )
    if deal is None:
        return
    grade = drill.grade(deal, answer)

    async def tell(outcome: AnswerOutcome) -> None:
        text = "\n".join(drill.verdict(deal, grade, tr))
        await send(context, player.chat_id, text, reply_to=answering.reply_to)

    answered = {**answered, "update": player.update_id}
    await settle(answering, recorded(answering, answered, result_of(grade), grade.own), tell)


def plain_answers(drill: AnyDrill) -> TextAnswers:
    """Typed answers: graded, or a hint when the text cannot be read."""

    async def answer(typed: Typed) -> None:
        said = drill.read(typed.text)
        if said is None:
            await typed.hint(drill.unreadable(typed.tr))
            return
        await _settle(drill, typed, said, {"text": typed.text[:MAX_ANSWER_CHARS], "via": "text"})

    return TextAnswers(reads=lambda text: drill.read(text) is not None, answer=answer)


def plain_button(drill: AnyDrill) -> Callable[[Update, Context], Coroutine[object, object, None]]:
    """A button under the question: answer it with that key (only its player may)."""
    pattern = drill.pattern

    async def pressed_key(update: Update, context: Context) -> None:
        owned = await own_press(update, context, pattern, kinds={drill.kind}, words=PressWords())
        if owned is None:
            return
        index = int(owned.match[2])
        deal = drill.loaded(owned.question.deal)
        keys = () if deal is None or drill.keys is None else drill.keys(deal)
        if deal is not None and index >= len(keys):
            await owned.answer(replies.no_longer_works_note(owned.player.tr))
            return
        said = keys[index] if keys else None
        await _settle(drill, owned, said, {"key": index, "via": "button"})

    return pressed_key


def plain_again(drill: AnyDrill) -> Callable[[Context, Who, Attempt], Awaitable[bool]]:
    """The replay hook: the text being handled answered a question of this drill before a
    crash (`bot.tg.inbox` handles it again), and its verdict may never have been sent: send it
    (again); False when its attempt cannot be read back. (A press handled again finds its
    question closed and is told so, by `questions.own`.)"""

    async def again(context: Context, player: Who, attempt: Attempt) -> bool:
        deal, text = drill.loaded(attempt.deal), attempt.answered.get("text")
        answer = drill.read(text) if isinstance(text, str) else None
        if deal is None or answer is None:
            return False
        lines = drill.verdict(deal, drill.grade(deal, answer), player.tr)
        await send(context, player.chat_id, "\n".join(lines))
        return True

    return again


def plain_kind(drill: AnyDrill) -> QuestionKind:
    """The drill's question kind: its text answers, its own /stats tally, its buttons (if it
    has keys), the command that asks one and its replay hook."""
    return QuestionKind(
        drill.kind,
        plain_answers(drill),
        Tally.OWN,
        Keys.NONE if drill.keys is None else Keys.ALWAYS,
        f"/{drill.command}",
        again=plain_again(drill),
    )


def plain_stats(drill: AnyDrill) -> Callable[[Context, Who], Awaitable[list[str]]]:
    """The drill's /stats lines, from the attempts the lifecycle recorded (none before the
    first)."""

    async def lines(context: Context, player: Who) -> list[str]:
        stats = await context.bot_data.db.stats.user_stats(player.user_id, chat_id=player.chat_id)
        mine = stats.by_kind.get(drill.kind)
        if mine is None or not mine.count:
            return []
        return list(drill.stats(mine.count, mine.exact, player.tr))

    return lines
