"""What the /kings handlers share: the question kinds, the messages, the keyboards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardMarkup

from bot.engine.kings_grid import Grid, Placement
from bot.storage import Question
from bot.tg.context import Context
from bot.tg.handlers import questions
from bot.tg.handlers.common import Who, button, esc, keyboard, send
from bot.tg.pictures import pictures_on
from bot.views import kings as view
from bot.views import kings_play as play_view
from bot.views.markup import titled

KINGS_COUNT: Final = "kings-count"
KINGS_BEST: Final = "kings-best"
KINGS_PLAY: Final = "kings-play"
MENU: Final = (("count", "best"), ("play", "help"))
"""The /kings menu buttons (`kg:<kind>`), by rows."""


def page(
    player: Who,
    lines: Sequence[str],
    *,
    report: Sequence[str] = (),
    grid: Grid | None = None,
    new: Sequence[Placement] = (),
    pictured: bool = False,
) -> list[str]:
    """A /kings message for the player (`kings_play.page`: their name in groups).

    `pictured`: the message is the caption of the grid's picture (when the player sees
    pictures). The picture shows the grid, its letters and numbers, the dark tiles and the
    tiles just placed: the grid is then not written out in text beside it, only what a star
    means (the rack and the moves still write `5*`). Written out, a grid of eight columns or
    more is a row of 36 to 64 characters that a phone (some 32 to 35 monospace characters
    across) wraps in two; and a long one did not fit the caption (1024 characters) and was
    cut in two, with the buttons under its first half. With pictures off, the text grid is
    all the player has: it is written out."""
    name = None if player.private else player.name
    if pictured and pictures_on(player):
        return play_view.page(lines, player.tr, name, report=report, drawn=grid is not None)
    return play_view.page(lines, player.tr, name, report=report, grid=grid, new=new)


def menu_markup(player: Who) -> InlineKeyboardMarkup:
    """The four /kings buttons."""
    tr = player.tr
    return keyboard(
        [[button(play_view.kind_button(k, tr), f"kg:{k}") for k in row] for row in MENU]
    )


async def send_help(context: Context, player: Who) -> None:
    """The Kings help (the rules in short, the notation) and the menu: /kings help, « aide »
    or « règles » typed in a game step. While a game step waits, the help says that the
    menu's « Count a move » and « Best move » set the game aside (as any drill says it once
    asked)."""
    db = context.bot_data.db
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    waits = pending is not None and pending.kind == KINGS_PLAY
    html = titled(play_view.help_lines(player.tr, game_waits=waits))
    await send(context, player.chat_id, "\n".join(html), markup=menu_markup(player))


def step_markup(
    question_id: int,
    rows: Sequence[Sequence[str]],
    player: Who,
    exchanged: int | None = None,
) -> InlineKeyboardMarkup:
    """Buttons of actions on game step `question_id` (`kp:<qid>:<action>`), by rows
    (`exchanged`: the tiles the exchange gives back, when fewer than the rack)."""
    tr = player.tr
    return keyboard(
        [
            [button(play_view.button_label(a, tr, exchanged), f"kp:{question_id}:{a}") for a in row]
            for row in rows
        ]
    )


def seed(context: Context) -> int:
    return context.bot_data.rng.getrandbits(64)


async def lost(context: Context, player: Who, question: Question) -> None:
    """A stored question that cannot be read back: cancelled, with an apology."""
    await questions.lost(context, player, question, esc(view.lost_note(player.tr)))
