"""/play (/jouer): a whole game of cribbage against the bot, one stored question per step.

`/play [61|121] [easy|normal|expert]` (French `facile|normal|expert`) starts a game with the
player's rules (/variant: FADOQ 116 and muggins on|off; /game's margin rule); without
arguments, buttons choose the target, then the level. With a game under way, /play shows its
current step again. `/play check` (`/jouer vérifier`) gives the keys and seals of the deals
over, for `muggins verify`.

The game itself lives in `table_games` (`bot.drills.table.Table`, saved after every step with
a step counter, so a double press writes once). Each step the player must act on is a question
of kind `play` asked through the lifecycle (`bot.tg.handlers.questions`): a drill may set it
aside, /play asks it again. Buttons, `pl:<question id>:<action>` (under 64 bytes):
`s<i>` taps card i of the six for the lay-away, `ok` lays them away, `c<card>` lays a card in
the play, `a` accepts the bot's count, `m` calls muggins on it, `n<k>` claims k missed points.
The choice buttons are `pn:<target>` and `pn:<target>:<level>` (/cancel while they are
shown takes them off; in private a target or level typed answers them, `typed_at_choice`);
/cancel during a game asks first, « oui » / « non » typed answering it too
(`bot.tg.handlers.table_abandon`).
Typed answers work at every step: cards for the lay-away and the play, a count (a number or
the call) for the show, a number for a muggins claim. Each step itself
(its buttons, the narration, the move applied and saved) is
`bot.tg.handlers.table_steps.play_step`.
"""

from __future__ import annotations

import re
import secrets
from typing import Final

from telegram import Update

from bot.drills.answers import AnswerError, parse_answer
from bot.drills.ecart_talk import asks_why
from bot.drills.step_asked import Asked, table_asked
from bot.drills.table import first_dealer_after, new_table
from bot.drills.table_args import (
    CHOICE_LEVEL,
    CHOICE_TARGET,
    asks_again,
    asks_check,
    asks_help,
    choice_words,
    kept_choice,
    read_args,
    read_group_args,
)
from bot.drills.table_asks import PlayAsk
from bot.drills.table_bot import Level
from bot.drills.table_choice_typed import choice_typed
from bot.drills.table_fairness import deals_to_check
from bot.drills.table_moves import (
    CountBelowMine,
    GoTyped,
    NotHeld,
    asks_to_abandon,
    move_of,
)
from bot.drills.table_state import PLAYER_SEAT, Seat, Step, Table
from bot.drills.table_stats import never_played, table_stats
from bot.drills.table_turn import status
from bot.drills.table_typed import reads_at_play
from bot.drills.table_why_played import asks_why_played, last_played
from bot.engine.card_parsing import CardError
from bot.engine.fairness import SECRET_HEX, new_secret
from bot.engine.variants import Rules
from bot.storage import Question
from bot.storage.repo_table import GameUnderWay, TableGame
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers import callbacks, members, odds, tournament_play
from bot.tg.handlers.common import Press, Who, send, who
from bot.tg.handlers.muggins import muggins_setting
from bot.tg.handlers.questions import (
    TextAnswers,
    Typed,
    answer_query,
    drop_play_choice,
    owner_mark,
    play_choice_shown,
)
from bot.tg.handlers.steps import (
    At,
    Steps,
    keyboard_of,
    step_words,
    tap,
    typed_play,
    typed_step,
)
from bot.tg.handlers.table_abandon import abandon_typed, ask_abandon
from bot.tg.handlers.table_steps import (
    PLAY_KIND,
    PLAY_STORE,
    PRESS_PATTERN,
    play_step,
    player_rules,
    step_markup,
)
from bot.views import fairness as fairness_view
from bot.views import replies, table_keys
from bot.views import table as view
from bot.views import table_choice as choice_view
from bot.views import table_replies as words
from bot.views import table_talk as talk_view
from bot.views import table_verdict as verdict_words
from bot.views.table_choice_typed import choice_aside_line
from bot.views.table_why_played import why_played_text

NEW_PATTERN: Final = re.compile(r"^pn:(61|121)(?::(easy|normal|expert))?" + callbacks.OWNER + "$")


# -- /play ----------------------------------------------------------------------------------


async def play_command(update: Update, context: Context) -> None:
    """/play (/jouer): resume the game under way, or start one (buttons without arguments)."""
    player = await who(update, context)
    if player is None:
        return
    tr = player.tr
    db = context.bot_data.db
    current = await db.table.active_table_game(player.user_id)
    args = list(context.args or [])
    if asks_check(args):  # « /jouer vérifier edfd8d265e47 »: the code pasted is read past
        await check_deals(context, player, current)
        return
    if player.private and asks_help(args):  # « /jouer aide »: what /play is, a game stays
        await send(context, player.chat_id, "\n".join(view.help_lines(tr)))
        return
    if not player.private and not (current is not None and current.chat_id == player.chat_id):
        if not read_group_args(args).level:  # a level named: the game against the bot
            await members.play_in_group(update, context, player)
            return
    elif player.private and not args and await members.play_in_private(context, player):
        return
    if current is not None:
        intro = [words.goes_on_line(tr), view.board_line(Table.from_json(current.state), tr)]
        if context.args:
            intro.insert(0, words.already_under_way_line(tr))
        await play_step(context, player, current, None, intro=intro)
        return
    target, level, unknown = read_args(args)
    if unknown is not None and read_group_args(args).unknown is None:  # /play @name, /play 3
        await send(context, player.chat_id, words.members_in_group_line(tr))
        return
    if unknown is not None:
        text = replies.not_understood(unknown, tr) + "\n" + words.usage_line(tr)
        await send(context, player.chat_id, text)
        return
    if target is None and level is None and await tournament_play.offer(context, player):
        return
    if target is None or level is None:
        await show_choice(context, player, target, level)
        return
    await start_game(context, player, target, level)


async def show_choice(
    context: Context, player: Who, target: int | None = None, level: Level | None = None
) -> None:
    """The choice of a game (the target, else the level), kept as the one shown
    (`records.PLAY_CHOICE`: its buttons work while it is the last, an older one's go)."""
    tr, owner = player.tr, owner_mark(player)
    if target is None:
        text, rows = choice_view.choose_target_line(tr, level), table_keys.target_rows(tr, level)
    else:
        text, rows = choice_view.choose_level_line(target, tr), table_keys.level_rows(target, tr)
    markup = keyboard_of(rows, owner)
    player = await drop_play_choice(context, player)  # one choice live at a time
    shown = records.play_choice(player.user_id, player.chat_id, name=player.group_name)
    await send(context, player.chat_id, text, markup=markup, record=shown)
    # kept with it: a level typed now starts this game (a target typed, once a level was)
    kept: dict[str, object] = {CHOICE_TARGET: target} if target is not None else {}
    if target is None and level is not None:
        kept = {CHOICE_LEVEL: level.value}
    if kept:
        choice = {records.PLAY_CHOICE: kept}
        await context.bot_data.db.users.merge_settings(player.user_id, choice)


async def check_deals(context: Context, player: Who, current: TableGame | None) -> None:
    """/play check (/jouer vérifier): the keys and seals of the deals over, of the game under
    way or else of the last one, for `muggins verify`."""
    game = current or await context.bot_data.db.table.last_finished_table_game(player.user_id)
    under_way = current is not None
    checks = [] if game is None else deals_to_check(Table.from_json(game.state), over=not under_way)
    if not checks:
        text = fairness_view.nothing_to_check_line(under_way=under_way, tr=player.tr)
    else:
        text = "\n".join(fairness_view.check_lines(checks, under_way=under_way, tr=player.tr))
    await send(context, player.chat_id, text)


@Press.on(NEW_PATTERN)
async def new_button(context: Context, press: Press) -> None:
    """The target and level buttons of /play."""
    player, query = press.player, press.query
    target = int(press.match[1])
    owner = press.match["owner"]
    if owner is not None and int(owner) != player.user_id:  # another member's: theirs still
        name = await play_choice_name(context, int(owner), player.chat_id)
        await answer_query(query, choice_view.choice_not_yours_note(name, player.tr), alert=True)
        return
    if press.message_id != play_choice_shown(player):  # moved on since, or pressed twice
        await answer_query(query, replies.no_longer_works_note(player.tr))
        await press.drop_keyboard(context)
        return
    await answer_query(query)
    if press.match[2] is None:
        text = choice_view.choose_level_line(target, player.tr)
        markup = keyboard_of(table_keys.level_rows(target, player.tr), owner_mark(player))
        if query.message is not None:
            await context.bot.edit_message_text(
                text, player.chat_id, query.message.message_id, reply_markup=markup
            )
            # the target kept with the choice: a level typed now starts this game
            choice = {records.PLAY_CHOICE: {CHOICE_TARGET: target}}
            await context.bot_data.db.users.merge_settings(player.user_id, choice)
        return
    player = await drop_play_choice(context, player)
    if await go_on(context, player, [words.goes_on_line(player.tr)]):
        return
    await start_game(context, player, target, Level(press.match[2]))


async def typed_at_choice(context: Context, player: Who, text: str) -> bool:
    """In private, with /play's choice shown and nothing pending: a target or a level typed
    (« 61 », « facile », « 121 expert ») answers it as its buttons do, where it was told « I
    answer counts and commands »; a greeting, thanks or « bonne partie! » points to the choice
    (its buttons stay live). False for any other text (left to the other readers)."""
    if not player.private or play_choice_shown(player) is None:
        return False
    kept = kept_choice(player.user.settings.get(records.PLAY_CHOICE))
    said = choice_typed(text, *kept)
    if said is None:
        return False
    line = choice_aside_line(said, player.tr)  # « bonne partie! », « bonjour », « la différence? »
    if line is not None:
        await send(context, player.chat_id, line)
        return True
    if said.aside is not None or said.target is None or said.level is None:  # « combien? », half
        await show_choice(context, player, said.target, said.level)
        return True
    player = await drop_play_choice(context, player)
    if not await go_on(context, player, [words.goes_on_line(player.tr)]):
        await start_game(context, player, said.target, said.level)
    return True


async def typed_at_choice_over(
    context: Context, player: Who, question: Question, text: str
) -> bool:
    """/play's choice typed (« 121 », « partie de 61 », « expert ») while a question asked
    before the choice still waits: it answers the choice, as its buttons do, the question
    set aside as a game started sets it aside (it went to the question: « 121 » got « Une main
    ou un crib fait au plus 29 points. »). A place alone (« 2 ») stays the question's answer."""
    shown = play_choice_shown(player)
    if shown is None or question.message_id is None or shown < question.message_id:
        return False
    target, level, unknown = read_args(choice_words(text))
    if unknown is not None or (target is None and level is None):
        return False
    return await typed_at_choice(context, player, text)


async def typed_after_game(context: Context, player: Who, text: str) -> bool:
    """In private, once the player's game against the bot is over (won, lost or abandoned)
    and nothing asked since: « rejouer », « encore », « une autre » typed gets /play's choice,
    as /play does, where it was told « I answer counts and commands » (`Subscriptions.
    unanswered`); « pourquoi? » the last count explained, the score asked (« qui mène? ») who
    won and by how much (`words.after_game_lines`), « pourquoi tu as joué ça? » the bot's
    last card and how its level chose it (`why_played_text`). False for any other text, or
    another drill asked last."""
    why, score = asks_why(text), table_asked(text) is Asked.SCORE
    played = asks_why_played(text)
    if not player.private or not (asks_again(text) or why or score or played):
        return False
    db = context.bot_data.db
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    if latest is None or latest.kind != PLAY_KIND or latest.is_pending:
        return False
    if await db.table.active_table_game(player.user_id) is not None:
        return False
    if why or score or played:
        game = await db.table.last_finished_table_game(player.user_id)
        table = None if game is None else Table.from_json(game.state)
        last = None if table is None or not played else last_played(table)
        if last is not None:  # was « Je réponds aux comptes et aux commandes »
            await send(context, player.chat_id, why_played_text(last, player.tr))
            return True
        lines = [] if table is None else words.after_game_lines(table, player.tr, why=why)
        if lines:
            await send(context, player.chat_id, "\n".join(lines))
        return bool(lines)
    await show_choice(context, player)
    return True


async def score_asked_aside(context: Context, player: Who, text: str) -> bool:
    """The score asked in private with nothing asked (« qui mène? », "what's my score?" got
    « I answer counts and commands » or /score's help): a game against me set aside (by
    /ecart, /main…), its board, then the game again at its step; no game, where the progress
    is. False for any other text, or a game just over (`typed_after_game` says who won)."""
    if not player.private or table_asked(text) is not Asked.SCORE:
        return False
    db = context.bot_data.db
    current = await db.table.active_table_game(player.user_id)
    waiting = None if current is None else status(Table.from_json(current.state))
    if current is None or waiting is None:
        latest = await db.questions.latest_question(player.user_id, player.chat_id)
        if latest is not None and latest.kind == PLAY_KIND:
            return False
        await send(context, player.chat_id, words.no_game_score_line(player.tr))
        return True
    line = words.table_asked_line(
        Table.from_json(current.state), Asked.SCORE, waiting.step, player.tr
    )
    return await go_on(context, player, [line, words.waiting_line(player.tr)])


async def play_choice_name(context: Context, owner: int, chat_id: int) -> str | None:
    """The name of the member whose /play choice is shown in the group `chat_id` (kept with
    it, `records.play_choice`); None when it is no longer shown there."""
    user = await context.bot_data.db.users.get_user(owner)
    shown = None if user is None else user.settings.get(records.PLAY_CHOICE)
    if not isinstance(shown, dict) or shown.get("chat") != chat_id:
        return None
    name = shown.get("name")
    return name if isinstance(name, str) else None


async def go_on(context: Context, player: Who, intro: list[str] | None = None) -> bool:
    """The player's game under way, shown again at its step after `intro` (/play's choices
    pressed late, a tournament's game asked for); False when none is under way."""
    current = await context.bot_data.db.table.active_table_game(player.user_id)
    if current is None:
        return False
    await play_step(context, player, current, None, intro=intro)
    return True


async def new_game(
    context: Context,
    player: Who,
    rules: Rules,
    level: Level,
    *,
    first_dealer: int | None,
    deck: str | None = None,
    secret: str | None = None,
) -> tuple[TableGame, Table] | None:
    """A new game of the player against the bot at `level` (`/play`, a tournament's game),
    stored at its first step: the first dealer given or cut for, the deals of `deck` or of
    `secret` (`bot.drills.table.new_table`). None when a game of theirs is already under way."""
    seats = [Seat(player.user_id), Seat(None, level)]
    game_id = secrets.token_hex(6)
    table = new_table(
        context.bot_data.rng,
        game_id,
        rules,
        seats,
        first_dealer=first_dealer,
        deck=deck,
        secret=secret,
    )
    try:
        game = await context.bot_data.db.table.start_table_game(
            game_id=game_id,
            user_id=player.user_id,
            chat_id=player.chat_id,
            level=level.value,
            state=table.to_json(),
        )
    except GameUnderWay:
        return None
    return game, table


async def start_game(context: Context, player: Who, target: int, level: Level) -> None:
    """Cut for deal (or let the loser of the last game that counts deal: not one abandoned
    before any deal was played), store the game and ask the lay-away."""
    db = context.bot_data.db
    tr = player.tr
    rules = player_rules(player, target, muggins=await muggins_setting(context, player))
    over = [g for g in await db.table.list_table_games(player.user_id) if not g.is_active]
    counted = [g for g in over if not never_played(Table.from_json(g.state))]
    first = first_dealer_after(counted[-1].status if counted else None)  # the last that counts
    secret = new_secret(secrets.token_bytes(SECRET_HEX // 2))
    started = await new_game(context, player, rules, level, first_dealer=first, secret=secret)
    if started is None:
        await go_on(context, player)
        return
    game, table = started
    intro = [*view.start_lines(table, level, tr, margin=True), *view.cut_lines(table, tr)]
    await play_step(context, player, game, None, intro=intro)


# -- Presses --------------------------------------------------------------------------------


async def find_step(context: Context, question: Question) -> At[TableGame] | None:
    """The game a step question asks for, if it is still at that step (else None)."""
    asked = PlayAsk.read(question.deal)
    if asked is None:
        return None
    game = await context.bot_data.db.table.get_table_game(asked.game)
    if game is None or not game.is_active or game.step != asked.step:
        return None
    table = Table.from_json(game.state)
    waiting = status(table)
    return None if waiting is None else At(game, table, waiting)


async def _play(
    context: Context, player: Who, at: At[TableGame], action: str, question: Question
) -> str | None:
    move = move_of(action, at.table, PLAYER_SEAT)
    done = await play_step(context, player, at.game, move, question=question)
    return None if done else replies.no_longer_works_note(player.tr)


PLAY_STEPS: Final[Steps[TableGame]] = Steps(
    kind=PLAY_KIND,
    pattern=PRESS_PATTERN,
    words=step_words(words.not_your_game_note, words.set_aside_note),
    store=PLAY_STORE,
    find=find_step,
    markup=step_markup,
    play=_play,
)


# -- Typed answers --------------------------------------------------------------------------


async def answer_text(typed: Typed) -> None:
    """A typed lay-away, card, count or claim for the step the game waits on."""
    tr = typed.tr
    at = await typed_step(typed, find_step)
    if at is None:
        return
    game, waiting = at.game, at.waiting
    if await abandon_typed(typed, game):
        return
    if asks_to_abandon(typed.text):  # « abandonner », "I give up": asked, as /cancel asks
        await ask_abandon(typed.context, typed.player, game)
        return
    chances = await odds.chances_at_step(typed.context, typed.player, game, at.table, typed.text)
    if chances is not None:  # « mes chances? », « pourquoi 76 %? », then « pourquoi? »
        await _step_waits(typed, game, chances)
        return
    talk = talk_view.play_talk(at.table, waiting, typed.text, tr)  # « qui donne? », « pourquoi? »
    if talk is not None:
        await _step_waits(typed, game, talk)
        return
    try:
        move = at.typed_move(typed.text, tr)
    except (NotHeld, GoTyped, CountBelowMine, CardError, AnswerError) as error:
        if isinstance(error, CardError) and await _card_typed_alone(typed, at):
            return
        refused = words.typed_refused_line(at.table, waiting, typed.text, error, tr)
        await _step_waits(typed, game, refused)
        return
    if move is None:  # « Muggins! » again while the claim waits: ask it again
        await play_step(typed.context, typed.player, game, None)
        return
    called = parse_answer(typed.text) if waiting.step is Step.COUNT else None
    played = play_step(
        typed.context,
        typed.player,
        game,
        move,
        question=typed.question,
        nineteen=called is not None and called.nineteen,
        called=called,
        intro=verdict_words.verdict_read_lines(at.table, waiting, typed.text, tr),
    )
    await typed_play(typed, played, words.refusal_note(waiting, tr, move.cards))


async def _card_typed_alone(typed: Typed, at: At[TableGame]) -> bool:
    """One card of the lay-away typed alone: chosen, as its button chooses it, or said to be
    chosen already; False for any other text."""
    tr = typed.tr
    again = at.chosen_again(typed.text, tr)
    if again is not None:  # the card chosen already, typed again
        await typed.hint(words.chosen_again_line(again, tr))
        return True
    index = at.card_to_tap(typed.text, tr)
    if index is None:
        return False
    await tap(
        typed.context,
        PLAY_STORE,
        at,
        index,
        question=typed.question,
        player=typed.player,
        markup=step_markup,
    )
    await typed.hint(words.typed_chosen_line(at.table.deal.hands[PLAYER_SEAT][index], tr))
    return True


async def _step_waits(typed: Typed, game: TableGame, hint: str) -> None:
    """A text the step cannot take: why, then the step again with its buttons (« Votre
    partie vous attend »), so a player back in the chat sees what waits."""
    intro = [hint, words.waiting_line(typed.tr)]
    await play_step(typed.context, typed.player, game, None, intro=intro)


PLAY_ANSWERS: Final = TextAnswers(reads=reads_at_play, answer=answer_text)


async def help_asked(context: Context, player: Who, question: Question) -> bool:
    """« aide » or « ? » typed alone at a step (`wiring.help_at_count`): how to answer that
    step, then the step again with its buttons (« Votre partie vous attend »), as any text
    the step cannot take (a player back in the chat sees what waits); False when the game
    has moved on."""
    at = await find_step(context, question)
    if at is None:
        return False
    intro = [words.step_help_at(at.table, at.waiting, player.tr), words.waiting_line(player.tr)]
    await play_step(context, player, at.game, None, intro=intro)
    return True


async def step_again(context: Context, player: Who, question: Question) -> bool:
    """The step waiting asked again, with its buttons (« Votre partie vous attend »), after a
    typed question answered elsewhere (`wiring.tournament_at_step`); False when the game has
    moved on."""
    at = await find_step(context, question)
    if at is None:
        return False
    await play_step(context, player, at.game, None, intro=[words.waiting_line(player.tr)])
    return True


# -- /stats ---------------------------------------------------------------------------------


async def stats_lines(context: Context, player: Who) -> list[str]:
    """The /play section of /stats (empty before the first game that counts: one abandoned
    before any deal was played does not; a tournament's such game is said left out, its
    tournament counting it)."""
    db = context.bot_data.db
    tables = [Table.from_json(g.state) for g in await db.table.list_table_games(player.user_id)]
    unplayed = [table for table in tables if never_played(table)]
    in_tournaments = 0
    for table in unplayed:
        links = await db.tournaments.game_link(table.id)
        in_tournaments += any(link.user_id == player.user_id for link in links)
    counted = len(unplayed) < len(tables)
    if not counted and not in_tournaments:  # none, or none that counts
        return []
    stats = table_stats(tables) if counted else None
    return view.stats_lines(stats, player.tr, tournament_unplayed=in_tournaments)
