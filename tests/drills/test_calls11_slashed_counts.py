"""« 12/14/16 », three counts typed with slashes, was « Donnez un nombre de 0 à 29… », where
« 12/14 » and « 12 ou 14 ou 16 » are asked which one: asked back as « 12, 14 ou 16? », and
nothing is graded. « 15/2 » stays fifteen two."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answer_words import AnswerError
from bot.drills.answer_words import AnswerErrorReason as R
from bot.drills.answers import parse_answer
from bot.i18n import I18n
from bot.views import calls_unread

I18N = I18n.load()


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("12/14/16", (12, 14, 16)),
        ("12 / 14 / 16", (12, 14, 16)),
        ("8/10/12/14", (8, 10, 12, 14)),
        ("12/14/16?", (12, 14, 16)),
        ("douze/quatorze/seize", (12, 14, 16)),
    ],
)
def test_slashed_counts_are_asked_back(text: str, offered: tuple[int, ...]) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert (caught.value.reason, caught.value.values) == (R.TWO_COUNTS, offered)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("fr", "12, 14 ou 16? Envoyez un seul compte, celui que vous annoncez."),
        ("en", "12, 14 or 16? Send one count, the one you call."),
    ],
)
def test_slashed_counts_are_named_in_the_question(lang: str, reply: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer("12/14/16")
    assert calls_unread.error_text(caught.value, I18N.translator(lang)) == reply


def test_fifteen_two_slashed_is_a_fifteen() -> None:
    answer = parse_answer("15/2")
    assert (answer.total, answer.claims) == (2, Claims(fifteens=2))
