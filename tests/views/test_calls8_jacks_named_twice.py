"""/score 5H 5D 5C JS 5S = V et V: two jacks named, no suit, no points (« V » is also the
short call of his nobs). It was read as his nobs twice, a count of 2, « Muggins pour 27
points! »: they are cards, and the referee says so; a count that calls his nobs twice in
words (« un pour le valet, un pour le valet ») is still graded, the second one over."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()
CARDS = parse_cards("5H 5D 5C JS 5S")
SCORE = scored_show(tuple(CARDS[:4]), CARDS[4], False)
SAID = {"fr": "Ce sont des cartes\u00a0: ", "en": "Those are cards: "}


@pytest.mark.parametrize("call", ["V et V", "v v", "V V V", "V, V.", "valet et valet"])
def test_jacks_alone_are_no_count(call: str) -> None:
    with pytest.raises(AnswerError):
        parse_answer(call)


@pytest.mark.parametrize(("lang", "call"), [("fr", "V et V"), ("fr", "v v"), ("en", "J and J")])
def test_the_referee_says_they_are_cards(lang: str, call: str) -> None:
    lines = referee_lines(judge(SCORE, call), I18N.translator(lang), crib=False, dealt=CARDS)
    assert lines[2].startswith(SAID[lang]), lines
    assert not any("Muggins" in line for line in lines), lines


@pytest.mark.parametrize(
    ("call", "total"),
    [("un pour le valet, un pour le valet", 2), ("V", 1), ("q2 q4 v5", 5), ("quinze 2 et V", 3)],
)
def test_his_nobs_called_is_still_read(call: str, total: int) -> None:
    assert parse_answer(call).total == total
