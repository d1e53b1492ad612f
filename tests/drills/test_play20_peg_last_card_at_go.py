"""/jeu compte at a go that is not the last card of all: « dernière carte 1 », « un pour la
dernière » are right, as « un pour le go » is. The rules give the go point to the last card
laid in the series (S002: « le dernier joueur à avoir posé une carte gagne un point »; S000:
the last card pegs « pour le Go »), and the GLOSSARY lists both calls: no « Trop haut », no
« Annoncé à tort », no « Oublié » for the words. The verdict names it « un pour le go », which
is what the position shows (« L'adversaire a dit go »)."""

from __future__ import annotations

import pytest

from bot.drills.grading import Verdict
from bot.drills.peg import PegCountQuestion, grade_peg_count
from bot.drills.peg_calls import parse_peg_call
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Kind
from bot.i18n import I18n
from bot.views.peg import count_verdict_lines

FR = I18n.load().translator("fr")


def _question(pile: str, closing: Kind) -> PegCountQuestion:
    cards = tuple(parse_cards(pile))
    mine = tuple((len(cards) - 1 - i) % 2 == 0 for i in range(len(cards)))
    return PegCountQuestion(cards, mine, closing)


@pytest.mark.parametrize(
    "said", ["dernière carte 1", "un pour la dernière", "1 pour la dernière carte", "go 1"]
)
def test_the_last_card_of_a_series_called_at_a_go_is_right(said: str) -> None:
    question = _question("KH 9S 8C", Kind.GO)
    grade = grade_peg_count(question, parse_peg_call(said))
    assert grade.verdict is Verdict.EXACT
    assert not grade.missed_categories and not grade.absent
    assert count_verdict_lines(question, grade, FR) == ["✅ Exact\u00a0: un pour le go."]


def test_with_a_fifteen_too() -> None:
    question = _question("KH 5S", Kind.GO)
    grade = grade_peg_count(question, parse_peg_call("quinze 2 et un pour la dernière"))
    assert grade.verdict is Verdict.EXACT and not grade.missed_categories
