"""/jeu compte: « rien pantoute » (« rien du tout », as said in Québec, and as /main reads it)
got « Je ne connais pas le mot « pantoute » »; it is 0."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.peg_calls import parse_peg_call


@pytest.mark.parametrize("typed", ["rien pantoute", "pas de points pantoute"])
def test_nothing_at_all_as_said_in_quebec(typed: str) -> None:
    assert parse_peg_call(typed).total == 0
    assert parse_answer(typed).total == 0  # as /main reads it
