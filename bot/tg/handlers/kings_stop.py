"""Stopping a game of /kings (/rois): « Stop this game? » asked first (asked again, a reply
points at the first), its « Yes / No » taken off once it is answered or its step played, and
the game stopped, by the chat's « Yes, stop it » or the Mini App's stop."""

from __future__ import annotations

from datetime import timedelta
from typing import Final

from bot.drills.kings_args import stop_answer
from bot.drills.kings_play import KingsMatch
from bot.storage import Question
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers.common import Who, drop_keyboard, esc, send
from bot.tg.handlers.kings_common import KINGS_PLAY, markup, menu_markup
from bot.tg.handlers.questions import cancel, clear
from bot.views import kings_play as play_view


def stop_asked(context: Context, player: Who, question: Question) -> tuple[bool, int | None]:
    """Whether « Stop this game? » waits for an answer on the game step `question`, and its
    message's id when known: the one `send` gave, else the one kept in the player's settings
    once the outbox sent it (`records.KINGS_STOP_ASKED`, which outlives a restart)."""
    stops = context.bot_data.stops
    message_id = stops.get(question.id)
    asked = player.user.settings.get(records.KINGS_STOP_ASKED)
    if isinstance(asked, dict) and asked.get("chat") == player.chat_id:
        kept = asked.get("message")
        if asked.get("question") == question.id and isinstance(kept, int):
            return True, kept
    return question.id in stops, message_id


async def stop_requested(context: Context, player: Who, question: Question | None) -> bool:
    """/resign (/abandon) with a Kings game step pending here: the stop asked first, as its
    button does; asked already, a reply to that question points at it (a second question
    would leave the first's « Yes / No » for good). False when the pending question is no
    Kings game (the signature of a question kind's /cancel hook)."""
    if question is None or question.kind != KINGS_PLAY or not question.is_pending:
        return False
    asked, shown_id = stop_asked(context, player, question)
    if asked:
        text = play_view.named_line(
            play_view.stop_asked_again_note(player.tr), player.tr, player.group_name
        )
        await send(context, player.chat_id, text, reply_to=shown_id)
        return True
    buttons = markup(play_view.step_buttons(question.id, (("end", "keep"),), player.tr))
    text = play_view.named_line(play_view.stop_question(player.tr), player.tr, player.group_name)
    shown = {"chat": player.chat_id, "question": question.id}
    record = records.kings_stop_asked(player.user_id, shown)  # its id kept once it is sent
    message_id = await send(context, player.chat_id, text, markup=buttons, record=record)
    context.bot_data.stops[question.id] = message_id
    return True


async def drop_stop_question(
    context: Context, player: Who, question: Question, *, pressed: int | None = None
) -> None:
    """« Stop this game? » answered (a button, a typed « oui », the Mini App's « Stop the
    game »): its « Yes / No », which could only answer that the step is over, come off. Its
    message's id is the one `send` gave, else the one kept in the player's settings once the
    outbox sent it (`records.KINGS_STOP_ASKED`); `pressed`: the message whose button answered
    it, its keyboard already gone."""
    message_id = context.bot_data.stops.pop(question.id, None)
    db = context.bot_data.db
    user = await db.users.get_user(player.user_id)
    asked = None if user is None else user.settings.get(records.KINGS_STOP_ASKED)
    if isinstance(asked, dict) and asked.get("chat") == player.chat_id:
        await db.users.merge_settings(player.user_id, {records.KINGS_STOP_ASKED: None})
        kept = asked.get("message")
        if asked.get("question") == question.id and isinstance(kept, int):
            message_id = kept
    if message_id is not None and message_id != pressed:
        await drop_keyboard(context, player.chat_id, message_id)


async def stop_question_gone(context: Context, player: Who, question: Question) -> None:
    """The step `question` played (a move, a pass, Joker) or shown again (/kings play) while
    « Stop this game? » asked about it was left unanswered: its « Yes / No » come off (they
    could only toast that the step was played)."""
    if stop_asked(context, player, question)[0]:
        await drop_stop_question(context, player, question)


async def answer_stop(
    context: Context,
    player: Who,
    question: Question,
    match: KingsMatch,
    *,
    stop: bool,
    pressed: int | None = None,
) -> None:
    """« Stop this game? » answered, by its buttons (`pressed`: the message, its buttons
    taken off already) or typed (« oui », « non »): its buttons taken off, then the game
    stopped, or going on."""
    await drop_stop_question(context, player, question, pressed=pressed)
    if stop:
        await stop_game(context, player, question, match)
    else:
        await send(
            context,
            player.chat_id,
            play_view.named_line(
                play_view.goes_on_move_note(player.tr), player.tr, player.group_name
            ),
        )


async def stop_game(context: Context, player: Who, question: Question, match: KingsMatch) -> bool:
    """The game stopped, as the chat's « Yes, stop it » and the Mini App's stop both end it:
    the step cancelled, its buttons taken off, « Game stopped. », the score where it stood and
    « /kings play starts a new one » said in the chat (the player's name first in a group).
    False, and nothing done, when the step was no longer pending."""
    if not await cancel(context, question):
        return False
    await clear(context, question)
    first, *rest = [
        *play_view.stopped_lines(match, player.tr),
        play_view.start_another_note(player.tr),
    ]
    html = "\n".join([play_view.named_line(first, player.tr, player.group_name), *map(esc, rest)])
    await send(context, player.chat_id, html, markup=menu_markup(player))
    return True


UNSTOPPED_FOR: Final = timedelta(minutes=10)
"""How long after « nothing to stop » a « yes » typed is read as its answer (`yes_unstopped`)."""


def nothing_to_stop(context: Context, player: Who) -> None:
    """/kings stop found no game here: a « yes » typed next in private is its answer
    (`yes_unstopped`; in a group, another member's « oui » is none)."""
    if player.private:
        context.bot_data.unstopped[player.chat_id] = context.bot_data.clock()


async def yes_unstopped(context: Context, player: Who, text: str) -> bool:
    """« oui » (« non », « ben oui ») typed right after /kings stop said there was no game to
    stop, as under « Stop this game? »: told again there is none (it got « I answer counts
    and commands… »). Read once; False for any other text or later."""
    told = context.bot_data.unstopped.pop(player.chat_id, None)
    if told is None or context.bot_data.clock() - told > UNSTOPPED_FOR:
        return False
    if stop_answer(text) is None:
        return False
    await send(context, player.chat_id, esc(play_view.no_game_to_stop_note(player.tr)))
    return True
