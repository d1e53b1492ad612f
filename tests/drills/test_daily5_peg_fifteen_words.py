"""/jeu compte (and the défi's play part): « quinze et une paire » got « Envoyez un nombre, ou
annoncez-le », « un quinze pis une paire » too, and « une paire et un quinze » « Une paire
vaut 2 au jeu » (read as a pair for 15); « quinze 2 et une paire » was read. Fifteen and
thirty-one named as a call, with or without their points, read as the call."""

from __future__ import annotations

import pytest

from bot.drills.peg_calls import parse_peg_call
from bot.engine.show import Kind

READ = [
    ("quinze et une paire", 4, (Kind.FIFTEEN, Kind.PAIR)),
    ("un quinze pis une paire", 4, (Kind.FIFTEEN, Kind.PAIR)),
    ("une paire et un quinze", 4, (Kind.PAIR, Kind.FIFTEEN)),
    ("un quinze", 2, (Kind.FIFTEEN,)),
    ("paire et quinze", 4, (Kind.PAIR, Kind.FIFTEEN)),
    ("fifteen and a pair", 4, (Kind.FIFTEEN, Kind.PAIR)),
    ("a pair and fifteen", 4, (Kind.PAIR, Kind.FIFTEEN)),
    ("trente et un et une paire", 4, (Kind.THIRTY_ONE, Kind.PAIR)),
    ("une paire pis trente et un", 4, (Kind.PAIR, Kind.THIRTY_ONE)),
    ("un quinze pis une suite de 3", 5, (Kind.FIFTEEN, Kind.RUN)),
    # as before
    ("quinze 2 et une paire", 4, (Kind.FIFTEEN, Kind.PAIR)),
    ("quinze", 2, (Kind.FIFTEEN,)),
    ("15 2 paire 4", 4, (Kind.FIFTEEN, Kind.PAIR)),
    ("paire 2 quinze 4", 4, (Kind.PAIR, Kind.FIFTEEN)),
]


@pytest.mark.parametrize(("typed", "total", "kinds"), READ, ids=[r[0] for r in READ])
def test_fifteen_called_by_name(typed: str, total: int, kinds: tuple[Kind, ...]) -> None:
    answer = parse_peg_call(typed)
    assert answer.total == total
    assert answer.calls is not None
    assert tuple(call.kind for call in answer.calls) == kinds
