"""Leaving a table between members (issue 21): /resign (/abandon) at a table still taking
seats or under way, declining the invitations that name a member, and the member who leaves
the group or is forgotten (/forget). Split from `members` (the invitations and seats);
`members_group` resigns a seat of a game under way."""

from __future__ import annotations

from telegram import Update

from bot.drills.table import is_retired
from bot.drills.table_state import Table, TableError
from bot.i18n import Translator
from bot.storage.repo_members import MemberGame
from bot.tg.context import Context
from bot.tg.handlers import kings_stop, members_group, members_play, members_post
from bot.tg.handlers.club_base import in_chat_language
from bot.tg.handlers.common import Who, edit_text, send, who
from bot.tg.handlers.members_table import invitation, withdraw
from bot.tg.handlers.questions import kind_of
from bot.tg.handlers.table_steps import PLAY_KIND
from bot.views import members_words as words
from bot.views.members_news import Intro


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
        abandoned = await kings_stop.stop_requested(context, player, pending)
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

            declined = await withdraw(context, game, lines) or declined
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
        await withdraw(context, game, lines)
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
            await withdraw(context, invited, why)
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
    if saved is not None and saved.is_active:  # a table of three plays on without them
        await members_play.close_pending(
            context, saved, user_id, goes_on=False, said=words.retired_line
        )
