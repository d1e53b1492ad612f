"""Club tournaments, the part /play needs: the game waiting for a member (offered first by
/play), the record of a finished tournament game, and the standings (live or posted in the
group, at most one post an hour). `bot.tg.handlers.tournament` holds the command, buttons
and the closing job, `bot.tg.handlers.tournament_owed` the round robin's games members owe
each other; this module never imports the /play handler (which imports it).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Final, NamedTuple

from telegram import InlineKeyboardMarkup, Update

from bot.content_tables import shipped_crib_tables
from bot.drills.table_state import Table
from bot.drills.tournament import Kind, frozen_standings, game_record
from bot.drills.tournament_left import (
    all_played,
    completes,
    robin_of,
    standings_follow,
)
from bot.drills.tournament_robin import Counted, SeatResult, counted_game, seat_results
from bot.i18n import LANGUAGES, Translator
from bot.storage.repo_members import FINISHED, MemberGame
from bot.storage.repo_tournament import Board, Tournament
from bot.storage.sql import iso_utc
from bot.tg.context import Context
from bot.tg.handlers.club_base import open_press
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    edit_text,
    esc,
    fit,
    keyboard,
    language_of,
    send,
    tell,
)
from bot.tg.handlers.tournament_owed import (
    robin_place,
)
from bot.tg.members_pace import edit_paced
from bot.tg.posting import quietly, split
from bot.views import tournament as view
from bot.views import tournament_replies as words
from bot.views import tournament_robin as robin_view
from bot.views.members_news import merge

POST_GAP: Final = timedelta(hours=1)
"""At most one standings post in the group an hour (when games finish)."""


async def group_translator(context: Context, tournament: Tournament) -> Translator:
    """The language of a tournament's group posts (its presentation, the teams made, the
    standings, questions to the administrators): the club's if it set one; else, as a table's
    posts take its players' language, the one most read by its organizer and its players
    (each's chosen, else their Telegram's), on a tie the organizer's (`tournament.lang`: a
    member joining alone does not turn it). Before: the organizer's whatever the players
    read, so that a French-reading organizer's tournament between English readers had its
    tables in English and its standings and teams in French."""
    data = context.bot_data
    own = tournament.lang if tournament.lang in LANGUAGES else data.config.default_lang
    club = await data.db.clubs.get_club(tournament.chat_id)
    if club is not None and club.lang in LANGUAGES:
        return data.i18n.translator(club.lang)
    readers: Counter[str] = Counter({own: 1})
    for member in await data.db.tournaments.tournament_members(tournament.id):
        if member.left_at is not None or member.user_id == tournament.created_by:
            continue
        user = await data.db.users.get_user(member.user_id)
        if user is not None:
            readers[language_of(user, None, context)] += 1
    most = readers.most_common(2)
    if len(most) == 1 or most[0][1] > most[1][1]:
        return data.i18n.translator(most[0][0])
    return data.i18n.translator(own)


async def group_languages(context: Context, tournament: Tournament) -> tuple[Translator, ...]:
    """The language(s) of the posts about a tournament every member of the group reads (its
    presentation, its standings), as a club game's (`members_post.voice_of`): the club's if
    it set one; else the language all its players read when they share one and outnumber its
    organizer (`group_translator`'s, who read it too when they are alone); else each of
    theirs, the organizer's first (`tournament.lang`, the language it was presented in).
    Before: one language on a tie between them (`group_translator`: the organizer's), so
    that in a club set to each member's language, an English reader read French standings
    right under their game's French-and-English posts."""
    data = context.bot_data
    club = await data.db.clubs.get_club(tournament.chat_id)
    if club is not None and club.lang in LANGUAGES:
        return (data.i18n.translator(club.lang),)
    own = tournament.lang if tournament.lang in LANGUAGES else data.config.default_lang
    players = set()
    for member in await data.db.tournaments.tournament_members(tournament.id):
        user = None if member.left_at is not None else await data.db.users.get_user(member.user_id)
        if user is not None and member.user_id != tournament.created_by:
            players.add(language_of(user, None, context))
    if len(players) > 1 or (players and own not in players):
        tr = await group_translator(context, tournament)  # the most read, not on a tie
        if len(players) == 1 and tr.lang in players:
            return (tr,)
        return tuple(data.i18n.translator(lang) for lang in dict.fromkeys([own, *sorted(players)]))
    return (data.i18n.translator(own),)


def in_languages(blocks: Sequence[list[str]]) -> list[str]:
    """The same post in each language (`blocks`, one per language) as messages: one message
    when they fit in it together, else each language's on its own (`split`)."""
    together = split(merge(blocks))
    if len(together) == 1:
        return together
    return [text for block in blocks for text in split(block)]


async def standings_lines(
    context: Context,
    tournament: Tournament,
    tr: Translator,
    *,
    lead: str | None = None,
    private: bool = False,
) -> list[str]:
    """The standings' lines: frozen once closed, else live (once every game is played, they
    say an administrator can close it now: `all_played`; in a member's `private` chat, when
    the winners are announced). Sent with `split`: the standings
    of a large club take two messages (before: `fit` dropped the last members' lines, and
    the rule, from 31 members on)."""
    about = view.about_of(tournament)
    board = await context.bot_data.db.tournaments.board(tournament)
    if tournament.closed_at is not None:
        rows = frozen_standings(tournament.standings or [])
        return view.standings(about, rows, view.side_names(board, tr), tr, closed=True, lead=lead)
    names = view.side_names(board, tr)
    robin = robin_of(board, tournament)
    live: set[frozenset[int]] = set()  # the games to play being played now
    if about.kind is not Kind.DUPLICATE:
        left = {frozenset((p.first, p.second)) for p in robin.left}
        live = left & await _live_sides(context, tournament.chat_id, board)
    playing = board.playing | {user for pair in live for user in pair}
    lines = view.standings(about, board.rows, names, tr, lead=lead, playing=playing)
    if about.kind is not Kind.DUPLICATE:
        lines += robin_view.pairings(robin, names, tr, live=live)
    if tournament.is_open and all_played(board, tournament):
        said = about.kind is not Kind.DUPLICATE  # the pairings end « every game … played »
        if private:
            lines += ["", words.all_played_private_line(tr, said=said)]
        else:  # why it may close now, then how
            lines += [] if said else [robin_view.every_game_played(tr)]
            lines += ["", words.all_played_line(tr)]
    return lines


async def _live_sides(context: Context, chat_id: int, board: Board) -> set[frozenset[int]]:
    """The sides facing each other at the group's games being played: two members, or in
    doubles two teams (by their keys) at a table of four (before: a doubles' game under way
    was listed as not begun)."""
    members = context.bot_data.db.members
    if not board.teams:
        return await members.live_pairs(chat_id)
    sides = set()
    for seated in await members.live_pairs(chat_id, players=4):
        keys = frozenset(k for k, team in board.teams.items() if team.members <= seated)
        if len(keys) == 2:
            sides.add(keys)
    return sides


async def tournament_press(
    update: Update, context: Context, pattern: re.Pattern[str], *, drop: bool = False
) -> tuple[Press, Tournament] | None:
    """A press under an open tournament's group message, and the tournament
    (`club_base.open_press`)."""
    get = context.bot_data.db.tournaments.get_tournament
    return await open_press(update, context, pattern, get, words.over_note, here=True, drop=drop)


async def edit_or_send(context: Context, chat_id: int, message_id: int | None, text: str) -> None:
    """The group message edited into `text`, else `text` sent anew."""
    if not await edit_text(context, chat_id, message_id, text):
        await send(context, chat_id, text)


# -- A round robin's game, asked with /play @member (issue 40) --------------------------------


async def resign_counted(
    context: Context, game: MemberGame, user_id: int
) -> tuple[int, list[str]] | None:
    """A game between members that counts in its group's open round robin or doubles, asked
    about before `user_id` resigns it (their side loses it, the other side wins it at the
    target, as `counted_game` records it): the target and the other side's names; else
    None."""
    seat = game.seat_of(user_id)
    if seat is None or game.is_ordinary:
        return None
    seats = [  # the side of a seat: 0 against 1, or 0 and 2 against 1 and 3
        SeatResult(s.user_id, (s.seat - seat) % 2 == 1, 0, 0) for s in game.seats
    ]
    target = int(game.rules["target"])
    if await _counted(context, game.chat_id, seats, target) is None:
        return None
    return target, [s.name for s in game.seats if (s.seat - seat) % 2 == 1]


# -- A game between members ends (a round robin's game) ---------------------------------------


async def member_game_over(context: Context, game: MemberGame, _leaver: int | None) -> None:
    """A `BotData.subscriptions.game_over` subscriber: a game between members that ended with
    a winner counts in its group's open round robin or doubles tournament (`member_result`;
    `counted_game` refuses a game of the wrong number of seats); abandoned games (no winner)
    do not. A member whose leaving the group resigned it is still in the tournament: the
    result counts as any other."""
    if game.status == FINISHED and not game.is_ordinary:
        await member_result(
            context, game.chat_id, game.id, seat_results(game.seats), int(game.rules["target"])
        )


async def member_result(
    context: Context, chat_id: int, game_id: str, seats: Sequence[SeatResult], target: int
) -> bool:
    """A game between members that counts in the group's open round robin (or doubles) of its
    target (`counted_game`), recorded once for each member (`db.tournaments.record_counted`);
    then the standings are posted (at most one an hour) and the presentation refreshed. False
    when it does not count."""
    db = context.bot_data.db
    found = await _counted(context, chat_id, seats, target)
    if found is None:
        return False
    tournament, counted = found
    round_ = await db.tournaments.record_counted(
        tournament_id=tournament.id, game_id=game_id, rows=counted.rows
    )
    if round_ is None:
        return False  # already recorded
    complete = all_played(await db.tournaments.board(tournament), tournament)
    await post_standings(
        context, tournament, counted.first, round_, opponent=counted.second, last=complete
    )
    await refresh_presentation(context, tournament)
    return True


async def _counted(
    context: Context, chat_id: int, seats: Sequence[SeatResult], target: int
) -> tuple[Tournament, Counted] | None:
    """The group's open round robin (or doubles) of the game's target, and the game as it
    counts there (`counted_game`); None when it does not count."""
    db = context.bot_data.db
    tournament = await db.tournaments.open_tournament(chat_id)
    if tournament is None or tournament.kind == Kind.DUPLICATE or tournament.target != target:
        return None
    board = await db.tournaments.board(tournament)
    teams = board.teams if tournament.kind == Kind.DOUBLES else None
    counted = counted_game(seats, target, robin_of(board, tournament), teams)
    return None if counted is None else (tournament, counted)


class GameCounts(NamedTuple):
    """How a finished game between members counts: in the group's open round robin or
    doubles (`counts`; its end then speaks of the tournament's standings, not of /top games),
    and whether the standings are posted just after its end (`standings_below`: the end
    then does not send the members to /tournament for them)."""

    counts: bool
    standings_below: bool


async def member_game_counts(context: Context, game: MemberGame) -> GameCounts:
    """How a finished game between members counts (`GameCounts`), read before
    `member_game_over` records it and `post_standings` decides to post."""
    if game.status != FINISHED or game.is_ordinary:
        return GameCounts(counts=False, standings_below=False)
    target = int(game.rules["target"])
    found = await _counted(context, game.chat_id, seat_results(game.seats), target)
    if found is None:
        return GameCounts(counts=False, standings_below=False)
    tournament, counted = found
    board = await context.bot_data.db.tournaments.board(tournament)
    last = completes(robin_of(board, tournament), counted.first, counted.second)
    since = iso_utc(datetime.fromisoformat(context.bot_data.db.now()) - POST_GAP)
    return GameCounts(
        counts=True, standings_below=standings_follow(tournament.posted_at, since, last=last)
    )


async def join_club_of(context: Context, tournament: Tournament, user: int, name: str) -> None:
    """Who takes part in a club's tournament (its ✅, a confirmed doubles team) is a member of
    the club, as who plays a game in its group (/club said « Aucun membre pour l'instant » under
    « 4 membres participent »)."""
    db = context.bot_data.db
    if await db.clubs.get_club(tournament.chat_id) is not None:
        await db.clubs.join_club(tournament.chat_id, user, name=name)


def join_markup(tournament: Tournament, *trs: Translator) -> InlineKeyboardMarkup | None:
    """The presentation's keyboard (`view.join_buttons`), labelled in each language `trs`;
    None without a button."""
    each = [view.join_buttons(tournament, tr) for tr in trs]
    rows = [
        [
            (" / ".join(dict.fromkeys(label for label, _ in same)), same[0][1])
            for same in zip(*row_in_each, strict=True)
        ]
        for row_in_each in zip(*each, strict=True)
    ]
    return keyboard([[button(*b) for b in row] for row in rows]) if rows else None


async def refresh_presentation(context: Context, tournament: Tournament) -> None:
    """The presentation message, with the members taking part (and in a round robin, the
    pairings drawn so far: the games to play); once over, that it is closed or cancelled,
    without its button. Edited through the group's paced edits (`edit_paced`)."""
    if tournament.message_id is None:
        return
    trs = await group_languages(context, tournament)
    board = await context.bot_data.db.tournaments.board(tournament)
    blocks = [_presentation_lines(tournament, board, tr) for tr in trs]
    lines = merge(blocks)
    if len(trs) > 1 and fit(lines) != "\n".join(lines):  # too long in both: the most read
        trs = (await group_translator(context, tournament),)
        lines = _presentation_lines(tournament, board, trs[0])
    markup = join_markup(tournament, *trs)
    ended = not tournament.is_open
    # paced as a game's group messages (25 members joining within a minute made 25 edits
    # against the group's 20 messages a minute): a later edit replaces one still waiting; the
    # end (closed, cancelled) at once, ahead of the group's waiting edits; an edit that
    # changes nothing (the start-up's edit when nothing was lost) is success (`edit_paced`)
    edited = edit_paced(
        context,
        tournament.chat_id,
        tournament.message_id,
        fit(lines),
        markup,
        at_once=ended,
    )
    failed = "could not edit %s/%s"
    await quietly(edited, failed, tournament.chat_id, tournament.message_id)


def _presentation_lines(tournament: Tournament, board: Board, tr: Translator) -> list[str]:
    """The presentation in one language: its members (in a round robin, the games still to
    play), or that it is over."""
    about = view.about_of(tournament)
    members = [m.name for m in board.members if m.left_at is None]
    if about.kind is Kind.DOUBLES:  # in the order they registered, not the standings'
        members = [view.side_names(board, tr)[key] for key in robin_of(board, tournament).keys]
    cancelled = tournament.cancelled_at is not None
    ended = None if tournament.is_open else words.ended_line(tr, cancelled=cancelled)
    done = all_played(board, tournament)
    robin = robin_of(board, tournament)
    under_way = None
    if about.kind is not Kind.DUPLICATE and robin.played:  # its games have begun
        under_way = view.UnderWay(board.rows, view.side_names(board, tr), robin.joining)
    lines = view.presentation(about, members, tr, ended=ended, all_played=done, under_way=under_way)
    if about.kind is not Kind.DUPLICATE and len(members) > 1 and ended is None:
        lines += robin_view.pairings(robin, view.side_names(board, tr), tr)
    return lines


# -- The game waiting for a member ------------------------------------------------------------


async def next_round(context: Context, tournament: Tournament, user_id: int) -> int | None:
    """The member's next game number in a duplicate tournament, or None when all are played
    (or the tournament is not theirs to play)."""
    if not tournament.is_open or tournament.kind != Kind.DUPLICATE:
        return None
    games = await context.bot_data.db.tournaments.tournament_games(tournament.id)
    played = sum(1 for g in games if g.user_id == user_id)
    return played + 1 if played < tournament.games else None


async def round_under_way(context: Context, tournament: Tournament, user_id: int) -> int | None:
    """The number of the member's game of this duplicate tournament under way, if any."""
    db = context.bot_data.db
    active = await db.table.active_table_game(user_id)
    links = [] if active is None else await db.tournaments.game_link(active.id)
    return next((g.round for g in links if g.tournament_id == tournament.id), None)


async def club_title(context: Context, tournament: Tournament) -> str:
    """The group's title (for the member's private chat)."""
    club = await context.bot_data.db.clubs.get_club(tournament.chat_id)
    return club.title if club is not None and club.title else "?"


def offer_markup(
    tournament: Tournament, round_: int, tr: Translator, *, resume: bool = False
) -> InlineKeyboardMarkup:
    """The offer's keyboard (`view.offer_buttons`)."""
    rows = view.offer_buttons(tournament, round_, tr, resume=resume)
    return keyboard([[button(*b) for b in row] for row in rows])


async def offer(context: Context, player: Who) -> bool:
    """/play without a game under way, in private: offer the tournament game waiting, if any
    (True when offered). A member who owes games of a round robin (or whose team does) is
    told they are played in the group, above the game against the bot (False: it is shown)."""
    if not player.private:
        return False
    tournaments = await context.bot_data.db.tournaments.user_tournaments(player.user_id)
    for tournament in tournaments:
        round_ = await next_round(context, tournament, player.user_id)
        if round_ is not None:  # the first open tournament with a game waiting
            title, about = await club_title(context, tournament), view.about_of(tournament)
            text = view.offer(title, round_, about, player.tr)
            await send(
                context, player.chat_id, text, markup=offer_markup(tournament, round_, player.tr)
            )
            return True
    for tournament in tournaments:
        place = await robin_place(context, tournament.chat_id, player.user_id)
        if place is not None and place[2].left_of(place[3]):
            team = tournament.kind == Kind.DOUBLES
            title = await club_title(context, tournament)
            await send(
                context, player.chat_id, robin_view.games_in_the_group(title, player.tr, team=team)
            )
            break
    return False


# -- A tournament game is over ----------------------------------------------------------------


async def counts_now(context: Context, user_id: int, table: Table) -> bool:
    """Whether the member's game against the bot is one of an open tournament's (its end
    then says that its points count, not « La victoire compte pour une partie. »)."""
    db = context.bot_data.db
    for link in await db.tournaments.game_link(table.id):
        if link.user_id == user_id:
            tournament = await db.tournaments.get_tournament(link.tournament_id)
            return tournament is not None and tournament.is_open
    return False


async def game_over(context: Context, player: Who, table: Table) -> None:
    """Record a finished (or abandoned) tournament game: the member's points « pour », the
    bot's « contre » (the target when the member abandoned), the skill index; tell the
    member, and post the standings in the group (at most one an hour)."""
    db = context.bot_data.db
    links = [g for g in await db.tournaments.game_link(table.id) if g.user_id == player.user_id]
    if not links or not table.finished:
        return
    link = links[0]
    pour, contre, lost, layaways = game_record(table, shipped_crib_tables())
    done = await db.tournaments.finish_game(
        game_id=table.id,
        user_id=player.user_id,
        pour=pour,
        contre=contre,
        lost=lost,
        layaways=layaways,
    )
    tournament = await db.tournaments.get_tournament(link.tournament_id)
    if done is None or tournament is None:
        return
    tr = player.tr
    about = view.about_of(tournament)
    if not tournament.is_open:
        text = words.not_counted_line(tr, cancelled=tournament.cancelled_at is not None)
        await send(context, player.chat_id, text)
        return
    await send(context, player.chat_id, esc(view.recorded(link.round, pour, contre, about, tr)))
    complete = all_played(await db.tournaments.board(tournament), tournament)
    await post_standings(
        context,
        tournament,
        player.user_id,
        link.round,
        last=complete,
        after=player.chat_id,
        abandoned=table.abandoned,
    )


async def post_standings(
    context: Context,
    tournament: Tournament,
    user: int,
    round_: int,
    *,
    opponent: int | None = None,
    last: bool = False,
    after: int | None = None,
    abandoned: bool = False,
) -> None:
    """The standings in the group after `user`'s game `round_` (against `opponent` in a
    round robin), unless posted less than an hour ago; after the `last` game to play
    (`all_played`), always, saying an administrator can close it now. `after`: the member's
    private chat, whose messages (the game's end, « game recorded ») reach them first;
    `abandoned`: the member abandoned that game (the lead says so)."""
    db = context.bot_data.db
    since = iso_utc(datetime.fromisoformat(db.now()) - POST_GAP)
    if not await db.tournaments.claim_post(tournament.id, since) and not last:
        return
    board = await context.bot_data.db.tournaments.board(tournament)
    teams = bool(board.teams)
    blocks = []
    for tr in await group_languages(context, tournament):
        names = view.side_names(board, tr)
        name = names.get(user, "?")
        other = None if opponent is None else names.get(opponent, "?")
        lead = words.finished_lead(name, other, round_, tr, abandoned=abandoned, teams=teams)
        blocks.append(await standings_lines(context, tournament, tr, lead=lead))
    for text in in_languages(blocks):
        await tell(context, tournament.chat_id, text, after=after)
