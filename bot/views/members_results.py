"""Results of games between club members (issue 21): /top games and the record against each
opponent in /stats."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from bot.drills.club import Period, competition_ranks, name_order
from bot.i18n import Translator
from bot.storage.repo_members import FORMER_NAME
from bot.storage.repo_members_results import GamesRow, Opponent
from bot.views.club import TYPED_CHARS, month_not_begun, period_phrase
from bot.views.markup import bold_markup, esc, isolate
from bot.views.members import bot_grammar, bot_name, former_player

# -- Results --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GamesBoard:
    """/top games as the group reads it: the period, the club's day it counts to, and the
    members with their games (the same for every member who asks)."""

    period: Period
    today: date
    rows: tuple[GamesRow, ...]
    before: bool = False
    """The period before the current one (`today` a day of it): « /classement parties mois
    dernier », or a month named that has ended (as /top's `Board.before`)."""
    named: bool = False
    """A month before last month that the player named (« /classement parties octobre »):
    the title names it (« octobre 2026 »), as /top's `Board.named`."""


def games_ranked(rows: Sequence[GamesRow]) -> list[tuple[int, GamesRow]]:
    """/top games' members best first with their ranks: games won, then points « pour »
    minus « contre », then fewer games played; members equal on all three share a rank and
    are listed by name, as on /top (they were ranked 1 and 2 by their user ids)."""
    ordered = sorted(
        rows,
        key=lambda row: (-row.won, -row.difference, row.played, name_order(row.name), row.user_id),
    )
    ranks = competition_ranks([(row.won, row.difference, row.played) for row in ordered])
    return list(zip(ranks, ordered, strict=True))


def games_board_lines(
    rows: Sequence[GamesRow], period: str, tr: Translator, *, before: bool = False
) -> list[str]:
    """/top games: members by games won, then points « pour » minus « contre » (`games_ranked`);
    `before`, a board of the past: empty, it does not invite to play (« /classement parties
    hier » read « /jouer invite un membre »)."""
    title = tr._("Games between members: {period}").format(period=period)
    if any(row.doubled for row in rows):  # as the end of such a game said it
        title = tr._(
            "Games between members: {period} (a skunk or a lurch counts two games, a double"
            " skunk four)"
        ).format(period=period)
    lines = [bold_markup(esc(title))]
    if not rows and before:
        lines.append(esc(tr._("No game was finished in that period.")))
        return lines
    if not rows:
        lines.append(esc(tr._("No game finished yet in this period: /play invites a member.")))
        return lines
    for rank, row in games_ranked(rows):
        difference = row.difference
        sign = "+" if difference > 0 else ""
        lines.append(
            esc(
                tr.ngettext(
                    "{rank}. {name}: won {won} of {n} game ({sign}{diff})",
                    "{rank}. {name}: won {won} of {n} games ({sign}{diff})",
                    row.played,
                )
            ).format(
                rank=tr.number(rank),
                name=esc(isolate(row.name)),
                won=tr.number(row.won),
                n=tr.number(row.played),
                sign=sign,
                diff=tr.number(difference),
            )
        )
    lines.append(
        "<i>"
        + esc(
            tr._(
                "The number in parentheses: points for minus points against; it breaks ties"
                " (the bot is not ranked)."
            )
        )
        + "</i>"
    )
    return lines


def games_message_lines(
    board: GamesBoard, tr: Translator, unknown: str | None = None, later: date | None = None
) -> list[str]:
    """/top games' message (HTML lines): the board of its period (`games_board_lines`), and
    under it the `unknown` word typed for the period, if any (`unknown_period`), or that the
    month named has not begun (`later`, its first day: `month_not_begun`)."""
    period = period_phrase(board.period, board.today, tr, before=board.before, named=board.named)
    lines = games_board_lines(board.rows, period, tr, before=board.before)
    if unknown is not None:
        lines.append(esc(unknown_period(unknown, tr)))
    if later is not None:
        lines.append(esc(month_not_begun(later, tr)))
    return lines


def unknown_period(typed: str, tr: Translator) -> str:
    """Under the week's board of games, when /top games' period word was not understood
    (plain text)."""
    return tr._(
        "I do not understand “{typed}”: here is this week. The others: /top games today, "
        "/top games month, /top games all."
    ).format(typed=typed[:TYPED_CHARS])


def record_lines(record: Sequence[Opponent], tr: Translator) -> list[str]:
    """/stats: the member's record against each opponent in club games."""
    if not record:
        return []
    lines = [bold_markup(esc(tr._("Club games (/play in a group)")))]
    for opponent in record:
        name = isolate(opponent.name)
        if opponent.user_id is None:
            name = former_player(tr) if opponent.name == FORMER_NAME else bot_name(tr)
        line = esc(tr._("Against {name}: won {won}, lost {lost}.")).format(
            name=esc(name), won=tr.number(opponent.won), lost=tr.number(opponent.lost)
        )
        lines.append(bot_grammar(line, tr))
    return lines
