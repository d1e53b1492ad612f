"""Clubs on Telegram: a group chat the bot is in is a club. This module: the boards, the
club links, the bot joining or leaving groups; `club_settings` has /club, `club_forget` has
/forget, `club_base` the shared helpers; the daily card and the jobs are `bot.tg.club_jobs`.

- `post_club_card` (what /daily does in a group): today's challenge card with a deep-link
  button `https://t.me/<bot>?start=club_<invite>`, once a day (then one line with the same
  button, a reply to the member); `/start club_<invite>` in private
  (`start_from_link`, from /start) makes the player a member, then /start opens today's
  challenge (`daily.open_today`).
- /top (/classement): the club's board in a group (buttons switch the period; the same board
  asked again a few minutes later gets one line that points to it, `club_again`), the
  player's clubs and ranks in private; /top off and /top on hide or show the player on every
  board.
- The bot added to or removed from a group (`my_chat_member`) opens or closes the club; a
  group that becomes a supergroup takes its club along.

In groups the bot only sees commands (privacy mode): it posts one card a day, one summary a
week, and answers commands, nothing else. Buttons: `ct:<period>:<language>` (board period),
`cs:<what>:<value>` (settings), `cf:<user>:yes|no` (forget).
"""

from __future__ import annotations

import logging
import re
from enum import Enum
from typing import Final

from telegram import Message, Update, User

from bot.drills import club as rules
from bot.drills.club import Period
from bot.drills.club_args import (
    GAMES_WORDS,
    HIDE_ARGS,
    Asked,
    asked_period,
    top_games_wanted,
)
from bot.i18n import LANGUAGES, Translator
from bot.storage.models import User as Player
from bot.storage.repo_club import Club
from bot.tg.chat_members import GONE, GROUPS, PRESENT, in_group, is_member_status
from bot.tg.club_jobs import (
    card_markup,
    card_posted,
    club_today,
    club_translator,
    html,
    new_invite,
    posts_translator,
    schedule_club,
    send_card,
    unschedule_club,
)
from bot.tg.context import Context
from bot.tg.handlers import members, members_results, quiz, tournament_play
from bot.tg.handlers.club_again import board_above, board_pressed, send_board
from bot.tg.handlers.club_base import (
    PERIOD_BUTTON,
    board_translator,
    club_of_chat,
    club_press,
    display_name,
    in_chat_language,
    message_id_of,
    period_keyboard,
)
from bot.tg.handlers.common import (
    Press,
    Who,
    edit_or_send,
    esc,
    language_of,
    send,
    tell,
    who,
)
from bot.views import club as view
from bot.views import club_again as again_view
from bot.views import club_posts as posts_view
from bot.views.daily import named  # the player's name first in a group, as /forget's
from bot.views.markup import titled

logger = logging.getLogger("muggins.club")

TOP_PATTERN: Final = re.compile(rf"^ct:{PERIOD_BUTTON}$")
OTHER_WORDS: Final = frozenset(HIDE_ARGS) | GAMES_WORDS
"""/top's words read before its period (/top off, /top games), never said not understood."""

# -- The board ---------------------------------------------------------------------------------


async def club_board(
    club: Club,
    period: Period,
    player: Who,
    context: Context,
    asker: Translator | None = None,
    *,
    asked: Asked | None = None,
) -> tuple[view.Board, Translator]:
    """The club's board for a period as the player sees it (their rank in it), and the
    language it is shown in: the club's, else `asker`'s (the player's by default); `asked`:
    the period /top's words asked (`club_args.asked_period`: the period before the current
    one, a month the player named), else `period`'s current one."""
    if asked is None:
        asked = Asked(period, club_today(club, context))
    period, today, before, named = asked.period, asked.day, asked.before, asked.named
    rows = await context.bot_data.db.clubs.board(
        club.chat_id,
        rules.period_key(period, today),
        tiebreak=club.tiebreak,
        user_id=player.user_id,
        limit=rules.BOARD_SIZE,
    )
    tr = club_translator(club, asker or player.tr, context)
    games = not rows.top and bool(
        await context.bot_data.db.members.games_board(club.chat_id, None, None)
    )  # an empty board points to /top games when members have won some
    tournament = await context.bot_data.db.tournaments.open_tournament(club.chat_id) is not None
    board = view.board_of(
        club, period, today, rows, games=games, tournament=tournament, before=before, named=named
    )
    return board, tr


def board_text(board: view.Board, player: Who, tr: Translator) -> str:
    """A board's message (HTML), the rank of `player` in it."""
    return html(view.board_lines(board, player.name, tr))


async def top_command(update: Update, context: Context) -> None:
    """/top (/classement) [today|week|month|all|off|on]. In a group, the same board asked
    again within `BOARD_AGAIN` gets one line pointing to it (`board_above`)."""
    player = await who(update, context)
    if player is None:
        return
    player = await in_chat_language(context, player)
    args = [arg.casefold() for arg in context.args or []]
    if args and args[0] in HIDE_ARGS:
        hidden = HIDE_ARGS[args[0]]
        await context.bot_data.db.clubs.set_hidden(player.user_id, hidden)
        await send(
            context,
            player.chat_id,
            named(esc(view.hidden_done(hidden, player.tr)), player.tr, player.group_name),
            reply_to=message_id_of(update),
        )
        return
    typed_args = context.args or []
    if top_games_wanted(args):
        await members_results.top_games(update, context, args[1:], typed_args[1:])
        return
    if player.private:
        await send(context, player.chat_id, await my_clubs_text(context, player))
        return
    club = await club_of_chat(update, context)
    if club is None:
        return
    # « mois dernier », « hier », « novembre »
    wanted = asked_period(args, club_today(club, context), known=OTHER_WORDS)
    board, tr = await club_board(club, wanted.period, player, context, asked=wanted)
    typed = None if wanted.unknown_at is None else typed_args[wanted.unknown_at]
    asked = message_id_of(update)
    earlier = board_above(context, club.chat_id, view.for_everyone(board), tr.lang, asked)
    text = board_text(board, player, tr)
    if typed is not None:
        text += "\n" + esc(view.unknown_period(typed, tr))
    if wanted.later is not None:  # « /classement janvier 2027 »
        text += "\n" + esc(view.month_not_begun(wanted.later, tr))
    markup = period_keyboard(board.period, tr, "ct", before=board.before)
    line = ""
    if earlier is not None:
        line = again_view.board_above(board, player.name, tr)
        if typed is not None:
            line += "\n" + esc(again_view.unknown_above(typed, tr))
        if wanted.later is not None:
            line += "\n" + esc(view.month_not_begun(wanted.later, tr, above=True))
    await send_board(
        context,
        club.chat_id,
        view.for_everyone(board),
        (text, markup),
        lang=tr.lang,
        asked=asked,
        earlier=earlier,
        above=line,
    )


@Press.about(club_press, TOP_PATTERN)
async def top_button(context: Context, press: Press, club: Club, message: Message) -> None:
    """A period button under a board: the board of that period, with the presser's rank, in
    the board's language (remembered as the board that message now shows)."""
    asker = board_translator(context, press)
    board, tr = await club_board(club, Period(press.match[1]), press.player, context, asker)
    await press.query.answer()
    markup = period_keyboard(board.period, tr, "ct")
    text = board_text(board, press.player, tr)
    await edit_or_send(context, message.chat_id, message.message_id, text, markup)
    board_pressed(context, message, view.for_everyone(board), tr.lang)


async def club_ranks(player: Who, context: Context) -> tuple[list[view.ClubRanks], bool]:
    """The player's rank this week and all time in each of their clubs, and whether they hide
    from the boards (/top off)."""

    def keys(club: Club) -> list[str]:
        today = club_today(club, context)
        return [rules.period_key(period, today) for period in (Period.WEEK, Period.ALL)]

    ranks, hidden = await context.bot_data.db.clubs.member_ranks(player.user_id, keys)
    return [view.ClubRanks(title, week, ever) for title, (week, ever) in ranks], hidden


async def my_clubs_text(context: Context, player: Who) -> str:
    """/top in private (HTML): the player's rank in each of their clubs, or that they are in
    none; « mon classement? » typed gets it too (`guide.own_page_typed`)."""
    ranks, hidden = await club_ranks(player, context)
    return html(view.my_clubs_lines(ranks, hidden, player.tr))


async def stats_lines(context: Context, player: Who) -> list[str]:
    """The /stats lines: the player's clubs and ranks (none outside clubs or when hidden)."""
    ranks, hidden = await club_ranks(player, context)
    if not ranks or hidden:
        return []
    return titled(view.club_rank_lines(ranks, player.tr))


# -- The daily card and the weekly summary -----------------------------------------------------


async def post_club_card(update: Update, context: Context) -> None:
    """/daily in a group: post today's challenge card with its deep-link button (the
    contract with the daily challenge's handlers); does nothing outside groups. Once the card
    is posted today, /daily again answers with one short line under it, to the member, by
    name and in their own language (as /stats, /remind there), with the same button: four
    members who type /daily no longer get four cards. The card is the group's: in the club's
    language, else the one most members read (`posts_translator`), as at the club's time; it
    was in the language of whoever typed /daily first."""
    player = await who(update, context)
    club = await club_of_chat(update, context)
    if club is None:
        return
    if player is not None and card_posted(club, context):
        markup = card_markup(club, player.tr, context)
        text = posts_view.card_above(player.name, player.tr)
        await send(context, club.chat_id, text, markup=markup, reply_to=message_id_of(update))
        return
    asker = player.tr if player is not None else None
    language = await posts_translator(club, context, asker)  # the group's, not the asker's
    await send_card(context, club, language, reply_to=message_id_of(update))


# -- Deep links --------------------------------------------------------------------------------


class Link(Enum):
    """What a /start club link did."""

    JOINED = "joined"
    """The player is a member (new or not): open today's challenge next."""
    REFUSED = "refused"
    """Forged, garbled, or the club of a group the bot left: told so, nothing recorded."""


async def start_from_link(update: Update, context: Context) -> Link | None:
    """/start club_<invite> in private: make the player a member of the club. None when the
    /start has no club payload (the plain welcome goes on)."""
    args = context.args or []
    if not args or not rules.looks_like_invite(args[0]):
        return None
    player = await who(update, context)
    if player is None or not player.private:
        return None
    db = context.bot_data.db
    token = rules.invite_token(args[0])
    club = await db.clubs.club_by_invite(token) if token is not None else None
    member = None
    if club is not None and club.active:  # a forwarded link: only the group's members join
        member = await in_group(context, club.chat_id, player.user_id)
    if club is None or not member:
        payload = args[0][: rules.MAX_PAYLOAD]
        logger.info(
            "club link %r refused to %s (in its group: %s)", payload, player.user_id, member
        )
        await send(context, player.chat_id, esc(view.link_refused(club, member, player.tr)))
        return Link.REFUSED
    new = await db.clubs.join_club(club.chat_id, player.user_id, name=display_name(update))
    await send(context, player.chat_id, esc(view.joined(club.title, new, player.tr)))
    return Link.JOINED


# -- The bot joins or leaves a group -----------------------------------------------------------


async def bot_membership(update: Update, context: Context) -> None:
    """my_chat_member: the bot added to a group opens its club, removed closes it."""
    change = update.my_chat_member
    if change is None or change.chat.type not in GROUPS:
        return
    chat = change.chat
    db = context.bot_data.db
    before, after = change.old_chat_member.status, change.new_chat_member.status
    if after in PRESENT:
        known = await db.clubs.get_club(chat.id)  # a club already: the bot is back in it
        club = await db.clubs.open_club(chat.id, title=chat.title or "", invite=new_invite())
        schedule_club(context.job_queue, club, context.bot_data.config.default_tz)
        if before not in PRESENT:
            i18n = context.bot_data.i18n
            # the group's language (a club back has members), else the one who added the bot:
            # the one they chose with /lang, else their Telegram's (before: their Telegram's
            # always, so that an admin reading the bot in English had their group greeted
            # « Bonjour Club! » when their Telegram was French)
            code = change.from_user.language_code
            adder = await db.users.get_user(change.from_user.id)
            if adder is None:
                lang = i18n.negotiate(code, context.bot_data.config.default_lang)
            else:
                lang = language_of(adder, code, context)
            tr = await posts_translator(club, context, i18n.translator(lang))
            welcome = view.welcome_group if known is None else view.welcome_back
            unknown = await _language_unknown(context, club, adder, code)
            if known is None and unknown:  # nothing tells: each language, French first
                text = view.welcome_each_language(
                    club.title, [i18n.translator(x) for x in LANGUAGES]
                )
            else:
                text = welcome(club.title, tr)
            await tell(context, chat.id, esc(text))
            for listener in context.bot_data.subscriptions.chat_back:
                await listener(context, chat.id)
    elif after in GONE:  # its players told by `delivery.my_chat_member`, once
        await db.clubs.close_club(chat.id)
        unschedule_club(context.job_queue, chat.id)


async def _language_unknown(
    context: Context, club: Club, adder: Player | None, code: str | None
) -> bool:
    """Whether nothing tells a group's language: the club has none set and no members, and
    whoever added the bot chose none and Telegram gave none for them."""
    if club.lang in LANGUAGES or await context.bot_data.db.clubs.member_languages(club.chat_id):
        return False
    chosen = adder is not None and adder.lang in LANGUAGES
    return not chosen and not code and (adder is None or not adder.language_code)


async def anonymous_command(update: Update, context: Context) -> None:
    """One of our commands sent in a group under the group's name (an anonymous
    administrator) or a channel's: no member to answer, so the group is told why nothing else
    comes and how to be seen (in the club's language, else the bot's)."""
    message = update.effective_message
    if message is None or message.chat.type not in GROUPS:
        return
    data = context.bot_data
    tr = data.i18n.translator(data.config.default_lang)
    club = await data.db.clubs.get_club(message.chat.id)
    if club is not None:
        tr = club_translator(club, tr, context)
    await send(context, message.chat.id, esc(view.anonymous_note(tr)), reply_to=message.message_id)


async def member_changed(update: Update, context: Context) -> None:
    """chat_member: a member who leaves the group, or is removed, leaves its club; one who
    comes back rejoins it if they played there (Telegram sends these only to a bot that is an
    administrator of the group, and only when asked for them in allowed_updates)."""
    change = update.chat_member
    if change is None or change.chat.type not in GROUPS:
        return
    if is_member_status(change.new_chat_member):
        if not is_member_status(change.old_chat_member):
            await _member_back(context, change.chat.id, change.new_chat_member.user)
        return
    await _member_gone(context, change.chat.id, change.new_chat_member.user)


async def member_joined_message(update: Update, context: Context) -> None:
    """The group's service message « X joined the group » (sent to the bot even when it is
    not an administrator): as `member_changed` for a member who comes back."""
    message = update.effective_message
    if message is None or message.chat.type not in GROUPS:
        return
    for user in message.new_chat_members or ():
        if not user.is_bot:
            await _member_back(context, message.chat.id, user)


async def _member_back(context: Context, chat_id: int, user: User) -> None:
    """A member came back to the group: one who had played at its tables is a member of its
    club again (`leave_club` dropped them), on its boards at once."""
    if await context.bot_data.db.clubs.rejoin_club(chat_id, user.id):
        logger.info("user %s rejoined club %s", user.id, chat_id)


async def member_left_message(update: Update, context: Context) -> None:
    """The group's service message « X left the group » (sent to the bot even when it is not
    an administrator, so without chat_member updates): as `member_changed`."""
    message = update.effective_message
    if message is None or message.chat.type not in GROUPS or message.left_chat_member is None:
        return
    if message.left_chat_member.is_bot:
        return
    await _member_gone(context, message.chat.id, message.left_chat_member)


async def _member_gone(context: Context, chat_id: int, user: User) -> None:
    """A member left the group or was removed: their games there are left (a game under way
    counts as resigned, `members.left_group`), their quiz series there stops, then the
    tournament and the club."""
    user_id = user.id
    await members.left_group(context, chat_id, user_id, user.username, user.full_name)
    await quiz.member_left(context, chat_id, user)
    if await context.bot_data.db.tournaments.member_left(chat_id, user_id):
        logger.info("user %s left the tournament of %s", user_id, chat_id)
        tournament = await context.bot_data.db.tournaments.open_tournament(chat_id)
        if tournament is not None:
            await tournament_play.refresh_presentation(context, tournament)
    if await context.bot_data.db.clubs.leave_club(chat_id, user_id):
        logger.info("user %s left club %s", user_id, chat_id)


async def group_migrated(update: Update, context: Context) -> None:
    """A group became a supergroup: its club, running games, pending questions and quiz
    series follow to the new chat id."""
    message = update.effective_message
    if message is None or message.migrate_to_chat_id is None:
        return
    db = context.bot_data.db
    await db.clubs.move_play(message.chat.id, message.migrate_to_chat_id)
    if await db.clubs.move_club(message.chat.id, message.migrate_to_chat_id):
        unschedule_club(context.job_queue, message.chat.id)
        club = await db.clubs.get_club(message.migrate_to_chat_id)
        if club is not None:
            schedule_club(context.job_queue, club, context.bot_data.config.default_tz)
