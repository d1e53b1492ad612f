"""« double » said alone in a count (answers5): the player is asked which double."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, parse_answer
from bot.i18n import I18n
from bot.views import calls_unread
from bot.views.show import answer_error

ASKED = {
    "fr": "Double quoi\xa0: une double suite (8 ou 10 points), un carré (12 points) ou deux "
    "paires (4 points)? Renvoyez tout votre compte en le disant au complet, comme 15-2 15-4 "
    "double suite 12.",
    "en": "Double what: a double run (8 or 10 points), a double pair royal (12 points) or two "
    "pairs (4 points)? Send your whole count again and say it in full, like 15-2 15-4 double "
    "run 12.",
}


def _error(text: str) -> AnswerError:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    return caught.value


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("text", ["15 2 15 4 double 12", "15-2 15-4 Double 12", "double 8"])
def test_double_alone_is_asked_back(lang: str, text: str) -> None:
    """It was « Je ne sais pas où placer « double » dans un compte »."""
    tr = I18n.load().translator(lang)
    error = _error(text)
    assert calls_unread.error_text(error, tr) == ASKED[lang]
    assert answer_error(error, tr) == ASKED[lang]  # /main, /crib (no HTML in it)


def test_a_double_named_in_full_is_read() -> None:
    assert parse_answer("15 2 15 4 double suite 12").total == 12
