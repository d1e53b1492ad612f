"""/jeu compte at the last card of all (« Personne n'a plus de carte après celle-ci : c'est la
dernière carte jouée. »): « go » typed was taken as « un pour la dernière carte » and told
« ✅ Exact : un pour la dernière carte. », as if the player had said it. Nobody says go
there (GLOSSARY: "one for go", "one for last" on the final card): the point is right, the
name is not, and the verdict says what a go is and what this point is for."""

from __future__ import annotations

import pytest

from bot.drills.peg import PegCountQuestion, grade_peg_count
from bot.drills.peg_calls import parse_peg_call
from bot.engine.cards import parse_cards
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

NO_GO = {
    "fr": "Pas de go ici\u00a0: on dit go quand on a encore des cartes, mais qu'aucune ne peut "
    "se jouer sans dépasser 31. Personne n'a plus de carte après la vôtre\u00a0: son point "
    "est pour la dernière carte.",
    "en": "No go here: a player says go when they still hold cards but none can be laid "
    "without passing 31. Nobody holds a card after yours: its point is for the last card.",
}


@pytest.mark.parametrize(("lang", "said"), [("fr", "go"), ("fr", "un pour le go"), ("en", "go")])
def test_go_at_the_last_card_is_the_right_points_not_the_right_name(lang: str, said: str) -> None:
    tr = I18N.translator(lang)
    grade = grade_peg_count(LAST, parse_peg_call(said))
    assert grade.go_for_last and grade.missed == 0 and grade.over == 0
    lines = view.count_verdict_lines(LAST, grade, tr)
    right = {
        "fr": "✅ Le bon nombre de points, mais ce n'est pas ce que vous avez annoncé\u00a0: "
        "un pour la dernière carte.",
        "en": "✅ The right number of points, but not what you called: one for last.",
    }
    assert lines == [right[lang], NO_GO[lang]]


def test_go_at_the_last_card_that_pegs_more_is_muggins_and_says_it() -> None:
    tr = I18N.translator("fr")
    grade = grade_peg_count(PAIR_LAST, parse_peg_call("go"))
    assert grade.go_for_last and grade.missed == 2
    lines = view.count_verdict_lines(PAIR_LAST, grade, tr)
    assert lines[0].startswith("🫵 Muggins!")
    assert lines[-1] == NO_GO["fr"]


@pytest.mark.parametrize(
    ("question", "said", "told"),
    [
        (LAST, "1", "✅ Exact\u00a0: un pour la dernière carte."),
        (LAST, "dernière carte 1", "✅ Exact\u00a0: un pour la dernière carte."),
        (GO, "go", "✅ Exact\u00a0: un pour le go."),
    ],
)
def test_a_number_the_last_card_or_a_real_go_stay_right(
    question: PegCountQuestion, said: str, told: str
) -> None:
    grade = grade_peg_count(question, parse_peg_call(said))
    assert not grade.go_for_last
    assert view.count_verdict_lines(question, grade, I18N.translator("fr")) == [told]
