"""The inline query's one-line summary of a called count read the call's refusal without the
dealt cards: « @bot JD JH 5C 5S KD = J and Jh » said the word “Jh” was unknown, where /score
says those are cards; an empty call said « Donnez un nombre… ». It now says what /score says."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.pictures import inline_articles


@pytest.mark.parametrize(
    ("lang", "query", "said", "not_said"),
    [
        ("en", "JD JH 5C 5S KD = J and Jh", "Those are cards", "“Jh”"),
        ("fr", "VK VC 5T 5P RK = V et VC", "Ce sont des cartes", "«\u00a0VC\u00a0»"),
        ("fr", "5C 5K 5T VP 5P =", "Quel compte annoncez-vous", "Donnez un nombre"),
    ],
)
def test_the_inline_summary_reads_a_call_as_score_does(
    lang: str, query: str, said: str, not_said: str
) -> None:
    (article,) = inline_articles(query, I18n.load().translator(lang), "mugginsbot")
    assert said in article.description, article.description
    assert not_said not in article.description, article.description
