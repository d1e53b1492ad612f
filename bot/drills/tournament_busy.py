"""Who of the players a doubles team's next games need is still at a table, in the order of
the tables (the first opened first) and, at each table, of its seats: the names of « /tournoi
partie » refused while they play (`bot.views.tournament_doubles.team_busy`). Pure: no I/O,
no text."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple


class Seated(NamedTuple):
    """A player needed by one of the team's games, at a table: theirs, when it opened (its
    id on the same instant), and their seat at it."""

    user: int
    table: str
    opened: str
    seat: int


def busy_in_table_order(seated: Iterable[Seated]) -> list[int]:
    """The players `seated`, each once, table by table in the order the tables opened, each
    table's in the order of its seats (before: in the order of the team's games, a table's
    players scattered among the others')."""
    seen: dict[int, Seated] = {}
    for one in seated:
        seen.setdefault(one.user, one)
    return [s.user for s in sorted(seen.values(), key=lambda s: (s.opened, s.table, s.seat))]
