"""Whose private step a game between members asks now (issue 21): the steps due at the table
that go to a member's private chat (every step but the next deal, whose button is in the
group) and were not asked yet, and the steps due at one member's seat. Read by
`bot.tg.handlers.members_play`, which asks them."""

from __future__ import annotations

from bot.drills.table_state import Step, Table, Waiting
from bot.drills.table_turn import Mark, due, step_key


def asked_now(table: Table, mark: Mark) -> list[Waiting]:
    """The private steps due now that were not asked at `mark` (the game before the move):
    each is asked once, the deal never (its button is in the group)."""
    return [
        w for w in due(table) if w.step is not Step.DEAL and step_key(table, w) not in mark.asked
    ]


def due_at(table: Table, seat: int | None) -> list[Waiting]:
    """The steps due now at `seat` (a member's; None: they have no seat, nothing is due)."""
    return [w for w in due(table) if seat is not None and w.seat == seat]
