"""Doubles tournaments (issue 40, seed 002's « en double »): `/tournament fadoq doubles`
(« /tournoi fadoq équipes »).

Teams register in the group: `/tournament team @partner` (« /tournoi equipe @partenaire », or
in reply to the partner's message) posts a message with `✅` for the partner alone
(`td:<tournament>:<asker>`); the partner's press makes the team, and both take part. A member
is in one team at most; a member without a partner cannot take part alone (the presentation's
join button is refused in a doubles tournament). The round robin is drawn between the teams
(`bot.drills.tournament_robin.pairings` over the team keys); `/tournament play` (« /tournoi
partie ») by a team member starts their team's next game: a four-seat table between members
(`members.start_member_game`), partners facing each other. Its end is read by
`tournament_play.member_game_over`: the standings are by team, « pour » and « contre ».
`/tournament play` in a tournament of another kind says how its games are played.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from telegram import Update

from bot.drills.table_args import is_named
from bot.drills.table_state import rules_from_json
from bot.drills.tournament import Kind
from bot.drills.tournament_args import (
    JOIN_WORDS,
    LEAVE_WORDS,
    PLAY_WORDS,
    TEAM_WORDS,
    is_example_partner,
    typed_partner_name,
)
from bot.drills.tournament_busy import Seated, busy_in_table_order
from bot.drills.tournament_left import robin_of
from bot.drills.tournament_robin import (
    Pairing,
    Team,
    doubles_seats,
    game_at_table,
    team_with,
)
from bot.i18n import LANGUAGES, Translator
from bot.storage.repo_members import TOURNAMENT, MemberBusy, SeatRefused
from bot.storage.repo_tournament import Board, Tournament
from bot.storage.repo_tournament_teams import InTeam
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers import members
from bot.tg.handlers.club_base import message_id_of
from bot.tg.handlers.common import (
    USERNAME,
    Press,
    Who,
    button,
    esc,
    keyboard,
    language_of,
    mentioned_member,
    private_link,
    send,
)
from bot.tg.handlers.questions import answer_query
from bot.tg.handlers.tournament_play import (
    edit_or_send,
    group_translator,
    join_club_of,
    join_markup,
    refresh_presentation,
    tournament_press,
)
from bot.views import tournament as view
from bot.views import tournament_doubles as team_view
from bot.views import tournament_replies as words
from bot.views import tournament_robin as robin_view
from bot.views.members import deep_link_button

CONFIRM_PATTERN: Final = re.compile(r"^td:([0-9a-f]{10}):(\d{1,15})$")


def _partner(update: Update, args: Sequence[str]) -> tuple[int | None, str | None]:
    """The partner named: by a text mention or a reply (id and name), or by @username (no
    id: the press of the button tells who they are)."""
    mentioned = mentioned_member(update)
    if mentioned[0] is not None:
        return mentioned
    for arg in args:
        found = USERNAME.match(arg.strip())
        if found is not None:
            return None, f"@{found[1]}"
    return None, None


async def doubles_command(
    update: Update, context: Context, player: Who, tr: Translator, args: list[str]
) -> bool:
    """`/tournament team …`, `/tournament play` and `/tournament join` in a group (their
    answer, `text`, replies to the command); False when the words are none of these (the rest
    of /tournament reads them)."""
    word = args[0].casefold() if args else ""
    if word not in TEAM_WORDS | PLAY_WORDS | JOIN_WORDS | LEAVE_WORDS:
        return False
    tournament = await context.bot_data.db.tournaments.open_tournament(player.chat_id)
    if word in JOIN_WORDS:
        await _join_asked(update, context, player, tr, tournament)
        return True
    if word in LEAVE_WORDS:
        await _leave_asked(update, context, player, tr, tournament)
        return True
    if tournament is not None and tournament.kind != Kind.DOUBLES and word in PLAY_WORDS:
        await _play_elsewhere(update, context, player, tr, tournament)
        return True
    if tournament is None or tournament.kind != Kind.DOUBLES:
        text: str | None = team_view.no_doubles(tr)
    elif word in TEAM_WORDS:
        text = await _ask(update, context, player, tr, tournament, args[1:])
    else:
        text = await _play(context, player, tr, tournament, message_id_of(update))
    if text is not None:
        await send(context, player.chat_id, esc(text), reply_to=message_id_of(update))
    return True


async def _join_asked(
    update: Update,
    context: Context,
    player: Who,
    tr: Translator,
    tournament: Tournament | None,
) -> None:
    """« /tournoi participer » (`JOIN_WORDS`), by any member: how to take part (before: « Seuls
    les administrateurs du groupe peuvent créer, fermer ou annuler un tournoi. », a refusal
    of what they did not ask); in doubles how a team registers, or the partner they have."""
    reply_to = message_id_of(update)
    if tournament is None:
        await send(context, player.chat_id, words.none_under_way_line(tr), reply_to=reply_to)
        return
    if tournament.kind != Kind.DOUBLES:
        await _play_elsewhere(update, context, player, tr, tournament)
        return
    board = await context.bot_data.db.tournaments.board(tournament)
    mine = team_with(board.teams.values(), player.user_id)
    if mine is None:
        text = team_view.team_usage(tr)
    else:
        partner = next(iter(mine.members - {player.user_id}))
        text = team_view.you_in_team(board.names.get(partner, "?"), tr)
    await send(context, player.chat_id, esc(text), reply_to=reply_to)


async def _leave_asked(
    update: Update,
    context: Context,
    player: Who,
    tr: Translator,
    tournament: Tournament | None,
) -> None:
    """« /tournoi quitter » (`LEAVE_WORDS`): nobody leaves a tournament; what becomes of the
    games not played (before: « Seuls les administrateurs… »)."""
    if tournament is None:
        text = words.none_under_way_line(tr)
    else:
        board = await context.bot_data.db.tournaments.board(tournament)
        if tournament.kind == Kind.DOUBLES:
            joined = team_with(board.teams.values(), player.user_id) is not None
        else:
            joined = any(m.user_id == player.user_id and m.left_at is None for m in board.members)
        text = words.cannot_leave_line(tr) if joined else words.not_in_it_line(tr)
    await send(context, player.chat_id, text, reply_to=message_id_of(update))


async def _play_elsewhere(
    update: Update, context: Context, player: Who, tr: Translator, tournament: Tournament
) -> None:
    """« /tournoi partie » in a tournament of another kind (it said « no doubles tournament is
    under way »): where its games are played (`view.where_to_play`, to a member in it or
    not); to a member not in it, with the button it names, the presentation's ✅ (before:
    « Appuyez sur le bouton pour participer » above no button, or in a duplicate one above the
    private chat's link, which answered « Appuyez sur le bouton du tournoi dans le groupe »);
    to a member in a duplicate one, with the link to the private chat where its games are
    (`tournament.START_PATTERN`'s `/start tn<id>`)."""
    board = await context.bot_data.db.tournaments.board(tournament)
    joined = any(m.user_id == player.user_id and m.left_at is None for m in board.members)
    lines = view.where_to_play(view.about_of(tournament), tr, joined=joined)
    markup = None
    if not joined:
        markup = join_markup(tournament, tr)
    elif tournament.kind == Kind.DUPLICATE:
        markup = private_link(context, f"tn{tournament.id}", deep_link_button(tr))
    await send(
        context, player.chat_id, "\n".join(lines), markup=markup, reply_to=message_id_of(update)
    )


async def _ask(
    update: Update,
    context: Context,
    player: Who,
    tr: Translator,
    tournament: Tournament,
    args: list[str],
) -> str | None:
    """A member asks a partner: the group message with the partner's ✅."""
    second, second_name = _partner(update, args)
    if second_name is None:  # a name Telegram cannot tell us who it is, or nothing
        typed = typed_partner_name(args)
        return team_view.team_usage(tr) if typed is None else team_view.name_only(typed, tr)
    if second is None and is_example_partner(second_name):  # the hint copied as it reads
        return team_view.example_partner(second_name, tr)
    if second == player.user_id:
        return team_view.team_self(tr)
    db = context.bot_data.db
    try:
        asked = await db.tournaments.ask_partner(
            tournament_id=tournament.id,
            first=player.user_id,
            first_name=player.name,
            second=second,
            second_name=second_name,
        )
    except InTeam as taken:
        return await _in_team_text(context, tournament, taken, player.user_id, tr)
    # the partner's press edits it in the same language(s) (`_pair_languages`)
    trs = await _pair_languages(context, tournament, player.user_id, second)
    data = f"td:{tournament.id}:{player.user_id}"
    label = " / ".join(dict.fromkeys(team_view.team_button(t) for t in trs))
    markup = keyboard([[button(label, data)]])
    await send(
        context,
        player.chat_id,
        "\n\n".join(
            team_view.team_asked(asked.first_name, asked.second_name, t, asked.second) for t in trs
        ),
        markup=markup,
        record=records.team(tournament.id, player.user_id),
    )
    return None


async def _pair_languages(
    context: Context, tournament: Tournament, first: int, *others: int | None
) -> tuple[Translator, ...]:
    """The language(s) of a team request and of its confirmation, group posts about two
    players (and of a doubles game's announcement, about its four, `first`'s first): the
    club's if it set one; else the language the two read (the asker's when the partner's is
    not known yet); else, when they read different ones, both, the asker's first, as an
    invitation to a club game between them (`members_post.voice_of`). Before: the
    tournament's always, so that « Bob propose à Helen de faire équipe » came in a
    French-reading organizer's language to two English readers; then, between a French and
    an English reader, the one most of the tournament read: « Helen, appuyez sur ✅ pour
    confirmer » and « ✅ On joue ensemble » for an English reader."""
    data = context.bot_data
    club = await data.db.clubs.get_club(tournament.chat_id)
    if club is not None and club.lang in LANGUAGES:
        return (data.i18n.translator(club.lang),)
    langs = []
    for user_id in (first, *others):
        user = None if user_id is None else await data.db.users.get_user(user_id)
        if user is not None:
            langs.append(language_of(user, None, context))
    if not langs:
        return (await group_translator(context, tournament),)
    return tuple(data.i18n.translator(lang) for lang in dict.fromkeys(langs))


async def _in_team_text(
    context: Context, tournament: Tournament, taken: InTeam, asker: int, tr: Translator
) -> str:
    board = await context.bot_data.db.tournaments.board(tournament)
    names = {m.user_id: m.name for m in board.members}
    partner = names.get(taken.partner, "?")
    if taken.user == asker:
        return team_view.you_in_team(partner, tr)
    return team_view.other_in_team(names.get(taken.user, "?"), partner, tr)


@Press.about(tournament_press, CONFIRM_PATTERN)
async def confirm_button(context: Context, press: Press, tournament: Tournament) -> None:
    """`td:<tournament>:<asker>`: the partner named (only) confirms; the team takes part."""
    query, player, tr = press.query, press.player, press.player.tr
    db = context.bot_data.db
    first = int(press.match[2])
    asked = next(
        (t for t in await db.tournaments.team_rows(tournament.id) if t.first == first),
        None,
    )
    if asked is None or asked.confirmed_at is not None:
        await answer_query(query, team_view.team_gone(tr), alert=True)
        return
    meant = is_named(player.user_id, query.from_user.username, asked.second, asked.second_name)
    if not meant or player.user_id == first:
        handle = asked.second_name if query.from_user.username is None else None
        if handle is not None and handle.startswith("@") and player.user_id != first:
            text = team_view.team_no_username(handle, asked.first_name, tr)
        else:
            text = team_view.team_not_yours(asked.second_name, tr)
        await answer_query(query, text, alert=True)
        return
    try:
        team = await db.tournaments.confirm_partner(
            tournament_id=tournament.id, first=first, second=player.user_id, second_name=player.name
        )
    except InTeam as taken:
        text = await _in_team_text(context, tournament, taken, player.user_id, tr)
        await answer_query(query, text, alert=True)
        return
    if team is None:
        await answer_query(query, team_view.team_gone(tr), alert=True)
        return
    await answer_query(query)
    for user, name in ((first, team.first_name), (player.user_id, team.second_name)):
        await join_club_of(context, tournament, user, name)
    trs = await _pair_languages(context, tournament, first, player.user_id)
    text = "\n".join(esc(team_view.team_made(team.first_name, team.second_name, t)) for t in trs)
    await edit_or_send(context, tournament.chat_id, asked.message_id, text)
    await refresh_presentation(context, tournament)


# -- The games --------------------------------------------------------------------------------


async def _play(
    context: Context, player: Who, tr: Translator, tournament: Tournament, reply_to: int | None
) -> str | None:
    """A team member starts their team's next game: a table of four, partners facing. The
    game is announced first, in reply to the command, then the table opens (before: « Partie
    du tournoi en double : … » came under the table's first deal); a member already at a
    table is said first, nothing announced."""
    board = await context.bot_data.db.tournaments.board(tournament)
    mine = team_with(board.teams.values(), player.user_id)
    if mine is None:
        return team_view.no_partner(tr, here=True)
    robin = robin_of(board, tournament)
    if mine.key not in robin.keys:  # a partner left the group: the team is out
        return team_view.partner_left(tr)
    if len(robin.keys) < 2:
        return robin_view.nobody_to_play(view.about_of(tournament), tr)
    left = robin.left_of(mine.key)
    if not left:
        return team_view.team_all_played(tr)
    db = context.bot_data.db
    current = await db.members.live_member_game(player.user_id)
    if current is not None and current.origin == TOURNAMENT:  # the command sent again
        seated = [s.user_id for s in current.seats if s.user_id is not None]
        at = game_at_table(board.teams, mine, left, seated)
        if at is not None:
            against = view.side_names(board, tr)[at.other(mine.key)]
            return team_view.team_game_under_way(against, len(left) - 1, tr)
    # the first game left whose four players are free (before: the first game left only,
    # refused while that team played elsewhere though another team waited)
    other, chosen = None, left[0]
    for game in left:
        team = board.teams[game.other(mine.key)]
        busy = [await db.members.live_member_game(u) for u in doubles_seats(mine, team)]
        if not any(busy):
            other, chosen = team, game
            break
    if other is None:
        return await _busy_text(context, board, mine, left, player, tr)
    names = {player.user_id: player.name} | {m.user_id: m.name for m in board.members}
    seats: list[tuple[int, str] | None] = [
        (user, names.get(user, "?")) for user in doubles_seats(mine, other)
    ]
    # in the four players' languages, as their table's posts just after (before: the one
    # who asked's only, « Partie du tournoi en double : … » in French above a bilingual table)
    said = []
    for t in await _pair_languages(context, tournament, *doubles_seats(mine, other)):
        sides = view.side_names(board, t)
        said.append(esc(team_view.doubles_game_line(sides[mine.key], sides[other.key], t)))
    await send(context, player.chat_id, "\n".join(said), reply_to=reply_to)
    about = view.about_of(tournament)
    stored = rules_from_json(tournament.rules)
    try:
        await members.start_member_game(
            context,
            player.chat_id,
            seats,
            target=about.target,
            muggins=about.muggins,
            fadoq116=stored.fadoq116,
            margin_rule=stored.margin_rule,
            origin=TOURNAMENT,
        )
    except (MemberBusy, SeatRefused):  # seated elsewhere in the meantime
        return await _busy_text(context, board, mine, [chosen], player, tr)
    return None


async def _busy_text(
    context: Context,
    board: Board,
    mine: Team,
    left: Sequence[Pairing],
    player: Who,
    tr: Translator,
) -> str:
    """Why none of the games `left` to the team `mine` can start: who of their players is at
    a table (by name, in the order of the tables and their seats: `busy_in_table_order`), or
    that the one who asked is."""
    db = context.bot_data.db
    names = {player.user_id: player.name} | {m.user_id: m.name for m in board.members}
    seated: list[Seated] = []
    for game in left:
        for user in doubles_seats(mine, board.teams[game.other(mine.key)]):
            table = await db.members.live_member_game(user)
            if table is not None:
                seat = next((s.seat for s in table.seats if s.user_id == user), 0)
                seated.append(Seated(user, table.id, table.created_at, seat))
    busy = busy_in_table_order(seated)
    tables = {s.table for s in seated}
    you = player.user_id in busy
    shown = [names.get(user, "?") for user in busy]
    return team_view.team_busy(shown, max(len(tables), 1), you, tr)
