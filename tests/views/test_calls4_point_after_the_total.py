"""A total said, then one point called after it (« quinze 16, paire 7, valet 1 »): the reply
said « plus les points annoncés après (1) », "plus the points you called after it (1)"; one
point is « le point annoncé après », "the point you called after it"."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.i18n import I18n
from bot.views.calls import off_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "quinze 16, paire 7, valet 1",
            "J'ai noté le dernier total que vous avez dit, 7, plus le point annoncé après "
            "(1)\u00a0: 8.",
        ),
        (
            "en",
            "fifteen 16, pair 7, nobs 1",
            "I graded the total you said last, 7, plus the point you called after it (1): 8.",
        ),
        (
            "fr",
            "quinze 4, paire 5, suite 3",
            "J'ai noté le dernier total que vous avez dit, 5, plus les points annoncés après "
            "(3)\u00a0: 8.",
        ),
        (
            "en",
            "fifteen 4, pair 5, run 3",
            "I graded the total you said last, 5, plus the points you called after it (3): 8.",
        ),
    ],
)
def test_the_points_after_the_total_agree_with_their_number(
    lang: str, typed: str, said: str
) -> None:
    assert off_lines(parse_answer(typed), I18N.translator(lang))[-1] == said
