"""Club members play each other in their group (issue 21): invitations, seats, the start, and
leaving a table. The table's message and its start are `members_table`'s, leaving a table
`members_leave`'s; the game itself runs in `members_play`, the results (/top games, /stats)
are `members_results`.

In a group, `/play @member` (or `/play` in reply to a member's message) invites that member;
`/play` alone is an open invitation; `/play 3` and `/play 4` (« équipes » / `teams`) open a
table of three or four seats; `61` makes it a short game. The invitation carries a `✅` button
for the invited member (anyone but the host for an open table); another member's press is
refused politely. The host may start a table of three or four with empty seats: the bot fills
them (normal level, named « Muggins »). A level word (`/play normal`) still starts a game
against the bot, in the group, as before.

For other parts of the bot (a tournament): `start_member_game(context, chat_id, members)`
seats the given members at once and starts the game; `BotData.subscriptions.game_over` are
called when a game ends, and `MemberGame.seats[i].won`/`points_for`/`points_against` hold the
result.

Buttons: `mj:<game>` (✅ take a seat / accept), `mg:<game>` (the host starts now), `mx:<game>`
(the host withdraws the invitation, or the member it names declines it).
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from typing import Final

from telegram import Update

from bot.drills.members_named import members_named, named_words
from bot.drills.table_args import asks_help, is_named, read_group_args
from bot.drills.table_state import rules_from_json, rules_json
from bot.engine.variants import Rules
from bot.i18n import Translator
from bot.storage.repo_members import MemberBusy, MemberGame, SeatRefused
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers import members_group, members_play, members_post, tournament_owed
from bot.tg.handlers.club_base import (
    club_of_chat,
    display_name,
    in_chat_language,
    message_id_of,
)
from bot.tg.handlers.common import (
    Press,
    Who,
    edit_text,
    esc,
    mentioned_member,
    pressed,
    send,
    unmentioned_args,
)
from bot.tg.handlers.members_leave import leave_before_forget as leave_before_forget
from bot.tg.handlers.members_leave import left_group as left_group
from bot.tg.handlers.members_leave import resign_command as resign_command
from bot.tg.handlers.members_table import begin, invitation, withdraw
from bot.tg.handlers.members_table import start_member_game as start_member_game
from bot.tg.handlers.questions import answer_query
from bot.views import members as view
from bot.views import members_words as words
from bot.views import replies
from bot.views import tournament as tournament_view
from bot.views import tournament_robin as robin_view

JOIN_PATTERN: Final = re.compile(rf"^mj:{members_play.GAME}$")
START_PATTERN: Final = re.compile(rf"^mg:{members_play.GAME}$")
WITHDRAW_PATTERN: Final = re.compile(rf"^mx:{members_play.GAME}$")
LINK_PATTERN: Final = re.compile(r"^mg(.{12})$")


async def play_in_group(update: Update, context: Context, player: Who) -> None:
    """/play in a group: an invitation, or a table of three or four."""
    player = await in_chat_language(context, player)
    tr = player.tr
    reply = message_id_of(update)  # a refusal answers the member who typed /play
    typed = unmentioned_args(update, context.args or [])
    if asks_help(typed):  # « /jouer aide »: the help alone, not « Je ne comprends pas « aide » »
        await send(context, player.chat_id, view.group_usage(tr), reply_to=reply)
        return
    args = read_group_args(typed)
    by_name = None  # « /jouer Jean »: a member named as the club knows them
    if args.unknown is not None and mentioned_member(update)[0] is None:
        by_name = named_words(typed, lambda word: read_group_args([word]).unknown is not None)
        rest = None if by_name is None else read_group_args(by_name.rest)
        if rest is not None and rest.players == 2 and rest.username is None:  # one named
            args = rest
        else:
            by_name = None
    if args.unknown is not None:
        unread = replies.not_understood(args.unknown, tr)
    elif args.surplus is not None:  # an @member named who cannot be invited: why
        unread = words.named_not_invited_line(args.surplus, args.players, tr)
    else:
        unread = None
    if unread is not None:
        text = unread + "\n" + view.group_usage(tr)
        await send(context, player.chat_id, text, reply_to=reply)
        return
    club = await club_of_chat(update, context)
    if club is None:
        return
    invited_user, invited_name = mentioned_member(update) if args.players == 2 else (None, None)
    if by_name is not None:
        known = await context.bot_data.db.clubs.member_names(player.chat_id)
        matches = members_named(by_name.name, known)
        if len(matches) != 1:
            text = words.members_named_line(by_name.name, [name for _, name in matches], tr)
            await send(context, player.chat_id, text, reply_to=reply)
            return
        invited_user, invited_name = matches[0]
    username = args.username if args.players == 2 and invited_user is None else None
    if username is not None and words.is_example_handle(username):  # the hint copied as is
        await send(context, player.chat_id, words.example_handle_line(username, tr), reply_to=reply)
        return
    own = update.effective_user.username if update.effective_user else None
    if invited_user == player.user_id or (
        username is not None and own is not None and username.casefold() == own.casefold()
    ):
        await send(context, player.chat_id, words.not_yourself_line(tr), reply_to=reply)
        return
    if username is not None:  # a round-robin opponent named by @username: their game
        found = await tournament_owed.robin_opponent_named(
            context, player.chat_id, player.user_id, username
        )
        if found is not None:  # named as the games to play and the table name them
            named = await tournament_owed.robin_member_name(context, player.chat_id, found)
            invited_user, invited_name = found, named or f"@{username}"
    db = context.bot_data.db
    current = await db.members.live_member_game(player.user_id)
    if current is not None:
        text = esc(words.busy_text(current, player.user_id, tr))
        await send(context, player.chat_id, text, reply_to=reply)
        return
    if invited_user is not None and await db.members.live_member_game(invited_user) is not None:
        text = esc(words.invited_busy_line(invited_name or "?", tr))
        await send(context, player.chat_id, text, reply_to=reply)
        return
    alone = not context.args and invited_user is None  # /play alone: their robin's games first
    if alone and await members_group.robin_games_told(context, player, reply):
        return
    target = args.target  # unsaid: the length of the club's games, if its tournament says one
    if not args.typed_target:
        target = await tournament_owed.club_target(context, player.chat_id) or target
    asked = Rules(target=target, players=args.players, muggins=club.muggins)
    rules, robin = await robin_rules(context, player.chat_id, player.user_id, invited_user, asked)
    if robin is not None and robin.meeting and args.typed_target and args.target != rules.target:
        about = tournament_view.about_of(robin.tournament)
        text = robin_view.robin_wrong_target(about, args.target, tr)
        await send(context, player.chat_id, text, reply_to=reply)
        return
    try:
        game = await db.members.open_member_game(
            game_id=secrets.token_hex(6),
            chat_id=player.chat_id,
            host=player.user_id,
            host_name=display_name(update),
            players=args.players,
            rules=rules_json(rules),
            invited_user=invited_user,
            invited_name=invited_name or (f"@{username}" if username else None),
            origin=tournament_owed.origin_of(robin),
        )
    except MemberBusy:
        await send(context, player.chat_id, esc(words.seated_elsewhere_note(tr)), reply_to=reply)
        return
    text, markup = invitation(game, await members_post.voice_of(context, game), robin)
    await send(context, player.chat_id, text, markup=markup, record=records.member_game(game.id))


async def robin_rules(
    context: Context, chat_id: int, host: int, invited: int | None, rules: Rules
) -> tuple[Rules, tournament_owed.RobinGame | None]:
    """The rules of `host`'s new table inviting `invited`, and the round robin both play in:
    a game that robin still owes between them is played at its target and muggins, with
    FADOQ's 116 rule in a FADOQ round robin of 121 (as its presentation says; seed 002), and
    points counting, not games (no skunk line: the total of points ranks)."""
    robin = None
    if invited is not None:
        robin = await tournament_owed.robin_game(context, chat_id, host, invited)
        if robin is not None and robin.meeting:
            about = tournament_view.about_of(robin.tournament)
            stored = rules_from_json(robin.tournament.rules)
            rules = Rules(
                target=about.target,
                margin_rule=stored.margin_rule,
                players=rules.players,
                muggins=about.muggins,
                fadoq116=stored.fadoq116,
            )
    return rules, robin


async def join_button(update: Update, context: Context) -> None:
    """✅: the invited member accepts, or a member takes a seat at an open table."""
    press = await pressed(update, context, JOIN_PATTERN)
    if press is None:
        return
    player, query = press.player, press.query
    tr = player.tr
    db = context.bot_data.db
    game = await db.members.get_member_game(press.match[1])
    if game is None or game.chat_id != player.chat_id:
        await answer_query(query, replies.no_longer_works_note(tr))
        return
    if not game.is_open:
        await answer_query(query, words.table_closed_note(tr))
        return
    if game.seat_of(player.user_id) is not None:
        await answer_query(query, words.seated_here_note(tr))
        return
    username = update.effective_user.username if update.effective_user else None
    if not is_named(player.user_id, username, game.invited_user, game.invited_name):
        handle = game.invited_name if username is None else None
        if handle is not None and handle.startswith("@"):
            host = next(s.name for s in game.seats if s.seat == 0)
            text = words.no_username_note(handle, host, tr)
        else:
            text = words.invited_other_note(game.invited_name, tr)
        await answer_query(query, text, alert=True)
        return
    if await _robin_refused(context, game, player.user_id):
        await answer_query(query)
        return
    await sit(context, press, game, display_name(update))


async def sit(context: Context, press: Press, game: MemberGame, name: str) -> None:
    """The member who pressed takes a seat at the open table (under `name`), told so by the
    press's answer; the last seat taken starts the game."""
    player, query, tr = press.player, press.query, press.player.tr
    db = context.bot_data.db
    try:
        game = await db.members.take_seat(game.id, player.user_id, name)
    except MemberBusy:
        current = await db.members.live_member_game(player.user_id)
        text = words.busy_text(current, player.user_id, tr) if current else words.no_seat_note(tr)
        await answer_query(query, text, alert=True)
        return
    except SeatRefused:
        await answer_query(query, words.no_seat_note(tr), alert=True)
        return
    await answer_query(query, words.seat_taken_note(tr))
    if len(game.seats) >= game.players:
        await begin(context, game)
        return
    text, markup = invitation(game, await members_post.voice_of(context, game))
    await edit_text(context, game.chat_id, game.message_id, text, markup)


async def _robin_refused(context: Context, game: MemberGame, user_id: int) -> bool:
    """An invitation by @username to a member who owes the host a round robin's game at
    another target: it could not count, so it is withdrawn with the reason (True)."""
    if game.players != 2 or game.invited_name is None:
        return False
    robin = await tournament_owed.robin_game(context, game.chat_id, game.host, user_id)
    target = rules_from_json(game.rules, game.players).target
    if robin is None or not robin.meeting or robin.tournament.target == target:
        return False
    about = tournament_view.about_of(robin.tournament)
    return await withdraw(
        context, game, lambda t: [robin_view.robin_wrong_target(about, target, t)]
    )


async def _host_press(
    update: Update,
    context: Context,
    pattern: re.Pattern[str],
    not_host: Callable[[Translator], str],
    *,
    or_invited: bool = False,
) -> tuple[Press, MemberGame] | None:
    """A press of the host's button `pattern` under an open table (`or_invited`: or of the
    member it names), and its game; None once answered (the table closed, or `not_host`:
    pressed by someone else; with `or_invited`, that the invitation is that member's)."""
    press = await pressed(update, context, pattern)
    if press is None:
        return None
    game = await context.bot_data.db.members.get_member_game(press.match[1])
    if game is None or game.chat_id != press.player.chat_id or not game.is_open:
        await answer_query(press.query, words.table_closed_note(press.player.tr))
        return None
    user = press.query.from_user
    if game.host != press.player.user_id and not (
        or_invited and game.is_invited(user.id, user.username)
    ):
        tr = press.player.tr  # a ✖ of an invitation naming a member: whose it is, too
        named = or_invited and game.names_one
        note = words.invitation_of_note(game.invited_name, tr) if named else not_host(tr)
        await answer_query(press.query, note, alert=True)
        return None
    return press, game


@Press.about(_host_press, START_PATTERN, words.host_starts_note)
async def start_button(context: Context, press: Press, game: MemberGame) -> None:
    """▶: the host starts a table of three or four, the bot in the empty seats."""
    if len(game.seats) < 2:
        await answer_query(press.query, words.wait_for_player_note(press.player.tr), alert=True)
        return
    await answer_query(press.query)
    await begin(context, game)


@Press.about(_host_press, WITHDRAW_PATTERN, words.host_withdraws_note, or_invited=True)
async def withdraw_button(context: Context, press: Press, game: MemberGame) -> None:
    """✖: the host withdraws the invitation, or the member it names declines it."""
    name = game.invited_name or press.player.name

    def declined(tr: Translator) -> list[str]:
        return [words.declined_line(name, tr)]

    host = press.player.user_id == game.host
    withdrawn = await withdraw(context, game, words.withdrawn_lines if host else declined)
    await answer_query(press.query, None if withdrawn else words.table_closed_note(press.player.tr))


# -- Back to one's game: /play in private, the deep link ------------------------------------


async def play_in_private(context: Context, player: Who) -> bool:
    """/play in private with a club game under way: the member's step again. False when there
    is no club game to show (the game against the bot goes on as before)."""
    game = await context.bot_data.db.members.live_member_game(player.user_id)
    if game is None or not game.is_active:
        return False
    await members_play.show_again(context, player, game)
    return True


async def start_from_link(context: Context, player: Who, match: re.Match[str]) -> None:
    """/start mg<game> (`LINK_PATTERN`, the deep link of a member the bot could not write to):
    their step."""
    db = context.bot_data.db
    game = await db.members.get_member_game(match[1])
    tr = player.tr
    if game is None or game.seat_of(player.user_id) is None:
        await send(context, player.chat_id, words.not_your_link_line(tr))
        return
    await db.members.set_reachable(game.id, player.user_id, True)
    if game.is_open:
        await send(context, player.chat_id, words.cards_later_line(tr))
        return
    if not game.is_active:
        await send(context, player.chat_id, esc(replies.game_over_note(tr)))
        return
    await send(context, player.chat_id, words.cards_here_line(tr))
    await members_play.show_again(context, player, game)
