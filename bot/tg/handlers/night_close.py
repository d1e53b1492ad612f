"""/soiree fermer (/night close) by the organizer: the night closes at once when every game
drawn has its confirmed score (`night_base.close_now`); with scores still waiting for their
✅, disputed, or tables of a round without a score, the organizer is asked first (before: it
closed at once, and those games were only listed afterwards as « not counted »); so too
before the first round with players on the list (before: closed at once, the names typed
lost), under « Close anyway » / « Keep the night open » (`nx:<id>:y|n`, an administrator's
buttons), as /tournoi fermer asks with games left.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Final

from telegram import Update

from bot.storage.repo_night import Night
from bot.tg.context import Context
from bot.tg.handlers.club_base import chat_translator, open_press
from bot.tg.handlers.common import Press, button, edit_or_send, esc, fit, keyboard, send
from bot.tg.handlers.night_base import ID_PATTERN, close_now, load, organizer_only
from bot.tg.handlers.questions import answer_query
from bot.views import night_close as view
from bot.views import night_replies as words

CLOSE_PATTERN: Final = re.compile(rf"^nx:({ID_PATTERN}):(y|n)$")
"""The answer to « close the night now? »: `y` closes it, `n` keeps it open."""

ASKED_AGAIN: Final = timedelta(minutes=15)
"""How long « Close the night now? » stands for a second « /night close »: within it, a reply
points to the question instead of asking it twice (a group takes 20 messages a minute);
later, far up the chat, it is asked anew."""


async def ask_close(context: Context, night: Night, by: int, reply_to: int | None) -> None:
    """The organizer's « /soiree fermer »: closed at once when no game is left (and, before
    the first round, nobody is on the list), else asked
    (in the night's language, as its answer edits it); asked already, within `ASKED_AGAIN`
    and not answered, a reply points to that question (before: posted twice)."""
    tr = await chat_translator(context, night.chat_id, night.lang)
    left = view.left_at_close(await load(context, night))
    if not left:
        if not await close_now(context, night, by):
            await send(context, night.chat_id, esc(words.over_note(tr)))
        return
    closes, now = context.bot_data.closes, context.bot_data.clock()
    asked = closes.get(night.id)
    if asked is not None and asked[1] > now - ASKED_AGAIN:
        text = view.close_asked_again_line(tr)
        await send(context, night.chat_id, text, reply_to=asked[0] or reply_to)
        return
    yes, no = view.close_buttons(tr)
    markup = keyboard([[button(yes, f"nx:{night.id}:y"), button(no, f"nx:{night.id}:n")]])
    text = fit(view.close_question(left, night.target, tr))
    message_id = await send(context, night.chat_id, text, markup=markup, reply_to=reply_to)
    closes[night.id] = (message_id, now)


async def _close_press(
    update: Update, context: Context, pattern: re.Pattern[str]
) -> tuple[Press, Night] | None:
    """A press on the question while the night is open (closed meanwhile, its last score
    confirmed: the question loses its buttons)."""
    nights = context.bot_data.db.nights
    return await open_press(
        update, context, pattern, nights.get_night, words.over_note, here=True, drop=True
    )


@Press.about(_close_press, CLOSE_PATTERN)
async def close_button(context: Context, press: Press, night: Night) -> None:
    """« Close anyway » or « Keep the night open », an administrator's only: the question
    says which, the close's standings and winners follow it."""
    by = press.player.user_id
    if not await organizer_only(context, press, night):
        return
    await answer_query(press.query)
    context.bot_data.closes.pop(night.id, None)
    tr = await chat_translator(context, night.chat_id, night.lang)
    if press.match[2] == "n":
        await edit_or_send(context, night.chat_id, press.message_id, view.kept_open_line(tr))
        return
    await edit_or_send(context, night.chat_id, press.message_id, view.closing_line(tr))
    await close_now(context, night, by)
