"""/kings play (/rois partie): a game of Kings Cribbage against the bot, one stored question per
step (kind `kings-play`, the whole match in its deal): typed moves, pass and exchange, the Joker
both ways, hints; resumed by `/kings play` after a restart or another drill."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills import step_asked
from bot.drills.kings_args import (
    Said,
    count_alone,
    reads_step,
    said_to_step,
    split_claim,
    stop_answer,
)
from bot.drills.kings_play import (
    KingsMatch,
    Level,
    PlayerMove,
    begun,
    bot_plays,
    bot_score,
    grid_before,
    hint,
    joker_open,
    must_pass,
    new_match,
    open_match,
    player_joker,
    player_move,
    player_pass,
    read_match,
    step_actions,
)
from bot.drills.kings_questions import asks_score
from bot.drills.kings_rack import (
    capital_down,
    exchange_not_a_tile,
    exchange_not_held,
    exchange_tiles,
    taken_cell,
    tiles_not_held,
)
from bot.drills.table_args import asks_again
from bot.engine.kings import Tile
from bot.engine.kings_game import GameError, TurnKind
from bot.engine.kings_grid import Cell, Illegal, IllegalMove, Placement
from bot.engine.kings_notation import (
    MoveNotationError,
    parse_move_marked,
    resolve_move,
    start_cell,
)
from bot.storage import Question
from bot.tg.context import Context
from bot.tg.handlers.common import Who, drop_keyboard, esc, send
from bot.tg.handlers.kings_asides import aside_answered
from bot.tg.handlers.kings_common import (
    KINGS_BEST,
    KINGS_COUNT,
    KINGS_PLAY,
    lost,
    markup,
    menu_markup,
    seed,
    send_help,
)
from bot.tg.handlers.kings_stop import (
    answer_stop,
    nothing_to_stop,
    stop_asked,
    stop_question_gone,
    stop_requested,
    yes_unstopped,
)
from bot.tg.handlers.questions import (
    Asked,
    Owned,
    PressWords,
    Typed,
    ask,
    cancel,
    close,
    own_press,
)
from bot.tg.pictures import deal_picture, pictures_on, send_picture
from bot.views import kings as view
from bot.views import kings_asides as asides_view
from bot.views import kings_play as play_view
from bot.views import kings_refusals as refusals

GAME_PATTERN: Final = re.compile(r"^kp:(\d{1,15}):(joker|pass|swap|hint|stop|end|keep)$")


def game_markup(
    question_id: int, match: KingsMatch, player: Who, *, stuck: bool = False
) -> InlineKeyboardMarkup:
    """The buttons of `step_actions` (`stuck`: the player has no legal move)."""
    rows, exchanged = step_actions(match, stuck=stuck)
    return markup(play_view.step_buttons(question_id, rows, player.tr, exchanged))


async def under_way(context: Context, player: Who) -> tuple[Question | None, KingsMatch | None]:
    """The player's last game step in this chat, and its game if it is not over (the step
    pending or set aside: it can be resumed)."""
    db = context.bot_data.db
    question = await db.questions.latest_question_of_kind(
        player.user_id, player.chat_id, KINGS_PLAY
    )
    return question, None if question is None else open_match(question.open_deal)


def named(player: Who, text: str) -> str:
    """`text` (plain) as HTML, after the player's name in a group (`kings_play.named_line`)."""
    return play_view.named_line(text, player.tr, None if player.private else player.name)


async def typed_after_game(context: Context, player: Who, text: str) -> bool:
    """A move or a game's word typed when the player's last question here was a Kings game
    that ended or was stopped: told the game is over and how to start one, rather than the
    general « I answer counts and commands » (`Subscriptions.unanswered`); a game stopped
    before its end is said stopped, not over. In private, with a game set aside by another
    drill since answered (« indice » after /main): told it is set aside and how to bring it
    back (a count alone is left to the others: it may be that drill's). Right after a game
    here ended or was stopped, in private, « encore », « une autre partie » or "again"
    (`asks_again`) starts another at its level, as /kings play does, a count alone is told
    the game is over, the score asked (« qui a gagné? ») is its final one (all three got
    « … /main vous donne une main »). False otherwise."""
    if await yes_unstopped(context, player, text):  # « oui » after « rien à arrêter »
        return True
    step = reads_step(text)
    again = player.private and asks_again(text)
    scored = player.private and (step_asked.asks_score(text) or asks_score(text))
    after = again or scored or (player.private and count_alone(text))  # right after a game
    if not step and not after:
        return False
    latest = await context.bot_data.db.questions.latest_question(player.user_id, player.chat_id)
    if latest is None or latest.is_pending:
        return False
    if latest.kind != KINGS_PLAY:
        if not step or not player.private or count_alone(text):
            return False
        _, aside = await under_way(context, player)
        if aside is None:
            return False
        await send(context, player.chat_id, esc(play_view.set_aside_note(player.tr)))
        return True
    if again:  # « encore » once the game is over: another, at its level
        await start_play(context, player, None)
        return True
    match = read_match(latest.deal)  # a game played to its end keeps its last deal
    if scored and match is not None:  # « qui a gagné? »: its final score, or where it stopped
        lines = play_view.score_after_game_lines(match, player.tr)
        await send(context, player.chat_id, esc("\n".join(lines)))
        return True
    stopped = match is not None and not match.game.over
    note = play_view.over_note(player.tr, stopped=stopped)
    await send(context, player.chat_id, named(player, note))
    return True


async def start_play(
    context: Context, player: Who, level: Level | None, *, new: bool = False
) -> None:
    """Resume the player's game (unless a level asks for a new one), else start one (with
    no level said, at the level of their last game: « facile » chosen once stays, the menu's
    « A game » included). A game under way that a level replaces is stopped, and said so
    with its score where it stood:
    it cannot be taken up again (the step it waited at is cancelled, so no « set aside, /kings
    play brings it back » is said of it). Either way a « Stop this game? » left unanswered
    loses its buttons: the step it asked about is gone. A move to count or a best-move
    question pending here is dropped, and said so under the step (not the generic « this
    question replaces your previous one »). A new game asked by name with no level (`new`,
    « /rois nouvelle partie ») over one under way replaces nothing: that game is shown again
    under « A game is already under way », as /play says of its own."""
    dropped = await drop_kings_question(context, player)
    question, match = await under_way(context, player)
    last = None if question is None else read_match(question.deal)
    report: list[str] = []
    if new and match is not None and level is None:  # « /rois nouvelle partie », as /jouer:
        report = [esc(play_view.already_under_way_note(player.tr))]  # said, not replaced
    if match is not None and question is not None:  # « Stop this game? » left unanswered:
        await stop_question_gone(context, player, question)  # its « Yes / No » go
    if match is not None and level is not None:
        if question is not None and question.is_pending:
            await cancel(context, question, clear_buttons=True)
        if begun(match):  # a game begun: its score said
            report = [esc(line) for line in play_view.stopped_lines(match, player.tr)]
        match = None
    if match is None:  # without a level, at the level of the player's last game here
        level = level or (Level.NORMAL if last is None else last.level)
        match = new_match(random.Random(seed(context)), level)
        note = play_view.new_game_note(match.level, player.tr)
        report.append(esc(note))
        note = play_view.level_note(match.level, player.tr)
    else:
        note = play_view.goes_on_note(player.tr)
    await ask_step(context, player, match, [*report, esc(note)], (), footer=dropped)


async def drop_kings_question(context: Context, player: Who) -> list[str]:
    """The player's pending move to count or best-move question here, cancelled as a game
    starts or resumes (its buttons taken off): the line that says it is dropped (HTML), or
    none when no such question was pending."""
    db = context.bot_data.db
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    if pending is None or pending.kind not in (KINGS_COUNT, KINGS_BEST):
        return []
    if not await cancel(context, pending, clear_buttons=True):
        return []
    return [play_view.drill_dropped_line(player.tr, count=pending.kind == KINGS_COUNT)]


async def ask_step(
    context: Context,
    player: Who,
    match: KingsMatch,
    report: Sequence[str],
    new: Sequence[Placement],
    *,
    footer: Sequence[str] = (),
) -> None:
    """Store the match as the player's pending step and show it (`footer`: HTML lines after
    it, as what a new game dropped)."""
    tr = player.tr
    grid = grid_before(match.game.grid, new)  # the new tiles drawn framed
    stuck = await asyncio.to_thread(must_pass, match)  # off the event loop, as the hint
    steps = play_view.step_lines(match, tr, private=player.private, stuck=stuck)
    lines = [play_view.game_title(tr), *steps]
    drawn = pictures_on(player)  # the grid is the photo, this text its caption
    html = play_view.page(
        lines, tr, player.group_name, report=report, grid=grid, new=new, drawn=drawn
    )
    html = [*html, *footer]
    if report and drawn and not play_view.fits_caption(html):
        # The moves' report first, then the photo with the prompt and its buttons together.
        await send(context, player.chat_id, "\n".join(report))
        html = play_view.page(lines, tr, player.group_name, grid=grid, new=new, drawn=drawn)
        html = [*html, *footer]
    asked = Asked(
        KINGS_PLAY,
        match.to_dict(),
        {},
        html,
        markup=lambda qid: game_markup(qid, match, player, stuck=stuck),
        picture=play_view.picture(grid, new, tr),
    )
    await ask(context, player, asked)


async def show_end(context: Context, player: Who, match: KingsMatch, report: Sequence[str]) -> None:
    """The game is over: the moves' report, the final grid with the last move framed (drawn
    when the player sees pictures, as each step is: written out it is a row of 64 characters
    that a phone wraps in two), the tiles left, the final score and who won, the menu."""
    tr = player.tr
    last = match.game.history[-1] if match.game.history else None
    new = last.move if last is not None and last.kind is TurnKind.MOVE else ()
    grid = grid_before(match.game.grid, new)  # the new tiles drawn framed
    lines = [play_view.game_title(tr), *view.end_lines(match.game, tr)]
    drawn = pictures_on(player)  # the grid is the photo, this text its caption
    html = play_view.page(
        lines, tr, player.group_name, report=report, grid=grid, new=new, drawn=drawn
    )
    if report and drawn and not play_view.fits_caption(html):
        await send(context, player.chat_id, "\n".join(report))
        html = play_view.page(lines, tr, player.group_name, grid=grid, new=new, drawn=drawn)
    picture = deal_picture(player, picture=play_view.picture(grid, new, tr))
    await send_picture(
        context, player, "\n".join(html), picture, name=KINGS_PLAY, markup=menu_markup(player)
    )


async def after_player(
    context: Context, player: Who, question: Question, match: KingsMatch, report: list[str]
) -> KingsMatch:
    """The bot's turn after the player's step `question` (answered), then the next step or the
    end (the report, the deductions, the result; the match as it ended kept as that step's
    deal, for the Mini App); the match as it then stands."""
    tr = player.tr
    if not match.game.over:
        rng = random.Random(seed(context))
        match, score = await asyncio.to_thread(bot_plays, match, rng)  # off the event loop
        if score is not None and match.last is not None:
            report += [esc(line) for line in play_view.bot_move_lines(match.last, score, tr)]
        else:  # the bot passed (said even when that pass ends the game)
            report.append(esc(view.turn_text(match.game.history[-1], tr, mine=False)))
    if match.game.over:
        await context.bot_data.db.questions.keep_deal(question.id, match.to_dict())
        await show_end(context, player, match, report)
        return match
    new = match.last.move if match.last is not None and match.last.open else ()
    await ask_step(context, player, match, report, new)
    return match


async def hint_text(match: KingsMatch, player: Who) -> str:
    """A good move for the player (worked out off the event loop), or how to pass; in a group
    after their name (the hint button's answer is no reply to anyone)."""
    best = await asyncio.to_thread(hint, match)
    name = None if player.private else player.name
    bag = bool(match.game.bag)
    return esc("\n".join(play_view.hint_lines(best, match.game.rack(), player.tr, name, bag=bag)))


async def answer_play(typed: Typed) -> None:
    """A typed move, count, pass, exchange, joker or hint in a game step."""
    match = read_match(typed.question.deal)
    if match is None:
        await lost(typed.context, typed.player, typed.question)
        return
    asked = stop_asked(typed.context, typed.player, typed.question)[0]  # a restart forgets
    stop = stop_answer(typed.text) if asked else None  # `stops`: the settings remember it
    if stop is not None:  # « oui » typed at « Arrêter cette partie? »: as its buttons
        await answer_stop(typed.context, typed.player, typed.question, match, stop=stop)
        return
    said = said_to_step(typed.text)
    if said is Said.JOKER:
        await do_joker(typed.context, typed.player, typed.question, match)
    elif said is Said.HINT:  # asked in words, always answered; the button then points to it
        typed.context.bot_data.hints.add(typed.question.id)
        await typed.reply(await hint_text(match, typed.player))
    elif said is Said.ABOUT_JOKER:  # « joker? »: what it is (no call), the step waiting above
        await typed.reply(esc("\n".join(asides_view.joker_about_lines(match, typed.tr))))
    elif said is Said.ABOUT_PASS:  # « comment on passe? »: rule 10, and whether one may now
        stuck = await asyncio.to_thread(must_pass, match)
        lines = asides_view.pass_about_lines(typed.tr, stuck=stuck, bag=bool(match.game.bag))
        await typed.reply(esc("\n".join(lines)))
    elif said is Said.ABOUT_COUNTING:  # « c'est quoi une quinzaine »: the rules' counting
        await typed.reply(esc("\n".join(asides_view.counting_about_lines(typed.tr))))
    elif said is Said.ABOUT_DARK:  # « c'est quoi un jeton foncé »: what it is, the step above
        await typed.reply(esc("\n".join(asides_view.dark_about_lines(typed.tr))))
    elif said is Said.HELP:  # « règles »: the Kings help, the step still waiting above
        await send_help(typed.context, typed.player)
    elif said is Said.NEW_GAME:  # « nouvelle partie »: how, the step still waiting above
        await typed.reply(esc(asides_view.new_game_asked_note(typed.tr)))
    elif said is Said.MOVE:
        await do_move(typed, match)
    elif said is Said.STOP:
        await stop_requested(typed.context, typed.player, typed.question)
    else:  # a pass, exchanging the tiles named
        tiles = [] if said is Said.PASS else exchange_tiles(typed.text, match.game.rack())
        if tiles is None and not await asyncio.to_thread(must_pass, match):
            tiles = []  # with a move left, no exchange at all: refused as any pass (`do_pass`)
        if tiles is None:
            rack = match.game.rack()
            word = exchange_not_a_tile(typed.text)  # « échange 5 chose »: « chose » named
            missing = exchange_not_held(typed.text, rack)
            lines = play_view.not_on_rack_lines(rack, typed.tr, missing)
            if word is not None:
                lines = play_view.not_a_tile_lines(word, rack, typed.tr)
            await typed.hint(esc("\n".join(lines)))
            return
        await do_pass(typed.context, typed.player, typed.question, match, tiles)


async def do_move(typed: Typed, match: KingsMatch) -> None:
    """Read, check and play the player's move, then the bot's."""
    tr = typed.tr
    if await aside_answered(typed, match):  # « c'est quoi le sac? », « 12 », « quoi? »
        return
    text, claimed = split_claim(typed.text)
    text = capital_down(text, match.game.rack())  # « H8 V 5 6 » with no jack: V is down
    wanted: list[tuple[Cell, int]] = []
    dark: frozenset[Cell] = frozenset()
    move: Sequence[Placement] = ()
    try:
        wanted, dark = parse_move_marked(text, match.game.grid)
        move = resolve_move(match.game.grid, match.game.rack(), wanted, dark)
        match, report = player_move(match, move, claimed)
    except MoveNotationError as error:
        await typed.hint(esc(refusals.notation_error_text(error, tr)))
        return
    except IllegalMove as error:
        rack = match.game.rack()
        missing = tiles_not_held(wanted, dark, rack)
        tiles = {**match.game.grid.tiles, **{p.cell: p.tile for p in move}}
        fault = refusals.faulty_line(error.reason, error.cells, tiles, tr)
        start = start_cell(text, match.game.grid.size)
        onto = taken_cell(wanted, match.game.grid.tiles)
        if onto is not None and (missing or error.reason is Illegal.CELL_TAKEN):  # « D2 5 »
            fault = refusals.cell_taken_note(onto, tr)
        elif missing and start is not None and start in match.game.grid.tiles:  # typed too
            fault = refusals.start_taken_note(start, tr)
        stuck = await asyncio.to_thread(must_pass, match)  # no move at all: pass, said so
        lines = refusals.illegal_lines(
            error.reason,
            rack,
            tr,
            missing,
            fault,
            typed=len(wanted),
            stuck=stuck,
            bag=bool(match.game.bag),
        )
        await typed.reply(esc("\n".join(lines)))
        return
    except GameError:
        await typed.reply(esc(play_view.over_note(tr)))
        return
    await moved(typed.context, typed.player, typed.question, match, report)


async def moved(
    context: Context, player: Who, question: Question, match: KingsMatch, report: PlayerMove
) -> KingsMatch | None:
    """The player's move is made (`player_move`): close its step, say it, let the bot play
    and ask the next step; the match after the bot's turn, or None when the step was closed
    meanwhile (nothing written). The chat and the Mini App (`bot.webapp.kings`) both end
    their moves here."""
    if not await close(context, question, clear_buttons=True):
        return None
    await stop_question_gone(context, player, question)
    lines = [esc(line) for line in play_view.player_move_lines(report, player.tr)]
    return await after_player(context, player, question, match, lines)


async def do_pass(
    context: Context, player: Who, question: Question, match: KingsMatch, tiles: Sequence[Tile]
) -> KingsMatch | None:
    """Pass (exchanging `tiles`) when the player has no move, and the match after the bot's
    turn; else say there is one (None, as when the step was closed meanwhile)."""
    tr = player.tr
    tiles = list(tiles)[: len(match.game.bag)]
    try:
        match = player_pass(match, random.Random(seed(context)), tiles)
    except GameError:
        await send(context, player.chat_id, named(player, play_view.pass_refused_note(tr)))
        return None
    if not await close(context, question, clear_buttons=True):
        return None
    await stop_question_gone(context, player, question)
    report = [esc(view.turn_text(match.game.history[-1], tr, mine=True))]
    return await after_player(context, player, question, match, report)


async def do_joker(context: Context, player: Who, question: Question, match: KingsMatch) -> None:
    """The player's « Joker » on the bot's last count (the line it forgot shown when caught);
    with no count open to it, told why and what it is for, and nothing lost (the step goes on)."""
    if not joker_open(match):
        stuck = await asyncio.to_thread(must_pass, match)  # no move: no hint to offer
        lines = asides_view.joker_refused_lines(match, player.tr, stuck=stuck)
        html = "\n".join([named(player, lines[0]), *map(esc, lines[1:])])
        await send(context, player.chat_id, html)
        return
    missed = play_view.forgotten_line(match.last, bot_score(match), player.tr)
    match, call = player_joker(match)
    if not await close(context, question, clear_buttons=True):
        return
    await stop_question_gone(context, player, question)
    report = [esc(line) for line in play_view.joker_lines(call, player.tr, missed)]
    await ask_step(context, player, match, report, ())


async def others_text(context: Context, player: Who, text: str, message_id: int) -> bool:
    """A member's text replying to another's game step (in a group): « aide », « règles »
    asks for the rules, sent to that member as a reply (True); anything else is not theirs
    to play (False: told so)."""
    if said_to_step(text) is not Said.HELP:
        return False
    await send_help(context, player, reply_to=message_id)
    return True


GAME_WORDS: Final = PressWords(
    not_yours=play_view.not_yours_note,
    answered=play_view.step_over_note,
)


async def _drop_keyboard(context: Context, owned: Owned) -> int | None:
    """The confirmation's buttons go once one is pressed (the step's own stay): the id of
    the message whose buttons went, if any."""
    message = owned.query.message
    if message is not None and message.message_id != owned.question.message_id:
        await drop_keyboard(context, message.chat.id, message.message_id)
        return message.message_id
    return None


async def stop_command(context: Context, player: Who) -> None:
    """/kings stop (/rois arrêter): the stop asked first, as the game's button does. A game
    set aside by a drill (/kings best, /hand...) is brought back first, so the player sees
    what they stop and its buttons work; without a game here, told so."""
    db = context.bot_data.db
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    if await stop_requested(context, player, pending):
        return
    _, match = await under_way(context, player)
    if match is not None:  # set aside: back where it was, then the stop asked
        await start_play(context, player, None)
        pending = await db.questions.pending_question(player.user_id, player.chat_id)
        if await stop_requested(context, player, pending):
            return
    await send(context, player.chat_id, named(player, play_view.no_game_to_stop_note(player.tr)))
    nothing_to_stop(context, player)  # « oui » typed next: told so again


async def game_button(update: Update, context: Context) -> None:
    """Joker, pass, exchange, hint or stop under a game step."""
    owned = await own_press(update, context, GAME_PATTERN, kinds={KINGS_PLAY}, words=GAME_WORDS)
    if owned is None:
        return
    player, question = owned.player, owned.question
    stops = context.bot_data.stops
    if owned.match[2] == "stop":  # asked once: a second tap points to the question below
        if stop_asked(context, player, question)[0]:
            await owned.answer(play_view.stop_asked_note(player.tr))
            return
    elif owned.match[2] in ("end", "keep"):
        stops.pop(question.id, None)
    elif owned.match[2] == "hint":  # sent once a step: a second tap points to it below
        if question.id in context.bot_data.hints:
            await owned.answer(play_view.hint_sent_note(player.tr))
            return
        context.bot_data.hints.add(question.id)
    await owned.answer()
    match = read_match(question.deal)
    if match is None:
        await lost(context, player, question)
        return
    action = owned.match[2]
    pressed = None
    if action in ("end", "keep"):
        pressed = await _drop_keyboard(context, owned)
    if action == "joker":
        await do_joker(context, player, question, match)
    elif action == "hint":
        await send(context, player.chat_id, await hint_text(match, player))
    elif action in ("pass", "swap"):
        await do_pass(
            context, player, question, match, match.game.rack() if action == "swap" else []
        )
    elif action == "stop":  # asked first: one tap must not end a game
        await stop_requested(context, player, question)
    else:
        await answer_stop(context, player, question, match, stop=action == "end", pressed=pressed)
