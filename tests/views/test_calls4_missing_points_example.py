"""A call naming a combination without its points (« quinze 2 et les paires », "fifteen 2
and runs"), in the inline reply and the referee's lines, got « Combien de points pour :
suite? Dites-le, comme ceci : un flush de 4. » / "How many points for the run? Say it, like a
flush for 4.": an example of another combination. It now shows that one with its points, as
/main does (« suite 3 », "run 3")."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, parse_answer
from bot.i18n import I18n
from bot.views.calls_unread import (
    error_text,
)

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "quinze 2, suites",
            "Combien de points? Mettez un nombre après «\u00a0suite\u00a0», par exemple "
            "«\u00a0suite 3\u00a0».",
        ),
        (
            "en",
            "fifteen 2 and runs",
            "How many points? Put a number after “run”, for example “run 3”.",
        ),
        (
            "fr",
            "quinze 2 et les paires",
            "Combien de points? Mettez un nombre après «\u00a0paire\u00a0», par exemple "
            "«\u00a0paire 2\u00a0».",
        ),
        ("en", "pairs", "How many points? Put a number after “pair”, for example “pair 2”."),
    ],
)
def test_the_example_is_the_combination_named(lang: str, typed: str, said: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    text = error_text(caught.value, I18N.translator(lang))
    assert text == said
    assert "flush" not in text
