"""kings18: the same rule was worded two ways in English: a refused first move said « The
first move places 2 to 5 tiles in a line. » where the step before it says « the first move
lays 2 to 5 tiles in a line, anywhere » (and « A move places 1 to 5 tiles. »). The French
says « pose » in all three. Now the refusals lay tiles as the step does: one verb, one
wording of the rule, in each language."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Illegal
from bot.i18n import I18n
from bot.views.kings_play import first_move_line
from bot.views.kings_refusals import illegal_text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_first_move_refusal_words_the_rule_as_the_step_does(lang: str) -> None:
    tr = I18n.load().translator(lang)
    refusal = illegal_text(Illegal.FIRST_MOVE_SIZE, tr).removesuffix(".")
    rule = refusal[0].lower() + refusal[1:]
    assert rule in first_move_line(tr), (rule, first_move_line(tr))


@pytest.mark.parametrize(
    ("lang", "verb"), [("fr", " pose de 1 à 5 jetons"), ("en", " lays 1 to 5 tiles")]
)
def test_a_move_of_no_size_says_the_same_verb(lang: str, verb: str) -> None:
    tr = I18n.load().translator(lang)
    assert verb in illegal_text(Illegal.MOVE_SIZE, tr)
    assert verb.replace("1", "2") in first_move_line(tr)
