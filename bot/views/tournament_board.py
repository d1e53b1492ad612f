"""A tournament's messages as its board stands (`db.tournaments.board`): the standings (frozen
once closed), the presentation with who takes part, and a member's own tournament in private.

The round robin (`robin`: the games drawn, played and left) comes from the caller, who draws
it from the same board.
"""

from __future__ import annotations

from bot.drills.tournament import Kind, Robin, frozen_standings
from bot.i18n import Translator
from bot.storage.repo_tournament import Board, Tournament
from bot.views import tournament_replies as words
from bot.views.markup import esc
from bot.views.tournament import (
    about_of,
    doubles_play_line,
    pairings,
    presentation,
    standings,
    your_games,
)


def standings_lines(
    tournament: Tournament, board: Board, robin: Robin, tr: Translator, *, lead: str | None = None
) -> list[str]:
    """The standings: the final ones once closed, else live (a round robin's games to play
    after them); `lead` says who just played."""
    about = about_of(tournament)
    if tournament.closed_at is not None:
        rows = frozen_standings(tournament.standings or [])
        return standings(about, rows, board.names, tr, closed=True, lead=lead)
    lines = standings(about, board.rows, board.names, tr, lead=lead)
    if about.kind is not Kind.DUPLICATE:
        lines += pairings(robin, board.names, tr)
    return lines


def presentation_lines(
    tournament: Tournament, board: Board, robin: Robin, tr: Translator
) -> list[str]:
    """The presentation with who takes part (the teams in doubles) and, in a round robin of
    two or more, the games to play."""
    about = about_of(tournament)
    members = [m.name for m in board.members if m.left_at is None]
    if about.kind is Kind.DOUBLES:
        members = [board.names[r.user] for r in board.rows]
    lines = presentation(about, members, tr)
    if about.kind is not Kind.DUPLICATE and len(members) > 1:
        lines += pairings(robin, board.names, tr)
    return lines


def mine_lines(
    club: str,
    tournament: Tournament,
    board: Board,
    robin: Robin,
    user: int,
    tr: Translator,
    *,
    waiting: bool,
) -> list[str]:
    """One of the member's tournaments, in private: its club and standings, then (open, and no
    duplicate game `waiting` for them) their round robin's games left, or how to play."""
    lines = [words.club_line(club, tr), *standings_lines(tournament, board, robin, tr)]
    about = about_of(tournament)
    if not tournament.is_open or waiting:
        return lines
    if about.kind is Kind.ROUND_ROBIN:
        return lines + your_games(robin.left, user, board.names, about, tr)
    doubles = about.kind is Kind.DOUBLES
    return [*lines, esc(doubles_play_line(tr) if doubles else words.all_played_note(tr))]
