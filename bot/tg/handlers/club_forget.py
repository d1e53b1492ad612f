"""/forget (/oublier): erase everything the bot stores about the player, in every table and
every club, after a confirmation button (`cf:<user>:yes|no`, pressable by that player only).
Asked in a group, it is answered there only with a button to the bot's private chat
(`/start forget`), where the question is asked: the player's data is no group matter.

A game between members they sit in is settled first by /resign's rule (two players: the
other wins; teams: the other side wins; three: the bot plays their seat, the others play
on); their seats in others' games stay, named « un ancien joueur » (« a former player »). A
quiz series they run in a group stops there, its poll closed (`quiz.before_forget`)."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Final

from telegram import Message, Update

from bot.drills.forget_said import forget_answer
from bot.tg import coach_weekly, records, remind_jobs
from bot.tg.club_jobs import html
from bot.tg.context import Context
from bot.tg.handlers import members, quiz, tournament_play
from bot.tg.handlers.club_base import message_id_of
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    drop_keyboard,
    edit_or_send,
    esc,
    keyboard,
    private_link,
    send,
    who,
)
from bot.views import club_forget as view
from bot.views import members as members_view
from bot.views.daily import named  # the player's name first in a group, as /remind's

FORGET_PATTERN: Final = re.compile(r"^cf:(\d{1,15}):(?:(\d{1,15}):)?(yes|no)$")
"""The /forget buttons: the player's id, when the question was asked (ms since the epoch;
none on the buttons sent before it was written) and the answer."""
START_PAYLOAD: Final = "forget"
START_PATTERN: Final = re.compile(rf"^{START_PAYLOAD}$")
"""`/start forget`: the link of the button /forget answers with in a group."""

# -- /forget -----------------------------------------------------------------------------------


async def forget_command(update: Update, context: Context) -> None:
    """/forget (/oublier): in private, ask for confirmation with two buttons; in a group, say
    to the player, by name and in their own language (as /remind and /lang there), that it is
    done in private, with a button to the bot's chat."""
    player = await who(update, context)
    if player is None:
        return
    if player.private:
        await ask(context, player, message_id_of(update))
        return
    tr = player.tr
    await send(
        context,
        player.chat_id,
        named(esc(view.forget_in_private(tr)), tr, player.group_name),
        markup=private_link(context, START_PAYLOAD, members_view.deep_link_button(tr)),
        reply_to=message_id_of(update),
    )


async def start_link(context: Context, player: Who, match: re.Match[str]) -> None:
    """`/start forget` (`START_PATTERN`, the button of /forget in a group): the question."""
    await ask(context, player, None)


async def ask(context: Context, player: Who, reply_to: int | None) -> None:
    """The /forget question in the player's chat, with its two buttons."""
    yes, no = view.forget_buttons(player.tr)
    uid = player.user_id
    in_club = bool(await context.bot_data.db.clubs.member_clubs(uid))
    asked = int(context.bot_data.clock().timestamp() * 1000)
    markup = keyboard([[button(yes, f"cf:{uid}:{asked}:yes"), button(no, f"cf:{uid}:{asked}:no")]])
    record = records.forget_asked(uid, {"chat": player.chat_id, "asked": asked})
    await send(
        context,
        player.chat_id,
        html(view.forget_question(in_club, player.tr)),
        markup=markup,
        reply_to=reply_to,
        record=record,  # a « non » typed, or /cancel, keeps everything: `typed_answer`
    )


TYPED_MINUTES: Final = 30
"""How long after « Erase everything? » a typed « non » or « oui » answers it."""


def forget_shown(context: Context, player: Who) -> int | None:
    """The id of « Erase everything? » asked last in this chat, less than `TYPED_MINUTES` ago,
    its buttons on; None: none."""
    shown = player.user.settings.get(records.FORGET_ASKED)
    if not isinstance(shown, dict) or shown.get("chat") != player.chat_id:
        return None
    asked, message_id = shown.get("asked"), shown.get("message")
    now = context.bot_data.clock().timestamp() * 1000
    if not isinstance(asked, int) or now - asked > TYPED_MINUTES * 60_000:
        return None
    return message_id if isinstance(message_id, int) else None


async def kept_typed(context: Context, player: Who) -> bool:
    """« Erase everything? » left unanswered in this chat, kept by a « non » typed or by
    /cancel (which said « Rien à abandonner » above its buttons): nothing is erased, its
    buttons come off; False when none waits."""
    message_id = forget_shown(context, player)
    if message_id is None:
        return False
    await context.bot_data.db.users.merge_settings(player.user_id, {records.FORGET_ASKED: None})
    await drop_keyboard(context, player.chat_id, message_id)
    await send(context, player.chat_id, esc(view.kept(player.tr)))
    return True


async def typed_answer(context: Context, player: Who, text: str) -> bool:
    """A text typed under « Erase everything? » (`Subscriptions.unanswered`; it got « Je
    réponds aux comptes et aux commandes »): a no keeps everything, as the « No » button; a
    yes is told the button erases (nothing is erased for good on a typed word). False for
    any other text, or with no such question here."""
    said = forget_answer(text)
    if said is None or not player.private or forget_shown(context, player) is None:
        return False
    if said:
        await send(context, player.chat_id, esc(view.tap_to_erase(player.tr)))
        return True
    return await kept_typed(context, player)


def answered_already(press: Press) -> bool:
    """Whether the question pressed shows its answer already: Telegram gives the message as
    it is now, its buttons gone (a second tap once the first answer, « Nothing was erased »
    maybe, is on the screen)."""
    message = press.query.message
    # a message known only by its id (no text: Telegram gave none of it) says nothing
    return isinstance(message, Message) and bool(message.text) and message.reply_markup is None


def erased_since_asked(press: Press) -> bool:
    """Whether the presser's record began after the question pressed was asked (the player
    is recorded before /forget asks): everything was erased since, by a first press of this
    button (a double tap, its answer not on the screen yet) or of another /forget question;
    this press only recorded them anew."""
    if press.match[2] is None:  # a button sent before the question's time was on it
        return False
    recorded = datetime.fromisoformat(press.player.user.created_at)
    return recorded.timestamp() * 1000 > int(press.match[2])


async def erase(context: Context, player: Who, username: str | None) -> None:
    """Erase every row about the player, and what the bot keeps of them in memory; the
    messages of the open tournaments they took part in no longer name them (as when a member
    leaves the group)."""
    db = context.bot_data.db
    await members.leave_before_forget(context, player, username)
    await quiz.before_forget(context, player.user_id)
    tournaments = await db.tournaments.user_tournaments(player.user_id)
    await db.clubs.forget_player(player.user_id, username)
    for tournament in tournaments:
        await tournament_play.refresh_presentation(context, tournament)
    context.application.drop_user_data(player.user_id)
    context.application.drop_chat_data(player.user_id)  # their private chat
    remind_jobs.unschedule(context.job_queue, player.user_id)  # a daily reminder, if any
    coach_weekly.unschedule(context.job_queue, player.user_id)  # the coach's weekly message


@Press.on(FORGET_PATTERN)
async def forget_button(context: Context, press: Press) -> None:
    """The /forget confirmation: erase every row about the presser (their own button only).
    A press once it is done leaves the answer as it is (« …and your name is off your clubs'
    boards » read again without it: the clubs were gone by then) and is told so."""
    query, player = press.query, press.player
    if int(press.match[1]) != player.user_id:
        await query.answer(view.not_yours(player.tr), show_alert=True)
        return
    username = query.from_user.username if query.from_user is not None else None
    if press.match[3] == "yes" and answered_already(press):
        await query.answer()  # « Nothing was erased » or « Done » is on the screen
        return
    if erased_since_asked(press):
        await erase(context, player, username)  # the record this press made
        # the message is left as it is: after a double tap its first answer is on its way
        await query.answer(view.forgotten_already(player.tr), show_alert=True)
        return
    if press.match[3] == "no":
        text = view.kept(player.tr)
        await context.bot_data.db.users.merge_settings(player.user_id, {records.FORGET_ASKED: None})
    else:
        in_club = bool(await context.bot_data.db.clubs.member_clubs(player.user_id))
        await erase(context, player, username)
        text = view.forgotten(in_club, player.tr)
    await query.answer()
    await edit_or_send(context, player.chat_id, press.message_id, esc(text))
