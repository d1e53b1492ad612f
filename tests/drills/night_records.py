"""The records /soiree stores, as plain dataclasses the night's pure model reads
(`bot.drills.night_state.NightState` over them): shared by the night's drill tests."""

from __future__ import annotations

from dataclasses import dataclass

from bot.drills.night import Side, Table
from bot.drills.night_standings import StandingRecord


@dataclass(frozen=True)
class Night:
    format: str = "fadoq"
    ranking: str = "fadoq"
    doubles: bool = False
    games: int = 2
    target: int = 121
    standings: list[StandingRecord] | None = None


@dataclass(frozen=True)
class Player:
    id: str
    number: int
    name: str
    user_id: int | None
    late: int = 0
    absent: bool = False


@dataclass(frozen=True)
class Stored:
    round: int
    table: int
    a: Side
    b: Side | None
    score: tuple[int, int] | None = None
    confirmed: bool = False
    entered_by: int | None = None
    turned: bool | None = None

    @property
    def model(self) -> Table:
        return Table(
            self.round, self.table, self.a, self.b, self.score, self.confirmed, bool(self.turned)
        )


def stored(t: Table, *, recorded: bool = True) -> Stored:
    """A table as stored: `turned` recorded, or (not `recorded`) as stored before it was."""
    turned = t.turned if recorded else None
    return Stored(t.round, t.table, t.a, t.b, t.score, t.confirmed, turned=turned)
