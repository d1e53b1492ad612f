"""quiz18's wording: the line under « Main abandonnée. » while a series waits on its poll."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views import quiz as view

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Votre quiz attend toujours\u00a0: question 2 sur 5, dans le sondage ci-dessus."
            " Touchez-y une réponse; /annuler arrête la série.",
        ),
        (
            "en",
            "Your quiz still waits: question 2 of 5, in the poll above."
            " Tap an answer there; /cancel stops the series.",
        ),
    ],
)
def test_series_still_waits_names_the_question_and_how_to_stop(lang: str, said: str) -> None:
    assert view.series_still_waits(2, 5, I18N.translator(lang)) == said
