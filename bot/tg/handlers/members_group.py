"""A game between members, in the group (issue 21): the next dealer's deal, « Muggins… »
and the caller's claim, /resign, and the reminders (no clock: 12 hours, 48 hours, 7 days).

Buttons: `md:<game>:<deals>` (the next dealer deals), `mm:<game>:<deal>:<show>` (« Muggins… »
on a show), `mc:<game>:<deal>:<show>:<user>:<n>` (the caller's claim), `mr:<game>:<user>:<step>:y|n`
(resign, asked first at the game's step, answered by whoever asked, by a button or a « oui » /
« non » typed in that chat; a yes once the game has moved on asks again). Each move goes through
`members_play.progress`.
"""

from __future__ import annotations

import re
from dataclasses import replace as dataclass_replace
from datetime import timedelta
from typing import Any, Final

from telegram import Message, Update
from telegram.error import TelegramError
from telegram.ext import JobQueue

from bot.drills.members_reminders import PRIVATE_REMINDER, Nudge, idle_since, nudge
from bot.drills.members_steps import due_at
from bot.drills.table import abandon, deal_next, plays_on_without, resign
from bot.drills.table_show import MugginsRefused, call_muggins_on, show_to_call
from bot.drills.table_state import Deal, ShowRecord, Step, Table, TableError
from bot.drills.table_turn import due
from bot.drills.table_typed import calls_muggins
from bot.engine.laws import claimable
from bot.i18n import Translator
from bot.storage.repo_members import MemberGame
from bot.storage.sql import iso_utc
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    drop_keyboard,
    esc,
    keyboard,
    pressed,
    send,
)
from bot.tg.handlers.members_play import (
    GAME,
    ask_seat,
    close_pending,
    logger,
    progress,
    tell_deal,
)
from bot.tg.handlers.members_post import calls_withdrawn, group_open, seat_player, voice_of
from bot.tg.handlers.members_table import post
from bot.tg.handlers.questions import answer_query
from bot.tg.handlers.steps import keyboard_of
from bot.tg.handlers.table_abandon import abandon_answered, abandon_asked, forget_abandon
from bot.tg.handlers.tournament_owed import opponent_handles, robin_place
from bot.tg.handlers.tournament_play import resign_counted
from bot.views import members as view
from bot.views import members_deal as deal_view
from bot.views import members_private as private_view
from bot.views import members_words as words
from bot.views import replies, table_keys
from bot.views import tournament as tournament_view
from bot.views import tournament_robin as robin_view
from bot.views.members_news import Intro, names_of
from bot.views.replies import no_longer_works_note, titled, titled_html

DEAL_PATTERN: Final = re.compile(rf"^md:{GAME}:(\d{{1,3}})$")
MUGGINS_PATTERN: Final = re.compile(rf"^mm:{GAME}:(\d{{1,2}}):(\d)$")
CLAIM_PATTERN: Final = re.compile(rf"^mc:{GAME}:(\d{{1,2}}):(\d):(\d{{1,15}}):(\d{{1,2}})$")
RESIGN_PATTERN: Final = re.compile(rf"^mr:{GAME}:(\d{{1,15}}):(?:(\d{{1,6}}):)?(y|n)$")
"""The step is missing from the buttons sent before it was added: such a yes asks again."""


# -- In the group: the deal, muggins, resigning ---------------------------------------------


async def _pressed_game(
    update: Update, context: Context, pattern: re.Pattern[str]
) -> tuple[Press, MemberGame, Table] | None:
    """The press of a group button `pattern` (its first group: the game) and its game; a
    game that is gone, or of another chat, is answered « no longer works »."""
    press = await pressed(update, context, pattern)
    if press is None:
        return None
    game = await context.bot_data.db.members.get_member_game(press.match[1])
    if game is None or game.chat_id != press.player.chat_id or game.state is None:
        await answer_query(press.query, no_longer_works_note(press.player.tr))
        return None
    return press, game, Table.from_json(game.state)


@Press.about(_pressed_game, DEAL_PATTERN)
async def deal_button(context: Context, press: Press, game: MemberGame, table: Table) -> None:
    """The next dealer deals (only they may)."""
    tr = press.player.tr
    if not game.is_active or len(table.deals) != int(press.match[2]):
        await answer_query(press.query, no_longer_works_note(tr))
        return
    seat = game.seat_of(press.player.user_id)
    waiting = due(table)
    if seat is None or not waiting or waiting[0].step is not Step.DEAL or waiting[0].seat != seat:
        dealer = waiting[0].seat if waiting else 0
        await answer_query(
            press.query,
            words.dealer_only_note(names_of(game, tr).seats[dealer], tr),
            alert=True,
        )
        return
    try:
        saved = await progress(context, game, lambda t: deal_next(t, seat))
    except TableError:
        saved = None
    await _answer_move(context, press, saved is not None)


async def _answer_move(context: Context, press: Press, saved: bool) -> None:
    """A group button's move answered: its keyboard taken off once the game moved on, else
    « no longer works »."""
    await answer_query(press.query, None if saved else no_longer_works_note(press.player.tr))
    if saved:
        await drop_keyboard(context, press.player.chat_id, press.message_id)


@Press.about(_pressed_game, MUGGINS_PATTERN)
async def muggins_button(context: Context, press: Press, game: MemberGame, table: Table) -> None:
    """« Muggins… » under a show: the caller is asked how many points were missed."""
    tr = press.player.tr
    deal, show = int(press.match[2]), int(press.match[3])
    why = words.call_refused_note(table, game.seat_of(press.player.user_id), deal, show, tr)
    if why is not None:
        await answer_query(press.query, why, alert=True)
        return
    seat = game.seat_of(press.player.user_id) or 0
    first = await context.bot_data.db.members.call_muggins(game.id, deal, show, seat)
    if first == seat:  # pressed again: the keypad is in the group already
        await answer_query(press.query, words.keypad_posted_note(tr))
        return
    if first is not None:  # another caller was first: one call, one keypad per show
        name = names_of(game).seats[first]
        await answer_query(press.query, words.called_first_note(name, tr), alert=True)
        return
    await answer_query(press.query)
    await post_keypad(context, game, table, press.player.user_id, deal, show)


async def post_keypad(
    context: Context, game: MemberGame, table: Table, user_id: int, deal: int, show: int
) -> None:
    """Muggins called by the member `user_id` on that show, first: the group is asked how many
    points were missed, on a keypad only they may answer."""
    seat = game.seat_of(user_id) or 0
    record = table.deal.shows[show]
    caller = names_of(game).seats[seat]
    # a group message (edited into the ruling): in the table's language(s), not the caller's
    voice = await voice_of(context, game)
    base = f"mc:{game.id}:{deal}:{show}:{user_id}"
    markup = keyboard_of(
        table_keys.claim_rows(claimable(record.claimed), lambda n: f"{base}:{n}", voice.tr)
    )
    text = voice.post(game, lambda t: deal_view.claim_lines(record, caller, names_of(game, t), t))
    keypad = records.muggins_keypad(game.id, seat)
    await send(context, game.chat_id, text, markup=markup, record=keypad)


async def muggins_typed(context: Context, player: Who, text: str) -> bool:
    """« Muggins! » typed in the group by a member of its game under way (it was left
    unanswered, and the points the counter missed were lost at the next deal): as the
    « Muggins… » button under the latest count they may call, the keypad posted; called
    first by another, or by them already, said in the group. False otherwise (no count to
    call: at the play, the step's reader says what it takes)."""
    if player.private or not calls_muggins(text):
        return False
    db = context.bot_data.db
    game = await db.members.live_member_game(player.user_id)
    if game is None or not game.is_active or game.chat_id != player.chat_id or not game.state:
        return False
    table = Table.from_json(game.state)
    seat = game.seat_of(player.user_id)
    show = None if seat is None else show_to_call(table, seat)
    if seat is None or show is None:
        return False
    deal = len(table.deals) - 1
    first = await db.members.call_muggins(game.id, deal, show, seat)
    if first is None:
        await post_keypad(context, game, table, player.user_id, deal, show)
        return True
    tr = player.tr
    note = words.keypad_posted_note(tr)
    if first != seat:  # another caller was first: one call, one keypad per show
        note = words.called_first_note(names_of(game, tr).seats[first], tr)
    name = None if player.group_name is None else esc(player.group_name)
    await send(context, player.chat_id, titled(esc(note), tr, name=name))
    return True


@Press.about(_pressed_game, CLAIM_PATTERN)
async def claim_button(context: Context, press: Press, game: MemberGame, table: Table) -> None:
    """The caller's claim: ACC rule 10 settles it, the group is told (the keypad's message
    becomes the ruling)."""
    tr = press.player.tr
    deal, show, caller, claim = (int(press.match[i]) for i in (2, 3, 4, 5))
    if caller != press.player.user_id:
        await answer_query(press.query, words.only_may_answer_note(game, caller, tr), alert=True)
        return
    why = words.call_refused_note(table, game.seat_of(caller), deal, show, tr)
    if why is not None:
        await answer_query(press.query, why, alert=True)
        return
    seat = game.seat_of(caller)
    assert seat is not None
    settled: list[tuple[Deal, ShowRecord]] = []

    def move(t: Table) -> None:
        settled.append((t.deal, call_muggins_on(t, seat, deal, show, claim)))

    def intro(gtr: Translator) -> list[str]:
        names = names_of(game, gtr)
        return [line for d, r in settled for line in deal_view.ruling_lines(d, r, names, gtr)]

    # the keypad is edited into the ruling (no new group message for it), the one place the
    # group reads it: the deal's message and the next deal's summary do not repeat it
    try:
        saved = await progress(context, game, move, intro=intro, over=press.message_id)
    except MugginsRefused as refused:
        why = words.muggins_refused_note(refused.reason, tr, teams=table.rules.teams)
        await answer_query(press.query, why, alert=True)
        return
    except TableError:
        saved = None
    await answer_query(press.query, None if saved is not None else no_longer_works_note(tr))


async def games_left_lines(
    context: Context, chat_id: int, user_id: int, tr: Translator, *, gone: int | None = None
) -> list[str]:
    """The member's games still to play in the group's open round robin (in doubles, their
    team's; `robin_view.your_games`, HTML), named as the table names them; none when
    they take no part. `gone`: a member leaving the group, not yet out of the round robin,
    whose games are no longer to play."""
    place = await robin_place(context, chat_id, user_id)
    if place is None:
        return []
    tournament, board, robin, key = place
    if gone is not None and gone in robin.keys:
        robin = dataclass_replace(robin, keys=[k for k in robin.keys if k != gone])
    about = tournament_view.about_of(tournament)
    handles = await opponent_handles(context, tournament, robin, key)
    names = view.board_names(board, tr)
    return robin_view.your_games(robin, key, names, about, tr, handles)


async def robin_games_told(context: Context, player: Who, reply: int | None) -> bool:
    """/play alone in a group, by a member who still owes games of the group's open round
    robin (or whose team still owes games of its doubles tournament): told whom they still
    play and how to start a game, and how to open an ordinary table instead (before: an
    ordinary table of 121 opened, not their game of 61; in doubles, their next « /tournament
    play » was then refused, a player being at another table). False when they play no game
    of it."""
    place = await robin_place(context, player.chat_id, player.user_id)
    if place is None or not place[2].left_of(place[3]):
        return False
    tournament, board, robin, key = place
    tr = player.tr
    about = tournament_view.about_of(tournament)
    handles = await opponent_handles(context, tournament, robin, key)
    names = view.board_names(board, tr)
    lines = robin_view.your_games(robin, key, names, about, tr, handles, here=True)
    text = titled_html(lines[0], tr, name=player.group_name) if player.group_name else lines[0]
    text = "\n".join([text, *lines[1:], view.ordinary_table_line(tr)])
    await send(context, player.chat_id, text, reply_to=reply)
    return True


async def resign_command(context: Context, player: Who) -> bool:
    """/resign (/abandon) with a club game under way: asked first (resigned already at a
    table of three: told the bot plays their seat). False when the member plays no club
    game."""
    game = await context.bot_data.db.members.live_member_game(player.user_id)
    if game is None or not game.is_active:
        return False
    tr = player.tr
    if words.has_retired(game, player.user_id):
        await send(context, player.chat_id, words.waiting_line(game, player.user_id, tr))
        return True
    yes, no = words.resign_buttons(tr)
    data = f"mr:{game.id}:{player.user_id}:{game.step}"
    markup = keyboard([[button(yes, f"{data}:y"), button(no, f"{data}:n")]])
    table = Table.from_json(game.state) if game.state is not None else None
    teams = table is not None and table.rules.teams
    seat = game.seat_of(player.user_id)
    plays_on = table is not None and seat is not None and plays_on_without(table, seat)
    robin = await resign_counted(context, game, player.user_id)
    text = view.resign_question(tr, teams=teams, plays_on=plays_on, robin=robin)
    if player.group_name is not None:  # in the group: whose question it is (« Marie : ... »)
        text = titled(text, tr, name=esc(player.group_name))
    record = await abandon_asked(context, player, game.id, game.step)  # « oui » typed answers
    await send(context, player.chat_id, text, markup=markup, record=record)
    return True


async def resign_typed(context: Context, player: Who, text: str) -> bool:
    """« oui » / « non » typed (in private or in the group) while « Resign the club game? » is
    the last thing asked of the member in that chat, about the game's step: that answer, as
    its buttons (at their count, « oui » got « J'attends votre compte. »). False otherwise: a
    yes once the game has moved on is the step's."""
    game = await context.bot_data.db.members.live_member_game(player.user_id)
    if game is None or not game.is_active or game.state is None:
        return False
    answer = await abandon_answered(context, player, text, game.id, game.step)
    seat = game.seat_of(player.user_id)
    if answer is None or seat is None:
        return False
    if not answer:  # « non »: the game goes on, and what it waits for from them
        table = Table.from_json(game.state)
        mine = [w.step for w in due_at(table, seat) if w.step is not Step.DEAL]
        waits = words.waiting_line(game, player.user_id, player.tr)
        line = private_view.resign_declined_line(mine[0] if mine else None, waits, player.tr)
        if player.group_name is not None:  # in the group: whose answer it is, no private step
            played_on = esc(replies.play_on_note(player.tr))
            line = titled(played_on, player.tr, name=esc(player.group_name))
        await send(context, player.chat_id, line)
        return True
    saved = await _resign_asked(context, game, seat, player.user_id)
    if saved is None:
        await send(context, player.chat_id, esc(no_longer_works_note(player.tr)))
    return True


async def _resign_asked(
    context: Context, game: MemberGame, seat: int, user_id: int
) -> MemberGame | None:
    """A yes to « Resign the club game? » (pressed or typed) at the game's step: the seat
    resigned (a table of three plays on, their pending step closed); the game saved, or None
    when the resignation no longer fits."""
    try:
        saved = await resign_seat(context, game, seat)
    except TableError:
        return None
    if saved is not None and saved.is_active:  # a table of three plays on without them
        await close_pending(context, saved, user_id, goes_on=False, said=words.retired_line)
    return saved


@Press.on(RESIGN_PATTERN)
async def resign_button(context: Context, press: Press) -> None:
    """The answer to "resign the club game?" (only a player of that game). A yes pressed once
    the game has moved on (the member may have played on since, the question left above)
    asks again rather than resign."""
    tr = press.player.tr
    game = await context.bot_data.db.members.get_member_game(press.match[1])
    seat = None if game is None else game.seat_of(press.player.user_id)
    if game is None or seat is None:
        await answer_query(press.query, words.not_your_game_note(tr), alert=True)
        return
    asker = int(press.match[2])
    if asker != press.player.user_id:
        await answer_query(press.query, words.only_may_answer_note(game, asker, tr), alert=True)
        return
    message = press.query.message
    if not isinstance(message, Message) or message.reply_markup is not None:  # once only
        await drop_keyboard(context, press.player.chat_id, press.message_id)
    await forget_abandon(context, press.player)  # a « oui » typed later is no answer to it
    if not game.is_active:
        await answer_query(press.query, replies.game_over_note(tr))
        return
    if press.match[4] == "n":
        await answer_query(press.query, replies.play_on_note(tr))
        return
    if press.match[3] is None or int(press.match[3]) != game.step:
        await answer_query(press.query, words.resign_asked_again_note(tr))
        await resign_command(context, press.player)
        return
    saved = await _resign_asked(context, game, seat, press.player.user_id)
    await answer_query(press.query, None if saved is not None else no_longer_works_note(tr))


async def resign_seat(
    context: Context, game: MemberGame, seat: int, *, left: bool = False
) -> MemberGame | None:
    """The member at `seat` resigns the game under way (two players: the other wins; teams:
    the other side; three: the bot plays that seat and the others play on), told in the
    group (`left`: they left the group, which is said first, and the end of the game, told
    before they are taken out of the group's tournament and club, is given them as its
    `leaver`: `progress`); the game saved, or None if it had moved on. `TableError` if it no
    longer fits."""
    name = names_of(game).seats[seat]
    out: list[bool] = []  # the others play on (a table of three)

    def move(t: Table) -> None:
        resign(t, seat)
        out.append(not t.finished)

    def intro(gtr: Translator) -> list[str]:
        lines = [view.left_group_resigned_line(name, gtr)] if left else []
        if out and out[-1]:
            lines += view.retired_lines(names_of(game, gtr), seat, name, gtr)
        return lines

    leaver = game.user_at(seat) if left else None
    saved = await progress(context, game, move, intro=intro, leaver=leaver)
    if saved is not None and saved.is_active:  # the game ended: its calls lapsed with it
        await calls_withdrawn(context, saved, seat, name)
    return saved


async def reminders_tick(context: Context) -> None:
    """The JobQueue's scan of the waiting games (every half hour, and at start), each sent
    what it is due (`members_reminders.nudge`). Everything is read from SQLite, so a restart
    loses nothing."""
    now = context.bot_data.clock()
    for game in await context.bot_data.db.members.live_member_games(
        iso_utc(now - PRIVATE_REMINDER)
    ):
        idle = idle_since(game.moved_at, now)
        due_now = nudge(idle, game.reminded, taking_seats=game.is_open)
        await _nudge(context, game, due_now)


async def _nudge(context: Context, game: MemberGame, due_now: Nudge | None) -> None:
    """A waiting game sent what it is due now (None: nothing)."""
    db = context.bot_data.db
    if due_now is Nudge.WITHDRAW:  # the invitation says so, its buttons gone
        lines: Intro = lambda tr: [view.withdrawn_line(tr)]  # noqa: E731
        if await db.members.cancel_member_game(game.id) and not await post(context, game, lines):
            await _remind(context, game, lines)  # its invitation is gone: a message of its own
        return
    if due_now is None or game.state is None:
        return
    if due_now is Nudge.ABANDON:  # abandoned without a winner
        await progress(context, game, abandon)
        return
    table = Table.from_json(game.state)
    waiting = [w for w in due(table) if not table.seats[w.seat].is_bot]
    if not await db.members.set_reminded(game.id, game.step, due_now.value):
        return
    if due_now is Nudge.GROUP:
        await _remind(
            context, game, lambda tr: [view.reminder_group(waiting, names_of(game, tr), tr)]
        )
        return
    for w in waiting:
        if w.step is Step.DEAL:  # the button is in the group: the dealer is told so
            await _remind_dealer(context, game, table, w.seat)
        else:
            await ask_seat(context, game, table, w, intro=lambda tr: [view.reminder_private(tr)])


async def _remind_dealer(context: Context, game: MemberGame, table: Table, seat: int) -> None:
    """The private reminder of the member whose deal it is (or who presses for the bot's),
    in their language, under the table's name: where the button is, as /play says it."""
    member = next(s for s in game.seats if s.seat == seat)
    if member.user_id is None:
        return
    player = await seat_player(context, member.user_id, member.name)
    intro = [view.table_label(names_of(game, player.tr), player.tr), view.reminder_deal(player.tr)]
    await tell_deal(context, player, game, table, intro)


async def _remind(context: Context, game: MemberGame, lines: Intro) -> None:
    """A reminder posted to the table's group, in its language(s) (a group the bot can no
    longer write to is only logged; one known closed is not tried)."""
    if not await group_open(context, game):
        return
    text = (await voice_of(context, game)).post(game, lines)
    try:
        await send(context, game.chat_id, text)
    except TelegramError as error:
        logger.info("could not remind chat %s: %s", game.chat_id, error)


REMINDERS_JOB: Final = "members_reminders"
REMINDERS_EVERY: Final = timedelta(minutes=30)


def schedule_reminders(job_queue: JobQueue[Any] | None) -> None:
    """The reminders' scan every half hour, the first a minute after the start (the games
    are in SQLite: nothing else to rebuild)."""
    if job_queue is None:
        return
    job_queue.run_repeating(
        reminders_tick,
        interval=REMINDERS_EVERY,
        first=timedelta(minutes=1),
        name=REMINDERS_JOB,
        job_kwargs={"id": REMINDERS_JOB, "replace_existing": True, "coalesce": True},
    )
