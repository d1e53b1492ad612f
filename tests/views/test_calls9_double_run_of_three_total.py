"""/score 4P 5C 5K 6P 2T = « quinze 2, quinze 4, une suite double de trois, quatorze »: the
number after a run whose length fixes its points (a double run of three: 8) was read as the
run's points, « « double suite 14 » ne tient pas » with « Annoncé en trop : suite (2 points) ».
The run is read at 8 and « quatorze » as the total said, which does not add up: told as
« …, ça fait 14 » is."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims, OffReason
from bot.drills.answers import parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("typed", "claims"),
    [
        ("quinze 2, quinze 4, une suite double de trois, quatorze", Claims(4, 2, 6)),
        ("quinze 2, quinze 4, une suite de trois, 9", Claims(4, 0, 3)),
        ("fifteen 2, fifteen 4, a double run of three, 14", Claims(4, 2, 6)),
    ],
)
def test_the_number_after_a_run_of_a_said_length_is_the_total(typed: str, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert answer.claims == claims, answer
    assert [off.reason for off in answer.off] == [OffReason.TOTAL_MISMATCH], answer


def test_the_referee_says_the_total_does_not_add_up() -> None:
    cards = parse_cards("4S 5H 5D 6S 2C")
    score = scored_show(tuple(cards[:4]), cards[4], False)
    typed = "quinze 2, quinze 4, une suite double de trois, quatorze"
    lines = referee_lines(judge(score, typed), I18N.translator("fr"), crib=False)
    said = referee_lines(
        judge(score, "quinze 2, quinze 4, une suite double de trois, ça fait 14"),
        I18N.translator("fr"),
        crib=False,
    )
    assert lines == said, lines
    assert not any("ne tient pas" in line for line in lines), lines
