"""A word mistyped in a one-card count (« troi ») was answered « « troi » : vouliez-vous dire
« trois »? », a question: the player answered « oui », and was told « Je ne connais pas le mot
« oui » ». The suggestion now says what to do with it: send the answer again, corrected."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError
from bot.drills.peg_calls import parse_peg_call
from bot.i18n import I18n
from bot.views import peg as view

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "troi",
            "«\u00a0troi\u00a0»\u00a0: vouliez-vous dire «\u00a0trois\u00a0»? "
            "Renvoyez votre réponse corrigée.",
        ),
        (
            "fr",
            "une paire pis la dernièr carte",
            "«\u00a0dernièr\u00a0»\u00a0: vouliez-vous dire «\u00a0dernière\u00a0»? "
            "Renvoyez votre réponse corrigée.",
        ),
        ("en", "thre", "“thre”: did you mean “three”? Send your answer again, corrected."),
    ],
)
def test_a_typo_s_suggestion_says_to_send_the_answer_again(
    lang: str, typed: str, said: str
) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_peg_call(typed)
    assert view.call_error(caught.value, I18N.translator(lang)) == said
