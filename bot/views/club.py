"""The wording of clubs and leaderboards (/top, joining a club), shared by the chat and the
command line; /club's settings are `bot.views.club_settings`, the posts a club gets on its
schedule (the daily card, the weekly summary) `bot.views.club_posts`, /forget
`bot.views.club_forget`.

Every function takes club values and a `Translator` and returns plain text (names as the
members set them, unescaped): the chat escapes every line (and bolds the first line of a
message), the command line prints them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Final

from babel.dates import format_interval, format_skeleton

from bot.drills.club import (
    Period,
    Ranked,
    Standing,
    TieBreak,
    period_days,
    rank_among,
    ranked,
)
from bot.i18n import Translator
from bot.storage.repo_club import BoardRows, Club
from bot.views.markup import BULLET, esc, isolate

MEDALS = ("🥇", "🥈", "🥉")
UNNAMED = "?"

TYPED_CHARS: Final = 24
"""The most of a word not understood that /club quotes back."""
FIRST_DAY: Final = re.compile(r"(?<!\d)1(?!\d)")
"""The first of a month in a run of days without a year, which French writes « 1er »."""


# -- Names -----------------------------------------------------------------------------------


def period_button(period: Period, tr: Translator, current: Period | None = None) -> str:
    """The label of a period button under a board (the `current` period's marked)."""
    mark = "• " if period is current else ""
    if period is Period.TODAY:
        return mark + tr.pgettext("period", "Today")
    if period is Period.WEEK:
        return mark + tr.pgettext("period", "Week")
    if period is Period.MONTH:
        return mark + tr.pgettext("period", "Month")
    return mark + tr.pgettext("period", "All time")


def period_buttons(current: Period, tr: Translator, prefix: str) -> list[list[tuple[str, str]]]:
    """The period buttons under a board as one row of (label, callback data
    `<prefix>:<period>:<language>`), the `current` one marked: the board keeps `tr`'s
    language whoever presses them."""
    return [[(period_button(p, tr, current), f"{prefix}:{p.value}:{tr.lang}") for p in Period]]


def days_span(first: date, last: date, tr: Translator) -> str:
    """A run of days (a week) as the language writes it, months in words and said once, no
    year: « 23 - 29 novembre », "November 23 - 29", « 26 octobre - 1er novembre » (en
    dashes between thin spaces, as Babel writes them; the French « 1er » as `tr.date` writes
    it). It was « 26 oct. - 1 nov. 2026 »: shortened, this year's, and « 1 » for « 1er »."""
    text = str(format_interval(first, last, "MMMMd", locale=tr.locale))
    return FIRST_DAY.sub("1er", text) if tr.locale.language == "fr" else text


def month_name(day: date, tr: Translator) -> str:
    """The month of `day` with its year: "novembre 2026", "November 2026"."""
    return str(format_skeleton("yMMMM", day, locale=tr.locale))


def period_phrase(
    period: Period, today: date, tr: Translator, *, before: bool = False, named: bool = False
) -> str:
    """The period with its dates: "today (Saturday, December 5)" (its weekday: « (5 déc.
    2026) » was today's date to decode), "this week (November 23 - 29)", "this month
    (November 2026)"; `before`, the period before the current one, `today` a day of it:
    "yesterday (…)", "last week (…)", "last month (…)"; `named`, a past month the player
    named, `today` a day of it: "October 2026"."""
    days = period_days(period, today)
    if named and days is not None:
        return month_name(days[0], tr)
    if before and days is not None:
        first, last = days
        if period is Period.TODAY:
            return tr._("yesterday ({day})").format(day=tr.day(today))
        if period is Period.WEEK:
            return tr._("last week ({days})").format(days=days_span(first, last, tr))
        return tr._("last month ({month})").format(month=month_name(first, tr))
    if period is Period.TODAY:
        return tr._("today ({day})").format(day=tr.day(today))
    if days is None:
        return tr._("all time")
    first, last = days
    if period is Period.WEEK:
        return tr._("this week ({days})").format(days=days_span(first, last, tr))
    return tr._("this month ({month})").format(month=month_name(first, tr))


def unknown_period(typed: str, tr: Translator) -> str:
    """After the week's board, when /top's word was not understood (plain text)."""
    return tr._(
        "I do not understand “{typed}”: here is this week. The others: /top today, "
        "/top month, /top all."
    ).format(typed=typed[:TYPED_CHARS])


def month_not_begun(month: date, tr: Translator, *, above: bool = False) -> str:
    """Under the week's board (or the line pointing to it, `above`) when /top named a month
    that has not begun, `month` its first day (« /classement janvier 2027 » read « Je ne
    comprends pas « janvier » »; plain text)."""
    name = month_name(month, tr)
    name = name[:1].upper() + name[1:]  # the sentence starts with it: « Janvier 2027 »
    if above:
        return tr._("{month} has not begun yet.").format(month=name)
    return tr._("{month} has not begun yet: here is this week.").format(month=name)


def tiebreak_phrase(tiebreak: TieBreak, tr: Translator) -> str:
    """How the club orders its board."""
    if tiebreak is TieBreak.DIFFERENCE:
        return tr._("Order: points for minus points against, then points for.")
    return tr._("Order: points for, then fewest points against.")


def tiebreak_button(tiebreak: TieBreak, tr: Translator) -> str:
    """The label of a tie-break button in /club."""
    if tiebreak is TieBreak.DIFFERENCE:
        return tr._("Ties: difference")
    return tr._("Ties: fewest against")


def club_name(title: str) -> str:
    """A club's name, its group's title as its members set it, as a bidi island (`isolate`,
    not escaped): a Hebrew or Arabic title turned the whole line it opens right to left
    (« 🏆 נאדי: this week » read from the right, the dates first), a U+202E reversed it."""
    return isolate(title)


def name_of(standing: Standing) -> str:
    """The member's name as they set it, as a bidi island (not escaped)."""
    return isolate(standing.name) if standing.name else UNNAMED


def totals(pour: int, contre: int, tr: Translator) -> str:
    """ "54 for, 6 against": points pegged for and against, on a board or in standings."""
    return tr._("{pour} for, {contre} against").format(
        pour=tr.number(pour), contre=tr.number(contre)
    )


def standing_line(row: Ranked, tr: Translator) -> str:
    """A member on a board: medal or rank, name, totals."""
    pegged = totals(row.standing.pour, row.standing.contre, tr)
    return f"{rank_mark(row.rank, tr)} {name_of(row.standing)} — {pegged}"


def rank_of(rank: int, players: int, tr: Translator) -> str:
    """ "3 of 12"."""
    return tr._("{rank} of {players}").format(rank=tr.number(rank), players=tr.number(players))


def _place(rank: int, players: int, tr: Translator) -> str:
    """ "rank 3 of 12", where the words around it would not say it is a rank."""
    return tr._("rank {rank} of {players}").format(rank=tr.number(rank), players=tr.number(players))


# -- /top --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Board:
    """A board as shown: its rows (ranked), the caller's rank, how many players it has."""

    title: str
    period: Period
    today: date
    rows: Sequence[Ranked]
    me: Ranked | None
    players: int
    hidden: bool
    tiebreak: TieBreak
    member: bool = True
    """Whether the caller is a member of the club (one who is not is told how to become one)."""
    games: bool = False
    """Whether members have won games between them in the club (an empty board points to
    /top games, not only to /daily: a club that plays games read « Personne n'est encore au
    classement » right after « /classement parties classe les joueurs … »)."""
    tournament: bool = False
    """Whether a tournament is under way in the group: the board ends pointing to its
    standings (a member asking /classement during one read only the daily challenge's board,
    empty, nothing of the tournament)."""
    before: bool = False
    """The period before the current one (`today` a day of it): « /classement mois dernier »,
    « hier »; nobody can be put on it any more."""
    named: bool = False
    """A month before the current one that the player named (« /classement octobre »): the
    board says the month alone, « octobre 2026 » (not « le mois dernier »)."""


def for_everyone(board: Board) -> Board:
    """The part of a board every member reads alike: without the rank (or hiding, or not
    being a member yet) of the member who asked for it (the board a repeated /top compares,
    `handlers.club_again.board_above`)."""
    return replace(board, me=None, hidden=False, member=True)


def board_of(
    club: Club,
    period: Period,
    today: date,
    rows: BoardRows,
    *,
    games: bool = False,
    tournament: bool = False,
    before: bool = False,
    named: bool = False,
) -> Board:
    """The board of a club for a period from one page of its stored standings (`games`:
    members have won games between them, `Board.games`; `tournament`: one is under way in the
    group, `Board.tournament`; `before`: the period before the current one, `Board.before`,
    `today` a day of it; `named`: a past month the player named, `Board.named`)."""
    me = None if rows.me is None else rank_among(rows.me, rows.better)
    top = ranked(rows.top, club.tiebreak)
    return Board(
        club.title,
        period,
        today,
        top,
        me,
        rows.players,
        rows.hidden,
        club.tiebreak,
        rows.member,
        games,
        tournament,
        before,
        named,
    )


def rank_mark(rank: int, tr: Translator, *, medal: bool = True) -> str:
    """A place on a board or in standings: a medal for the first three, else the number
    (`medal` False: the number for them too, as for a line without a point scored)."""
    if medal and 1 <= rank <= len(MEDALS):
        return MEDALS[rank - 1]
    return tr._("{n}.").format(n=tr.number(rank))


def days_played(standing: Standing, period: Period, tr: Translator) -> str:
    """ " (3 days played)" after a member's totals over a longer period than a day, else
    nothing. It was « (3 jours) » alone: three days of what, a member asked."""
    if period is Period.TODAY:
        return ""
    days = standing.days
    return " " + tr.ngettext("({n} day played)", "({n} days played)", days).format(
        n=tr.number(days)
    )


def board_row(row: Ranked, period: Period, tr: Translator) -> str:
    """One line of a board: medal or rank, name, totals (days played over a longer period)."""
    return standing_line(row, tr) + days_played(row.standing, period, tr)


def members_only(tr: Translator) -> str:
    """After « X is not on this board yet. » when X is no member of the club: what makes one
    (a player of the group who never pressed the button of /daily is on no board)."""
    return tr._(
        "Only the club's members are on it: each player becomes one with the button of /daily."
    )


def not_member(name: str, tr: Translator) -> str:
    """Under an empty board, to a player of the group who is no member of the club: what puts
    them on it (one who played /daily in private without pressing the club's button read
    « Personne n'est encore au classement : jouez le défi du jour avec /defi », after playing
    it)."""
    return tr._(
        "{name} is not a member of the club yet: the button of /daily makes them one, and the"
        " challenges they already played count at once."
    ).format(name=name)


def board_lines(board: Board, viewer: str, tr: Translator) -> list[str]:
    """A club's board: title, up to ten rows, the rank of the member who asked for it or last
    pressed one of its buttons (named `viewer` unless on the board: the board is the group's,
    « your rank » would be read by everyone as theirs), the order used."""
    lines = [
        tr._("🏆 {club}: {period}").format(
            club=club_name(board.title),
            period=period_phrase(
                board.period, board.today, tr, before=board.before, named=board.named
            ),
        )
    ]
    if not board.rows and board.hidden:  # the asker hides: nobody *else* (they may have played)
        lines.append(
            tr._("Nobody else is on that board.")
            if board.before
            else tr._("Nobody else is on this board yet.")
        )
    elif not board.rows and board.before:  # nobody can join a board of the past
        lines.append(tr._("Nobody played the daily challenge in that period."))
    elif not board.rows and board.games:  # the games won are on their own board
        lines.append(
            tr._(
                "Nobody is on the daily challenge's board yet: play it from /daily. The games"
                " won between members are on /top games."
            )
        )
    elif not board.rows:
        lines.append(tr._("Nobody is on this board yet: play today's challenge from /daily."))
    lines += [board_row(row, board.period, tr) for row in board.rows]
    shown = {row.standing.user_id for row in board.rows}
    if board.hidden:
        lines.append(
            tr._("{name} is hidden from the boards (/top on to show up again).").format(name=viewer)
        )
    elif board.me is None and board.before:
        if board.rows:
            lines.append(tr._("{name} is not on that board.").format(name=viewer))
    elif board.me is None and not board.rows and not board.member:  # played /daily privately?
        lines.append(not_member(viewer, tr))
    elif board.me is None:
        if board.rows:  # an empty board already said nobody is on it
            line = tr._("{name} is not on this board yet.").format(name=viewer)
            why = (
                members_only(tr)
                if not board.member
                else tr._("Playing today's challenge (/daily) puts a member on it.")
            )
            lines.append(f"{line} {why}")
    elif board.me.standing.user_id not in shown:
        lines.append(
            tr._("{name}'s rank: {rank} — {totals}").format(
                name=name_of(board.me.standing),
                rank=rank_of(board.me.rank, board.players, tr),
                totals=totals(board.me.standing.pour, board.me.standing.contre, tr),
            )
            + days_played(board.me.standing, board.period, tr)
        )
    else:
        lines.append(
            tr._("{name}'s rank: {rank}").format(
                name=name_of(board.me.standing), rank=rank_of(board.me.rank, board.players, tr)
            )
        )
    if board.rows:  # how the board is ordered, once someone is on it
        lines.append(tiebreak_phrase(board.tiebreak, tr))
    if board.tournament:
        lines.append(
            tr._("A tournament is under way in this group: /tournament shows its standings.")
        )
    return lines


@dataclass(frozen=True, slots=True)
class ClubRanks:
    """The player's place in one club: this week and all time (None: not on that board)."""

    title: str
    week: tuple[int, int] | None
    ever: tuple[int, int] | None


def my_clubs_lines(clubs: Sequence[ClubRanks], hidden: bool, tr: Translator) -> list[str]:
    """Private /top: the player's clubs and their ranks."""
    if not clubs:
        return [
            tr._("You are not in any club yet."),
            tr._(
                "A club is a Telegram group with me in it: its /daily has a button that makes "
                "you a member."
            ),
        ]
    lines = club_rank_lines(clubs, tr)
    if hidden:
        lines.append(tr._("You are hidden from the boards (/top on to show up again)."))
        return lines
    if any(club.week is None for club in clubs):  # « pas au classement », and why
        lines.append(tr._("Playing today's challenge (/daily) puts you on your clubs' boards."))
    lines.append(tr._("/top off hides you from every board."))
    return lines


def club_rank_lines(clubs: Sequence[ClubRanks], tr: Translator) -> list[str]:
    """A title and one line per club with the player's ranks (private /top, /stats): the
    board of the daily challenge, said in the title (under /stats' club games, « pas au
    classement » read as if those games were left out)."""
    lines = [tr._("Your clubs (the daily challenge's board)")]
    for club in clubs:
        week = _place(*club.week, tr) if club.week else tr._("not ranked")
        ever = _place(*club.ever, tr) if club.ever else tr._("not ranked")
        lines.append(
            tr._("{bullet} {club}: this week, {week}; all time, {ever}").format(
                bullet=BULLET, club=club_name(club.title), week=week, ever=ever
            )
        )
    return lines


def hidden_done(hidden: bool, tr: Translator) -> str:
    """The answer to /top off and /top on."""
    if hidden:
        return tr._(
            "Done: you no longer appear on any board. Your results still count in your own "
            "/stats. /top on brings you back."
        )
    return tr._("Done: you appear on the boards again.")


# -- Joining, leaving, forgetting --------------------------------------------------------------


def joined(title: str, new: bool, tr: Translator) -> str:
    """After a club's deep link."""
    if new:
        return tr._(
            "Welcome to the club {club}! Your daily results now count on its board (/top)."
        ).format(club=club_name(title))
    return tr._("You are already a member of {club}.").format(club=club_name(title))


def link_refused(club: Club | None, member: bool | None, tr: Translator) -> str:
    """Why a club link made nobody a member: no such club (forged, garbled), a club the bot
    left, a player not in its group (`member` False) or not checked (None)."""
    if club is None:
        return tr._(
            "This club link is not valid. Ask for a fresh one: /daily in the club's group shows it."
        )
    if not club.active:
        text = tr._(
            "I am no longer in the group {club}, so its club is closed. Add me back to the group "
            "to reopen it."
        )
    elif member is False:
        text = tr._(
            "This link is for the members of the group {club}. Join the group first, then use "
            "its link again."
        )
    else:
        text = tr._(
            "I could not check that you are in the group {club}. Please try the link again in a "
            "few minutes."
        )
    return text.format(club=club_name(club.title))


def link_renewed(link: str, tr: Translator) -> str:
    """/club link: the club's new link (already escaped: a URL). Its members stay members:
    « l'ancien ne fonctionne plus » alone made an organiser fear they had to join again."""
    return tr._(
        "The club has a new link; the old one no longer works. Members already in the club "
        "stay in it; new ones join with: {link}"
    ).format(link=link)


def welcome_group(title: str, tr: Translator) -> str:
    """When the bot is added to a group: what the club does, and where to find the rest
    (/help, /aide in French)."""
    text = tr._(
        "Hello {club}! This group is now a Muggins club. /daily posts today's challenge, "
        "members play it in private from its button, and /top shows the board. Admins: /club."
    ).format(club=club_name(title))
    return text + "\n" + tr._("/help: everything I can do, command by command.")


def welcome_each_language(title: str, trs: Sequence[Translator]) -> str:
    """The welcome when nothing tells the group's language (whoever added the bot chose
    none and Telegram gave none, the club has no members yet): one in each language, each
    saying how an administrator keeps the group's posts in it (before: French alone, and an
    English club read « Bonjour Club! »)."""
    return "\n\n".join(
        welcome_group(title, tr)
        + "\n"
        + tr._("Admins: {command} keeps the group's posts in this language.").format(
            command=tr.pgettext("/club example", "/club lang en")
            if tr.lang == "en"
            else tr.pgettext("/club example", "/club lang fr")
        )
        for tr in trs
    )


def welcome_back(title: str, tr: Translator) -> str:
    """When the bot is added back to a group it had left: the club as it was (its members,
    boards and settings were kept), not a new one."""
    text = tr._(
        "Hello {club}! Muggins is back: the club's members, boards and settings are as you "
        "left them. /daily posts today's challenge, /top shows the board. Admins: /club."
    ).format(club=club_name(title))
    return text + "\n" + tr._("/help: everything I can do, command by command.")


def anonymous_note(tr: Translator) -> str:
    """A command sent under the group's name (an anonymous administrator) or a channel's."""
    return tr._(
        "I cannot tell who sent this: it comes under the group's name (an anonymous "
        "administrator) or a channel's, and I answer members. Turn off “Remain anonymous” in "
        "your administrator rights (or write as yourself), then send it again."
    )


# -- Help and command menu ---------------------------------------------------------------------


def help_top(tr: Translator) -> list[str]:
    """/top in /help (HTML)."""
    return [
        esc(
            tr._(
                "/top: the club's board (in a group) or your clubs; /top today, week, month "
                "or all; /top off takes you off the boards"
            )
        )
    ]


def help_club(tr: Translator) -> list[str]:
    """/club in /help (HTML)."""
    return [esc(tr._("/club: the club's settings (group admins)"))]


def menu_top(tr: Translator) -> str:
    """/top in the command menu."""
    return tr._("Club leaderboard")


def menu_club(tr: Translator) -> str:
    """/club in the command menu."""
    return tr._("Club settings (group admins)")
