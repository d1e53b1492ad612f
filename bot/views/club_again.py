"""/top or /top games asked again in a group while the same board is still up there
(`handlers.club_again`): one line to the member instead of the whole board once more (a reply
to the board when its id is known, else to the member's own /top: a reply to the /top of
whoever asked first would ring their phone each time).

HTML: the member's name in bold, everything else escaped.
"""

from __future__ import annotations

from bot.drills.club import Period
from bot.i18n import Translator
from bot.views.club import TYPED_CHARS, UNNAMED, Board, month_name, rank_of
from bot.views.markup import bold, esc
from bot.views.members_results import GamesBoard, games_ranked


def board_named(period: Period, tr: Translator, *, before: bool = False) -> str:
    """ "{name}: this week's board above has not changed." for the board's period (one
    sentence each: French says « d'aujourd'hui », « de la semaine », « du mois »); `before`,
    the period before the current one (« /classement mois dernier » asked again read « le
    classement du mois, plus haut »: the one above is last month's)."""
    if before and period is Period.TODAY:
        return tr._("{name}: yesterday's board above has not changed.")
    if before and period is Period.WEEK:
        return tr._("{name}: last week's board above has not changed.")
    if before and period is Period.MONTH:
        return tr._("{name}: last month's board above has not changed.")
    if period is Period.TODAY:
        return tr._("{name}: today's board above has not changed.")
    if period is Period.WEEK:
        return tr._("{name}: this week's board above has not changed.")
    if period is Period.MONTH:
        return tr._("{name}: this month's board above has not changed.")
    return tr._("{name}: the all-time board above has not changed.")


def games_named(period: Period, tr: Translator, *, before: bool = False) -> str:
    """ "{name}: this week's board of games above has not changed." (/top games); `before`,
    the period before the current one (« /classement parties mois dernier »)."""
    if before and period is Period.TODAY:
        return tr._("{name}: yesterday's board of games above has not changed.")
    if before and period is Period.WEEK:
        return tr._("{name}: last week's board of games above has not changed.")
    if before and period is Period.MONTH:
        return tr._("{name}: last month's board of games above has not changed.")
    if period is Period.TODAY:
        return tr._("{name}: today's board of games above has not changed.")
    if period is Period.WEEK:
        return tr._("{name}: this week's board of games above has not changed.")
    if period is Period.MONTH:
        return tr._("{name}: this month's board of games above has not changed.")
    return tr._("{name}: the all-time board of games above has not changed.")


def pointer(named: str, name: str, place: str | None) -> str:
    """The line pointing to a board above: `named` (`board_named`, `games_named`) said to
    `name`, then their `place` on it (`place_on`), if any."""
    text = esc(named).format(name=bold(name or UNNAMED))
    return text if place is None else f"{text} {esc(place)}"


def place_on(
    rank: int | None,
    players: int,
    hidden: bool,
    anyone: bool,
    tr: Translator,
    *,
    member: bool = True,
    before: bool = False,
) -> str | None:
    """The asker's place on a board above: hidden from the boards (/top off), their `rank`
    of `players`, or not on it yet (and how to become a member of the club, for one who is
    not: `member`); nothing when nobody is on it (the board above says so). On a board of
    the past (`before`) nobody can be put any more: not on it, without « yet »."""
    if hidden:
        return tr._("You are hidden from the boards (/top on to show up again).")
    if rank is not None:
        return tr._("Your rank: {rank}.").format(rank=rank_of(rank, players, tr))
    if anyone and before:
        return tr._("You are not on that board.")
    if not member and not before:  # an empty board above said to play /daily: no member
        return tr._(
            "You are not on it yet: only the club's members are, and the button of /daily "
            "makes you one."
        )
    if anyone:
        return tr._("You are not on it yet.")
    return None


def board_above(board: Board, name: str, tr: Translator) -> str:
    """The same board is above (posted a few minutes ago, the standings unchanged): say so to
    `name`, who asked, with their own rank (the board above names the rank of whoever asked
    first), or that they are not on it yet, or hidden from the boards (/top off)."""
    rank = None if board.me is None else board.me.rank
    place = place_on(
        rank,
        board.players,
        board.hidden,
        bool(board.rows),
        tr,
        member=board.member,
        before=board.before,
    )
    if board.named:  # « /classement octobre »: that month's, not « le mois dernier »
        named = tr._("{name}: the board above ({month}) has not changed.")
        named = named.replace("{month}", month_name(board.today, tr))
    else:
        named = board_named(board.period, tr, before=board.before)
    return pointer(named, name, place)


def games_above(board: GamesBoard, user_id: int, name: str, hidden: bool, tr: Translator) -> str:
    """/top games: the same board of games is above; say so to `name`, with their rank on it
    (`games_ranked`), or that they are not on it yet, or hidden from the boards."""
    ranks = {row.user_id: rank for rank, row in games_ranked(board.rows)}
    place = place_on(
        ranks.get(user_id), len(board.rows), hidden, bool(board.rows), tr, before=board.before
    )
    if board.named:  # « /classement parties octobre »: that month's, not « le mois dernier »
        named = tr._("{name}: the board of games above ({month}) has not changed.")
        named = named.replace("{month}", month_name(board.today, tr))
    else:
        named = games_named(board.period, tr, before=board.before)
    return pointer(named, name, place)


def unknown_above(typed: str, tr: Translator) -> str:
    """Under `board_above` when /top's word was not understood (plain text): the week's board
    was meant (« voici la semaine » there would announce a board that does not follow)."""
    return tr._(
        "I do not understand “{typed}”; for another period: /top today, /top month, /top all."
    ).format(typed=typed[:TYPED_CHARS])


def unknown_games_above(typed: str, tr: Translator) -> str:
    """Under `games_above` when /top games' word was not understood (plain text)."""
    return tr._(
        "I do not understand “{typed}”; for another period: /top games today, "
        "/top games month, /top games all."
    ).format(typed=typed[:TYPED_CHARS])
