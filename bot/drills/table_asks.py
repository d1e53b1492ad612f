"""What a question about a step of a stored game holds (its payload, `Question.deal`): which
game, which of its steps was asked, and what the step waits for. Written when the step is
asked, read back when the player answers or presses, so that an answer to a step the game has
left behind is told apart (`read` gives None for a payload of another shape)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.drills.table_state import Table, Waiting
from bot.drills.table_turn import due


def _text(data: Mapping[str, object], key: str) -> str | None:
    value = data.get(key)
    return value if isinstance(value, str) else None


def _number(data: Mapping[str, object], key: str) -> int | None:
    value = data.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True, slots=True)
class PlayAsk:
    """A step of a game against the bot (`/play`, a tournament's game): the game, its step
    counter when asked (`table_games.step`), and what it waits for (`Step` value)."""

    game: str
    step: int
    wait: str

    def to_json(self) -> dict[str, object]:
        """The stored payload."""
        return {"game": self.game, "step": self.step, "wait": self.wait}

    @classmethod
    def read(cls, data: Mapping[str, object]) -> PlayAsk | None:
        """The payload back; None when it is not one."""
        game, step, wait = _text(data, "game"), _number(data, "step"), _text(data, "wait")
        if game is None or step is None or wait is None:
            return None
        return cls(game, step, wait)


@dataclass(frozen=True, slots=True)
class SeatAsk:
    """A member's private step in a game between members: the game, the member's seat, what
    the step waits for (`Step` value) and the deal's number (from 1) when asked."""

    game: str
    seat: int
    wait: str
    deal: int

    def to_json(self) -> dict[str, object]:
        """The stored payload."""
        return {"game": self.game, "seat": self.seat, "wait": self.wait, "deal": self.deal}

    @classmethod
    def read(cls, data: Mapping[str, object]) -> SeatAsk | None:
        """The payload back; None when it is not one."""
        game, seat = _text(data, "game"), _number(data, "seat")
        wait, deal = _text(data, "wait"), _number(data, "deal")
        if game is None or seat is None or wait is None or deal is None:
            return None
        return cls(game, seat, wait, deal)

    def still_due(self, table: Table) -> Waiting | None:
        """The step asked, if `table` (this game's) still waits on it: the same deal, the
        seat due at that step (else None: the game has moved on)."""
        if len(table.deals) != self.deal:
            return None
        waiting = next((w for w in due(table) if w.seat == self.seat), None)
        return waiting if waiting is not None and waiting.step.value == self.wait else None
