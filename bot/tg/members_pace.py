"""Edits of a game's group messages, paced (issue 40): Telegram allows about 20 messages a
minute in a group, so a group's edits go out at most one every `Pacing.gap` seconds. An edit
that comes sooner waits; a later edit of the same message replaces it (only the latest text
is sent). Each group has its own queue, flushed by a task of the application
(`Application.create_task`, awaited when the bot stops: no edit is lost). Transport, not a
handler: `bot.tg.handlers.members_post` edits through it."""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from dataclasses import dataclass, field
from typing import Final, Protocol

from telegram import InlineKeyboardMarkup
from telegram.error import BadRequest, TelegramError

from bot.tg.context import Context
from bot.tg.sending import NOT_MODIFIED

logger = logging.getLogger("muggins.handlers.members")

GAP: Final = 3.0
"""Seconds between two edits in one group: 20 a minute."""


class Clock(Protocol):
    """Time as the pacing sees it (a fake one in tests)."""

    def now(self) -> float: ...

    async def sleep(self, seconds: float) -> None: ...


class RealClock:
    """The event loop's monotonic time."""

    def now(self) -> float:
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


@dataclass(slots=True)
class Pacing:
    """The clock and the gap between two edits in a group (0: every edit at once)."""

    clock: Clock = field(default_factory=RealClock)
    gap: float = GAP


PACING = Pacing()
"""The pacing of every application (tests set another clock or gap)."""


@dataclass(slots=True)
class _Edit:
    text: str
    markup: InlineKeyboardMarkup | None


@dataclass(slots=True)
class GroupEdits:
    """One application's queued edits, group by group."""

    pending: dict[int, dict[int, _Edit]] = field(default_factory=dict)
    last: dict[int, float] = field(default_factory=dict)
    flushing: set[int] = field(default_factory=set)


_EDITS: weakref.WeakKeyDictionary[object, GroupEdits] = weakref.WeakKeyDictionary()


def _edits(context: Context) -> GroupEdits:
    app: object = context.application  # one queue per application
    found = _EDITS.get(app)
    if found is None:
        found = GroupEdits()
        _EDITS[app] = found
    return found


async def _send(context: Context, chat_id: int, message_id: int, edit: _Edit) -> None:
    """Edit the message; Telegram's 400 « message is not modified » (an edit queued with the
    text the message already shows, a presentation edited when nothing changed) is success."""
    try:
        await context.bot.edit_message_text(
            edit.text, chat_id, message_id, reply_markup=edit.markup
        )
    except BadRequest as error:
        if NOT_MODIFIED not in error.message.lower():
            raise


async def edit_paced(
    context: Context,
    chat_id: int,
    message_id: int,
    text: str,
    markup: InlineKeyboardMarkup | None = None,
    *,
    at_once: bool = False,
) -> None:
    """Edit a group message now if the group's budget allows, else queue the edit (replacing
    any queued edit of that message). `at_once` (a game's end: its last count is read before
    the players' private « you lost »): now, ahead of the group's queued edits, which follow
    at the group's pace, the first a gap after it (before, they all went out with it in the
    same instant: 8 edits at a fast game's end, which Telegram answers with 429). A
    `TelegramError` of an edit made now is raised."""
    edits = _edits(context)
    now = PACING.clock.now()
    if at_once:
        edits.pending.get(chat_id, {}).pop(message_id, None)
        edits.last[chat_id] = now  # the group's turn: its flush waits a gap after it
        await _send(context, chat_id, message_id, _Edit(text, markup))
        return
    queue = edits.pending.setdefault(chat_id, {})
    if not queue and now - edits.last.get(chat_id, -PACING.gap) >= PACING.gap:
        edits.last[chat_id] = now
        await _send(context, chat_id, message_id, _Edit(text, markup))
        return
    queue.pop(message_id, None)
    queue[message_id] = _Edit(text, markup)
    if chat_id not in edits.flushing:
        edits.flushing.add(chat_id)
        context.application.create_task(_flush(context, edits, chat_id))


def without_keyboard(context: Context, chat_id: int, message_id: int) -> None:
    """A message's keyboard was taken off: a queued edit of it must not bring it back."""
    queued = _edits(context).pending.get(chat_id, {}).get(message_id)
    if queued is not None:
        queued.markup = None


async def _flush(context: Context, edits: GroupEdits, chat_id: int) -> None:
    """Send the group's queued edits, oldest message first, one every `gap` seconds (a game's
    end may have taken its turn meanwhile: it waits a gap after that end)."""
    try:
        while edits.pending.get(chat_id):
            last = edits.last.get(chat_id, -PACING.gap)
            wait = last + PACING.gap - PACING.clock.now()
            if wait > 0:
                await PACING.clock.sleep(wait)
                if edits.last.get(chat_id) != last:  # a game's end took this turn
                    continue
            queue = edits.pending.get(chat_id)
            if not queue:
                break
            message_id = next(iter(queue))
            edit = queue.pop(message_id)
            edits.last[chat_id] = PACING.clock.now()
            try:
                await _send(context, chat_id, message_id, edit)
            except TelegramError as error:
                logger.info("could not edit message %s of %s: %s", message_id, chat_id, error)
    finally:
        edits.flushing.discard(chat_id)
