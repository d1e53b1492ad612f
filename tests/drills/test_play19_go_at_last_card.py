"""/jeu compte at the last card of all (« Personne n'a plus de carte après celle-ci : c'est la
dernière carte jouée. »): the club's rules peg that card's point « pour le Go » (S000: « La
personne qui joue la dernière carte place un pion pour le Go »; S003: « marque un point pour
compter un « Go » »), so « go » typed there is the right call, told as the last card's point,
with no correction; a number, the last card named or a real go stay right too."""

from __future__ import annotations

import pytest

from bot.drills.peg import PegCountQuestion, grade_peg_count
from bot.drills.peg_calls import parse_peg_call
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Kind
from bot.i18n import I18n
from bot.views import peg as view

I18N = I18n.load()
LAST = PegCountQuestion(tuple(parse_cards("10S 6D 3S")), (True, False, True), Kind.LAST_CARD)
"""10, 16, 19: the player's 3 is the last card of all, 1 point."""
PAIR_LAST = PegCountQuestion(tuple(parse_cards("KS 5H 5S")), (True, False, True), Kind.LAST_CARD)
"""A pair and the last card: 3 points."""
GO = PegCountQuestion(tuple(parse_cards("10S 6D 3S")), (True, False, True), Kind.GO)
"""The opponent said go, and the player cannot lay: 1 for the go."""


def test_go_at_the_last_card_that_pegs_more_is_muggins() -> None:
    grade = grade_peg_count(PAIR_LAST, parse_peg_call("go"))
    assert grade.missed == 2
    lines = view.count_verdict_lines(PAIR_LAST, grade, I18N.translator("fr"))
    assert lines[0].startswith("🫵 Muggins!")


@pytest.mark.parametrize(
    ("question", "said", "told"),
    [
        (LAST, "1", "✅ Exact\u00a0: un pour la dernière carte."),
        (LAST, "dernière carte 1", "✅ Exact\u00a0: un pour la dernière carte."),
        (LAST, "go", "✅ Exact\u00a0: un pour la dernière carte."),
        (LAST, "un pour le go", "✅ Exact\u00a0: un pour la dernière carte."),
        (GO, "go", "✅ Exact\u00a0: un pour le go."),
    ],
)
def test_go_a_number_or_the_last_card_named_are_right_at_the_last_card(
    question: PegCountQuestion, said: str, told: str
) -> None:
    grade = grade_peg_count(question, parse_peg_call(said))
    assert grade.missed == 0 and grade.over == 0
    assert view.count_verdict_lines(question, grade, I18N.translator("fr")) == [told]
