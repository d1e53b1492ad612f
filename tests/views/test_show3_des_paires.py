"""« quinze 2 et des paires » was answered « Je ne sais pas où placer « des » dans un compte »:
« des » is the article of a plural name (« des paires », « des suites »); a plural said without
its points is asked them, as « les paires » is."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerErrorReason, parse_answer
from bot.i18n import I18n
from bot.views import calls_unread, show
from tests.drills.answer_errors import refusal

NB = str.maketrans({"\u00a0": " ", "\u202f": " "})


@pytest.mark.parametrize(
    ("said", "lang", "reply"),
    [
        (
            "quinze 2 et des paires",
            "fr",
            "Combien de points? Mettez un nombre après « paire », par exemple « paire 2 ».",
        ),
        (
            "quinze 2 et des suites",
            "fr",
            "Combien de points? Mettez un nombre après « suite », par exemple « suite 3 ».",
        ),
    ],
)
def test_a_plural_without_its_points_is_asked_them(said: str, lang: str, reply: str) -> None:
    """As « quinze 2 et les paires » is (`test_calls4_missing_points_example`)."""
    tr = I18n.load().translator(lang)
    error = refusal(said)
    assert error.reason is AnswerErrorReason.MISSING_POINTS
    assert calls_unread.error_text(error, tr).translate(NB) == reply
    text = show.answer_error(error, tr)
    assert "« des »" not in text.replace("\xa0", " ") and "Combien de points" in text, text


@pytest.mark.parametrize(
    ("said", "total"),
    [
        ("quinze 2 et des paires, ça fait 6", 6),
        ("quinze 4 et des paires 8", 8),
        ("quinze 2 et des paires 4", 4),
    ],
)
def test_des_before_a_plural_name_is_its_article(said: str, total: int) -> None:
    assert parse_answer(said).total == total
