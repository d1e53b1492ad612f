"""The steps of a game against the bot (/play): the player's rules, each step's buttons, and
`play_step`, which applies a move, lets the bot play and saves the game through the one step
engine (`bot.tg.handlers.steps.run`), then tells what happened (`bot.views.table_news`) and
asks the next step. The commands, presses and typed answers
that call it are in `bot.tg.handlers.table`; a tournament game (`tournament`) calls it too."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from functools import partial
from typing import Final

from telegram import InlineKeyboardMarkup

from bot.drills.answer_claims import Answer
from bot.drills.table import game_status, table_rules
from bot.drills.table_asks import PlayAsk
from bot.drills.table_moves import Move, step_cards
from bot.drills.table_state import Step, Table, Waiting
from bot.drills.table_turn import Mark, mark_of
from bot.engine.variants import Rules
from bot.i18n import Translator
from bot.storage import Question
from bot.storage.repo_table import TableGame
from bot.tg import pictures
from bot.tg.context import Context
from bot.tg.handlers import tournament_play
from bot.tg.handlers.common import Who, send
from bot.tg.handlers.games import game_settings
from bot.tg.handlers.questions import Asked, ask, cancel, clear, close
from bot.tg.handlers.steps import Store, button_data, keyboard_of, run
from bot.views import table as view
from bot.views import table_keys
from bot.views import table_news as news

logger = logging.getLogger("muggins.handlers.table_steps")

PLAY_KIND: Final = "play"
PRESS_PATTERN: Final = re.compile(r"^pl:(\d+):(s[0-5]|ok|c(?:10|[2-9AJQK])[SHDC]|a|m|n\d{1,2})$")


# -- Rules and buttons ----------------------------------------------------------------------


def player_rules(player: Who, target: int, *, muggins: bool) -> Rules:
    """The player's rules for a game of `target` (`bot.drills.table.table_rules`: their
    margin rule, /variant and over-count law), with `muggins` (the club's setting in its
    group, else the player's: `muggins.muggins_setting`)."""
    _, margin = game_settings(player.user)
    return table_rules(player.user.settings, target, margin, muggins=muggins)


def step_markup(
    table: Table, waiting: Waiting, tr: Translator
) -> Callable[[int], InlineKeyboardMarkup | None]:
    """The buttons of a step (`bot.views.table_keys.step_rows`), built once the question's
    id is known."""

    def build(qid: int) -> InlineKeyboardMarkup | None:
        rows = table_keys.step_rows(table, waiting, partial(button_data, PRESS_PATTERN, qid), tr)
        return None if rows is None else keyboard_of(rows)

    return build


# -- Running a step -------------------------------------------------------------------------


async def _save(context: Context, game: TableGame, table: Table) -> TableGame | None:
    return await context.bot_data.db.table.save_table_game(
        game.id,
        step=game.step + 1,
        state=table.to_json(),
        status=game_status(table),
        message_id=None,
    )


async def _keep(context: Context, game: TableGame, table: Table) -> bool:
    return await context.bot_data.db.table.update_table_state(game.id, game.step, table.to_json())


PLAY_STORE: Final[Store[TableGame]] = Store(state=lambda g: g.state, save=_save, keep=_keep)
"""A game against the bot in `table_games`: a move meeting a game another move just saved is
not tried again (the player sees the step the game is at)."""


async def play_step(
    context: Context,
    player: Who,
    game: TableGame,
    move: Move | None,
    *,
    question: Question | None = None,
    intro: list[str] | None = None,
    nineteen: bool = False,
    called: Answer | None = None,
) -> bool:
    """Apply the player's `move` (None: just show the game), let the bot play, save the game,
    close the answered question and ask the next step (`steps.run`). False when the game had
    moved on (nothing written); `TableError` when the move is not allowed (nothing written).
    `nineteen`: the move is a count typed « dix-neuf » (`news.narrate` says it so); `called`:
    the count typed, as read (a wrong call then says which part was off)."""
    tr = player.tr

    async def tell(saved: TableGame, before: Table, table: Table, waiting: Waiting | None) -> None:
        mark = mark_of(before)
        if question is not None:
            await close(context, question)
            await clear(context, question)
        else:
            await close_shown_step(context, player)
        lines, showed = news.narrate(table, mark, tr, nineteen=nineteen, called=called)
        if not lines and waiting is not None and waiting.step is Step.PLAY:  # shown again
            lines = view.resumed_play_lines(table.deal, tr)
        lines = [*(intro or []), *lines]
        if waiting is None:
            counts = await tournament_play.counts_now(context, player.user_id, table)
            lines += news.over_lines(table, mark, tr, tournament=counts)
            await _send_over_board(context, player, table, mark, lines)
            await tournament_play.game_over(context, player, table)
            return
        board = news.board_lines(table, mark, tr)
        about, action = view.waiting_parts(table, waiting, tr, chat=True)
        if showed and pictures.pictures_on(player):  # the board, then the step's cards
            told = news.as_told(table)
            board = news.board_lines(told, mark, tr)
            await _send_over_board(context, player, told, mark, [*lines, *board])
            # my count that waits pegged its points: the board after it, as without pictures
            pegged = told.scores != table.scores
            lines, board = [], [view.board_line(table, tr)] if pegged else []
        cards, starter = step_cards(table, waiting)
        await ask(
            context,
            player,
            Asked(
                kind=PLAY_KIND,
                deal=PlayAsk(game.id, saved.step, waiting.step.value).to_json(),
                expected={},
                # a new deal: the one over closed (board, chances, key), then the new cards
                lines=news.named(
                    [*lines, *board, *about, *action]
                    if waiting.step is Step.LAY_AWAY
                    else [*lines, *about, *board, *action],
                    player.group_name,
                    tr,
                ),
                cards=cards,
                starter=starter,
                markup=step_markup(table, waiting, tr),
            ),
        )

    return await run(context, PLAY_STORE, game, move, tell, tries_chat=player.chat_id) is not None


async def close_shown_step(context: Context, player: Who) -> None:
    """The player's step question pending here is closed (the game shown again, or
    abandoned), not "set aside"."""
    db = context.bot_data.db
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    if pending is not None and pending.kind == PLAY_KIND:
        await cancel(context, pending, clear_buttons=True)


async def _send_over_board(
    context: Context, player: Who, table: Table, mark: Mark, lines: list[str]
) -> None:
    """`lines` sent as the board's caption (pictures on), else as a message; in a group, after
    the player's name (`news.named`)."""
    text = "\n".join(news.named(lines, player.group_name, player.tr))
    if pictures.pictures_on(player):
        picture = news.board_spec(table, mark, player.tr)
        await pictures.send_picture(context, player, text, picture, name="board")
        return
    await send(context, player.chat_id, text)
