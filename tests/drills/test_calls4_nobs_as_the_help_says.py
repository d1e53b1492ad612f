"""« comment on compte? » is told « 1 pour le valet de la couleur de la carte de départ » ("1
for the jack of the starter's suit"); a count that says it so got « Je ne connais pas le mot
« départ » », "I don't know the word “starter”". It is nobs."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer
from bot.i18n import I18n
from bot.views.calls_unread import (
    how_to_count_text,
)

I18N = I18n.load()


@pytest.mark.parametrize(
    "typed",
    [
        "quinze 2 pis 1 pour le valet de la couleur de la carte de départ 3",
        "quinze 2 et le valet de la couleur du départ, ça fait 3",
        "fifteen 2 and 1 for the jack of the starter's suit 3",
        "fifteen 2 and the jack of the starter suit 3",
    ],
)
def test_nobs_said_as_the_help_says_it(typed: str) -> None:
    answer = parse_answer(typed)
    assert answer.claims == Claims(fifteens=2, nobs=1) and not answer.off


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "le valet de la couleur de la carte de départ"),
        ("en", "the jack of the starter's suit"),
    ],
)
def test_the_help_says_it_so(lang: str, said: str) -> None:
    assert said in how_to_count_text(I18N.translator(lang))
