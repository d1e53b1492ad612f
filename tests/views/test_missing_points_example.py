"""A combination named without its points (« quinze 2 suites »): the reply's example was
always « flush 4 », whatever was named; it now names what the player said."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import AnswerError, AnswerErrorReason
from bot.drills.answers import parse_answer
from bot.i18n import I18n
from bot.views import show

I18N = I18n.load()


@pytest.mark.parametrize(
    ("typed", "lang", "example"),
    [
        ("quinze 2 suites", "fr", "<code>suite 3</code>"),
        ("fifteen 2 runs", "en", "<code>run 3</code>"),
        ("quinze 2 paires", "fr", "<code>paire 2</code>"),
    ],
)
def test_the_example_follows_the_combination_named(typed: str, lang: str, example: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    assert caught.value.reason is AnswerErrorReason.MISSING_POINTS
    text = show.answer_error(caught.value, I18N.translator(lang))
    assert example in text and "flush" not in text, text
