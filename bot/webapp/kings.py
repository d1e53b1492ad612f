"""The Mini App's Kings Cribbage: the game of `/kings play` as JSON, and its moves.

The game is the player's `kings-play` question in their private chat (`bot.tg.handlers.
kings_play`): the page reads it, and a move, a pass or a « Joker » goes through the same
functions as a typed one (`moved`, `do_pass`, `do_joker`), which store the next step and tell
the chat. Only the player's own rack is sent, never the bot's nor the bag.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Final

from bot.drills.kings_play import (
    PLAYER,
    KingsMatch,
    bot_pass,
    bot_score,
    joker_open,
    last_player_move,
    must_pass,
    open_match,
    player_joker,
    player_move,
    read_match,
)
from bot.drills.kings_play import hint as best_move
from bot.drills.kings_rack import rack_order
from bot.engine.kings import FLIPS, Colour, Tile, flipped
from bot.engine.kings_game import GameError, joker_call
from bot.engine.kings_grid import (
    FIRST_MOVE_MIN,
    RULES,
    Illegal,
    IllegalMove,
    Placement,
    normal,
    score_move,
)
from bot.engine.kings_moves import has_move
from bot.engine.kings_notation import cell_name, rank_name
from bot.i18n import Translator, render
from bot.storage import CANCELLED, PENDING, REPLACED, Question
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.handlers.kings_common import KINGS_PLAY
from bot.tg.handlers.kings_play import do_joker, do_pass, moved, start_play
from bot.tg.handlers.kings_stop import drop_stop_question, stop_game
from bot.views import kings as view
from bot.views import kings_asides as asides_view
from bot.views import kings_play as play_view
from bot.views import kings_refusals as refusals
from bot.webapp import words
from bot.webapp.errors import (
    BAD_REQUEST,
    CONFLICT,
    REFUSED,
    STORED_ID,
    ApiError,
    JSONObject,
    moved_on,
    not_current,
    request_int,
)

MAX_PLACEMENTS: Final = 5


def _tile_json(tile: Tile, tr: Translator) -> JSONObject:
    return {
        "rank": tile.rank,
        "dark": tile.colour is Colour.DARK,
        "label": rank_name(tile.rank, tr.lang),
        "turns": tile.rank in FLIPS,
    }


def _cell_json(cell: tuple[int, int], tile: Tile, tr: Translator) -> JSONObject:
    return {"cell": cell_name(cell), "row": cell[0], "col": cell[1], **_tile_json(tile, tr)}


async def _question(context: Context, player: Who) -> Question | None:
    return await context.bot_data.db.questions.latest_question_of_kind(
        player.user_id, player.chat_id, KINGS_PLAY
    )


def _bot_lines(match: KingsMatch, tr: Translator) -> tuple[list[str], list[str]]:
    """The bot's last move and its count, with the « Joker » call and its cost, and its cells
    (nothing once it cannot be called); or its pass."""
    last = match.last
    passed = bot_pass(match)
    if passed is not None:
        return [view.turn_text(passed, tr, mine=False)], []
    if last is None or not last.open:
        return [], []
    score = bot_score(match)
    if score is None:  # pragma: no cover - the bot's stored move was legal
        return [], []
    lines = play_view.bot_move_lines(last, score, tr)
    if joker_open(match) and not match.game.over:  # a move that ended it cannot be called
        lines.append(play_view.joker_invite(tr))
    return lines, [cell_name(p.cell) for p in last.move]


def _said_lines(match: KingsMatch, tr: Translator) -> list[str]:
    """What the page said of the player's last action, as it said it then (a page reloaded,
    or the tab shown again, says it too): the « Joker » called on the bot's count (that count
    is closed at the player's turn only by a call), else their move as counted, else nothing
    (a pass, the game's first step)."""
    last = match.last
    if last is not None and not last.open and match.game.turn == PLAYER and not match.game.over:
        missed = play_view.forgotten_line(last, bot_score(match), tr)
        return play_view.joker_lines(joker_call(last.points, last.claimed), tr, missed)
    report = last_player_move(match)
    return [] if report is None else play_view.player_move_lines(report, tr)


def _result(match: KingsMatch, tr: Translator, *, stopped: bool = False) -> JSONObject:
    """The end of a game, as the chat says it: the bot's last move, the tiles left, the final
    score, who won, and the `final` grid (the bot's last move as `new`); or, `stopped`
    before its end, the score where it stood (nothing while the game goes on)."""
    if not match.game.over:
        return {"result": play_view.stopped_lines(match, tr)} if stopped else {}
    game = match.game
    bot_lines, bot_cells = _bot_lines(match, tr)  # the bot's move, when it ended the game
    final = {
        "size": game.grid.size,
        "tiles": [_cell_json(c, t, tr) for c, t in sorted(game.grid.tiles.items())],
        "new": bot_cells,
    }
    return {"result": [*bot_lines, *view.end_lines(game, tr)], "final": final}


def _ask(match: KingsMatch, tr: Translator, *, stuck: bool) -> str:
    """What the step asks before any tap: the rule of a first move; with no legal move, the
    chat's « You have no legal move: pass… » (its step's line after the scores and the
    rack); else nothing (the page says how to place a tile)."""
    if stuck:
        return play_view.step_lines(match, tr, stuck=True)[2]
    return play_view.first_move_line(tr) if match.game.first else ""


def _passes(match: KingsMatch, tr: Translator) -> list[JSONObject]:
    """The pass buttons of a player with no legal move, labelled as the chat's: « Pass »,
    and « Pass and exchange all my tiles » (« … N of my tiles » when the bag has fewer than
    the rack; none when it is empty)."""
    out: list[JSONObject] = [{"exchange": False, "label": play_view.button_label("pass", tr)}]
    bag, rack = len(match.game.bag), len(match.game.rack())
    if bag:
        label = play_view.button_label("swap", tr, bag if bag < rack else None)
        out.append({"exchange": True, "label": label})
    return out


async def state(context: Context, player: Who) -> JSONObject:
    """The player's game as the page draws it (`game: null` when there is none, with the
    `result` of their last game when it ended, whether on the page or in the chat, until
    they begin another)."""
    tr = player.tr
    question = await _question(context, player)
    if question is None:
        return {"kind": "kings", "game": None}
    match = open_match(question.open_deal)
    if match is None:
        ended = read_match(question.deal)  # its last step keeps the match as it ended
        stopped = question.state == CANCELLED  # the Stop button (or /kings stop) ended it
        result = {} if ended is None else _result(ended, tr, stopped=stopped)
        return {"kind": "kings", "game": None, **result}
    game = match.game
    bot_lines, bot_cells = _bot_lines(match, tr)
    # pass and exchange only when no legal move is left, as the chat's keyboard offers them
    stuck = question.state == PENDING and await asyncio.to_thread(must_pass, match)
    return {
        "kind": "kings",
        "game": {
            "question": question.id,
            "pending": question.state == PENDING,
            "size": game.grid.size,
            "tiles": [_cell_json(c, t, tr) for c, t in sorted(game.grid.tiles.items())],
            # in rack order, as the chat shows it; a move names its tiles by index in it
            "rack": [_tile_json(t, tr) for t in rack_order(game.racks[PLAYER])],
            "scores": list(game.scores),
            "bag": len(game.bag),
            "first": game.first,
            # what to do, said before the first tap (not learnt from a refusal): the rule of a
            # first move, or, with no legal move, to pass, as the chat says it
            "ask": _ask(match, tr, stuck=stuck),
            "scores_line": view.scores_line(game, tr),
            "said": _said_lines(match, tr),
            "bot_lines": bot_lines,
            "bot_cells": bot_cells,
            "joker": joker_open(match),
            "passes": _passes(match, tr) if stuck else [],
            "stop": {
                "label": play_view.button_label("stop", tr),
                "ask": play_view.stop_question(tr),
                "yes": play_view.button_label("end", tr),
                "no": play_view.button_label("keep", tr),
            },
        },
    }


def placements(body: JSONObject, match: KingsMatch) -> list[Placement]:
    """The tiles the page placed: rack tiles by index in the rack as the page shows it
    (`rack_order`), on cells, a 6 or 9 maybe turned."""
    raw = body.get("placements")
    rack = rack_order(match.game.racks[PLAYER])
    if not isinstance(raw, list) or not 1 <= len(raw) <= MAX_PLACEMENTS:
        raise ApiError(BAD_REQUEST, "bad_request")
    cells = range(match.game.grid.size)
    seen: set[int] = set()
    out = []
    for item in raw:
        if not isinstance(item, dict):
            raise ApiError(BAD_REQUEST, "bad_request")
        index = request_int(item.get("tile"), range(len(rack)))
        if index in seen:
            raise ApiError(BAD_REQUEST, "bad_request")
        seen.add(index)
        tile = rack[index]
        if item.get("turned") is True and tile.rank in FLIPS:
            tile = flipped(tile)
        row, col = request_int(item.get("row"), cells), request_int(item.get("col"), cells)
        out.append(Placement(row, col, tile))
    return out


async def _pending(context: Context, player: Who, body: JSONObject) -> tuple[Question, KingsMatch]:
    """The step the page acts on: the player's pending step, the one the page showed; one set
    aside by a drill meanwhile is refused as such (the page then offers to bring it back)."""
    wanted = request_int(body.get("question"), STORED_ID)
    question = await _question(context, player)
    if question is None or question.id != wanted:
        other = await context.bot_data.db.questions.get_question(wanted)
        raise not_current(None if other is None else other.user_id, player.user_id, player.tr)
    match = open_match(question.open_deal)
    if match is not None and question.state == REPLACED:  # waiting, set aside by a drill
        raise ApiError(CONFLICT, "moved_on", words.page_words(player.tr)["set_aside"])
    if match is None or question.state != PENDING or match.game.turn != PLAYER:
        raise moved_on(player.tr)
    return question, match


def _illegal(error: IllegalMove, tr: Translator) -> ApiError:
    return ApiError(
        REFUSED,
        "illegal",
        refusals.illegal_text(error.reason, tr),
        rule=RULES[error.reason],
        cells=[cell_name(c) for c in error.cells],
    )


async def preview(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """The move's points (`worth`: « 2 points »), line by line, before it is confirmed
    (nothing is stored). A first move of one tile is a move still being made, not a fault:
    `incomplete`, with a hint of what it needs (the page shows it plainly, not as a refusal;
    played as it is, it is refused by `play` with its rule); so a later move begun away from
    the tiles on the grid, or a line that scores nothing yet (« 4 5 » of a run to come), while
    the rack has tiles left to carry it on."""
    _, match = await _pending(context, player, body)
    move = placements(body, match)
    try:
        score = await asyncio.to_thread(score_move, match.game.grid, move, match.game.rack())
    except IllegalMove as error:
        if error.reason is Illegal.FIRST_MOVE_SIZE and len(move) < FIRST_MOVE_MIN:
            hint = words.first_move_more(player.tr)
            raise ApiError(REFUSED, "incomplete", hint, rule=RULES[error.reason]) from error
        # a line begun away from the tiles, or not scoring yet (a run laid from its middle),
        # the rack not all placed: it may reach them, or score, yet
        more = len(move) < len(match.game.racks[PLAYER])
        if more and error.reason in (Illegal.NOT_TOUCHING, Illegal.SCORES_NOTHING):
            hint = words.move_more(error.reason, player.tr)
            raise ApiError(REFUSED, "incomplete", hint, rule=RULES[error.reason]) from error
        raise _illegal(error, player.tr) from error
    return {
        "ok": True,
        "points": score.total,
        "worth": render.points(score.total, player.tr),  # « 2 points », as the lines say it
        "lines": view.explanation(score, player.tr),
    }


async def play(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """Play the move, as if typed in the chat (the bot answers); the move as counted (the
    new state says the result when the game is over)."""
    question, match = await _pending(context, player, body)
    move = placements(body, match)
    try:
        after, report = player_move(match, move)
    except IllegalMove as error:
        raise _illegal(error, player.tr) from error
    except GameError as error:
        raise moved_on(player.tr) from error
    if await moved(context, player, question, after, report) is None:
        raise moved_on(player.tr)
    return {"said": play_view.player_move_lines(report, player.tr)}


async def pass_turn(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """Pass, exchanging the whole rack when `exchange` (as many tiles as the bag holds;
    refused while a move exists); the pass as the chat says it."""
    question, match = await _pending(context, player, body)
    if await asyncio.to_thread(has_move, match.game.grid, match.game.racks[PLAYER]):
        text = words.pass_refused(player.tr)
        raise ApiError(REFUSED, "has_move", text)
    tiles: Sequence[Tile] = match.game.racks[PLAYER] if body.get("exchange") is True else ()
    after = await do_pass(context, player, question, match, tiles)
    if after is None:
        raise moved_on(player.tr)
    # the pass said as the chat says it (« You pass and exchange 2 tiles. »), above the bot's
    # answer: the player's turn is the last of theirs in the match as it now stands
    mine = next((t for t in reversed(after.game.history) if t.player == PLAYER), None)
    return {"said": [] if mine is None else [view.turn_text(mine, player.tr, mine=True)]}


async def joker(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """« Joker » on the bot's last count; its verdict (the points it forgot, or 5 lost)."""
    question, match = await _pending(context, player, body)
    if not joker_open(match):
        stuck = await asyncio.to_thread(must_pass, match)  # no move: the pass, not the hint
        text = " ".join(asides_view.joker_refused_lines(match, player.tr, stuck=stuck))
        raise ApiError(REFUSED, "no_count", text)
    missed = play_view.forgotten_line(match.last, bot_score(match), player.tr)
    _, call = player_joker(match)
    await do_joker(context, player, question, match)
    return {"said": play_view.joker_lines(call, player.tr, missed)}


def _rack_placements(move: Sequence[Placement], rack: Sequence[Tile]) -> list[JSONObject]:
    """A move as the page places it (`placements`): each tile by its index in `rack` as the
    page shows it (`rack_order`), turned over when the move lays it as the other of 6 and 9."""
    used: set[int] = set()
    out: list[JSONObject] = []
    for placed in sorted(move):
        index = next(
            i for i, t in enumerate(rack) if i not in used and normal(t) == normal(placed.tile)
        )
        used.add(index)
        turned = rack[index].rank != placed.tile.rank
        out.append({"tile": index, "row": placed.row, "col": placed.col, "turned": turned})
    return out


async def hint(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """A good move, as the chat's Hint button says it (`lines`) and placed on the page's grid
    (`placements`, none when the player has no move: the lines say to pass); nothing is
    stored, nothing is played."""
    _, match = await _pending(context, player, body)
    rack = match.game.racks[PLAYER]
    best = await asyncio.to_thread(best_move, match)
    lines = play_view.hint_lines(best, rack, player.tr, bag=bool(match.game.bag))
    placed = [] if best is None else _rack_placements(best.move, rack_order(rack))
    return {"ok": True, "lines": lines, "placements": placed}


async def stop(context: Context, player: Who, body: JSONObject) -> JSONObject:
    """« Stop the game », confirmed on the page: the game stopped as the chat's « Yes, stop
    it » stops it (the step cancelled, its buttons taken off, « Game stopped. » and the score
    where it stood said in the chat with « /kings play starts a new one »), at the step the
    page showed (a game moved on meanwhile is shown instead). The page's new state says the
    score where it stopped."""
    question, match = await _pending(context, player, body)
    if not await stop_game(context, player, question, match):
        raise moved_on(player.tr)
    await drop_stop_question(context, player, question)  # the chat's question answered here
    return {}


async def begin(context: Context, player: Who) -> JSONObject:
    """Bring the game back to the chat (set aside by a drill) or start one, as /kings play."""
    await start_play(context, player, None)
    return {}
