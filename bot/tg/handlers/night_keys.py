"""/soiree's score by buttons, for a player who would rather not type: under their private
notice of a round (« Ronde 3 — table 2, contre Gaston Roy »), « I won » or « I lost »
(`nw:<night>:<round>:<table>:w|l`), then the loser's tens (`…:<tens>`), then the units
(`…:<tens>:<units>`): the score goes to the opponent's confirmation exactly as a typed one
(`night_scores.enter_score`).
"""

from __future__ import annotations

import logging
import re
from typing import Final

from telegram import CallbackQuery, InlineKeyboardMarkup, Message, Update
from telegram.error import TelegramError

from bot.i18n import Translator
from bot.storage.repo_night import NightTable
from bot.tg.context import Context
from bot.tg.handlers.common import button, esc, keyboard, pressed
from bot.tg.handlers.night_base import ID_PATTERN
from bot.tg.handlers.night_scores import enter_score
from bot.tg.handlers.questions import answer_query
from bot.views import night as view
from bot.views import night_replies as words

logger = logging.getLogger("muggins.night")

KEYS_PATTERN: Final = re.compile(
    rf"^nw:({ID_PATTERN}):(\d{{1,2}}):(\d{{1,2}}):(w|l)(?::(\d{{1,2}}))?(?::(\d))?$"
)
ROW: Final = 5
"""Buttons per row of tens and units."""


def won_lost_markup(t: NightTable, tr: Translator) -> InlineKeyboardMarkup:
    """« I won » / « I lost » under a player's notice of their table."""
    head = f"nw:{t.night_id}:{t.round}:{t.table}"
    won, lost = view.won_lost_labels(tr)
    return keyboard([[button(won, f"{head}:w"), button(lost, f"{head}:l")]])


def _rows(buttons: list[tuple[str, str]]) -> InlineKeyboardMarkup:
    return keyboard(
        [[button(t, d) for t, d in buttons[i : i + ROW]] for i in range(0, len(buttons), ROW)]
    )


def tens_markup(head: str, target: int) -> InlineKeyboardMarkup:
    """The loser's tens: 0 to the target's (a loser stays under the target)."""
    return _rows([(f"{tens * 10}…", f"{head}:{tens}") for tens in range(target // 10 + 1)])


def units_markup(head: str, tens: int, target: int) -> InlineKeyboardMarkup:
    """The loser's units within the chosen tens (under the target)."""
    units = [u for u in range(10) if tens * 10 + u < target]
    return _rows([(str(tens * 10 + u), f"{head}:{u}") for u in units])


async def keys_button(update: Update, context: Context) -> None:
    """One step of the score's buttons (the player's own, in private)."""
    press = await pressed(update, context, KEYS_PATTERN)
    if press is None:
        return
    query, player, match = press.query, press.player, press.match
    tr = player.tr
    night = await context.bot_data.db.nights.get_night(match[1])
    if night is None or not night.is_open:
        await answer_query(query, words.over_note(tr), alert=True)
        return
    round_, table_no, side = int(match[2]), int(match[3]), match[4]
    head = f"nw:{night.id}:{round_}:{table_no}:{side}"
    question = view.loser_question(side == "w", tr)
    if match[5] is None:
        await answer_query(query)
        await _edit(query, esc(question), tens_markup(head, night.target))
        return
    tens = int(match[5])
    if match[6] is None:
        await answer_query(query)
        await _edit(query, esc(question), units_markup(f"{head}:{tens}", tens, night.target))
        return
    loser = tens * 10 + int(match[6])
    scores = (night.target, loser) if side == "w" else (loser, night.target)
    await answer_query(query)
    await _edit(query, esc(view.keyed_line(scores, tr)), None)
    await enter_score(context, player, night, scores, None, at=(round_, table_no))


async def _edit(query: CallbackQuery, text: str, markup: InlineKeyboardMarkup | None) -> None:
    """Edit the pressed message (the notice) into the next step."""
    message = query.message
    if not isinstance(message, Message):
        return
    try:
        await message.edit_text(text, reply_markup=markup)
    except TelegramError as error:
        logger.debug("could not edit the score's buttons: %s", error)
