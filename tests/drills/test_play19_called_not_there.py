"""/jeu compte: « quinze 2 » on the last card at 21 was told « ❌ Trop haut. Vous dites 2, la
carte marque 1 point » and « Oublié : la dernière carte. », nothing of the fifteen called
that is not there (« trop haut » and « oublié » read as a contradiction): now « Annoncé à
tort : le quinze. » too."""

from __future__ import annotations

import pytest

from bot.drills.peg import PegCountQuestion, grade_peg_count
from bot.drills.peg_calls import parse_peg_call
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Kind
from bot.i18n import I18n
from bot.views import peg as view

I18N = I18n.load()
LAST = PegCountQuestion(tuple(parse_cards("JC AH 10H")), (True, False, True), Kind.LAST_CARD)
"""10, 11, 21: the player's 10♥ is the last card of all, 1 point."""
PAIR = PegCountQuestion(tuple(parse_cards("5H 5S")), (False, True))
"""A pair: 2 points."""


@pytest.mark.parametrize(
    ("lang", "said", "told"),
    [
        ("fr", "quinze 2", "Annoncé à tort\u00a0: le quinze."),
        ("en", "fifteen two", "Called but not there: the fifteen."),
        ("fr", "quinze 2 et une paire 4", "Annoncé à tort\u00a0: le quinze, la paire."),
    ],
)
def test_a_combination_called_that_is_not_there_is_named(lang: str, said: str, told: str) -> None:
    grade = grade_peg_count(LAST, parse_peg_call(said))
    lines = view.count_verdict_lines(LAST, grade, I18N.translator(lang))
    assert lines[-1] == told, lines


@pytest.mark.parametrize("said", ["2", "paire 2", "31 pour 2", "brelan 6"])
def test_no_such_line_for_a_number_or_a_right_total(said: str) -> None:
    grade = grade_peg_count(PAIR, parse_peg_call(said))
    lines = view.count_verdict_lines(PAIR, grade, I18N.translator("fr"))
    assert not any(line.startswith("Annoncé à tort") for line in lines), lines
