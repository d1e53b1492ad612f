"""Club members play each other in their group (issue 21): invitations, seats, the start, and
leaving a table. The game itself runs in `members_play`, the results (/top games, /stats) are
`members_results`.

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
from collections.abc import Callable, Sequence
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills.table import is_retired, new_table
from bot.drills.table_args import is_named, read_group_args
from bot.drills.table_bot import Level
from bot.drills.table_state import Calls, Seat, Table, TableError, rules_from_json, rules_json
from bot.engine.variants import Fadoq116, MarginRule, Rules
from bot.i18n import Translator
from bot.storage.repo_members import MemberBusy, MemberGame, SeatRefused
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers import (
    kings_play,
    members_group,
    members_play,
    members_post,
    tournament_play,
)
from bot.tg.handlers.club_base import (
    club_of_chat,
    display_name,
    in_chat_language,
    message_id_of,
)
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    edit_text,
    esc,
    fit,
    keyboard,
    mentioned_member,
    pressed,
    send,
    unmentioned_args,
    who,
)
from bot.tg.handlers.questions import answer_query, kind_of
from bot.tg.handlers.table_steps import PLAY_KIND
from bot.views import members as view
from bot.views import members_words as words
from bot.views import replies
from bot.views import tournament as tournament_view
from bot.views.members_news import Intro, Voice, names_of, no_intro

BOT_LEVEL: Final = Level.NORMAL
"""The bot fills empty seats at this level."""
JOIN_PATTERN: Final = re.compile(rf"^mj:{members_play.GAME}$")
START_PATTERN: Final = re.compile(rf"^mg:{members_play.GAME}$")
WITHDRAW_PATTERN: Final = re.compile(rf"^mx:{members_play.GAME}$")
LINK_PATTERN: Final = re.compile(r"^mg(.{12})$")


async def play_in_group(update: Update, context: Context, player: Who) -> None:
    """/play in a group: an invitation, or a table of three or four."""
    player = await in_chat_language(context, player)
    tr = player.tr
    reply = message_id_of(update)  # a refusal answers the member who typed /play
    args = read_group_args(unmentioned_args(update, context.args or []))
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
    username = args.username if args.players == 2 and invited_user is None else None
    own = update.effective_user.username if update.effective_user else None
    if invited_user == player.user_id or (
        username is not None and own is not None and username.casefold() == own.casefold()
    ):
        await send(context, player.chat_id, words.not_yourself_line(tr), reply_to=reply)
        return
    db = context.bot_data.db
    current = await db.members.live_member_game(player.user_id)
    if current is not None:
        text = esc(words.busy_text(current, player.user_id, tr))
        await send(context, player.chat_id, text, reply_to=reply)
        return
    alone = not context.args and invited_user is None  # /play alone: their robin's games first
    if alone and await members_group.robin_games_told(context, player, reply):
        return
    asked = Rules(target=args.target, players=args.players, muggins=club.muggins)
    rules, robin = await robin_rules(context, player.chat_id, player.user_id, invited_user, asked)
    if robin is not None and robin.meeting and args.typed_target and args.target != rules.target:
        about = tournament_view.about_of(robin.tournament)
        text = tournament_view.robin_wrong_target(about, args.target, tr)
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
            origin=tournament_play.origin_of(robin),
        )
    except MemberBusy:
        await send(context, player.chat_id, esc(words.seated_elsewhere_note(tr)), reply_to=reply)
        return
    text, markup = invitation(game, await members_post.voice_of(context, game), robin)
    await send(context, player.chat_id, text, markup=markup, record=records.member_game(game.id))


async def robin_rules(
    context: Context, chat_id: int, host: int, invited: int | None, rules: Rules
) -> tuple[Rules, tournament_play.RobinGame | None]:
    """The rules of `host`'s new table inviting `invited`, and the round robin both play in:
    a game that robin still owes between them is played at its target and muggins, with
    FADOQ's 116 rule in a FADOQ round robin of 121 (as its presentation says; seed 002), and
    points counting, not games (no skunk line: the total of points ranks)."""
    robin = None
    if invited is not None:
        robin = await tournament_play.robin_game(context, chat_id, host, invited)
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


def invitation(
    game: MemberGame, voice: Voice, robin: tournament_play.RobinGame | None = None
) -> tuple[str, InlineKeyboardMarkup]:
    """The invitation's text and buttons, as the table stands, in the table's language(s)
    (`robin`: the round robin both members play in)."""
    rules = rules_from_json(game.rules, game.players)
    host = next(s.name for s in game.seats if s.seat == 0)

    def build(tr: Translator) -> list[str]:
        lines = view.invitation_lines(
            host,
            game.players,
            rules.target,
            [s.name for s in game.seats],
            game.invited_name,
            rules.muggins,
            tr,
            game.invited_user,
        )
        if robin is not None:
            about = tournament_view.about_of(robin.tournament)
            lines.insert(1, tournament_view.robin_game_line(about, robin.meeting, robin.times, tr))
        return lines

    lines = voice.lines(build)
    join = voice.label(lambda tr: view.join_button(game.players, game.invited_name, tr))
    row = [button(join, f"mj:{game.id}")]
    if names_one(game):
        row.append(button(voice.label(view.decline_button), f"mx:{game.id}"))
    if game.players > 2:
        row.append(button(voice.label(view.start_button), f"mg:{game.id}"))
    withdraw = button(voice.label(view.withdraw_button), f"mx:{game.id}")
    return fit(lines), keyboard([row, [withdraw]])


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
    robin = await tournament_play.robin_game(context, game.chat_id, game.host, user_id)
    target = rules_from_json(game.rules, game.players).target
    if robin is None or not robin.meeting or robin.tournament.target == target:
        return False
    about = tournament_view.about_of(robin.tournament)
    return await _withdraw(
        context, game, lambda t: [tournament_view.robin_wrong_target(about, target, t)]
    )


async def _post(context: Context, game: MemberGame, lines: Intro) -> bool:
    """The table's invitation replaced by `lines`, in the table's language(s), no buttons
    (False: there is no invitation, or it could not be edited)."""
    voice = await members_post.voice_of(context, game)
    return await edit_text(context, game.chat_id, game.message_id, voice.post(game, lines), None)


async def _withdraw(
    context: Context, game: MemberGame, lines: Intro = words.withdrawn_lines
) -> bool:
    """Withdraw the open table, its invitation saying why (False: it was no longer open)."""
    if not await context.bot_data.db.members.cancel_member_game(game.id):
        return False
    await _post(context, game, lines)
    return True


def names_one(game: MemberGame) -> bool:
    """Whether the table's invitation names the one member it is for."""
    return game.invited_user is not None or game.invited_name is not None


def is_invited(game: MemberGame, press: Press) -> bool:
    """Whether `press` is by the member the table's invitation names."""
    user = press.query.from_user
    return names_one(game) and is_named(
        user.id, user.username, game.invited_user, game.invited_name
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
    pressed by someone else)."""
    press = await pressed(update, context, pattern)
    if press is None:
        return None
    game = await context.bot_data.db.members.get_member_game(press.match[1])
    if game is None or game.chat_id != press.player.chat_id or not game.is_open:
        await answer_query(press.query, words.table_closed_note(press.player.tr))
        return None
    if game.host != press.player.user_id and not (or_invited and is_invited(game, press)):
        await answer_query(press.query, not_host(press.player.tr), alert=True)
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
    withdrawn = await _withdraw(context, game, words.withdrawn_lines if host else declined)
    await answer_query(press.query, None if withdrawn else words.table_closed_note(press.player.tr))


async def begin(context: Context, game: MemberGame) -> MemberGame | None:
    """Start a table: the bot in the empty seats, the cut for deal, the first deal."""
    db = context.bot_data.db
    rules = rules_from_json(game.rules, game.players)
    seats = [Seat(s.user_id) for s in game.seats]
    seats += [Seat(None, BOT_LEVEL)] * (game.players - len(seats))
    table = new_table(context.bot_data.rng, game.id, rules, seats, calls=Calls.OPEN)
    started = await db.members.start_member_game(
        game.id,
        sides=[table.side(i) for i in range(len(seats))],
        bot_name=view.BOT_NAME,
        state=table.to_json(),
    )
    if started is None:
        return None
    if await db.clubs.get_club(started.chat_id) is not None:  # who plays in the club is a member
        for seat in started.seats:
            if seat.user_id is not None:
                await db.clubs.join_club(started.chat_id, seat.user_id, name=seat.name)

    def intro(tr: Translator) -> list[str]:
        names = names_of(started, tr)
        return [*view.seated_lines(table, names, tr), *view.cut_lines(table, names, tr)]

    def game_on(tr: Translator) -> list[str]:  # as the game's posts say it (`compose`)
        names = names_of(started, tr)
        said = [view.bot_grammar(view.elide(line, names, tr), tr) for line in intro(tr)]
        return [*words.game_on_lines(tr), *said]

    # who sits where and the cut for deal go in the invitation's message, where the members
    # took their seats (one group message less); a game started without one (a tournament's)
    # or whose invitation is gone tells them in a message of their own
    posted = await _post(context, started, game_on)
    return await members_play.progress(context, started, None, intro=no_intro if posted else intro)


async def start_member_game(
    context: Context,
    chat_id: int,
    members: Sequence[tuple[int, str] | None],
    *,
    target: int = 121,
    muggins: bool | None = None,
    fadoq116: Fadoq116 | None = None,
    margin_rule: MarginRule = "skunk",
    origin: str | None = None,
) -> MemberGame:
    """Seat the given members (id and name shown; None: the bot) in the group `chat_id` and
    start the game at once (2 seats; 3; or 4 in teams, seats 0 and 2 partners). The first
    entry must be a member (the host). `MemberBusy` when one of them already sits at another
    table (nothing is left open then). `muggins` None: the club's setting; `fadoq116` and
    `margin_rule`: a tournament's (its 116 rule; "none": points count, not games)."""
    seated = [m for m in members if m is not None]
    if not 2 <= len(members) <= 4 or not seated or members[: len(seated)] != seated:
        raise ValueError("two to four seats: the members first, then the bot's seats")
    db = context.bot_data.db
    if muggins is None:
        club = await db.clubs.get_club(chat_id)
        muggins = club.muggins if club is not None else True
    host_id, host_name = seated[0]
    rules = Rules(
        target=target,
        margin_rule=margin_rule,
        players=len(members),
        muggins=muggins,
        fadoq116=fadoq116,
    )
    game = await db.members.open_member_game(
        game_id=secrets.token_hex(6),
        chat_id=chat_id,
        host=host_id,
        host_name=host_name,
        players=len(members),
        rules=rules_json(rules),
        origin=origin,
    )
    for user_id, name in seated[1:]:
        try:
            game = await db.members.take_seat(game.id, user_id, name)
        except (MemberBusy, SeatRefused):
            await db.members.cancel_member_game(game.id)
            raise
    started = await begin(context, game)
    return started if started is not None else game


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


async def resign_command(update: Update, context: Context) -> None:
    """/resign (/abandon): resign the club game under way, else abandon the game against the
    bot, else stop the Kings game pending here (each asked first), else decline the
    invitations naming them."""
    player = await who(update, context)
    if player is None:
        return
    player = await in_chat_language(context, player)
    db = context.bot_data.db
    table = await db.members.live_member_game(player.user_id)
    if table is not None and table.is_open:
        await _leave_open_table(context, player, table)
        return
    if await members_group.resign_command(context, player):
        return
    against_bot = kind_of(context, PLAY_KIND)  # looked up: /play's handlers import these
    if against_bot is None or against_bot.cancel is None:
        abandoned = False
    else:
        abandoned = await against_bot.cancel(context, player, None)
    if not abandoned:
        pending = await db.questions.pending_question(player.user_id, player.chat_id)
        abandoned = await kings_play.stop_requested(context, player, pending)
    if not abandoned:
        username = update.effective_user.username if update.effective_user else None
        abandoned = await _decline_invitations(context, player, username)
    if not abandoned:
        text = words.no_club_game_line(player.tr, name=player.group_name)
        await send(context, player.chat_id, text)


async def _decline_invitations(context: Context, player: Who, username: str | None) -> bool:
    """/resign by a member an invitation names, with no game to leave: they decline it, as its
    ✖ does (in a group, the invitations of that group; in private, all of them; the group
    reads « Jean declines the invitation » on it). False when no invitation names them."""
    invited = await context.bot_data.db.members.invitations_of(player.user_id, username)
    declined = False
    for game in invited:
        if player.private or game.chat_id == player.chat_id:
            name = game.invited_name or player.name

            def lines(tr: Translator, name: str = name) -> list[str]:
                return [words.declined_line(name, tr)]

            declined = await _withdraw(context, game, lines) or declined
    if declined and player.private:
        await send(context, player.chat_id, words.you_declined_line(player.tr))
    return declined


async def _leave_open_table(context: Context, player: Who, game: MemberGame) -> None:
    """/resign at a table still taking seats: the host withdraws it, a member leaves it, each
    told so (the host only in private: the group sees the invitation say it is withdrawn)."""
    await _free_open_seat(context, player.user_id, game)
    host = game.host == player.user_id
    if host and player.chat_id != game.chat_id:
        await send(context, player.chat_id, words.your_withdrawn_line(player.tr))
    elif not host:
        text = words.left_table_line(player.tr, name=player.group_name)
        await send(context, player.chat_id, text)


async def _free_open_seat(
    context: Context, user_id: int, game: MemberGame, lines: Intro = words.withdrawn_lines
) -> None:
    """The member leaves a table still taking seats: the host's is withdrawn (its invitation
    saying `lines`), another member's seat is freed and the invitation shows it."""
    if game.host == user_id:
        await _withdraw(context, game, lines)
        return
    if await context.bot_data.db.members.leave_seat(game.id, user_id):
        fresh = await context.bot_data.db.members.get_member_game(game.id)
        if fresh is not None:
            text, markup = invitation(fresh, await members_post.voice_of(context, fresh))
            await edit_text(context, fresh.chat_id, fresh.message_id, text, markup)


async def leave_before_forget(context: Context, player: Who, username: str | None) -> None:
    """/forget, before the member's rows are erased: invitations naming them (by id or
    `@username`) are withdrawn, the table they sit at is left (the host's withdrawn), and a
    game under way resigned for them by /resign's rule (two players: the other wins; teams:
    the other side wins; three: the bot plays their seat and the others play on), so that the
    others' game never waits on an erased seat. A game that moved on meanwhile is left to the
    storage (its seat stays, unnamed)."""
    await _leave_games(context, player.user_id, username, None, words.withdrawn_lines)


async def left_group(
    context: Context, chat_id: int, user_id: int, username: str | None, name: str
) -> None:
    """A member (`name`) left the group `chat_id` (or was removed): as /forget does, for that
    group only and told there: the invitations naming them and the table they host are
    withdrawn (« Name has left the group »), their seat at a table taking seats freed, and a
    game under way counts as resigned by them, so that the others are not kept waiting seven
    days for a game that would end without a winner."""

    def why(tr: Translator) -> list[str]:
        return [words.left_group_line(name, tr)]

    await _leave_games(context, user_id, username, chat_id, why)


async def _leave_games(
    context: Context, user_id: int, username: str | None, chat_id: int | None, why: Intro
) -> None:
    """The member's invitations, open table and game under way left (`chat_id`: in that group
    only, the game's resignation told as a departure; None: everywhere, for /forget); `why`:
    the withdrawn invitations' post."""
    db = context.bot_data.db
    for invited in await db.members.invitations_of(user_id, username):
        if chat_id is None or invited.chat_id == chat_id:
            await _withdraw(context, invited, why)
    game = await db.members.live_member_game(user_id)
    if game is None or (chat_id is not None and game.chat_id != chat_id):
        return
    if game.is_open:
        await _free_open_seat(context, user_id, game, why)
        return
    seat = game.seat_of(user_id)
    if seat is None or not game.is_active:
        return
    table = Table.from_json(game.state) if game.state is not None else None
    if table is not None and is_retired(table, seat):
        return  # resigned already at a table of three: the bot plays that seat
    try:
        saved = await members_group.resign_seat(context, game, seat, left=chat_id is not None)
    except TableError as error:
        members_play.logger.info("game %s not resigned for %s: %s", game.id, user_id, error)
        return
    if saved is not None and saved.is_active:
        await members_play.close_pending(context, saved, user_id)
