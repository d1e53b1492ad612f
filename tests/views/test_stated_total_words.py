"""/score … = CALL, a call whose parts did not add up: the referee says the total the
player said last and what was called after it, never a number as said when it was not
(« quinze 16, paire 12, valet 1 » once got « le dernier total que vous avez dit : 13 »)."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views import referee as referee_view

I18N = I18n.load()
HAND_29 = "5H 5D 5C JS 5S"


def _lines(cards: str, call: str, lang: str) -> list[str]:
    hand = parse_cards(cards)
    score = score_hand(hand[:4], hand[4])
    lines = referee_view.referee_lines(judge(score, call), I18N.translator(lang), crib=False)
    return [line.replace("\u00a0", " ") for line in lines]


@pytest.mark.parametrize(
    ("call", "lang"),
    [("quinze 16, paire 12, valet 1", "fr"), ("fifteen 16, pair 12, nobs 1", "en")],
)
def test_a_pair_of_twelve_after_sixteen_is_the_pairs_points(call: str, lang: str) -> None:
    lines = _lines(HAND_29, call, lang)
    assert any("29" in line for line in lines if "claim" in line or "annoncé" in line), lines
    assert not any("13" in line for line in lines), lines


@pytest.mark.parametrize(
    ("call", "lang", "line"),
    [
        (
            "quinze 16, paire 7, valet 1",
            "fr",
            "J'ai noté le dernier total que vous avez dit, 7, plus le point annoncé après (1) : 8.",
        ),
        (
            "fifteen 16, pair 7, nobs 1",
            "en",
            "I graded the total you said last, 7, plus the point you called after it (1): 8.",
        ),
        ("15-2, 15-4, pair 8, nobs 9", "en", "I graded the total you said last: 9."),
    ],
)
def test_the_graded_total_is_said_as_it_was_read(call: str, lang: str, line: str) -> None:
    lines = _lines(HAND_29, call, lang)
    assert line in lines, lines
    assert not any("said last: 8" in x or "avez dit : 8" in x for x in lines), lines
