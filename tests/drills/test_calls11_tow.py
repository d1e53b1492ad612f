""" "fifteen tow, fifteen four" ("two" with two letters swapped) was "I don't know the word
“tow”. Count with…", with no word offered: "did you mean “two”?" now."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import AnswerError, suggest
from bot.drills.answers import parse_answer
from bot.i18n import I18n
from bot.views import calls_unread


def test_tow_is_offered_two() -> None:
    assert suggest("tow") == "two"
    with pytest.raises(AnswerError) as caught:
        parse_answer("fifteen tow, fifteen four")
    reply = calls_unread.error_text(caught.value, I18n.load().translator("en"))
    assert reply == "“tow”: did you mean “two”? Send your count again, corrected."
