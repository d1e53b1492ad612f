"""/tournament (/tournoi): club tournaments in a group (`bot.drills.tournament`).

In a group, an administrator creates one: `/tournament fadoq|jeux50|<games> [robin] [61|121]
[<days>d|<days>j|YYYY-MM-DD]` (the club's muggins setting; FADOQ's 116 rule in a FADOQ
tournament of 121; `robin`/« ronde »: a round robin between members, whose games are games
between members, read through `tournament_play.member_game_over`; `doubles`/« équipes »: a
round robin between teams of two, `bot.tg.handlers.tournament_doubles`). One message presents it
with the button `tj:<id>` to take part: the press joins and opens the private chat with the
bot (`/start tn<id>`), where /play offers the tournament game waiting (`tp:<id>`, or
`tp:other` for an ordinary game). `/tournament` again shows the standings; `/tournament
cancel` (« annuler ») asks an administrator to confirm (`tx:<id>:y|n`), and so does `/tournament
close` (« fermer ») while games are left to play (`tx:<id>:c|n`). In private,
`/tournament` lists the member's tournaments.

The tournament closes at the end of its closing day (in the club's timezone) through a
JobQueue job (`bot.tg.handlers.tournament_close`).
"""

from __future__ import annotations

import re
import secrets
from datetime import date, datetime
from typing import Final

from telegram import Update

from bot.drills.night_args import BadWords
from bot.drills.table_args import ARG_CHARS
from bot.drills.table_bot import Level
from bot.drills.table_state import rules_from_json, rules_json
from bot.drills.tournament import Kind, first_dealer, game_deck
from bot.drills.tournament_args import (
    CANCEL_WORDS,
    CLOSE_WORDS,
    HELP_WORDS,
    STANDINGS_WORDS,
    asks_about_tournament,
    asks_creation,
    closes_at,
    format_said,
    read_wanted,
    tournament_rules,
)
from bot.drills.tournament_left import all_played, games_left, robin_key, robin_of
from bot.i18n import Translator
from bot.storage.repo_tournament import Board, Tournament, TournamentUnderWay
from bot.tg import records
from bot.tg.chat_members import admin_status
from bot.tg.club_jobs import club_today, club_translator, timezone_of
from bot.tg.context import Context
from bot.tg.handlers import table, table_steps, tournament_doubles
from bot.tg.handlers.club_base import club_of_chat, message_id_of
from bot.tg.handlers.common import (
    Press,
    Who,
    bold,
    button,
    drop_keyboard,
    esc,
    fit,
    keyboard,
    open_private_chat,
    send,
    who,
)
from bot.tg.handlers.questions import answer_query
from bot.tg.handlers.tournament_close import close_job_name, close_tournament, schedule_close
from bot.tg.handlers.tournament_owed import opponent_handles
from bot.tg.handlers.tournament_play import (
    club_title,
    edit_or_send,
    group_languages,
    group_translator,
    in_languages,
    join_club_of,
    join_markup,
    next_round,
    offer_markup,
    refresh_presentation,
    round_under_way,
    standings_lines,
    tournament_press,
)
from bot.tg.player_jobs import remove_job
from bot.tg.posting import split
from bot.views import replies
from bot.views import table as table_view
from bot.views import table_replies as table_words
from bot.views import tournament as view
from bot.views import tournament_doubles as team_view
from bot.views import tournament_replies as words
from bot.views import tournament_robin as robin_view

ID_PATTERN: Final = "[0-9a-f]{10}"
JOIN_PATTERN: Final = re.compile(rf"^tj:({ID_PATTERN})$")
PLAY_PATTERN: Final = re.compile(rf"^{view.PLAY_PREFIX}:({ID_PATTERN}|{view.OTHER})$")
CANCEL_PATTERN: Final = re.compile(rf"^tx:({ID_PATTERN}):(y|n|c)$")
"""The answer to « cancel the tournament? » (`y`) or « close it now? » (`c`); `n` to either."""
START_PATTERN: Final = re.compile(rf"^tn({ID_PATTERN})$")
"""The /start payload of the private chat's link (`t.me/<bot>?start=tn<id>`)."""
LEVEL: Final = Level.EXPERT
"""Duplicate games are played against the expert bot."""


# -- /tournament ------------------------------------------------------------------------------


async def tournament_command(update: Update, context: Context) -> None:
    """/tournament (/tournoi): create, show, cancel (in a group); the member's (in private)."""
    player = await who(update, context)
    if player is None:
        return
    if player.private:
        asked = (context.args or [""])[0].lower()
        if asked in HELP_WORDS:  # the help asked (before: « you are in no tournament »)
            await send(context, player.chat_id, fit(view.usage(player.tr)))
            return
        typed = context.args or []
        if asks_creation(typed, context.bot_data.clock().date()):  # « /tournoi fadoq »
            said = " ".join(typed)[:ARG_CHARS]
            await send(context, player.chat_id, words.created_in_group_line(said, player.tr))
            return
        await _private(context, player)
        return
    club = await club_of_chat(update, context)
    if club is None:
        return
    tr = club_translator(club, player.tr, context)
    db = context.bot_data.db
    args = list(context.args or [])
    reply_to = message_id_of(update)
    if await tournament_doubles.doubles_command(update, context, player, tr, args):
        return
    if not args or args[0].lower() in HELP_WORDS | STANDINGS_WORDS:  # standings, else usage
        asks_help = bool(args) and args[0].lower() in HELP_WORDS
        current = None if asks_help else await db.tournaments.latest_tournament(player.chat_id)
        if current is None:
            none = [] if asks_help else [words.none_under_way_line(tr)]
            await send(context, player.chat_id, fit([*none, *view.usage(tr)]), reply_to=reply_to)
        else:
            trs = await group_languages(context, current)
            blocks = [await standings_lines(context, current, tr) for tr in trs]
            for text in in_languages(blocks):
                await send(context, player.chat_id, text)
        return
    cancel = args[0].lower() in CANCEL_WORDS
    ends = cancel or args[0].lower() in CLOSE_WORDS
    if ends and await db.tournaments.open_tournament(player.chat_id) is None:
        # nothing to cancel or close, whoever asks (not « only the administrators… »)
        text = words.none_to_cancel_line(tr) if cancel else words.closed_now_missing_line(tr)
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    admin = await admin_status(context, player.chat_id, player.user_id)
    if admin is None:  # Telegram could not say: not a refusal
        await send(context, player.chat_id, esc(replies.not_checked_note(tr)), reply_to=reply_to)
        return
    if not admin:
        current = await db.tournaments.latest_tournament(player.chat_id)
        if current is None:
            texts = split([words.admins_only_line(tr)])
        else:  # what a member most likely wanted: the standings, as /tournament shows them
            blocks = [
                [words.admins_only_line(t), "", *await standings_lines(context, current, t)]
                for t in await group_languages(context, current)
            ]
            texts = in_languages(blocks)
        for text in texts:
            await send(context, player.chat_id, text, reply_to=reply_to)
            reply_to = None
        return
    if cancel:
        await _ask_cancel(context, player, tr, reply_to)
        return
    if args[0].lower() in CLOSE_WORDS:
        await _close_now(context, player, club_today(club, context), tr, reply_to)
        return
    current = await db.tournaments.open_tournament(player.chat_id)
    today = club_today(club, context)
    try:
        wanted = read_wanted(args, today)
    except BadWords as error:  # one under way: what can be done with it (not a new one's)
        if current is None:
            after = words.example_line(error, tr, format_said(args))
        else:
            after = words.under_way_line(tr)
        text = fit([esc(words.bad_words_note(error, tr)), after])
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    if current is not None:
        await send(context, player.chat_id, words.under_way_line(tr), reply_to=reply_to)
        return
    rules = tournament_rules(wanted.format, wanted.target, muggins=club.muggins)
    tz_name = timezone_of(club, context.bot_data.config.default_tz)
    try:
        tournament = await db.tournaments.create_tournament(
            tournament_id=secrets.token_hex(5),
            chat_id=player.chat_id,
            format=wanted.format.value,
            kind=wanted.kind.value,
            games=wanted.games,
            target=wanted.target,
            rules=rules_json(rules),
            closes=wanted.closes.isoformat(),
            closes_at=closes_at(wanted.closes, tz_name),
            created_by=player.user_id,
            lang=player.tr.lang,
        )
    except TournamentUnderWay:
        return
    group_tr = await group_translator(context, tournament)
    await send(
        context,
        player.chat_id,
        fit(view.presentation(view.about_of(tournament), [], group_tr)),
        markup=join_markup(tournament, group_tr),
        record=records.tournament(tournament.id),
    )
    schedule_close(context.job_queue, tournament, now=datetime.fromisoformat(db.now()))


async def _private(context: Context, player: Who) -> None:
    """/tournament in private: the member's open tournaments and their next game."""
    db = context.bot_data.db
    tr = player.tr
    mine = await db.tournaments.user_tournaments(player.user_id)
    if not mine:  # with the final standings of the last they took part in (their place)
        open_in = []  # or the tournaments under way in their clubs, and how to take part
        for club in await db.clubs.member_clubs(player.user_id):
            held = await db.tournaments.open_tournament(club.chat_id)
            if held is not None:
                open_in.append((club.title or "?", Kind(held.kind)))
        last = None if open_in else await db.tournaments.last_closed_tournament(player.user_id)
        lines = [words.none_of_yours_line(tr, last_over=last is not None, open_in=open_in)]
        if last is not None:
            title = await club_title(context, last)
            standings = await standings_lines(context, last, tr, private=True)
            lines += ["", words.club_line(title, tr), *standings]
        for text in split(lines):
            await send(context, player.chat_id, text)
        return
    for tournament in mine:
        await _show_mine(context, player, tournament)


async def typed_asked(context: Context, player: Who, text: str) -> bool:
    """A question about the tournament typed in private by a member taking part (« c'est quand
    la fin du tournoi? », "when does the tournament end?"; it got « Je réponds aux comptes et
    aux commandes… », or during a game « ce n'est pas votre tour »): /tournament's answer, the
    standings with the closing day and their games to play (a `Subscriptions.unanswered`
    reader). False in a group, for any other text, or for a member in no tournament."""
    if not player.private or not asks_about_tournament(text):
        return False
    mine = await context.bot_data.db.tournaments.user_tournaments(player.user_id)
    for tournament in mine:
        await _show_mine(context, player, tournament)
    return bool(mine)


async def _show_mine(
    context: Context, player: Who, tournament: Tournament, *, joined: bool = False
) -> None:
    """One of the member's tournaments, in private: its standings, then their next game
    (`joined`: the join button's link, first saying the member is in)."""
    tr = player.tr
    title = await club_title(context, tournament)
    standings = await standings_lines(context, tournament, tr, private=True)
    lines = [words.club_line(title, tr), *standings]
    if joined:
        lines.insert(0, words.joined_line(tr))
    going = await round_under_way(context, tournament, player.user_id)
    round_ = going or await next_round(context, tournament, player.user_id)  # a duplicate's
    board = await context.bot_data.db.tournaments.board(tournament)
    # the member's games left below; once every game is played, the standings end saying so
    say_mine = tournament.is_open and round_ is None and not all_played(board, tournament)
    against = await _club_game_against(context, tournament, board, player.user_id, tr)
    if say_mine and tournament.kind != Kind.DUPLICATE:
        key = robin_key(tournament.kind, board.teams.values(), player.user_id)
        robin = robin_of(board, tournament)
        names = view.side_names(board, tr)
        handles = await opponent_handles(context, tournament, robin, key)
        yours = robin_view.your_games(robin, key, names, view.about_of(tournament), tr, handles)
        lines += yours[:1] if against else yours  # not how to invite the one being played
    elif say_mine:
        lines.append(esc(robin_view.played_all(tr)))
    if going is not None:  # which game « Reprendre » below takes them back to
        lines.append(words.game_under_way_line(going, tr))
    elif round_ is not None:  # a duplicate's games left, the next one's button below
        lines.append(words.games_left_line(tournament.games - round_ + 1, round_, tr))
    elif against:
        lines.append(words.club_game_under_way_line(against, tr))
    resume = going is not None
    markup = None if round_ is None else offer_markup(tournament, round_, tr, resume=resume)
    *before, last = split(lines)  # the game's button under the last part
    for text in before:
        await send(context, player.chat_id, text)
    await send(context, player.chat_id, last, markup=markup)


async def _club_game_against(
    context: Context, tournament: Tournament, board: Board, user_id: int, tr: Translator
) -> str | None:
    """Whom the member is playing now in the group, in a game the open round robin (or
    doubles) counts: the opposing side's name as its standings say it; None without one."""
    if not tournament.is_open or tournament.kind == Kind.DUPLICATE:
        return None
    game = await context.bot_data.db.members.live_member_game(user_id)
    if (
        game is None
        or not game.is_active
        or game.is_ordinary
        or game.chat_id != tournament.chat_id
        or int(game.rules["target"]) != tournament.target
    ):
        return None
    mine = next((s for s in game.seats if s.user_id == user_id), None)
    other = next((s for s in game.seats if mine is not None and s.side != mine.side), None)
    if other is None:
        return None
    if other.user_id is None:
        return other.name
    key = robin_key(tournament.kind, board.teams.values(), other.user_id)
    return other.name if key is None else view.side_names(board, tr).get(key, other.name)


# -- Taking part ------------------------------------------------------------------------------


@Press.about(tournament_press, JOIN_PATTERN, drop=True)
async def join_button(context: Context, press: Press, tournament: Tournament) -> None:
    """The presentation's ✅ button: join, and open the private chat (`/start tn<id>`)."""
    query, player, tr = press.query, press.player, press.player.tr
    if tournament.kind == Kind.DOUBLES:  # nobody takes part alone in doubles
        await answer_query(query, team_view.no_partner(tr, here=True), alert=True)
        return
    db = context.bot_data.db
    joined = await db.tournaments.join_tournament(tournament.id, player.user_id, player.name)
    await open_private_chat(query, context.bot.username, f"tn{tournament.id}")
    if joined:
        await join_club_of(context, tournament, player.user_id, player.name)
        await refresh_presentation(context, tournament)


async def start_link(context: Context, player: Who, match: re.Match[str]) -> None:
    """/start tn<id> in private (`START_PATTERN`, the join button's link): the tournament and
    its next game."""
    db = context.bot_data.db
    tournament = await db.tournaments.get_tournament(match[1])
    members = [] if tournament is None else await db.tournaments.tournament_members(tournament.id)
    if tournament is None or not any(
        m.user_id == player.user_id and m.left_at is None for m in members
    ):
        await send(context, player.chat_id, words.press_in_group_line(player.tr))
        return
    if tournament.cancelled_at is not None:
        await send(context, player.chat_id, words.cancelled_line(player.tr))
        return
    await _show_mine(context, player, tournament, joined=tournament.is_open)


# -- Playing a tournament game ----------------------------------------------------------------


@Press.on(PLAY_PATTERN)
async def play_button(context: Context, press: Press) -> None:
    """`tp:<id>`: play the member's next game of the tournament; `tp:other`: another game."""
    query, player, match = press.query, press.player, press.match
    await answer_query(query)
    await drop_keyboard(context, player.chat_id, press.message_id)
    if match[1] == view.OTHER:
        await table.show_choice(context, player)
        return
    tournament = await context.bot_data.db.tournaments.get_tournament(match[1])
    if tournament is None:
        return
    await start_game(context, player, tournament)


async def start_game(context: Context, player: Who, tournament: Tournament) -> None:
    """Start the member's next game of a duplicate tournament (the game under way, if any,
    goes on instead, after saying so when it is not this tournament's): the tournament's
    deck and first dealer, the expert bot."""
    db = context.bot_data.db
    tr = player.tr
    round_ = await next_round(context, tournament, player.user_id)
    intro = [table_words.goes_on_line(tr)]
    if round_ is not None and await round_under_way(context, tournament, player.user_id) is None:
        # the game under way, if any, is another (the member would take it for this one)
        intro.insert(0, esc(words.other_game_first_line(round_, tr)))
    if await table.go_on(context, player, intro):
        return
    if round_ is None and tournament.is_open:
        await send(context, player.chat_id, esc(words.all_played_note(tr)))
        return
    if round_ is None:
        cancelled = tournament.cancelled_at is not None
        await send(context, player.chat_id, words.ended_line(tr, cancelled=cancelled))
        return
    started = await table.new_game(
        context,
        player,
        rules_from_json(tournament.rules),
        LEVEL,
        first_dealer=first_dealer(tournament.id, round_),
        deck=game_deck(tournament.id, round_),
    )
    if started is None:
        return
    game, game_table = started
    await db.tournaments.link_game(
        tournament_id=tournament.id, round=round_, user_id=player.user_id, game_id=game.id
    )
    about = view.about_of(tournament)
    intro = [
        bold(view.game_intro(round_, about, tr)),
        *table_view.start_lines(game_table, LEVEL, tr),
        words.first_dealer_line(tr, player_deals=game_table.first_dealer == 0),
    ]
    await table_steps.play_step(context, player, game, None, intro=intro)


# -- Cancelling -------------------------------------------------------------------------------


async def _close_now(
    context: Context, player: Who, today: date, tr: Translator, reply_to: int | None
) -> None:
    """/tournament close: the open tournament closed `today` (the club's day), its winners
    and final standings posted once (`close_tournament`), its close at the date dropped; with
    games still to play, after the administrator confirms (`tx:<id>:c`)."""
    db = context.bot_data.db
    tournament = await db.tournaments.open_tournament(player.chat_id)
    if tournament is None:
        await send(context, player.chat_id, words.closed_now_missing_line(tr), reply_to=reply_to)
        return
    left = games_left(await db.tournaments.board(tournament), tournament)
    if left:
        # its answer edits it in the tournament's language: asked in that language too
        tr = await group_translator(context, tournament)
        yes, no = words.close_buttons(tr)
        markup = keyboard(
            [[button(yes, f"tx:{tournament.id}:c"), button(no, f"tx:{tournament.id}:n")]]
        )
        text = words.close_question(left, tr)
        await send(context, player.chat_id, text, markup=markup, reply_to=reply_to)
        return
    await _close(context, tournament, today)


async def _close(context: Context, tournament: Tournament, today: date | None) -> None:
    """Close the tournament `today` (None: on its closing day), its close at the date
    dropped."""
    if await close_tournament(context, tournament.id, early=today):
        remove_job(context.job_queue, close_job_name(tournament.id))


async def _ask_cancel(context: Context, player: Who, tr: Translator, reply_to: int | None) -> None:
    tournament = await context.bot_data.db.tournaments.open_tournament(player.chat_id)
    if tournament is None:  # closed meanwhile
        await send(context, player.chat_id, words.none_to_cancel_line(tr), reply_to=reply_to)
        return
    # its answer edits it in the tournament's language: asked in that language too
    tr = await group_translator(context, tournament)
    yes, no = words.cancel_buttons(tr)
    markup = keyboard([[button(yes, f"tx:{tournament.id}:y"), button(no, f"tx:{tournament.id}:n")]])
    text = words.cancel_question(tr)
    await send(context, player.chat_id, text, markup=markup, reply_to=reply_to)


@Press.on(CANCEL_PATTERN)
async def cancel_button(context: Context, press: Press) -> None:
    """The answer to "cancel the tournament?" or "close it now?" (an administrator's only)."""
    query, player, match = press.query, press.player, press.match
    db = context.bot_data.db
    tournament = await db.tournaments.get_tournament(match[1])
    if tournament is None:
        await answer_query(query)
        return
    tr = await group_translator(context, tournament)
    admin = await admin_status(context, tournament.chat_id, player.user_id)
    if not admin:
        refusal = words.admins_only_note if admin is False else replies.not_checked_note
        await answer_query(query, refusal(player.tr), alert=True)
        return
    await answer_query(query)
    message_id = press.message_id
    if tournament.is_open and match[2] == "n":
        await edit_or_send(context, tournament.chat_id, message_id, words.goes_on_line(tr))
        return
    if match[2] == "c":  # closed now: the question says it is over, the winners follow
        text = words.ended_line(tr, cancelled=tournament.cancelled_at is not None)
        await edit_or_send(context, tournament.chat_id, message_id, text)
        if tournament.is_open:
            club = await db.clubs.get_club(tournament.chat_id)
            await _close(context, tournament, None if club is None else club_today(club, context))
        return
    if not tournament.is_open or not await db.tournaments.cancel_tournament(tournament.id):
        stored = await db.tournaments.get_tournament(tournament.id) or tournament
        text = words.ended_line(tr, cancelled=stored.cancelled_at is not None)
        await edit_or_send(context, tournament.chat_id, message_id, text)
        return
    remove_job(context.job_queue, close_job_name(tournament.id))
    ended = await db.tournaments.get_tournament(tournament.id)
    if ended is not None:  # the presentation says it is cancelled, without its button
        await refresh_presentation(context, ended)
    await edit_or_send(context, tournament.chat_id, message_id, words.cancelled_line(tr))
