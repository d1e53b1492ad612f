"""« quinse 2 » got « « quinse » : vouliez-vous dire « quinze »? » and nothing more: a
question, which the player answered « oui », and « oui » is no count (« Envoyez un nombre de
0 à 29… »). The reply says to send the count again, corrected (daily5's patch, answers4)."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, parse_answer
from bot.i18n import I18n
from bot.views import calls_unread


@pytest.mark.parametrize(
    ("lang", "typed", "told"),
    [
        (
            "fr",
            "quimze 2",
            "«\u00a0quimze\u00a0»\u00a0: vouliez-vous dire «\u00a0quinze\u00a0»? "
            "Renvoyez votre compte corrigé.",
        ),
        ("en", "fifteem 2", "“fifteem”: did you mean “fifteen”? Send your count again, corrected."),
    ],
)
def test_a_word_suggested_comes_with_what_to_do(lang: str, typed: str, told: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    assert calls_unread.error_text(caught.value, I18n.load().translator(lang)) == told
