"""His nobs said the way Québec players name the starter: « le valet de la couleur de la
retourne », « le valet de la même couleur que la carte de départ » got « Je ne connais pas
le mot « retourne » » (« … « que » »), while « le valet de la couleur de la carte de départ »
was read. The starter's other names (la retourne, la carte coupée, la coupe) read as it."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    "call",
    [
        "un pour le valet de la couleur de la retourne",
        "le valet de la couleur de la carte coupée",
        "le valet de la même couleur que la carte de départ",
        "le valet de même couleur que la retourne",
        "quinze 2 pis le valet de la même couleur que la coupe 3",
    ],
)
def test_his_nobs_named_after_the_starter(call: str) -> None:
    answer = parse_answer(call)
    assert answer.calls[-1].kind.value == "nobs"
    assert answer.calls[-1].points == 1
    assert not answer.off
