"""/top asked again in a group while the same board is still up there (`handlers.club`): one
line to the member instead of the whole board once more (a reply to the board when its id is
known, else to the member's own /top: a reply to the /top of whoever asked first would ring
their phone each time).

HTML: the member's name in bold, everything else escaped.
"""

from __future__ import annotations

from bot.drills.club import Period
from bot.i18n import Translator
from bot.views.club import TYPED_CHARS, UNNAMED, Board, rank_of
from bot.views.markup import bold, esc


def board_named(period: Period, tr: Translator) -> str:
    """ "{name}: this week's board above has not changed." for the board's period (one
    sentence each: French says « d'aujourd'hui », « de la semaine », « du mois »)."""
    if period is Period.TODAY:
        return tr._("{name}: today's board above has not changed.")
    if period is Period.WEEK:
        return tr._("{name}: this week's board above has not changed.")
    if period is Period.MONTH:
        return tr._("{name}: this month's board above has not changed.")
    return tr._("{name}: the all-time board above has not changed.")


def board_above(board: Board, name: str, tr: Translator) -> str:
    """The same board is above (posted a few minutes ago, the standings unchanged): say so to
    `name`, who asked, with their own rank (the board above names the rank of whoever asked
    first), or that they are not on it yet, or hidden from the boards (/top off)."""
    text = esc(board_named(board.period, tr)).format(name=bold(name or UNNAMED))
    if board.hidden:
        rank = tr._("You are hidden from the boards (/top on to show up again).")
    elif board.me is not None:
        rank = tr._("Your rank: {rank}.").format(rank=rank_of(board.me.rank, board.players, tr))
    elif board.rows:
        rank = tr._("You are not on it yet.")
    else:  # the board above says nobody is on it
        return text
    return f"{text} {esc(rank)}"


def unknown_above(typed: str, tr: Translator) -> str:
    """Under `board_above` when /top's word was not understood (plain text): the week's board
    was meant (« voici la semaine » there would announce a board that does not follow)."""
    return tr._(
        "I do not understand “{typed}”; for another period: /top today, /top month, /top all."
    ).format(typed=typed[:TYPED_CHARS])
