"""« quatre de couleur » (four of a suit), as « quatre de suite » is a run of 4: a count that
said it was refused, « Je ne sais pas où placer « quatre » »; it is a flush of 4 (« cinq de
couleur », of 5), as « flush de 4 » and "four-card flush" are read."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import AnswerError, parse_answer


@pytest.mark.parametrize(
    ("said", "total", "flush"),
    [
        ("quatre de couleur", 4, 4),
        ("4 de couleur", 4, 4),
        ("cinq de couleur", 5, 5),
        ("quatre cartes de couleur", 4, 4),
        ("quinze 2, quinze 4, suite de 4 8, quatre de couleur 12", 12, 4),
        ("quinze 2 quinze 4 pis 4 de couleur 8 pis la suite 12", 12, 4),
        ("quinze 2, quinze 4, quatre de couleur, ça fait 8", 8, 4),
        ("flush de 4", 4, 4),
        ("quinze 2, quinze 4, suite de 4 8, flush de 4 12", 12, 4),
        ("fifteen 2, fifteen 4, a run of 4 makes 8, four-card flush 12", 12, 4),
    ],
)
def test_four_of_a_suit_is_a_flush_of_four(said: str, total: int, flush: int) -> None:
    answer = parse_answer(said)
    assert (answer.total, answer.claims.flush, answer.off) == (total, flush, ()), answer


def test_a_name_s_points_before_de_couleur_are_not_a_flush_s_cards() -> None:
    """« suite 4 de couleur »: the 4 is the run's points, not four cards of a suit; the call
    is not read as a run of 3 and a flush of 4 (its « de » is asked about)."""
    with pytest.raises(AnswerError):
        parse_answer("suite 4 de couleur")
    assert parse_answer("suite 4, 4 de couleur 8").claims == Claims(runs=4, flush=4)
