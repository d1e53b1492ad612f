"""What the /kings handlers share: the question kinds, the messages, the keyboards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardMarkup

from bot.storage import Question
from bot.tg.context import Context
from bot.tg.handlers import questions
from bot.tg.handlers.common import Who, button, esc, keyboard, send
from bot.views import kings as view
from bot.views import kings_play as play_view
from bot.views.markup import titled

KINGS_COUNT: Final = "kings-count"
KINGS_BEST: Final = "kings-best"
KINGS_PLAY: Final = "kings-play"


def markup(rows: Sequence[Sequence[tuple[str, str]]]) -> InlineKeyboardMarkup:
    """The keyboard of buttons given as (label, callback data) rows (`play_view.menu_buttons`,
    `play_view.step_buttons`)."""
    return keyboard([[button(label, data) for label, data in row] for row in rows])


def menu_markup(player: Who) -> InlineKeyboardMarkup:
    """The four /kings buttons."""
    return markup(play_view.menu_buttons(player.tr))


async def send_help(context: Context, player: Who, *, reply_to: int | None = None) -> None:
    """The Kings help (the rules in short, the notation) and the menu: /kings help, « aide »
    or « règles » typed in a game step or at a count or best-move question. While a game step
    waits, the help says that the menu's « Count a move » and « Best move » set the game aside
    (as any drill says it once asked); while a count or best-move question waits, that it
    still waits above, as a game step's does. `reply_to`: the message it answers (a member's
    « aide » replied to another's game step, in a group)."""
    db = context.bot_data.db
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    kind = None if pending is None else pending.kind
    asked = {KINGS_COUNT: "count", KINGS_BEST: "best"}.get(kind or "")
    lines = play_view.help_lines(
        player.tr, game_waits=kind == KINGS_PLAY, asked=asked, private=player.private
    )
    html = titled(lines)
    await send(
        context, player.chat_id, "\n".join(html), markup=menu_markup(player), reply_to=reply_to
    )


def seed(context: Context) -> int:
    return context.bot_data.rng.getrandbits(64)


async def lost(context: Context, player: Who, question: Question) -> None:
    """A stored question that cannot be read back: cancelled, with an apology."""
    await questions.lost(context, player, question, esc(view.lost_note(player.tr)))
