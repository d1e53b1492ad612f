"""« quinze 2 quinze 4 pis 8 pour la double 12 » was asked back « Double quoi… », though 8
points said for « la double » can only be a double run: a double run has 8 or 10 points, a
double double run 16, a double pair royal 12. The points said before it with « pour » (or
"for") now name it; « double » alone with no points of its own is still asked back."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, AnswerErrorReason, parse_answer


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("quinze 2 quinze 4 pis 8 pour la double 12", "quinze 2 quinze 4 double suite 8, 12"),
        ("15-2 15-4 et 10 pour la double, 14", "15-2 15-4 double suite 10, 14"),
        ("quinze 8 pis 16 pour la double 24", "quinze 8 double double suite 16, 24"),
        ("12 pour la double", "double paire royale 12"),
        ("fifteen 2 fifteen 4 and 8 for the double is 12", "fifteen 4 double run 8, 12"),
        ("fifteen 4, 16 for the double, 20", "fifteen 4 double double run 16, 20"),
    ],
)
def test_the_points_said_for_a_double_name_it(text: str, named: str) -> None:
    answer, meant = parse_answer(text), parse_answer(named)
    assert (answer.total, answer.claims) == (meant.total, meant.claims), answer
    assert not answer.off


@pytest.mark.parametrize(
    "text", ["15-2 15-4 double 12", "double 8", "6 pour la double", "quinze 4 pis la double 12"]
)
def test_a_double_with_no_points_of_a_double_is_still_asked(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is AnswerErrorReason.UNEXPECTED
