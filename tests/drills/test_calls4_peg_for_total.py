"""/jeu compte: « quinze 2 et une paire pour 4 », "fifteen 2 and a pair for 4", "… a run of
three for 5" (the running total said with « pour » / "for", as /main reads « 15 pour 2, 15
pour 4 et une paire pour 6 ») got « Au jeu, une paire vaut 2 points. »; when the number
cannot be the item's own points, it is the count so far."""

from __future__ import annotations

import pytest

from bot.drills.peg_calls import parse_peg_call
from bot.engine.show import Kind


@pytest.mark.parametrize(
    ("typed", "calls"),
    [
        ("quinze 2 et une paire pour 4", [(Kind.FIFTEEN, 2), (Kind.PAIR, 2)]),
        ("fifteen 2 and a pair for 4", [(Kind.FIFTEEN, 2), (Kind.PAIR, 2)]),
        ("fifteen 2 and a run of three for 5", [(Kind.FIFTEEN, 2), (Kind.RUN, 3)]),
        ("15 pour 2 et une paire royale pour 8", [(Kind.FIFTEEN, 2), (Kind.PAIR_ROYAL, 6)]),
    ],
)
def test_a_total_said_with_for(typed: str, calls: list[tuple[Kind, int]]) -> None:
    answer = parse_peg_call(typed)
    assert [(c.kind, c.points) for c in answer.calls or ()] == calls
    assert answer.total == sum(points for _, points in calls)


@pytest.mark.parametrize(
    ("typed", "total"),
    [
        ("fifteen 2 and a run for 5", 7),  # the run's own 5, as before
        ("quinze 2 et 2 pour la paire", 4),
        ("fifteen 2 and a pair for 2", 4),
    ],
)
def test_points_said_with_for_stay_the_item_s_own(typed: str, total: int) -> None:
    assert parse_peg_call(typed).total == total
