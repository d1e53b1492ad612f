"""The results of the club members' games (issue 21; the games are `members`): /top games, the
club's board of games won for a period under its period buttons (`cg:<period>:<language>`),
and the club games section of /stats.
"""

from __future__ import annotations

import re
from typing import Final

from telegram import InlineKeyboardMarkup, Message, Update

from bot.drills.club import Period, period_days
from bot.i18n import Translator
from bot.storage.repo_club import Club
from bot.tg.club_jobs import club_today, club_translator
from bot.tg.context import Context
from bot.tg.handlers.club_again import board_above, board_pressed, send_board
from bot.tg.handlers.club_base import (
    PERIOD_BUTTON,
    board_translator,
    club_of_chat,
    club_press,
    message_id_of,
    period_keyboard,
)
from bot.tg.handlers.common import Press, Who, esc, fit, quietly, send, who
from bot.tg.handlers.questions import answer_query
from bot.views import club_again as again_view
from bot.views import members_results as results_view
from bot.views import members_words as words

TOP_GAMES_PATTERN: Final = re.compile(rf"^cg:{PERIOD_BUTTON}$")


async def top_games(
    update: Update, context: Context, period: Period, unknown: str | None = None
) -> None:
    """/top games [period] in a group: members ranked by games won, then points for minus
    against (`unknown`: the word typed for a period, not understood). The same board asked
    again within `club_again.BOARD_AGAIN` gets one line pointing to it, as /top's."""
    player = await who(update, context)
    if player is None:
        return
    club = await club_of_chat(update, context)
    if club is None:
        await send(context, player.chat_id, words.top_games_in_group_line(player.tr))
        return
    board, tr = await games_board(context, club, period, player.tr)
    asked = message_id_of(update)
    earlier = board_above(context, club.chat_id, board, tr.lang, asked)
    line = ""
    if earlier is not None:
        hidden = await context.bot_data.db.clubs.is_hidden(player.user_id)
        line = again_view.games_above(board, player.user_id, player.name, hidden, tr)
        if unknown is not None:
            line += "\n" + esc(again_view.unknown_games_above(unknown, tr))
    await send_board(
        context,
        club.chat_id,
        board,
        games_message(board, tr, unknown),
        lang=tr.lang,
        asked=asked,
        earlier=earlier,
        above=line,
    )


async def games_board(
    context: Context, club: Club, period: Period, asker: Translator
) -> tuple[results_view.GamesBoard, Translator]:
    """The club's board of games won for a period (its days as the club counts them), and
    the language it is shown in: the club's, else the `asker`'s."""
    tr = club_translator(club, asker, context)
    today = club_today(club, context)
    days = period_days(period, today)
    first, last = (None, None) if days is None else (days[0].isoformat(), days[1].isoformat())
    rows = await context.bot_data.db.members.games_board(club.chat_id, first, last)
    return results_view.GamesBoard(period, today, tuple(rows)), tr


def games_message(
    board: results_view.GamesBoard, tr: Translator, unknown: str | None = None
) -> tuple[str, InlineKeyboardMarkup]:
    """The board of games' message (`results_view.games_message_lines`) under its period
    buttons."""
    lines = results_view.games_message_lines(board, tr, unknown)
    return fit(lines), period_keyboard(board.period, tr, "cg")


@Press.about(club_press, TOP_GAMES_PATTERN)
async def top_games_button(context: Context, press: Press, club: Club, message: Message) -> None:
    """A period button under /top games: the board of that period, in its language
    (remembered as the board that message now shows)."""
    asker = board_translator(context, press)
    board, tr = await games_board(context, club, Period(press.match[1]), asker)
    text, markup = games_message(board, tr)
    await answer_query(press.query)
    await quietly(message.edit_text(text, reply_markup=markup), "could not switch the period")
    board_pressed(context, message, board, tr.lang)


async def stats_lines(context: Context, player: Who) -> list[str]:
    """The club games section of /stats: the record against each opponent."""
    record = await context.bot_data.db.members.record_against(player.user_id)
    return results_view.record_lines(record, player.tr)
