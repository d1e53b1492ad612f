"""/soiree's scores, cross-checked as a paper scorecard is: one player writes the score (`/soiree
121 98`, their own first), the opponent confirms with a button (`nc:<night>:<round>:<table>:
<a>:<b>:y`) or does not agree (`…:n`): the organizer then keeps it (`nk:…`, an administrator's
button) or writes the right one (`/soiree corriger <round> <table> <a> <b>`, kept with who made
it). Nothing counts until confirmed; a player cannot confirm their own score, nor can anyone
outside the table. When an opponent has no Telegram, the organizer confirms for them.
"""

from __future__ import annotations

import logging
import re
from typing import Final

from telegram import InlineKeyboardMarkup

from bot.drills.night import TARGETS, valid_score
from bot.drills.night_args import garbled_score, named_scores, said_scores, says_target
from bot.drills.night_asked import spelled_target
from bot.drills.night_state import EntryRefusal
from bot.i18n import Translator
from bot.storage.repo_night import Night
from bot.storage.repo_night_tables import NightTable
from bot.tg import records
from bot.tg.chat_members import admin_status, is_admin
from bot.tg.context import Context
from bot.tg.handlers.club_base import chat_translator
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    edit_or_send,
    edit_text,
    fit,
    keyboard,
    own_translator,
    send,
    set_keyboard,
    tell,
)
from bot.tg.handlers.night_base import (
    ID_PATTERN,
    close_now,
    load,
    night_press,
    organizer_only,
)
from bot.tg.handlers.questions import answer_query
from bot.tg.posting import quietly, split
from bot.views import night as view
from bot.views import night_private, replies
from bot.views import night_replies as words
from bot.views import night_score_posts as posts
from bot.views import night_score_replies as score_words
from bot.views.night import State

SCORE: Final = r"(\d{1,3}):(\d{1,3})"
CONFIRM_PATTERN: Final = re.compile(rf"^nc:({ID_PATTERN}):(\d{{1,2}}):(\d{{1,2}}):{SCORE}:(y|n)$")
KEEP_PATTERN: Final = re.compile(rf"^nk:({ID_PATTERN}):(\d{{1,2}}):(\d{{1,2}}):{SCORE}$")


def confirm_markup(t: NightTable, tr: Translator) -> InlineKeyboardMarkup:
    """The opponent's buttons."""
    return keyboard([[button(label, data) for label, data in posts.confirm_buttons(t, tr)]])


def keep_markup(t: NightTable, tr: Translator) -> InlineKeyboardMarkup:
    """The organizer's button after a disagreement."""
    return keyboard([[button(label, data) for label, data in posts.keep_buttons(t, tr)]])


async def enter_score(
    context: Context,
    player: Who,
    night: Night,
    scores: tuple[int, int],
    reply_to: int | None,
    at: tuple[int, int] | None = None,
) -> None:
    """`/soiree 121 98` by a player: their table's score, their own first, to confirm (`at`:
    that round and table, from the score's buttons; else their first game waiting)."""
    db = context.bot_data.db
    group_tr = await chat_translator(context, night.chat_id, night.lang)
    tr = player.tr if player.private else group_tr
    state = await load(context, night)
    entry = state.score_entry(player.user_id, scores, at)
    if isinstance(entry, EntryRefusal):
        text = score_words.entry_refused_line(entry, night.target, tr, doubles=night.doubles)
        organizer = entry is EntryRefusal.NOT_PLAYING and not player.private
        if organizer and await is_admin(context, night.chat_id, player.user_id):
            text = fit([text, score_words.organizer_score_line(tr, state.drawn, scores)])
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    table, a, b = entry.table, entry.a, entry.b
    agreed = table.score == (a, b)
    writer = next((p.name for p in state.players if p.user_id == table.entered_by), None)
    if (
        table.score is not None
        and (b, a) == table.score
        and not (agreed or table.disputed)
        and writer is not None
        and state.may_confirm(table, table.entered_by, player.user_id) is True
    ):  # the score written, typed the other way round: asked, not a disagreement at once
        said = posts.mirrored_line(
            writer, table.model, state.names, scores, tr, doubles=night.doubles
        )
        await send(context, player.chat_id, said, reply_to=reply_to)
        return
    if (
        table.score is not None
        and (agreed or not table.disputed)
        and state.may_confirm(table, table.entered_by, player.user_id) is True
    ):  # the opponent writes it too: the same score confirms it (after a disagreement too:
        # before, « remplacé » by the very same score), another one disagrees
        claimed = None if agreed else (state.names[entry.writer], (a, b))
        settled = await _settle(
            context,
            night,
            state,
            table,
            agreed=agreed,
            by=player.user_id,
            follow=False,
            claimed=claimed,
        )
        if settled and not agreed:
            await close_own_keys(context, state, player.user_id, table)
        if settled:  # the reply, then the standings (or the close) it brings
            said = (score_words.agreed_line if agreed else score_words.not_agreed_line)(
                tr, doubles=night.doubles
            )
            await send(context, player.chat_id, said, reply_to=reply_to)
            if agreed:
                await after_score(context, night, table.round)
        return
    if table.disputed and (agreed or not state.written_by_side(table, player.user_id)):
        # its side writes it again while disputed (before: « remplacé » by the very same
        # score, the dispute gone from the group), or the opponent another claim (before: it
        # replaced the disputed score, the organizer's « Garder » dead): the organizer decides
        said = score_words.not_agreed_line(tr, doubles=night.doubles)
        await send(context, player.chat_id, said, reply_to=reply_to)
        return
    if table.score == (a, b) and not (table.disputed or table.confirmed):  # the same, waiting
        opponents = state.opponents(table, table.entered_by)
        organizer = not any(map(state.player_of, opponents))
        said = score_words.written_already_line(tr, organizer=organizer, doubles=night.doubles)
        await send(context, player.chat_id, said, reply_to=reply_to)
        return
    entered = await db.nights.enter_score(
        night_id=night.id, round=table.round, table=table.table, a=a, b=b, by=player.user_id
    )
    if entered is None:
        await send(context, player.chat_id, score_words.confirmed_already_line(tr))
        return
    if table.score is not None:  # written again: the score it replaces says so, buttonless
        replaced = posts.replaced_lines(table.model, state.names, group_tr)
        await edit_text(context, night.chat_id, table.message_id, fit(replaced))
        runner = night.created_by
        copy = await keys_notice(context, runner, table) if table.disputed else None
        if copy is not None:  # and so does the organizer's copy of the disagreement (before:
            # « Garder » left live, its press only « Ce pointage a changé »)
            await forget_keys(context, runner, night.id, table.round, table.table)
            own = await own_translator(context, runner)
            lines = posts.replaced_copy_lines(table.model, state.names, own)
            await edit_text(context, runner, copy, fit(lines))
    else:
        await set_keyboard(context, night.chat_id, table.message_id, None)
    await close_own_keys(context, state, player.user_id, table)
    opponents = state.opponents(entered, player.user_id)
    confirmers = [p for p in map(state.player_of, opponents) if p is not None]
    organizer = not opponents or not confirmers
    name = state.names[entry.writer]
    lines = posts.to_confirm(
        entered.model, name, state.names, organizer=organizer, tr=group_tr, confirmers=confirmers
    )
    text = fit(lines)
    shown = records.night_table(night.id, table.round, table.table)
    await send(context, night.chat_id, text, markup=confirm_markup(entered, group_tr), record=shown)
    if player.private:
        yourself = organizer and await is_admin(context, night.chat_id, player.user_id)
        said = score_words.written_line(
            tr, organizer=organizer, doubles=night.doubles, yourself=yourself
        )
        skipped = state.waiting_table(player.user_id, at)
        if skipped is not None and (skipped.round, skipped.table) != (table.round, table.table):
            # an earlier score, written across, still waits for their ✅: said again
            said = fit([said, "", *night_private.waiting_lines(state, player.user_id, tr)])
        await send(context, player.chat_id, said)


@Press.about(night_press, CONFIRM_PATTERN)
async def confirm_button(context: Context, press: Press, night: Night) -> None:
    """The opponent's ✅ or ✋ under a score (the organizer's when they have no Telegram)."""
    query, player, match = press.query, press.player, press.match
    tr = player.tr
    state = await load(context, night)
    round_, table_no, a, b = (int(match[i]) for i in (2, 3, 4, 5))
    table = state.table(round_, table_no)
    if table is None or table.b is None or table.confirmed or table.score != (a, b):
        await answer_query(query, score_words.changed_note(tr))
        return
    may = state.may_confirm(table, table.entered_by, player.user_id)
    admin = True if may is not None else await admin_status(context, night.chat_id, player.user_id)
    if not admin:
        refusal = score_words.not_at_table_note if admin is False else replies.not_checked_note
        await answer_query(query, refusal(tr), alert=True)
        return
    if may is False:
        await answer_query(query, score_words.own_score_note(tr, doubles=night.doubles), alert=True)
        return
    await answer_query(query)
    await _settle(context, night, state, table, agreed=match[6] == "y", by=player.user_id)


async def _settle(
    context: Context,
    night: Night,
    state: State,
    table: NightTable,
    *,
    agreed: bool,
    by: int,
    follow: bool = True,
    claimed: tuple[str, tuple[int, int]] | None = None,
) -> bool:
    """The score written at `table` confirmed (`agreed`) or disputed by `by`: its group
    message says so (the organizer, told of a disagreement, decides), and a confirmed one
    brings the standings or the close (`after_score`; not `follow`: the caller posts them
    after its reply; `claimed`: who wrote another score, and that score, said to the
    organizer); False when it was settled meanwhile."""
    db = context.bot_data.db
    assert table.score is not None
    a, b = table.score
    settle = db.nights.confirm_score if agreed else db.nights.dispute_score
    done = await settle(night_id=night.id, round=table.round, table=table.table, a=a, b=b)
    if done is None:
        return False
    group_tr = await chat_translator(context, night.chat_id, night.lang)
    if agreed:
        lines = posts.confirmed_lines(done.model, state.names, group_tr)
        await edit_or_send(context, night.chat_id, table.message_id, fit(lines))
        await drop_keys(context, state, done)
        if follow:
            await after_score(context, night, table.round)
        return True
    target = night.target
    lines = posts.disputed_lines(done.model, state.names, group_tr, target=target, claimed=claimed)
    markup = keep_markup(done, group_tr)
    await edit_or_send(context, night.chat_id, table.message_id, fit(lines), markup)
    organizer = night.created_by
    if organizer not in (by, done.entered_by):
        own = await own_translator(context, organizer)
        told = fit(
            posts.disputed_lines(done.model, state.names, own, target=target, claimed=claimed)
        )
        if organizer in (*state.users(done.a), *state.users(done.b)):  # a player's keys there
            await tell(context, organizer, told, keep_markup(done, own))
            return True
        # its id kept: once the score is set, the copy says so and loses its button
        # (`drop_keys`; before: « L'organisateur décide » and « Garder » stayed, live)
        shown = records.night_keys(organizer, night.id, done.round, done.table)
        sent = send(context, organizer, told, markup=keep_markup(done, own), record=shown)
        await quietly(sent, "could not tell %s", organizer, level=logging.INFO)
    return True


@Press.about(night_press, KEEP_PATTERN)
async def keep_button(context: Context, press: Press, night: Night) -> None:
    """The organizer keeps the score written after a disagreement, if it still waits: the
    copy of the button in the organizer's private chat, pressed after the score was set
    (in the group, or `/soiree corriger`), changes nothing (before: it set the disputed score
    again over a correction, and posted it); its button is taken off, and so is the pressed
    copy's once it kept the score (before: left under it)."""
    by = press.player.user_id
    if not await organizer_only(context, press, night):
        return
    round_, table_no, a, b = (int(press.match[i]) for i in (2, 3, 4, 5))
    state = await load(context, night)
    table = state.table(round_, table_no)
    if table is None or table.confirmed or table.score != (a, b):
        await answer_query(press.query, score_words.changed_note(press.player.tr))
        await press.drop_keyboard(context)
        return
    await answer_query(press.query)
    await correct(context, night, by, round_, table_no, (a, b), reply_to=None)
    seated = by in (*state.users(table.a), *state.users(table.b))
    if press.player.chat_id != night.chat_id and seated:  # the copy in private, not kept
        await press.drop_keyboard(context)  # (the group's, and a kept one: `drop_keys`)


async def correct(
    context: Context,
    night: Night,
    by: int,
    round_: int,
    table_no: int,
    scores: tuple[int, int],
    reply_to: int | None,
    said: str | None = None,
    *,
    late: bool = False,
) -> None:
    """The organizer sets a table's score (confirmed, kept with who did it; the message of a
    score written before says it was kept or replaced), posted as
    `said` if given (HTML: a late side's note, which says it already), else as set
    (`late`: a game lost by default by a late side, the round's bye included, its
    score `BOTH_LATE` when both sides are late). A confirmed score changed in a round
    complete posts the standings again (`after_score`)."""
    db = context.bot_data.db
    tr = await chat_translator(context, night.chat_id, night.lang)
    if not late and not valid_score(*scores, night.target):
        text = score_words.finished_score_line(night.target, tr, example=False)
        await send(context, night.chat_id, text, reply_to=reply_to)
        return
    state = await load(context, night)
    before = state.table(round_, table_no)
    fixed = await db.nights.correct_score(
        night_id=night.id, round=round_, table=table_no, a=scores[0], b=scores[1], by=by, bye=late
    )
    if fixed is None:
        text = words.no_table_line(table_no, round_, tr, drawn=state.drawn)
        await send(context, night.chat_id, text, reply_to=reply_to)
        return
    set_line = said or posts.corrected_line(fixed.model, state.names, tr)
    if before is not None and not before.confirmed and before.score is not None:
        # the score written says what became of it (before: « confirmez avec le bouton »
        # stayed, the button gone): kept, it becomes the organizer's line, said once (before:
        # « confirmé » there, then the same score posted again below); else replaced by the
        # organizer's below
        kept = before.score == fixed.score
        if kept and said is None:
            await edit_or_send(context, night.chat_id, before.message_id, set_line)
            set_line = ""
        else:
            shown = (posts.confirmed_lines if kept else posts.replaced_lines)(
                before.model, state.names, tr
            )
            await edit_text(context, night.chat_id, before.message_id, fit(shown))
    elif before is not None and not before.confirmed:
        await set_keyboard(context, night.chat_id, before.message_id, None)
    elif before is not None and before.score not in (None, fixed.score) and said is None:
        # a confirmed score changed: its « ✅ confirmé » says it is replaced by the line below
        # (before: left as it was, two confirmed scores for one table in the group)
        struck = posts.replaced_lines(before.model, state.names, tr)
        await edit_text(context, night.chat_id, before.message_id, fit(struck))
    if set_line:  # the table's message now (corrected again: that one says it is replaced)
        record = None if said else records.night_table(night.id, round_, table_no)
        await send(context, night.chat_id, set_line, record=record)
    await drop_keys(context, state, fixed)
    if before is None or not before.confirmed or before.score != fixed.score:
        # a confirmed score changed: its round's standings, if posted, are posted again
        # (before: the ones above stayed wrong until the next round's)
        await after_score(context, night, round_)


async def drop_keys(
    context: Context, state: State, table: NightTable, *, replaced: bool = False
) -> None:
    """The players' « I won » / « I lost » under their private notice of `table`, taken off
    once its score is settled, confirmed or set by the organizer (before: left, and a press
    only said « déjà confirmé »); `replaced` (the table changed by a swap, new notices sent):
    the notice also says so under its text (before: two notices of one round, the old one
    not saying it was replaced)."""
    db = context.bot_data.db
    key = records.night_keys_key(table.night_id, table.round, table.table)
    seated = (*state.users(table.a), *state.users(table.b))
    organizer = state.night.created_by
    for user in (*seated, *([] if organizer in seated else [organizer])):
        found = await db.users.get_user(user)
        shown = None if found is None else found.settings.get(records.NIGHT_KEYS)
        message_id = shown.get(key) if isinstance(shown, dict) else None
        if not isinstance(message_id, int):
            continue
        await db.users.merge_settings(user, {records.NIGHT_KEYS: {key: None}})
        me = state.player_of(user)
        mine = None if me is None else state.side_of(me.id)
        if user not in seated:  # the organizer's copy of a disagreement: settled, says how
            own = await own_translator(context, user)
            if table.corrected_by is not None:
                text = posts.corrected_line(table.model, state.names, own)
            else:
                text = fit(posts.confirmed_lines(table.model, state.names, own))
            await edit_text(context, user, message_id, text)
        elif replaced and mine is not None:
            own = await own_translator(context, user)
            notice = night_private.notice(table.round, table.model, mine, state.names, own)
            text = f"{notice}\n{night_private.replaced_line(own)}"
            await edit_text(context, user, message_id, text)
        else:
            await set_keyboard(context, user, message_id, None)


async def close_own_keys(context: Context, state: State, user: int, table: NightTable) -> None:
    """The score buttons under the player's private notice of `table`, taken off once they
    typed its score: the notice says they wrote it (its numbers not repeated there, as a
    score typed again would make them wrong; before: their half-used digits stayed live,
    and a press rewrote the score typed)."""
    message_id = await keys_notice(context, user, table)
    me = state.player_of(user)
    mine = None if me is None else state.side_of(me.id)
    if message_id is None or mine is None:
        return
    await forget_keys(context, user, table.night_id, table.round, table.table)
    own = await own_translator(context, user)
    notice = night_private.notice(table.round, table.model, mine, state.names, own)
    said = night_private.typed_line(own)
    await edit_text(context, user, message_id, f"{notice}\n{said}")


async def keys_notice(context: Context, user: int, table: NightTable) -> int | None:
    """The id of the player's private notice of `table` while its score buttons are live
    (None: none sent, or taken off)."""
    key = records.night_keys_key(table.night_id, table.round, table.table)
    found = await context.bot_data.db.users.get_user(user)
    shown = None if found is None else found.settings.get(records.NIGHT_KEYS)
    message_id = shown.get(key) if isinstance(shown, dict) else None
    return message_id if isinstance(message_id, int) else None


async def forget_keys(
    context: Context, user: int, night_id: str, round_: int, table_no: int
) -> None:
    """A player's notice of a table no longer under its keys (pressed to the end): not taken
    off again once the score is settled (`drop_keys`)."""
    key = records.night_keys_key(night_id, round_, table_no)
    await context.bot_data.db.users.merge_settings(user, {records.NIGHT_KEYS: {key: None}})


async def after_score(context: Context, night: Night, round_: int) -> None:
    """A score was confirmed: the round complete posts the standings; the last one closes."""
    state = await load(context, night)
    if state.over:
        await close_now(context, night, None)
        return
    tables = state.round_tables(round_)
    if all(t.model.done for t in tables):
        tr = await chat_translator(context, night.chat_id, night.lang)
        for text in split(view.standings_of(state, tr)):
            await send(context, night.chat_id, text)


async def read_said(
    context: Context, player: Who, night: Night, text: str
) -> tuple[int, int] | None:
    """The score of a sentence (`said_scores`), the writer's first, the names of their
    waiting table's players read as pronouns are (« Gaston a gagné 121 à 98 », by his
    opponent: 98 to 121; before, 121 to 98, the writer written as the winner)."""
    state = await load(context, night)
    mine, theirs = table_names(state, player.user_id)
    return said_scores(text, night.target, mine, theirs)


def table_names(state: State, user_id: int) -> tuple[list[str], list[str]]:
    """The names of the user's side and of the other at their game waiting for its score
    (none when no game of theirs waits)."""
    table = state.waiting_table(user_id)
    me = state.player_of(user_id)
    if table is None or me is None:
        return [], []
    mine = table.a if me.id in table.a else (table.b or table.a)
    other = table.b if mine == table.a else table.a
    return [state.names.get(p, "") for p in mine], [state.names.get(p, "") for p in other or ()]


async def garbled(
    context: Context,
    player: Who,
    night: Night,
    text: str,
    reply_to: int | None = None,
    *,
    spoken: bool = False,
    spelled: bool = False,
) -> bool:
    """A score typed with a slip (`garbled_score`: « 1211 95 », « 12195 », « 121-95-3 »), or
    (`spoken`) a sentence with the game's points that is no score, by a player whose game
    waits for its score: one reply says what was not read and how to write it, with their
    table (before: nothing for a slip). A sentence that names whose each number is (« Gilles
    121 Monique 104 »: `named_scores`) is their score; a score written in words (`spelled`,
    « cent vingt et un à quatre-vingt-dix-huit ») is told to be written in figures. False when
    it is neither, or the writer has no game waiting (a chat, left alone)."""
    typed = "" if spoken or spelled else garbled_score(text, night.target)
    if typed is None:
        return False
    state = await load(context, night)
    table = state.waiting_table(player.user_id)
    me = state.player_of(player.user_id)
    if table is None or me is None:
        return False
    mine = table.a if me.id in table.a else (table.b or table.a)
    if spoken:  # « Gilles 121 Monique 104 »: each number said with a name of the table
        scores = named_scores(text, *table_names(state, player.user_id), night.target)
        if scores is not None:
            await enter_score(context, player, night, scores, reply_to)
            return True
    tr = player.tr if player.private else await chat_translator(context, night.chat_id, night.lang)
    line = posts.garbled_line(
        typed, table.model, mine, state.names, night.target, tr, spelled=spelled
    )
    await send(context, player.chat_id, line, reply_to=reply_to)
    return True


async def _open_nights(context: Context, player: Who) -> list[Night]:
    """The open nights a message of the player's may be about: theirs, in private; the
    group's, in a group."""
    nights = context.bot_data.db.nights
    if player.private:
        return await nights.user_open_nights(player.user_id)
    found = await nights.open_night(player.chat_id)
    return [] if found is None else [found]


async def _spelled(context: Context, player: Who, text: str) -> bool:
    """A score written in words (« cent vingt et un à quatre-vingt-dix-huit »: `spelled_target`)
    by a player whose game waits: told to write it in figures, with their table (before: not a
    word). False for any other text, or a writer with no game waiting."""
    if not any(spelled_target(text, target) for target in TARGETS):
        return False
    for night in await _open_nights(context, player):
        if spelled_target(text, night.target) and await garbled(
            context, player, night, text, spelled=True
        ):
            return True
    return False


async def typed_score(context: Context, player: Who, text: str) -> bool:
    """`121 98` typed (no command, alone or in a sentence: `said_scores`) by a player of an
    open night, in the group or in private: their score, as `/soiree 121 98` (or why it is
    not written: their game is confirmed already). False otherwise (the text is left to the
    others)."""
    if not any(c.isdigit() for c in text):
        return await _spelled(context, player, text)
    nights = await _open_nights(context, player)
    listed: tuple[Night, tuple[int, int]] | None = None  # a night of theirs, no game waiting
    unread: Night | None = None  # their game waits, the sentence says its points: not read
    for night in nights:
        scores = await read_said(context, player, night, text)
        if scores is None and await garbled(context, player, night, text):
            return True
        if scores is None:
            if unread is None and says_target(text, night.target):
                waiting = (await load(context, night)).waiting_table(player.user_id)
                unread = night if waiting is not None else None
            continue
        state = await load(context, night)
        if state.waiting_table(player.user_id) is not None:
            await enter_score(context, player, night, scores, None)
            return True
        playing = state.player_of(player.user_id) is not None
        if listed is None and playing and night.target in scores:  # not any two numbers
            listed = night, scores
    if listed is not None:  # told why it is not written
        await enter_score(context, player, *listed, None)
        return True
    return unread is not None and await garbled(context, player, unread, text, spoken=True)
