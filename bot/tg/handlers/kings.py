"""/kings (alias /rois): Kings Cribbage, the tile game of seed 004, in the chat.

`/kings count|compte`: a move from a game between bots to count (typed number), graded with
the Joker rule. `/kings best|meilleur`: three or four moves as buttons, one the best.
`/kings play|partie [easy|normal|expert]` (« facile »): a game against the bot, one stored
question per step (kind `kings-play`, the whole match in its deal), so it survives a restart
and is resumed by `/kings play` even after another drill set it aside; moves are typed
(`H8 → 5 6 4`, see `bot.engine.kings_notation`). `/kings help|aide`: the rules in short and
the notation. Every question goes through the question lifecycle (`questions.ask`, `own`);
no attempt is recorded (the /stats of card drills stay as they are), questions are closed.

| data                  | meaning                                             |
|-----------------------|-----------------------------------------------------|
| `kg:count|best|play|help` | a new question of that kind (or the help)       |
| `kb:<qid>:<0-3>`      | choose candidate move n of best-move question `qid` |
| `kp:<qid>:<action>`   | joker, pass, swap (pass and exchange all), hint, stop in game step `qid` |
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
from collections.abc import Sequence
from functools import partial
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills.kings import (
    KingsBest,
    KingsCount,
    KingsDrillError,
    deal_kings_best,
    deal_kings_count,
    grade_kings_count,
)
from bot.drills.kings_play import (
    LEVEL_WORDS,
    KingsMatch,
    Level,
    MatchError,
    bot_plays,
    hint,
    new_match,
    player_joker,
    player_move,
    player_pass,
)
from bot.engine.kings import Tile
from bot.engine.kings_game import GameError
from bot.engine.kings_grid import Grid, IllegalMove, Placement, normal
from bot.engine.kings_notation import (
    RANK_WORDS,
    MoveNotationError,
    parse_move,
    rank_name,
    resolve_move,
)
from bot.pictures.kings import grid_png
from bot.storage import Question
from bot.tg.context import Context
from bot.tg.handlers.common import Who, bold, button, code, esc, keyboard, pressed, send, who
from bot.tg.handlers.questions import (
    Asked,
    PressWords,
    TextAnswers,
    Typed,
    answer_query,
    ask,
    close_keyboard,
    own,
)
from bot.views import kings as view
from bot.views import kings_play as play_view

logger = logging.getLogger("muggins.handlers.kings")

KINGS_COUNT: Final = "kings-count"
KINGS_BEST: Final = "kings-best"
KINGS_PLAY: Final = "kings-play"
ARGS: Final = {
    "count": "count",
    "compte": "count",
    "best": "best",
    "meilleur": "best",
    "play": "play",
    "partie": "play",
    "help": "help",
    "aide": "help",
}
MENU_PATTERN: Final = re.compile(r"^kg:(count|best|play|help)$")
CHOICE_PATTERN: Final = re.compile(r"^kb:(\d{1,15}):([0-3])$")
GAME_PATTERN: Final = re.compile(r"^kp:(\d{1,15}):(joker|pass|swap|hint|stop)$")
ACTIONS: Final = ("joker", "pass", "swap", "hint", "stop")
_COUNT = re.compile(r"^\s*(\d{1,3})\s*(?:points?|pts?)?\s*[.!]?\s*$", re.IGNORECASE)
_CLAIM = re.compile(r"^(.*?)=\s*(\d{1,3})\s*$")
PASS_WORDS: Final = frozenset({"pass", "passe", "je passe", "passer"})
JOKER_WORDS: Final = frozenset({"joker", "joker!"})
HINT_WORDS: Final = frozenset({"hint", "indice", "aide-moi"})
EXCHANGE_WORDS: Final = ("exchange", "échange", "echange", "échanger", "echanger")


# -- Drawing ---------------------------------------------------------------------------------


def picture(grid: Grid, new: Sequence[Placement], player: Who) -> partial[bytes]:
    """The grid with the new tiles, drawn when the picture is sent."""
    tiles = {**grid.tiles, **{p.cell: p.tile for p in new}}
    ranks = {rank: rank_name(rank, player.tr.lang) for rank in range(1, 14)}
    return partial(grid_png, tiles, grid.size, frozenset(p.cell for p in new), ranks)


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


def _seed(context: Context) -> int:
    return context.bot_data.rng.getrandbits(64)


# -- The command and its menu ----------------------------------------------------------------


async def kings_command(update: Update, context: Context) -> None:
    """/kings [count|best|play|help] (/rois; compte, meilleur, partie, aide)."""
    player = await who(update, context)
    if player is None:
        return
    args = [a.casefold() for a in context.args or []]
    action = ARGS.get(args[0]) if args else "help"
    if action is None:
        text = player.tr._("I don't know {word}: choose count, best, play or help.")
        await send(
            context,
            player.chat_id,
            esc(text).format(word=bold(args[0][:20])),
            markup=menu_markup(player),
        )
        return
    level = LEVEL_WORDS.get(args[1]) if len(args) > 1 else None
    await start(context, player, action, level)


async def start(context: Context, player: Who, action: str, level: Level | None = None) -> None:
    """Run one /kings action for the player."""
    if action == "count":
        await ask_count(context, player)
    elif action == "best":
        await ask_best(context, player)
    elif action == "play":
        await start_play(context, player, level)
    else:
        lines = play_view.help_lines(player.tr)
        html = [bold(lines[0]), *(esc(line) for line in lines[1:])]
        await send(context, player.chat_id, "\n".join(html), markup=menu_markup(player))


async def menu_button(update: Update, context: Context) -> None:
    """The /kings menu buttons."""
    press = await pressed(update, context, MENU_PATTERN)
    if press is None:
        return
    await answer_query(press.query)
    await start(context, press.player, press.match[1])


# -- Count a move ----------------------------------------------------------------------------


async def ask_count(context: Context, player: Who) -> None:
    """A move from a game between bots, drawn and written, to count."""
    count = await asyncio.to_thread(deal_kings_count, random.Random(_seed(context)))
    score = count.score()
    lines = view.count_question_lines(count, player.tr)
    html = [
        head(lines[0], player),
        *grid_block(count.grid, score.move, player),
        *(esc(line) for line in lines[1:]),
    ]
    asked = Asked(
        KINGS_COUNT,
        count.to_dict(),
        {"total": score.total},
        html,
        picture=picture(count.grid, score.move, player),
    )
    await ask(context, player, asked)


def reads_count(text: str) -> bool:
    """A number of points."""
    return _COUNT.match(text) is not None


async def answer_count(typed: Typed) -> None:
    """The points said for a move: graded, the Joker taken or the excess corrected."""
    match = _COUNT.match(typed.text)
    if match is None:
        await typed.hint(esc(typed.tr._("Answer with the number of points, for example 12.")))
        return
    try:
        count = KingsCount.from_dict(dict(typed.question.deal))
    except KingsDrillError:
        await _lost(typed.context, typed.player, typed.question)
        return
    if await typed.context.bot_data.db.close_question(typed.question.id) is None:
        await typed.say(esc(typed.tr._("That move was already counted. /kings count for another.")))
        return
    grade = grade_kings_count(count, int(match[1]))
    lines = view.count_verdict_lines(count, grade, typed.tr)
    html = [head(lines[0], typed.player), *(esc(line) for line in lines[1:])]
    await typed.reply("\n".join(html), markup=menu_markup(typed.player))
    await close_keyboard(typed.context, typed.question)


async def _lost(context: Context, player: Who, question: Question) -> None:
    logger.error("kings question %s cannot be read back; cancelling it", question.id)
    await context.bot_data.db.cancel_question(question.id)
    text = player.tr._("Sorry, I lost that question. /kings deals a new one.")
    await send(context, player.chat_id, esc(text))


# -- The best move ---------------------------------------------------------------------------


async def ask_best(context: Context, player: Who) -> None:
    """A grid, a rack and candidate moves as buttons."""
    best = await asyncio.to_thread(deal_kings_best, random.Random(_seed(context)))
    lines = view.best_question_lines(best, player.tr)
    html = [
        head(lines[0], player),
        *grid_block(best.grid, (), player),
        *(esc(line) for line in lines[1:]),
    ]

    def markup(question_id: int) -> InlineKeyboardMarkup:
        return keyboard(
            [
                [
                    button(view.choice_label(i), f"kb:{question_id}:{i}")
                    for i in range(len(best.choices))
                ]
            ]
        )

    asked = Asked(
        KINGS_BEST,
        best.to_dict(),
        {"best": best.best()},
        html,
        markup=markup,
        picture=picture(best.grid, (), player),
    )
    await ask(context, player, asked)


BEST_WORDS: Final = PressWords(
    not_yours=lambda tr: tr._("This question is not yours: /kings best deals you one."),
    answered=lambda tr: tr._("That question was already answered."),
)


async def choice_button(update: Update, context: Context) -> None:
    """A candidate move of a best-move question."""
    press = await pressed(update, context, CHOICE_PATTERN)
    if press is None:
        return
    owned = await own(context, press, kinds={KINGS_BEST}, words=BEST_WORDS)
    if owned is None:
        return
    tr = owned.player.tr
    try:
        best = KingsBest.from_dict(dict(owned.question.deal))
    except KingsDrillError:
        await owned.answer()
        await _lost(context, owned.player, owned.question)
        return
    chosen = int(owned.match[2])
    if (
        chosen >= len(best.choices)
        or await context.bot_data.db.close_question(owned.question.id) is None
    ):
        await owned.answer(BEST_WORDS.answered(tr))
        return
    await owned.answer()
    lines = view.best_verdict_lines(best, chosen, tr)
    html = [head(lines[0], owned.player), *(esc(line) for line in lines[1:])]
    await send(context, owned.player.chat_id, "\n".join(html), markup=menu_markup(owned.player))
    await close_keyboard(context, owned.question)


def reads_nothing(text: str) -> bool:
    """Best-move questions are answered by their buttons."""
    return False


async def answer_best_text(typed: Typed) -> None:
    """A text under a best-move question: point to the buttons."""
    await typed.hint(esc(typed.tr._("Choose a move with the buttons.")))


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
    question = await db.latest_question_of_kind(player.user_id, player.chat_id, KINGS_PLAY)
    if question is None or question.state not in ("pending", "replaced"):
        return None
    try:
        match = KingsMatch.from_dict(dict(question.deal))
    except MatchError:
        return None
    return None if match.game.over else match


async def start_play(context: Context, player: Who, level: Level | None) -> None:
    """Resume the player's game (unless a level asks for a new one), else start one."""
    match = None if level is not None else await resumable(context, player)
    report: list[str] = []
    if match is None:
        match = new_match(random.Random(_seed(context)), level or Level.NORMAL)
        report.append(
            esc(
                player.tr._("A new game, bot level: {level}. You start.").format(
                    level=play_view.level_name(match.level, player.tr)
                )
            )
        )
    else:
        report.append(esc(player.tr._("Your game goes on where it was.")))
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
        head(tr._("Kings Cribbage: a game against me"), player),
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
        head(player.tr._("Kings Cribbage: a game against me"), player),
        *report,
        *grid_block(match.game.grid, (), player),
        *(esc(line) for line in lines),
    ]
    await send(context, player.chat_id, "\n".join(html), markup=menu_markup(player))


async def after_player(context: Context, player: Who, match: KingsMatch, report: list[str]) -> None:
    """The bot's turn after the player's, then the next step or the end."""
    if not match.game.over:
        rng = random.Random(_seed(context))
        match, score = bot_plays(match, rng)
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


def _read_match(question: Question) -> KingsMatch | None:
    try:
        return KingsMatch.from_dict(dict(question.deal))
    except MatchError:
        return None


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
    match = _read_match(typed.question)
    if match is None:
        await _lost(typed.context, typed.player, typed.question)
        return
    words = _words(typed.text)
    if words in JOKER_WORDS:
        await do_joker(typed.context, typed.player, typed.question, match)
    elif words in HINT_WORDS:
        await typed.reply(esc("\n".join(play_view.hint_lines(hint(match), typed.tr))))
    elif words in PASS_WORDS:
        await do_pass(typed.context, typed.player, typed.question, match, [])
    elif words.startswith(EXCHANGE_WORDS):
        tiles = exchange_tiles(typed.text, match.game.rack())
        if tiles is None:
            await typed.hint(esc(typed.tr._("Those tiles are not on your rack.")))
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
        wanted = parse_move(text, match.game.grid)
        move = resolve_move(match.game.grid, match.game.rack(), wanted)
        match, report = player_move(match, move, claimed)
    except MoveNotationError as error:
        await typed.hint(esc(view.notation_error_text(error, tr)))
        return
    except IllegalMove as error:
        await typed.reply(esc(view.illegal_text(error.reason, tr)))
        return
    except GameError:
        await typed.reply(esc(tr._("The game is over. /kings play starts a new one.")))
        return
    if await typed.context.bot_data.db.close_question(typed.question.id) is None:
        return
    await close_keyboard(typed.context, typed.question)
    lines = [esc(line) for line in play_view.player_move_lines(report, tr)]
    await after_player(typed.context, typed.player, match, lines)


async def do_pass(
    context: Context, player: Who, question: Question, match: KingsMatch, tiles: Sequence[Tile]
) -> None:
    """Pass (exchanging `tiles`) when the player has no move; else say there is one."""
    tr = player.tr
    tiles = list(tiles)[: len(match.game.bag)]
    try:
        match = player_pass(match, random.Random(_seed(context)), tiles)
    except GameError:
        text = tr._("You still have a legal move: pass only when none is possible. Try: hint.")
        await send(context, player.chat_id, esc(text))
        return
    if await context.bot_data.db.close_question(question.id) is None:
        return
    await close_keyboard(context, question)
    report = [esc(view.turn_text(match.game.history[-1], tr, mine=True))]
    await after_player(context, player, match, report)


async def do_joker(context: Context, player: Who, question: Question, match: KingsMatch) -> None:
    """The player's « Joker » on the bot's last count."""
    match, call = player_joker(match)
    if await context.bot_data.db.close_question(question.id) is None:
        return
    await close_keyboard(context, question)
    report = [esc(line) for line in play_view.joker_lines(call, player.tr)]
    await ask_step(context, player, match, report, ())


GAME_WORDS: Final = PressWords(
    not_yours=lambda tr: tr._("This game is not yours: /kings play starts one."),
    answered=lambda tr: tr._("This step of the game is over."),
)


async def game_button(update: Update, context: Context) -> None:
    """Joker, pass, exchange, hint or stop under a game step."""
    press = await pressed(update, context, GAME_PATTERN)
    if press is None:
        return
    owned = await own(context, press, kinds={KINGS_PLAY}, words=GAME_WORDS)
    if owned is None:
        return
    await owned.answer()
    player, question = owned.player, owned.question
    match = _read_match(question)
    if match is None:
        await _lost(context, player, question)
        return
    action = owned.match[2]
    if action == "joker":
        await do_joker(context, player, question, match)
    elif action == "hint":
        await send(
            context, player.chat_id, esc("\n".join(play_view.hint_lines(hint(match), player.tr)))
        )
    elif action in ("pass", "swap"):
        await do_pass(
            context, player, question, match, match.game.rack() if action == "swap" else []
        )
    else:
        await context.bot_data.db.cancel_question(question.id)
        await close_keyboard(context, question)
        text = player.tr._("Game stopped. /kings play starts a new one.")
        await send(context, player.chat_id, esc(text), markup=menu_markup(player))


KINGS_ANSWERS: Final = {
    KINGS_COUNT: TextAnswers(reads=reads_count, answer=answer_count),
    KINGS_BEST: TextAnswers(reads=reads_nothing, answer=answer_best_text),
    KINGS_PLAY: TextAnswers(reads=reads_play, answer=answer_play),
}
"""How each Kings question takes typed answers (`BotData.answers`)."""
