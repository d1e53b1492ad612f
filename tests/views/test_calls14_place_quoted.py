"""/crib answered « quinze 4 pour 2 paires 8 »: « Je ne sais pas où placer pour dans un
compte. », the word unquoted (in Telegram only set in monospace) where /score quotes it:
« Je ne sais pas où placer « pour » dans un compte ». The drills quote it too."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, parse_answer
from bot.i18n import I18n
from bot.views.show import answer_error

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "call", "said"),
    [
        (
            "fr",
            "quinze 4 pour 2 paires 8",
            "Je ne sais pas où placer «\u00a0<code>pour</code>\u00a0» dans un compte.",
        ),
        ("en", "fifteen 4 for 2 pairs 8", "I can't place “<code>for</code>” in a count."),
    ],
)
def test_the_word_not_placed_is_quoted(lang: str, call: str, said: str) -> None:
    with pytest.raises(AnswerError) as raised:
        parse_answer(call)
    text = answer_error(raised.value, I18N.translator(lang))
    assert text.startswith(said), text
