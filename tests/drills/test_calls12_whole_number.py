"""« 12,5 » was asked back « 12 ou 5? », though in French « 12,5 » is a decimal number (twelve
and a half), as "12.5" is in English; « 1/2 » got « Donnez un nombre de 0 à 29… » as if no
number had been typed. A count is a whole number: that is what they are told now, on /main,
/crib and after /score … =. A list of two counts (« 12, 14 », « 12,14 ») is still asked
back, and « 15,2 » is still fifteen two."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, AnswerErrorReason, parse_answer
from bot.i18n import I18n
from bot.views import calls_unread
from bot.views.referee import asked_back, call_error_text
from bot.views.show import answer_error

WHOLE = {"fr": "Un compte est un nombre entier", "en": "A count is a whole number"}


def _error(text: str) -> AnswerError:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    return caught.value


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("text", ["12,5", "12.5", "8,5 points", "0,5", "1/2", "3/4", "12½", "½"])
def test_a_count_with_a_fraction_is_told_a_count_is_whole(lang: str, text: str) -> None:
    tr = I18n.load().translator(lang)
    error = _error(text)
    assert error.reason is AnswerErrorReason.NOT_WHOLE
    for said in (
        calls_unread.error_text(error, tr),
        answer_error(error, tr),
        call_error_text(error, tr),
    ):
        assert WHOLE[lang] in said, said
    assert asked_back(error)


@pytest.mark.parametrize("text", ["12, 5", "12,14", "12 ou 14"])
def test_two_counts_are_still_asked_back(text: str) -> None:
    assert _error(text).reason is AnswerErrorReason.TWO_COUNTS


@pytest.mark.parametrize("text", ["15,2", "15.2"])
def test_fifteen_two_typed_with_a_comma_is_read(text: str) -> None:
    assert parse_answer(text).total == 2
