"""« quinze 2 pis un pour sa caboche 3 »: « Je ne connais pas le mot « caboche » », nothing
pegged. « un pour sa caboche » is French for "one for his nob" (GLOSSARY §11, W8): his nobs."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.engine.show import Kind


@pytest.mark.parametrize(
    "call", ["quinze 2 pis un pour sa caboche 3", "15-2, la caboche 3", "quinze 2 caboche 1, 3"]
)
def test_his_nob_in_french(call: str) -> None:
    answer = parse_answer(call)
    assert [(c.kind, c.points) for c in answer.calls] == [(Kind.FIFTEEN, 2), (Kind.NOBS, 1)]
    assert (answer.total, answer.off) == (3, ())
