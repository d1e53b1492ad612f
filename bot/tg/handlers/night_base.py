"""What the /soiree handlers share: a night's state read at once (players, sides, tables:
`bot.views.night.State`), its language, the presentation under its ✅ (refreshed as the list
changes), an organizer's button refused to others, and the close (winners announced once).

`bot.tg.handlers.night` reads the organizer's commands, `bot.tg.handlers.night_rounds` draws
and changes the rounds, `bot.tg.handlers.night_scores` takes the scores and their
confirmation.
"""

from __future__ import annotations

import re
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills.night_standings import standing_record
from bot.i18n import Translator
from bot.storage.repo_night import Night
from bot.tg.chat_members import admin_status
from bot.tg.context import Context
from bot.tg.handlers.club_base import chat_translator, open_press
from bot.tg.handlers.common import Press, button, drop_keyboard, edit_text, fit, keyboard, send
from bot.tg.handlers.questions import answer_query
from bot.tg.posting import split
from bot.views import night as view
from bot.views import night_close as close_view
from bot.views import night_help, replies
from bot.views import night_replies as words
from bot.views.markup import strip_bidi
from bot.views.night import State

ID_PATTERN: Final = "[0-9a-f]{10}"
NAME_MAX: Final = 40


def clean_name(name: str) -> str:
    """A player's name as stored: bidi controls out, spaces folded, cut to `NAME_MAX`."""
    return " ".join(strip_bidi(name).split())[:NAME_MAX] or "?"


async def load(context: Context, night: Night) -> State:
    """The night's state now."""
    db = context.bot_data.db
    return State(
        night, await db.nights.night_players(night.id), await db.nights.night_tables(night.id)
    )


async def night_press(
    update: Update, context: Context, pattern: re.Pattern[str], *, here: bool = False
) -> tuple[Press, Night] | None:
    """A press about an open night, and the night (`club_base.open_press`); once it is over,
    the pressed message loses its buttons (before: a player's « I won » in private, a ✅ under
    a score never confirmed, stayed after the close, each press answered « over »)."""
    nights = context.bot_data.db.nights
    return await open_press(
        update, context, pattern, nights.get_night, words.over_note, here=here, drop=True
    )


async def close_now(context: Context, night: Night, by: int | None) -> bool:
    """Close the night (once): freeze the standings, post them and the three winners; False
    if it was closed already. `by` None: closed by itself, its last score confirmed."""
    state = await load(context, night)
    rows = [standing_record(r) for r in state.standings()]
    closed = await context.bot_data.db.nights.close_night(night.id, rows, by)
    if closed is None:
        return False
    tr = await chat_translator(context, night.chat_id, night.lang)
    if not state.tables:  # the first round took the ✅ button off
        await drop_keyboard(context, night.chat_id, night.message_id)
    lines = close_view.closed_lines(state, tr, by_itself=by is None)
    for text in split(lines):  # 32 teams of two: two messages
        await send(context, night.chat_id, text)
    return True


async def organizer_only(context: Context, press: Press, night: Night) -> bool:
    """Whether the member who pressed an organizer's button (« Close anyway », « Keep this
    score ») is an administrator of the night's group; if not (or if Telegram could not say),
    the press is answered why and nothing is done."""
    admin = await admin_status(context, night.chat_id, press.player.user_id)
    if not admin:
        refusal = words.organizer_decides_note if admin is False else replies.not_checked_note
        await answer_query(press.query, refusal(press.player.tr), alert=True)
    return bool(admin)


def join_markup(night: Night, tr: Translator) -> InlineKeyboardMarkup:
    """The presentation's ✅ button."""
    return keyboard([[button(night_help.join_label(tr), f"nj:{night.id}")]])


async def refresh(context: Context, night: Night, tr: Translator) -> None:
    """The presentation with the list of players as it stands (before the first round)."""
    if night.message_id is None:
        return
    state = await load(context, night)
    text = fit(view.presentation(state.about, state.players, tr))
    await edit_text(context, night.chat_id, night.message_id, text, join_markup(night, tr))
