"""Hand 2H 3H 4H 9H, starter KS, counted « 15-2, suite de 3 5, couleur 9 »: the 5 said after
the run (the count so far) was read as five cards of a suit, a flush of 5, and the player was
told « Vous avez dit 9, mais les combinaisons nommées font 10 » and « Annoncé en trop : flush
(1 point) ». A number before the flush's name is read as the count so far when that is what
makes the call add up; « quinze 2 quinze 4, 5 flush 9 » (a five-card flush) stays as it was."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("15-2, suite de 3 5, couleur 9", "15-2, suite 5, couleur 9"),
        ("quinze 2 suite de 3 5 couleur 9", "quinze 2 suite 5 couleur 9"),
        ("quinze 2, une suite de trois, 5, un flush de quatre, 9", "quinze 2 suite 5 flush 9"),
        ("fifteen 2, a run of 3 5, flush 9", "fifteen 2, run 5, flush 9"),
    ],
)
def test_the_count_so_far_before_a_flush_is_not_its_length(text: str, named: str) -> None:
    answer, meant = parse_answer(text), parse_answer(named)
    assert (answer.total, answer.claims, answer.off) == (meant.total, meant.claims, ()), answer


def test_a_five_card_flush_said_so_is_still_read() -> None:
    answer = parse_answer("quinze 2 quinze 4, 5 flush 9")
    assert answer.claims is not None and answer.claims.flush == 5 and not answer.off
