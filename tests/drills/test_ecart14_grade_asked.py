"""A lay-away question graded under the crib model its expected JSON names (`grade_asked`,
what /ecart's handler and the daily challenge's écart part grade with): the expert tables by
default, with the play's values; the uniform crib when the question says so."""

from __future__ import annotations

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.ecart import EXPERT, UNIFORM, Challenge, ChallengeError, grade
from bot.drills.ecart_graded import MODEL_KEY, grade_asked
from bot.engine.card_parsing import parse_cards

DEAL = Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C")), dealer=True)
LAID = tuple(parse_cards("KD 5H"))


@pytest.mark.parametrize("expected", [{}, {MODEL_KEY: EXPERT}, {MODEL_KEY: "banana"}])
def test_the_expert_tables_by_default(expected: dict[str, object]) -> None:
    verdict = grade_asked(expected, DEAL, LAID)
    tables, pegging = shipped_crib_tables(), shipped_peg_tables()
    assert verdict == grade(DEAL, LAID, model=EXPERT, tables=tables, pegging=pegging)
    assert verdict.model == EXPERT and verdict.rank == 3
    assert all(option.peg_ev is not None for option in verdict.options)


def test_the_uniform_crib_when_asked() -> None:
    verdict = grade_asked({MODEL_KEY: UNIFORM}, DEAL, LAID)
    assert verdict == grade(DEAL, LAID, model=UNIFORM)
    assert verdict.model == UNIFORM


def test_a_lay_away_not_in_the_deal_is_refused() -> None:
    with pytest.raises(ChallengeError):
        grade_asked({}, DEAL, parse_cards("AH 5H"))
