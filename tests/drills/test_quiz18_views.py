"""quiz18's wording: the line under « Main abandonnée. » while a series waits on its poll."""

from __future__ import annotations

import pytest

from bot.drills.quiz import TOPICS
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


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_topic_to_review_carries_one_pair_of_brackets(lang: str) -> None:
    """« Règles à revoir : • un pour le valet (le valet de la couleur) (les règles
    classiques) »: the summary puts the source in brackets after the topic's name, so no
    name of a topic it says so may hold brackets of its own."""
    tr = I18N.translator(lang)
    bracketed = [
        (topic, view.topic_name(topic, tr))
        for topic in TOPICS
        if topic not in view.SOURCE_TOPICS and "(" in view.topic_name(topic, tr)
    ]
    assert bracketed == []


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Il n'y a que 15 questions sur Kings Cribbage\u00a0: chacune est posée une fois."),
        ("en", "There are only 15 Kings Cribbage questions: each is asked once."),
    ],
)
def test_a_kings_series_cut_short_says_how_many_there_are(lang: str, said: str) -> None:
    """« /quiz rois 20 »: « Quiz Kings Cribbage : 15 questions. », then « Il n'y a pas plus de
    questions sur Kings Cribbage », which read as « no Kings Cribbage question is left »
    above the fifteen about to come."""
    intro = view.series_intro(15, I18N.translator(lang), topic="kings", all_of_topic=True)
    assert said in intro, intro
    assert "pas plus de questions" not in intro and "no more" not in intro, intro
