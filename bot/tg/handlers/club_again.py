"""Boards asked again in a group (/top in `handlers.club`, /top games in
`handlers.members_results`): the boards posted there lately (`bot_data.boards`), so that the
same board asked again within `BOARD_AGAIN` gets one line pointing to it instead of the whole
board once more. The lines are `views.club_again`.

A /top board is remembered once Telegram took it (`board_posting`, `board_sent`), with its
message: the line is a reply to it, and if an administrator deleted it meanwhile Telegram
refuses that reply and the board is posted again instead (`posting.Fallback`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Final, TypeAlias

from telegram import InlineKeyboardMarkup, Message

from bot.tg import records
from bot.tg.context import BotData, Context
from bot.tg.posting import Fallback, send
from bot.tg.records import Record
from bot.views.club import Board
from bot.views.members_results import GamesBoard

BOARD_AGAIN: Final = timedelta(minutes=10)
"""How long a board posted in a group stands for the same board asked again: within it, a
/top whose board would be the same (same period, language and standings) gets one line
pointing to it instead of the whole board once more. Telegram lets a bot post 20 messages a
minute in a group, and five members who each ask for the board flooded it with five copies;
ten minutes is a club's conversation about one board (a few members asking, one after the
other, while the board is still on their screen or a short scroll up), and short enough that
a member who asks later gets the board again at the bottom of the chat, not a line that
sends them far back up. A board whose standings changed is posted at once."""

BOARD_NEAR: Final = 12
"""How many group messages (the members' and the bot's) may follow a board for a /top to be
pointed to it: a dozen, a short scroll up (a few members asking for a board, each answered
by a line). Past that, in a group where a game is under way, « le
classement de la semaine, plus haut, n'a pas changé » sent a member of 72 scrolling far back
up for a board the bot can post again at the bottom. Message ids in a group count every
message, so the /top's id less the id of the /top the board answered is that count."""

Shown: TypeAlias = Board | GamesBoard
"""What a board shows every member alike: /top's points (`Board` without the rank of whoever
asked, `views.club.for_everyone`) or /top games' members (`GamesBoard`)."""


@dataclass(frozen=True, slots=True)
class BoardPost:
    """A board posted in a group (`bot_data.boards`): what it shows every member, in which
    language, the /top it answered, the board's own message once known, and when it was
    posted (`bot_data.clock`)."""

    board: Shown
    lang: str
    asked: int
    """The /top the board answered (what a press on the board gives with it)."""
    message: int | None
    """The board's message: given once Telegram took it (`board_sent`) or by a press on one
    of its buttons; unknown for a board remembered as it is sent (/top games: handlers send
    through the outbox)."""
    at: datetime
    pending: bool = False
    """Sent but not yet taken by Telegram (`board_posting`): not pointed to, since it may
    never reach the group."""


def recent_boards(context: Context, chat_id: int) -> list[BoardPost]:
    """The boards posted in the group within `BOARD_AGAIN` (older ones forgotten)."""
    since = context.bot_data.clock() - BOARD_AGAIN
    posts = [post for post in context.bot_data.boards.pop(chat_id, []) if post.at > since]
    if posts:
        context.bot_data.boards[chat_id] = posts
    return posts


def board_above(
    context: Context, chat_id: int, shown: Shown, lang: str, asked: int | None = None
) -> BoardPost | None:
    """The same board, in the same language, posted in the group within `BOARD_AGAIN` (a
    games board is never the same as a points board) and, for the /top `asked`, at most
    `BOARD_NEAR` messages above it."""
    for post in recent_boards(context, chat_id):
        if asked is not None and asked - post.asked > BOARD_NEAR:
            continue  # scrolled far up: the board is posted again
        if not post.pending and post.lang == lang and post.board == shown:
            return post
    return None


def board_kind(post: BoardPost) -> tuple[type, object, str]:
    """Which board a post is: points or games, its period and language (one of each kind
    is remembered, the latest)."""
    return type(post.board), post.board.period, post.lang


def remember_board(context: Context, chat_id: int, post: BoardPost) -> None:
    """A board just posted (or changed by a press) in the group: an older board of the same
    kind, period and language is no longer the one to point to."""
    kept = [
        earlier
        for earlier in recent_boards(context, chat_id)
        if board_kind(earlier) != board_kind(post)
    ]
    context.bot_data.boards[chat_id] = [*kept, post]


def board_posting(context: Context, chat_id: int, post: BoardPost) -> Record:
    """A board about to be sent to the group (through the outbox): remembered as pending
    until Telegram takes it (`board_sent`), so that a board refused (or never sent) is not
    pointed to; the record its message goes with. An older board of the same kind stays the
    one to point to until then."""
    kept = [
        earlier
        for earlier in recent_boards(context, chat_id)
        if not (earlier.pending and earlier.asked == post.asked)
    ]
    context.bot_data.boards[chat_id] = [*kept, replace(post, pending=True)]
    return records.club_board(chat_id, post.asked)


async def send_board(
    context: Context,
    chat_id: int,
    shown: Shown,
    board: tuple[str, InlineKeyboardMarkup],
    *,
    lang: str,
    asked: int | None,
    earlier: BoardPost | None,
    above: str,
) -> None:
    """Post a board (its text and buttons) in reply to the /top `asked`, remembered once
    Telegram takes it; or, the same board being `earlier` above, the line `above` pointing to
    it (a reply to the board itself, and the board posted again in its place if an
    administrator deleted it meanwhile)."""
    text, markup = board
    record = None
    if asked is not None:  # remembered once Telegram took it (`board_sent`)
        post = BoardPost(shown, lang, asked, None, context.bot_data.clock())
        record = board_posting(context, chat_id, post)
    if earlier is not None:  # a reply to the board if known, never to another member's /top
        again = Fallback(text, markup, asked, record) if earlier.message is not None else None
        reply_to = earlier.message or asked
        await send(context, chat_id, above, reply_to=reply_to, fallback=again)
        return
    await send(context, chat_id, text, markup=markup, reply_to=asked, record=record)


def board_sent(data: BotData, record: Record, message_id: int | None) -> None:
    """`Subscriptions.sent`: a board's message taken by Telegram (`message_id`) is now the
    board to point to (its id known); one refused (None) is forgotten."""
    found = records.club_board_of(record)
    if found is None:
        return
    chat_id, asked = found
    posts = data.boards.get(chat_id, [])
    mine = [post for post in posts if post.pending and post.asked == asked]
    if not mine:
        return  # forgotten meanwhile (older than `BOARD_AGAIN`, a restart)
    rest = [post for post in posts if post not in mine]
    if message_id is not None:
        post = replace(mine[-1], message=message_id, pending=False)
        rest = [*(earlier for earlier in rest if board_kind(earlier) != board_kind(post)), post]
    if rest:
        data.boards[chat_id] = rest
    else:
        data.boards.pop(chat_id, None)


def board_pressed(context: Context, message: Message, shown: Shown, lang: str) -> None:
    """A period button changed the board in `message`: the board remembered for it (by the
    /top it answered, or by its own id) is now this one, and its id is known. A board whose
    /top is not given (deleted) may be any of the group's: they are all forgotten, and the
    next /top posts its board again rather than point to one that changed."""
    chat_id = message.chat_id
    posts = recent_boards(context, chat_id)
    replied = message.reply_to_message.message_id if message.reply_to_message else None
    mine = [post for post in posts if message.message_id == post.message or replied == post.asked]
    if not mine:
        if replied is None:
            context.bot_data.boards.pop(chat_id, None)
        return  # else a board posted before the last minutes: none of those remembered
    context.bot_data.boards[chat_id] = [post for post in posts if post not in mine]
    at = min(post.at for post in mine)
    remember_board(context, chat_id, BoardPost(shown, lang, mine[0].asked, message.message_id, at))
