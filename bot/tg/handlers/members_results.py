"""The results of the club members' games (issue 21; the games are `members`): /top games, the
club's board of games won for a period under its period buttons (`cg:<period>:<language>`),
and the club games section of /stats.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from typing import Final

from telegram import InlineKeyboardMarkup, Message, Update

from bot.drills.club import Period, period_days
from bot.drills.club_args import Asked, asked_period
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
from bot.views import members_words as words_view
from bot.views.club import month_not_begun

TOP_GAMES_PATTERN: Final = re.compile(rf"^cg:{PERIOD_BUTTON}$")


async def top_games(
    update: Update, context: Context, words: Sequence[str], typed: Sequence[str]
) -> None:
    """/top games [period] in a group: members ranked by games won, then points for minus
    against, for the period the (folded) `words` after « games » ask (`asked_period`: as
    /top's, a month named, last month…; the word not understood, as `typed`, said under the
    week's). The same board asked again within `club_again.BOARD_AGAIN` gets one line
    pointing to it, as /top's."""
    player = await who(update, context)
    if player is None:
        return
    club = await club_of_chat(update, context)
    if club is None:
        await send(context, player.chat_id, words_view.top_games_in_group_line(player.tr))
        return
    asked = asked_period(words, club_today(club, context))
    unknown = None if asked.unknown_at is None else typed[asked.unknown_at]
    board, tr = await games_board(context, club, asked, player.tr)
    message = message_id_of(update)
    earlier = board_above(context, club.chat_id, board, tr.lang, message)
    line = ""
    if earlier is not None:
        hidden = await context.bot_data.db.clubs.is_hidden(player.user_id)
        line = again_view.games_above(board, player.user_id, player.name, hidden, tr)
        if unknown is not None:
            line += "\n" + esc(again_view.unknown_games_above(unknown, tr))
        if asked.later is not None:
            line += "\n" + esc(month_not_begun(asked.later, tr, above=True))
    await send_board(
        context,
        club.chat_id,
        board,
        games_message(board, tr, unknown, asked.later),
        lang=tr.lang,
        asked=message,
        earlier=earlier,
        above=line,
    )


async def games_board(
    context: Context, club: Club, asked: Period | Asked, asker: Translator
) -> tuple[results_view.GamesBoard, Translator]:
    """The club's board of games won for a period (its days as the club counts them: this
    one's, or the one /top games' words asked, `Asked`), and the language it is shown in:
    the club's, else the `asker`'s."""
    tr = club_translator(club, asker, context)
    if not isinstance(asked, Asked):
        asked = Asked(asked, club_today(club, context))
    days = period_days(asked.period, asked.day)
    first, last = (None, None) if days is None else (days[0].isoformat(), days[1].isoformat())
    rows = await context.bot_data.db.members.games_board(club.chat_id, first, last)
    board = results_view.GamesBoard(
        asked.period, asked.day, tuple(rows), before=asked.before, named=asked.named
    )
    return board, tr


def games_message(
    board: results_view.GamesBoard,
    tr: Translator,
    unknown: str | None = None,
    later: date | None = None,
) -> tuple[str, InlineKeyboardMarkup]:
    """The board of games' message (`results_view.games_message_lines`) under its period
    buttons (none marked under a board of the past, as /top's)."""
    lines = results_view.games_message_lines(board, tr, unknown, later)
    return fit(lines), period_keyboard(board.period, tr, "cg", before=board.before)


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
