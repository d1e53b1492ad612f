"""The words around a muggins claim at /jouer (« Muggins! » at my count, or how many points I
missed): « t'as oublié ton valet », « il te manque 2 », « t'en as oublié 2 », « t'as pas
compté la paire », "you didn't count the pair" got « Je ne connais pas le mot « ton » »; the
claim's points are now read around them."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import TypedMove, typed_move
from bot.drills.table_state import Step, Waiting
from tests.drills.test_table_moves import _at_lay_away, _read


@pytest.mark.parametrize(
    ("step", "text", "number"),
    [
        (Step.VERDICT, "Muggins! t'as oublié ton valet", 1),
        (Step.VERDICT, "muggins, il te manque 2", 2),
        (Step.VERDICT, "Muggins! t'en as oublié 2", 2),
        (Step.VERDICT, "Muggins! t'as pas compté la paire", 2),
        (Step.VERDICT, "muggins tu n'as pas compté ta paire", 2),
        (Step.VERDICT, "Muggins! vous n'avez pas compté votre valet", 1),
        (Step.VERDICT, "Muggins! you didn't count your pair", 2),
        (Step.CLAIM, "il vous manque 2 points", 2),
        (Step.CLAIM, "t'en as oublié deux", 2),
        (Step.CLAIM, "tu as oublié 2", 2),  # as before
        (Step.CLAIM, "you missed 4", 4),
    ],
)
def test_a_muggins_claim_is_read_around_its_words(step: Step, text: str, number: int) -> None:
    expected = TypedMove(step, 0, number=number)
    assert typed_move(_at_lay_away(), Waiting(step, 0), text, _read) == expected
