"""/peg count: a word not understood was quoted in straight quotes (I don't know the word
"pére".), where /hand quotes it in curly ones (“pére”); the same sentence now quotes alike."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, parse_answer
from bot.drills.peg_calls import parse_peg_call
from bot.i18n import I18n
from bot.views.calls_unread import (
    error_text,
)
from bot.views.peg import call_error

I18N = I18n.load()


@pytest.mark.parametrize(("lang", "quoted"), [("en", "“banane”"), ("fr", "«\u00a0banane\u00a0»")])
def test_a_word_not_understood_is_quoted_as_hand_quotes_it(lang: str, quoted: str) -> None:
    tr = I18N.translator(lang)
    with pytest.raises(AnswerError) as peg:
        parse_peg_call("une banane")
    with pytest.raises(AnswerError) as hand:
        parse_answer("quinze 2 et une banane")
    assert quoted in call_error(peg.value, tr)
    assert quoted in error_text(hand.value, tr)
    assert '"' not in call_error(peg.value, tr)
