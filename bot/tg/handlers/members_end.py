"""The end of a game between members, in each player's private chat (issue 40): what
happened (won, lost, resigned, abandoned), the board, what comes next in the group's round
robin, and a button for another game.

Button: `mn:<game>` (another game: an invitation in the group, to the same opponent for two
players, a new table of the same size otherwise; pressed after another player of the game
opened one, a seat at theirs). `end_notice` is a
`BotData.subscriptions.game_over` subscriber, after the tournaments' (which record the game
first). A group the bot can no longer write in (`group_gone`), and back (`group_back`): its
players told in private.
"""

from __future__ import annotations

import logging
import re
import secrets
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Final

from bot.drills.table import is_retired
from bot.drills.table_args import is_named
from bot.drills.table_state import Step, Table, rules_from_json, rules_json
from bot.drills.table_turn import due, mark_of
from bot.engine.variants import Rules
from bot.i18n import Translator
from bot.storage.repo_members import TOURNAMENT, MemberBusy, MemberGame
from bot.tg import records
from bot.tg.chat_members import in_group
from bot.tg.context import Context
from bot.tg.handlers import members, members_group, members_post, members_table, tournament_owed
from bot.tg.handlers.common import Press, button, esc, keyboard, quietly, send
from bot.tg.handlers.members_play import GAME, logger
from bot.tg.handlers.questions import answer_query
from bot.views import members as view
from bot.views import members_private as private_view
from bot.views import members_words as words
from bot.views.members_news import names_of
from bot.views.replies import no_longer_works_note


async def group_gone(context: Context, chat_id: int) -> None:
    """The bot can no longer write in the group (`Subscriptions.chat_gone`): its tables still
    waiting for players are withdrawn, each host told in private (the seats are free); the
    players of its games under way are told in private what goes on (their private steps)
    and what waits for the bot to be back (`group_back`)."""
    db = context.bot_data.db
    for game in await db.members.cancel_open_games_in(chat_id):
        logger.info("table %s withdrawn: the bot left group %s", game.id, chat_id)
        host = next((s for s in game.seats if s.user_id == game.host), None)
        if host is not None and host.user_id is not None:
            player = await members_post.seat_player(context, host.user_id, host.name)
            await send(context, player.chat_id, private_view.withdrawn_group_gone(player.tr))
    for game in await _under_way(context, chat_id):
        assert game.state is not None  # a game under way
        waiting = due(Table.from_json(game.state))
        dealing = bool(waiting) and waiting[0].step is Step.DEAL
        gone = partial(private_view.group_gone_lines, game, dealing)
        await _tell_players(context, game, gone)


async def group_back(context: Context, chat_id: int) -> None:
    """The bot is back in the group (`Subscriptions.chat_back`): each game under way there
    says so in the group, with the next dealer's button when the next deal waits (it could
    not be posted meanwhile), and its players are told in private."""
    for game in await _under_way(context, chat_id):
        assert game.state is not None  # a game under way
        table = Table.from_json(game.state)
        mark = replace(mark_of(table), dealing=False)  # the deal button, asked again if due
        await members_post.tell_group(
            context, game, table, mark, lambda tr: [view.back_in_group_line(tr)]
        )
        await _tell_players(context, game, partial(private_view.group_back_lines, game))


async def _under_way(context: Context, chat_id: int) -> list[MemberGame]:
    """The games under way in the group."""
    games = await context.bot_data.db.members.list_member_games(chat_id=chat_id)
    return [g for g in games if g.is_active and g.state is not None]


async def _tell_players(
    context: Context, game: MemberGame, lines: Callable[[Translator], list[str]]
) -> None:
    """`lines` to each member still playing `game`, in private and in their language."""
    for seat in game.seats:
        if seat.user_id is None or words.has_retired(game, seat.user_id):
            continue
        player = await members_post.seat_player(context, seat.user_id, seat.name)
        told = send(context, player.chat_id, "\n".join(lines(player.tr)))
        failed = "could not tell %s of group %s"  # a member who never opened the private chat
        await quietly(told, failed, seat.user_id, game.chat_id, level=logging.INFO)


REMATCH_PATTERN: Final = re.compile(rf"^mn:{GAME}$")


async def end_notice(context: Context, game: MemberGame, leaver: int | None) -> None:
    """Tell every member of the finished or abandoned game, in private and in their language,
    once the group has the game's last messages (`Outgoing.after`). `leaver`: the member whose
    leaving the group resigned the game, told before they are taken out of the group's
    tournament and club (`members_group.resign_seat`): still in its tournament, offered
    nothing more there."""
    if game.state is None:
        return
    table = Table.from_json(game.state)
    # recorded by the tournaments' subscriber, called first (`wiring`)
    links = await context.bot_data.db.tournaments.game_link(game.id)
    counted = any(link.pour is not None for link in links)
    left = await _left_seats(context, game, table, leaver)
    for seat in game.seats:
        if seat.user_id is None:
            continue
        player = await members_post.seat_player(context, seat.user_id, seat.name)
        tr = player.tr
        names = names_of(game, tr)
        lines = private_view.end_notice_lines(
            table, names, seat.seat, seat.won, tr, tournament=counted, left=left
        )
        markup = None
        if seat.seat not in left:  # one who left the group: no next game there, no button
            robin = await _robin_owed(context, game, seat.user_id, gone=leaver)
            lines += await _next_games(
                context, game, seat.user_id, robin, tr, counted=counted, gone=leaver
            )
            # after a tournament's game, the button opens an ordinary one unless a robin's
            # game is owed between the two (before: « Autre partie », the tournament's next
            # game thought)
            ordinary = game.players if game.origin == TOURNAMENT and robin is None else None
            again = private_view.another_game_button(tr, ordinary=ordinary)
            markup = keyboard([[button(again, f"mn:{game.id}")]])
        # after the group's messages stored before it (its last count, the end): a group
        # behind in its sends let « vous avez perdu » arrive before the count that ended it
        text = "\n".join(lines)
        told = send(context, seat.user_id, text, markup=markup, after=game.chat_id)
        failed = "could not tell %s the end of %s"  # a member who never opened the private chat
        await quietly(told, failed, seat.user_id, game.id, level=logging.INFO)


async def _left_seats(
    context: Context, game: MemberGame, table: Table, leaver: int | None
) -> frozenset[int]:
    """The seats of the game's members who left its group: the `leaver`, whose leaving ended
    it, and, at a table of three, those who resigned (the robot played on for them) and are
    no longer in the group, asked of Telegram (one who cannot be asked stays)."""
    left = {s.seat for s in game.seats if leaver is not None and s.user_id == leaver}
    for seat in game.seats:
        if seat.user_id is None or seat.seat in left or not is_retired(table, seat.seat):
            continue
        if await in_group(context, game.chat_id, seat.user_id) is False:
            left.add(seat.seat)
    return frozenset(left)


async def _robin_owed(
    context: Context, game: MemberGame, user_id: int, *, gone: int | None = None
) -> tuple[str, tournament_owed.RobinGame] | None:
    """At a game of two, the opponent's name and the round robin's game the member still
    owes them (the end's button invites them to it), or None (as when the opponent is `gone`,
    leaving the group)."""
    other = next((s for s in game.seats if s.user_id not in (None, user_id)), None)
    if len(game.seats) != 2 or other is None or other.user_id in (None, gone):
        return None
    robin = await tournament_owed.robin_game(context, game.chat_id, user_id, other.user_id)
    return (other.name, robin) if robin is not None and robin.meeting else None


async def _next_games(
    context: Context,
    game: MemberGame,
    user_id: int,
    owed: tuple[str, tournament_owed.RobinGame] | None,
    tr: Translator,
    *,
    counted: bool,
    gone: int | None = None,
) -> list[str]:
    """Under the end of a game, the member's next tournament game: against the same opponent
    (`owed`: the button invites them), else, after a game that `counted`, their games (in
    doubles, their team's) still to play whoever the opponent, or that none is left (before:
    nothing, once Marie had played all her games against Jean, two against Lise still to
    play); `gone`: a member leaving the group, whose games are no longer to play."""
    if owed is not None:
        name, robin = owed
        return [private_view.next_robin_line(name, robin.meeting, robin.times, tr)]
    if not counted:
        return []
    return await members_group.games_left_lines(context, game.chat_id, user_id, tr, gone=gone)


async def _opened_after(context: Context, old: MemberGame, press: Press) -> MemberGame | None:
    """The table another player of the `old` game opened with this button (or any open table
    of the same size in that group where one of them sits) that the presser may join."""
    user = press.query.from_user
    for seat in old.seats:
        if seat.user_id in (None, user.id):
            continue
        theirs = await context.bot_data.db.members.live_member_game(seat.user_id)
        if (
            theirs is not None
            and theirs.is_open
            and theirs.chat_id == old.chat_id
            and theirs.players == old.players
            and is_named(user.id, user.username, theirs.invited_user, theirs.invited_name)
        ):
            return theirs
    return None


@Press.on(REMATCH_PATTERN)
async def rematch_button(context: Context, press: Press) -> None:
    """Another game: an invitation in the game's group, from the member who pressed (to the
    other player of a game of two, unless they have left the group: then to any member);
    refused to a member who has left that group."""
    player, query = press.player, press.query
    tr = player.tr
    db = context.bot_data.db
    old = await db.members.get_member_game(press.match[1])
    seat = None if old is None else old.seat_of(player.user_id)
    if old is None or seat is None or old.is_active or old.is_open:
        await answer_query(query, no_longer_works_note(tr), alert=True)
        return
    if not await members_post.group_open(context, old):  # the bot was removed from the group
        await answer_query(query, private_view.group_closed_note(tr), alert=True)
        return
    if await in_group(context, old.chat_id, player.user_id) is False:  # they left the group
        await answer_query(query, private_view.left_group_note(tr), alert=True)
        return
    current = await db.members.live_member_game(player.user_id)
    if current is not None:
        await answer_query(query, words.busy_text(current, player.user_id, tr), alert=True)
        return
    me = next(s for s in old.seats if s.user_id == player.user_id)
    other = next((s for s in old.seats if s.user_id not in (None, player.user_id)), None)
    invited = other if old.players == 2 and other is not None else None
    guest = None if invited is None else invited.user_id
    if guest is not None and await in_group(context, old.chat_id, guest) is False:
        invited = None  # they left the group: a table any member may take
    invited_user = None if invited is None else invited.user_id
    waiting = await _opened_after(context, old, press)
    if waiting is not None:  # pressed after another player: a seat at their table
        await members.sit(context, press, waiting, me.name)
        return
    was = rules_from_json(old.rules, old.players)
    asked = Rules(target=was.target, players=old.players, muggins=was.muggins)
    rules, robin = await members.robin_rules(
        context, old.chat_id, player.user_id, invited_user, asked
    )
    try:
        game = await db.members.open_member_game(
            game_id=secrets.token_hex(6),
            chat_id=old.chat_id,
            host=player.user_id,
            host_name=me.name,
            players=old.players,
            rules=rules_json(rules),
            invited_user=invited_user,
            invited_name=None if invited is None else invited.name,
            origin=tournament_owed.origin_of(robin),
        )
    except MemberBusy:
        await answer_query(query, words.seated_elsewhere_note(tr), alert=True)
        return
    voice = await members_post.voice_of(context, game)
    text, markup = members_table.invitation(game, voice, robin)
    posted = send(context, game.chat_id, text, markup=markup, record=records.member_game(game.id))
    if not await quietly(posted, "could not invite in %s", game.chat_id, level=logging.INFO):
        # the bot left the group meanwhile
        await db.members.cancel_member_game(game.id)
        await answer_query(query, private_view.group_closed_note(tr), alert=True)
        return
    await answer_query(query)  # said once, in a message that stays (not a toast as well)
    await send(context, player.chat_id, esc(private_view.invited_in_group(tr)))
