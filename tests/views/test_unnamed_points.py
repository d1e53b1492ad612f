"""A count called with a combination's points left unnamed, « quinze 2, quinze 4 et 2 » on
fifteen 4 and a pair, is read as 6 (`answers.added_points`). Graded, it was « Exact », then
« Le total est bon, mais pas le détail… paires : 0 dans votre compte au lieu de 2 (oubli de
2) », and the pair was stored as a missed kind (/stats « Oubliés le plus souvent »): the pair
was counted, only not named. Points left unnamed that fall short are still shown, as read."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.grading import Verdict, grade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Score, score_hand
from bot.i18n import I18n
from bot.views import show

FIFTEEN_FOUR_AND_A_PAIR = "6H 9D 6C KS 2C"


def _score() -> Score:
    cards = parse_cards(FIFTEEN_FOUR_AND_A_PAIR)
    return score_hand(cards[:4], cards[4])


@pytest.mark.parametrize(
    ("lang", "call"),
    [
        ("fr", "15-2 15-4 et 2"),
        ("fr", "quinze 2, quinze 4 et 2, ça fait 6"),
        ("en", "fifteen 4 and 2"),
    ],
)
def test_points_left_unnamed_that_make_the_count_are_not_a_miss(lang: str, call: str) -> None:
    score = _score()
    answer = parse_answer(call)
    graded = grade(answer, score)
    assert (graded.verdict, graded.mixed_up, graded.missed_kinds) == (Verdict.EXACT, False, ())
    assert graded.to_result()["missed_kinds"] == []
    tr = I18n.load().translator(lang)
    lines = show.verdict(graded, score, answer, tr, private=True, name="Rita")
    assert len(lines) == 1, lines  # the verdict alone: nothing to correct


def test_points_left_unnamed_that_fall_short_are_shown_as_read() -> None:
    """« 15-2 15-4 et 1 » on fifteen 4 and a pair: 1 short, the 1 said as read."""
    score = _score()
    answer = parse_answer("15-2 15-4 et 1")
    graded = grade(answer, score)
    assert graded.verdict is Verdict.LOW and graded.mixed_up
    fr = I18n.load().translator("fr")
    lines = show.verdict(graded, score, answer, fr, private=True, name="Rita")
    assert (
        "Votre compte, tel que je l'ai lu\u00a0: quinze 2, quinze 4, 1 point sans nom, ça fait 5."
        in lines
    )
    en = I18n.load().translator("en")
    lines = show.verdict(graded, score, answer, en, private=True, name="Rita")
    assert "Your call as I read it: fifteen 2, fifteen 4, 1 point without a name makes 5." in lines
