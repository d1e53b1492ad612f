"""« comment on compte? » is told « 4 pour quatre cartes de la même couleur dans une main »
("4 for four cards of one suit in a hand"); a count that says it so (« quinze 2, quinze 4 pis 4
cartes de la même couleur 8 ») got « Je ne connais pas le mot « même » ». It is a flush."""

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
    ("typed", "flush"),
    [
        ("quinze 2, quinze 4 pis 4 cartes de la même couleur 8", 4),
        ("quinze 2, quinze 4 et quatre de la même couleur, ça fait 8", 4),
        ("quinze 2 quinze 4 pis 5 cartes de même couleur 9", 5),
        ("fifteen 2, fifteen 4 and four cards of one suit 8", 4),
        ("fifteen 2, fifteen 4 and five of the same suit makes 9", 5),
        ("fifteen 2 fifteen 4 and 4 cards of the same suit 8", 4),
    ],
)
def test_a_flush_said_as_the_help_says_it(typed: str, flush: int) -> None:
    answer = parse_answer(typed)
    assert answer.claims == Claims(fifteens=4, flush=flush)
    assert answer.total == 4 + flush and not answer.off


@pytest.mark.parametrize(
    "typed",
    ["quinze 2 pis le valet de la même couleur 3", "fifteen 2 and the jack of the same suit 3"],
)
def test_the_jack_of_the_same_suit_is_still_nobs(typed: str) -> None:
    assert parse_answer(typed).claims == Claims(fifteens=2, nobs=1)


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "quatre cartes de la même couleur"), ("en", "four cards of one suit")],
)
def test_the_help_says_it_so(lang: str, said: str) -> None:
    assert said in how_to_count_text(I18N.translator(lang))
