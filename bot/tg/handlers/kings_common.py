"""What the /kings handlers share: the question kinds, the grid drawn and written, the menu."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardMarkup

from bot.engine.kings_grid import Grid, Placement
from bot.engine.kings_notation import (
    rank_name,
)
from bot.pictures import specs
from bot.pictures.specs import Spec
from bot.storage import Question
from bot.tg.context import Context
from bot.tg.handlers.common import Who, bold, button, code, esc, keyboard, send
from bot.tg.handlers.questions import cancel
from bot.views import kings as view
from bot.views import kings_play as play_view

logger = logging.getLogger("muggins.handlers.kings")


KINGS_COUNT: Final = "kings-count"
KINGS_BEST: Final = "kings-best"
KINGS_PLAY: Final = "kings-play"


# -- Drawing ---------------------------------------------------------------------------------


def picture(grid: Grid, new: Sequence[Placement], player: Who) -> Spec:
    """The grid with the new tiles, as a description drawn when the picture is sent."""
    tiles = {**grid.tiles, **{p.cell: p.tile for p in new}}
    ranks = {rank: rank_name(rank, player.tr.lang) for rank in range(1, 14)}
    return specs.grid(tiles, grid.size, frozenset(p.cell for p in new), ranks)


def grid_block(grid: Grid, new: Sequence[Placement], player: Who) -> list[str]:
    """The grid in text with its legend, as HTML lines: each row in monospace on its own line
    (a long caption is cut between lines, so no tag spans two)."""
    rows = view.grid_lines(grid, player.tr, new)
    return [*(code(row) for row in rows), esc(view.legend(player.tr))]


def head(text: str, player: Who) -> str:
    """A title in bold (with the player's name in groups)."""
    return bold(text) if player.private else bold(f"{player.name}: {text}")


def menu_markup(tr_player: Who) -> InlineKeyboardMarkup:
    """The four /kings buttons."""
    tr = tr_player.tr
    return keyboard(
        [
            [
                button(play_view.kind_button("count", tr), "kg:count"),
                button(play_view.kind_button("best", tr), "kg:best"),
            ],
            [
                button(play_view.kind_button("play", tr), "kg:play"),
                button(play_view.kind_button("help", tr), "kg:help"),
            ],
        ]
    )


def seed(context: Context) -> int:
    return context.bot_data.rng.getrandbits(64)


async def lost(context: Context, player: Who, question: Question) -> None:
    """A stored question that cannot be read back: cancelled, with an apology."""
    logger.error("kings question %s cannot be read back; cancelling it", question.id)
    await cancel(context, question)
    await send(context, player.chat_id, esc(view.lost_note(player.tr)))
