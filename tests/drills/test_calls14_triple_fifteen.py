"""/score AH 2H 3H 3C 3D = quinze 2 quinze 4 quinze 6, triple suite 15, 21: the triple run's
15 was read as the word fifteen, then « 15, 21 » as a fifteen for 21: « « quinze 21 » ne tient
pas : les quinze se comptent de deux en deux », a call the player never made. A 15 said
after a part that may be worth 15 (a triple run) and followed by a number no fifteens make
(21, odd) is that part's points; the total said after it is the total."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Kind, score_hand
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    "call",
    [
        "quinze 2 quinze 4 quinze 6, triple suite 15, 21",
        "15-6 triple suite 15 21",
        "fifteen 6, triple run 15, 21",
    ],
)
def test_a_triple_run_s_15_then_the_total(call: str) -> None:
    answer = parse_answer(call)
    assert [c.kind for c in answer.calls][-1] is Kind.TRIPLE_RUN
    assert answer.claims is not None
    assert (answer.claims.fifteens, answer.claims.runs + answer.claims.pairs) == (6, 15)
    assert answer.total == 21
    assert not answer.off


def test_the_fifteens_said_after_the_triple_run_still_read() -> None:
    answer = parse_answer("triple suite 15, quinze 17, quinze 19")
    assert [(c.kind, c.points) for c in answer.calls] == [
        (Kind.TRIPLE_RUN, 15),
        (Kind.FIFTEEN, 2),
        (Kind.FIFTEEN, 2),
    ]
    assert answer.total == 19


def test_the_referee_says_no_fifteen_of_21() -> None:
    dealt = parse_cards("AH 2H 3H 3C 3D")
    score = score_hand(dealt[:4], dealt[4])
    assert score.total == 15
    lines = referee_lines(
        judge(score, "quinze 2 quinze 4 quinze 6, triple suite 15, 21"),
        I18N.translator("fr"),
        crib=False,
        dealt=tuple(dealt),
    )
    assert not any("21\u00a0» ne tient pas" in line for line in lines), lines
    assert lines[-1] == "Annoncé en trop\u00a0: 3 quinze (6 points).", lines
