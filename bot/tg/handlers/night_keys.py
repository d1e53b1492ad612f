"""/soiree's score by buttons, for a player who would rather not type: under their private
notice of a round (« Ronde 3 — table 2, contre Gaston Roy »), « I won » or « I lost »
(`nw:<night>:<round>:<table>:w|l`), then the loser's tens (`…:<tens>`), then the units
(`…:<tens>:<units>`): the score goes to the opponent's confirmation exactly as a typed one
(`night_scores.enter_score`).
"""

from __future__ import annotations

import re
from typing import Final

from telegram import InlineKeyboardMarkup

from bot.i18n import Translator
from bot.storage.repo_night import Night
from bot.storage.repo_night_tables import NightTable
from bot.tg.context import Context
from bot.tg.handlers.common import Press, button, edit_text, esc, keyboard
from bot.tg.handlers.night_base import ID_PATTERN, load, night_press
from bot.tg.handlers.night_scores import enter_score, forget_keys, keys_notice
from bot.tg.handlers.questions import answer_query
from bot.views import night_private as view
from bot.views import night_score_replies as words

KEYS_PATTERN: Final = re.compile(
    rf"^nw:({ID_PATTERN}):(\d{{1,2}}):(\d{{1,2}}):(w|l)(?::(\d{{1,2}}))?(?::(\d))?$"
)
ROW: Final = 5
"""Buttons per row of tens and units."""


def won_lost_markup(t: NightTable, tr: Translator) -> InlineKeyboardMarkup:
    """« I won » / « I lost » under a player's notice of their table."""
    return keyboard([[button(label, data) for label, data in view.won_lost_buttons(t, tr)]])


def _rows(buttons: list[tuple[str, str]]) -> InlineKeyboardMarkup:
    return keyboard(
        [[button(t, d) for t, d in buttons[i : i + ROW]] for i in range(0, len(buttons), ROW)]
    )


def tens_markup(head: str, target: int) -> InlineKeyboardMarkup:
    """The loser's tens: 0 to the target's (a loser stays under the target)."""
    return _rows(view.tens_buttons(head, target))


def units_markup(head: str, tens: int, target: int) -> InlineKeyboardMarkup:
    """The loser's units within the chosen tens (under the target)."""
    return _rows(view.units_buttons(head, tens, target))


@Press.about(night_press, KEYS_PATTERN)
async def keys_button(context: Context, press: Press, night: Night) -> None:
    """One step of the score's buttons (the player's own, in private): the pressed notice
    becomes the next question; once the table's score is confirmed, the notice (its round
    and table) says so on a line under it, and its keys come off."""
    player, match = press.player, press.match
    tr = player.tr
    round_, table_no, side = int(match[2]), int(match[3]), match[4]
    head = f"nw:{night.id}:{round_}:{table_no}:{side}"
    question = esc(view.loser_question(side == "w", tr, doubles=night.doubles))
    state = await load(context, night)
    stored = state.table(round_, table_no)
    if stored is not None and stored.confirmed:
        # typed or confirmed meanwhile: the old keys write nothing and come off; the notice
        # says so under its round and table (before: its text replaced, those no longer shown)
        me = state.player_of(player.user_id)
        mine = None if me is None else state.side_of(me.id)
        lines = [words.confirmed_already_line(tr)]
        if mine is not None and mine in (stored.a, stored.b):
            lines.insert(0, view.notice(round_, stored.model, mine, state.names, tr))
        await answer_query(press.query)
        await edit_text(context, player.chat_id, press.message_id, "\n".join(lines))
        await forget_keys(context, player.user_id, night.id, round_, table_no)
        return
    if (
        stored is not None
        and stored.score is not None
        and state.written_by_side(stored, player.user_id)
        and await keys_notice(context, player.user_id, stored) is None
    ):  # its keys taken off as their side wrote the score (a press on its way): refused, said
        # (before: it rewrote the score typed)
        typed = view.typed_line(tr)
        await answer_query(press.query, view.typed_note(tr))
        me = state.player_of(player.user_id)
        mine = None if me is None else state.side_of(me.id)
        if mine is not None:
            notice = view.notice(round_, stored.model, mine, state.names, tr)
            await edit_text(context, player.chat_id, press.message_id, f"{notice}\n{typed}")
        return
    await answer_query(press.query)
    if match[5] is None:
        markup = tens_markup(head, night.target)
        await edit_text(context, player.chat_id, press.message_id, question, markup)
        return
    tens = int(match[5])
    if match[6] is None:
        markup = units_markup(f"{head}:{tens}", tens, night.target)
        await edit_text(context, player.chat_id, press.message_id, question, markup)
        return
    loser = tens * 10 + int(match[6])
    scores = (night.target, loser) if side == "w" else (loser, night.target)
    await edit_text(context, player.chat_id, press.message_id, esc(view.keyed_line(scores, tr)))
    await forget_keys(context, player.user_id, night.id, round_, table_no)  # its keys are off
    await enter_score(context, player, night, scores, None, at=(round_, table_no))
