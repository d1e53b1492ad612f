"""The minus sign (U+2212, which phones and copy-paste give) before a count: read as the
hyphen « - » is, a negative count, not an unknown word."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import AnswerError, AnswerErrorReason
from bot.drills.answers import parse_answer
from bot.drills.kings_args import negative_count, negative_in_step


@pytest.mark.parametrize("text", ["\u22123", "\u2212 3", "r:\u22123", "\u2212douze"])
def test_the_minus_sign_reads_as_a_negative(text: str) -> None:
    with pytest.raises(AnswerError) as raised:
        parse_answer(text)
    assert raised.value.reason is AnswerErrorReason.NEGATIVE


@pytest.mark.parametrize(
    ("text", "negative"), [("\u22123", True), ("\u2212 12", True), ("3", False)]
)
def test_a_kings_count_alone_with_the_minus_sign(text: str, negative: bool) -> None:
    assert negative_count(text) is negative


@pytest.mark.parametrize(
    ("text", "negative"),
    [("\u22123", True), ("H8 \u2192 5 6 4 = \u22123", True), ("\u2212", False), ("3", False)],
)
def test_a_kings_count_with_the_minus_sign(text: str, negative: bool) -> None:
    assert negative_in_step(text) is negative
