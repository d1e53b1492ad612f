"""/jeu compte: « une série de 3 » (a run, as /main reads it) got « « série » : vouliez-vous
dire « seize »? »; it is a run."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.peg_calls import parse_peg_call
from bot.engine.show import Kind


@pytest.mark.parametrize(("typed", "points"), [("une série de 3", 3), ("série 4", 4)])
def test_a_serie_is_a_run(typed: str, points: int) -> None:
    answer = parse_peg_call(typed)
    assert [(c.kind, c.points) for c in answer.calls or ()] == [(Kind.RUN, points)]
    assert parse_answer(typed).total == points  # as /main reads it
