"""`asks_score`: the score asked at a member's private step (« quel est le pointage? » was
« Carte inconnue « quel » »), and what it is not (a count, cards, the count of the play)."""

from __future__ import annotations

import pytest

from bot.drills.step_asked import asks_score, asks_starter


@pytest.mark.parametrize(
    "text",
    [
        "quel est le pointage?",
        "Quel est le pointage ?",
        "c'est quoi le score?",
        "c\u2019est quoi le pointage",
        "c est quoi le pointage?",
        "le pointage?",
        "score?",
        "combien le pointage?",
        "what's the score?",
        "What is the score",
        "on en est où?",
        "Où on en est ?",
        "où en est-on?",
        "on est rendu où?",
        "where are we?",
    ],
)
def test_the_score_asked(text: str) -> None:
    assert asks_score(text)


@pytest.mark.parametrize(
    "text",
    ["12", "quinze 2", "5♥ 6♣", "c'est quoi le compte?", "what's the count?", "merci", "ou"],
)
def test_not_the_score(text: str) -> None:
    assert not asks_score(text)


@pytest.mark.parametrize(
    "text",
    [
        "c'est quoi la carte de départ?",
        "c est quoi la carte de départ?",
        "Quelle est la carte de depart ?",
        "la carte de départ?",
        "what's the starter?",
        "What is the cut card",
        "starter?",
    ],
)
def test_the_starter_asked(text: str) -> None:
    assert asks_starter(text)


@pytest.mark.parametrize("text", ["12", "5♥ 6♣", "c'est quoi le compte?", "quel est le pointage?"])
def test_not_the_starter(text: str) -> None:
    assert not asks_starter(text)
