"""/kings play (/rois partie): a game of Kings Cribbage against the bot, one stored question per
step (kind `kings-play`, the whole match in its deal): typed moves, pass and exchange, the Joker
both ways, hints; resumed by `/kings play` after a restart or another drill."""

from __future__ import annotations

import asyncio
import logging
import random
import re
from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardMarkup, Update
from telegram.error import TelegramError

from bot.drills.kings_play import (
    KingsMatch,
    Level,
    PlayerMove,
    bot_plays,
    hint,
    new_match,
    open_match,
    player_joker,
    player_move,
    player_pass,
    read_match,
)
from bot.engine.kings import Tile
from bot.engine.kings_game import GameError
from bot.engine.kings_grid import Grid, IllegalMove, Placement, normal
from bot.engine.kings_notation import (
    RANK_WORDS,
    MoveNotationError,
    parse_move_marked,
    resolve_move,
)
from bot.storage import Question
from bot.tg.context import Context
from bot.tg.handlers.common import Who, button, esc, keyboard, send
from bot.tg.handlers.kings_common import (
    KINGS_PLAY,
    grid_block,
    head,
    lost,
    menu_markup,
    picture,
    seed,
)
from bot.tg.handlers.questions import (
    Asked,
    Owned,
    PressWords,
    Typed,
    ask,
    cancel,
    clear,
    close,
    own_press,
)
from bot.views import kings as view
from bot.views import kings_play as play_view

GAME_PATTERN: Final = re.compile(r"^kp:(\d{1,15}):(joker|pass|swap|hint|stop|end|keep)$")
ACTIONS: Final = ("joker", "pass", "swap", "hint", "stop", "end", "keep")
logger = logging.getLogger("muggins.handlers.kings_play")
_CLAIM = re.compile(r"^(.*?)=\s*(\d{1,3})\s*$")
PASS_WORDS: Final = frozenset({"pass", "passe", "je passe", "passer"})
JOKER_WORDS: Final = frozenset({"joker", "joker!"})
HINT_WORDS: Final = frozenset({"hint", "indice", "aide-moi"})
EXCHANGE_WORDS: Final = ("exchange", "échange", "echange", "échanger", "echanger")


# -- A game against the bot ------------------------------------------------------------------


def game_markup(question_id: int, match: KingsMatch, player: Who) -> InlineKeyboardMarkup:
    """Joker (when the bot's count is open), pass, exchange, hint, stop."""
    tr = player.tr
    first = []
    if match.last is not None and match.last.open:
        first.append(button(play_view.button_label("joker", tr), f"kp:{question_id}:joker"))
    first.append(button(play_view.button_label("hint", tr), f"kp:{question_id}:hint"))
    second = [
        button(play_view.button_label("pass", tr), f"kp:{question_id}:pass"),
        button(play_view.button_label("swap", tr), f"kp:{question_id}:swap"),
    ]
    third = [button(play_view.button_label("stop", tr), f"kp:{question_id}:stop")]
    return keyboard([first, second, third])


async def resumable(context: Context, player: Who) -> KingsMatch | None:
    """The player's game in this chat that is not over (pending or set aside), if any."""
    db = context.bot_data.db
    question = await db.questions.latest_question_of_kind(
        player.user_id, player.chat_id, KINGS_PLAY
    )
    return None if question is None else open_match(question.open_deal)


async def start_play(context: Context, player: Who, level: Level | None) -> None:
    """Resume the player's game (unless a level asks for a new one), else start one."""
    match = None if level is not None else await resumable(context, player)
    report: list[str] = []
    if match is None:
        match = new_match(random.Random(seed(context)), level or Level.NORMAL)
        report.append(esc(play_view.new_game_note(match.level, player.tr)))
    else:
        report.append(esc(play_view.goes_on_note(player.tr)))
    await ask_step(context, player, match, report, ())


async def ask_step(
    context: Context,
    player: Who,
    match: KingsMatch,
    report: Sequence[str],
    new: Sequence[Placement],
) -> None:
    """Store the match as the player's pending step and show it."""
    tr = player.tr
    placed = {p.cell for p in new}
    grid = Grid(
        {c: t for c, t in match.game.grid.tiles.items() if c not in placed}, match.game.grid.size
    )
    html = [
        head(play_view.game_title(tr), player),
        *report,
        *grid_block(grid, new, player),
        *(esc(line) for line in play_view.step_lines(match, tr)),
    ]
    asked = Asked(
        KINGS_PLAY,
        match.to_dict(),
        {},
        html,
        markup=lambda qid: game_markup(qid, match, player),
        picture=picture(grid, new, player),
    )
    await ask(context, player, asked)


async def finish(context: Context, player: Who, match: KingsMatch, report: Sequence[str]) -> None:
    """The end of the game: the report, the deductions, the result."""
    lines = view.end_lines(match.game, player.tr)
    html = [
        head(play_view.game_title(player.tr), player),
        *report,
        *grid_block(match.game.grid, (), player),
        *(esc(line) for line in lines),
    ]
    await send(context, player.chat_id, "\n".join(html), markup=menu_markup(player))


async def after_player(context: Context, player: Who, match: KingsMatch, report: list[str]) -> None:
    """The bot's turn after the player's, then the next step or the end."""
    if not match.game.over:
        rng = random.Random(seed(context))
        match, score = await asyncio.to_thread(bot_plays, match, rng)  # off the event loop
        if score is not None and match.last is not None:
            report += [esc(line) for line in play_view.bot_move_lines(match.last, score, player.tr)]
        elif not match.game.over:
            turn = match.game.history[-1]
            report.append(esc(view.turn_text(turn, player.tr, mine=False)))
    if match.game.over:
        await finish(context, player, match, report)
        return
    new = match.last.move if match.last is not None and match.last.open else ()
    await ask_step(context, player, match, report, new)


def _words(text: str) -> str:
    return " ".join(text.casefold().split())


def reads_play(text: str) -> bool:
    """A move, a count, or one of the game's words."""
    words = _words(text)
    if words in PASS_WORDS | JOKER_WORDS | HINT_WORDS or words.startswith(EXCHANGE_WORDS):
        return True
    return re.match(r"^[a-o]\d{1,2}\b", words) is not None


def exchange_tiles(text: str, rack: Sequence[Tile]) -> list[Tile] | None:
    """The rack tiles named after « exchange » (all of them when none is named), or None
    when a named tile is not on the rack."""
    words = _words(text).split()[1:]
    if not words or words == ["all"] or words == ["tout"]:
        return list(rack)
    left = list(rack)
    out = []
    for word in words:
        rank = RANK_WORDS.get(word.upper().strip(","))
        if rank is None:
            return None
        found = next((t for t in left if normal(t).rank == normal(Tile(rank, t.colour)).rank), None)
        if found is None:
            return None
        left.remove(found)
        out.append(found)
    return out


async def answer_play(typed: Typed) -> None:
    """A typed move, count, pass, exchange, joker or hint in a game step."""
    match = read_match(typed.question.deal)
    if match is None:
        await lost(typed.context, typed.player, typed.question)
        return
    words = _words(typed.text)
    if words in JOKER_WORDS:
        await do_joker(typed.context, typed.player, typed.question, match)
    elif words in HINT_WORDS:
        best = await asyncio.to_thread(hint, match)
        await typed.reply(esc("\n".join(play_view.hint_lines(best, typed.tr))))
    elif words in PASS_WORDS:
        await do_pass(typed.context, typed.player, typed.question, match, [])
    elif words.startswith(EXCHANGE_WORDS):
        tiles = exchange_tiles(typed.text, match.game.rack())
        if tiles is None:
            await typed.hint(esc(play_view.not_on_rack_note(typed.tr)))
            return
        await do_pass(typed.context, typed.player, typed.question, match, tiles)
    else:
        await do_move(typed, match)


async def do_move(typed: Typed, match: KingsMatch) -> None:
    """Read, check and play the player's move, then the bot's."""
    tr = typed.tr
    text, claimed = typed.text, None
    said = _CLAIM.match(text)
    if said is not None:
        text, claimed = said[1], int(said[2])
    try:
        wanted, dark = parse_move_marked(text, match.game.grid)
        move = resolve_move(match.game.grid, match.game.rack(), wanted, dark)
        match, report = player_move(match, move, claimed)
    except MoveNotationError as error:
        await typed.hint(esc(view.notation_error_text(error, tr)))
        return
    except IllegalMove as error:
        await typed.reply(esc(view.illegal_text(error.reason, tr)))
        return
    except GameError:
        await typed.reply(esc(play_view.over_note(tr)))
        return
    await moved(typed.context, typed.player, typed.question, match, report)


async def moved(
    context: Context, player: Who, question: Question, match: KingsMatch, report: PlayerMove
) -> bool:
    """The player's move is made (`player_move`): close its step, say it, let the bot play
    and ask the next step; False when the step was closed meanwhile (nothing written). The
    chat and the Mini App (`bot.webapp.kings`) both end their moves here."""
    if not await close(context, question, clear_buttons=True):
        return False
    lines = [esc(line) for line in play_view.player_move_lines(report, player.tr)]
    await after_player(context, player, match, lines)
    return True


async def do_pass(
    context: Context, player: Who, question: Question, match: KingsMatch, tiles: Sequence[Tile]
) -> bool:
    """Pass (exchanging `tiles`) when the player has no move; else say there is one (False,
    as when the step was closed meanwhile)."""
    tr = player.tr
    tiles = list(tiles)[: len(match.game.bag)]
    try:
        match = player_pass(match, random.Random(seed(context)), tiles)
    except GameError:
        await send(context, player.chat_id, esc(play_view.pass_refused_note(tr)))
        return False
    if not await close(context, question, clear_buttons=True):
        return False
    report = [esc(view.turn_text(match.game.history[-1], tr, mine=True))]
    await after_player(context, player, match, report)
    return True


async def do_joker(context: Context, player: Who, question: Question, match: KingsMatch) -> None:
    """The player's « Joker » on the bot's last count."""
    match, call = player_joker(match)
    if not await close(context, question, clear_buttons=True):
        return
    report = [esc(line) for line in play_view.joker_lines(call, player.tr)]
    await ask_step(context, player, match, report, ())


GAME_WORDS: Final = PressWords(
    not_yours=play_view.not_yours_note,
    answered=play_view.step_over_note,
)


async def _drop_keyboard(owned: Owned) -> None:
    """The confirmation's buttons go once one is pressed (the step's own stay)."""
    message = owned.query.message
    if message is None or message.message_id == owned.question.message_id:
        return
    try:
        await owned.query.edit_message_reply_markup(reply_markup=None)
    except TelegramError:
        logger.info("kings: the confirmation's buttons could not be removed")


async def game_button(update: Update, context: Context) -> None:
    """Joker, pass, exchange, hint or stop under a game step."""
    owned = await own_press(update, context, GAME_PATTERN, kinds={KINGS_PLAY}, words=GAME_WORDS)
    if owned is None:
        return
    await owned.answer()
    player, question = owned.player, owned.question
    match = read_match(question.deal)
    if match is None:
        await lost(context, player, question)
        return
    action = owned.match[2]
    if action == "joker":
        await do_joker(context, player, question, match)
    elif action == "hint":
        await send(
            context,
            player.chat_id,
            esc("\n".join(play_view.hint_lines(await asyncio.to_thread(hint, match), player.tr))),
        )
    elif action in ("pass", "swap"):
        await do_pass(
            context, player, question, match, match.game.rack() if action == "swap" else []
        )
    elif action == "stop":  # asked first: one tap must not end a game
        tr = player.tr
        markup = keyboard(
            [
                [
                    button(play_view.button_label("end", tr), f"kp:{question.id}:end"),
                    button(play_view.button_label("keep", tr), f"kp:{question.id}:keep"),
                ]
            ]
        )
        await send(context, player.chat_id, esc(play_view.stop_question(tr)), markup=markup)
    elif action == "keep":
        await _drop_keyboard(owned)
        await send(context, player.chat_id, esc(play_view.goes_on_move_note(player.tr)))
    else:
        await _drop_keyboard(owned)
        await cancel(context, question)
        await clear(context, question)
        text = esc(play_view.stopped_note(player.tr))
        await send(context, player.chat_id, text, markup=menu_markup(player))
