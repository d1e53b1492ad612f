"""« qui mène? », « qui gagne? », « combien il me reste? », "who's winning?" typed at a step
got « Carte inconnue « qui » » (at /jouer) or the help of the play (« combien… »): they ask the
score as « quel est le pointage? » does, and are answered with the board."""

from __future__ import annotations

import pytest

from bot.drills.step_asked import Asked, asks_score, table_asked


@pytest.mark.parametrize(
    "text",
    [
        "qui mène?",
        "Qui mene ?",
        "c'est qui qui mène?",
        "qui gagne?",
        "qui est en avance?",
        "combien il me reste?",
        "il me reste combien de points?",
        "combien me reste-t-il?",
        "who's winning?",
        "who is ahead?",
        "how many points do I need?",
        "il me manque combien de points?",
        "combien de points il me manque?",
        "combien il nous manque?",
        "qui a gagné?",
        "c'est qui qui a gagné?",
        "who won?",
        "who has won?",
        "combien de points pour gagner?",  # the play's help (play27)
        "combien il me faut pour gagner?",
        "combien faut-il pour gagner?",
        "how many points to win?",
        "on en est où?",  # at /jouer's count: « Je ne connais pas le mot « on » »
        "On en est où",
        "où on en est?",
        "on est rendu où?",
        "on en est où dans la partie?",
        "where are we?",
        "where do we stand?",
    ],
)
def test_the_lead_asked_is_the_score(text: str) -> None:
    assert asks_score(text)
    assert table_asked(text) is Asked.SCORE


@pytest.mark.parametrize(
    "text",
    ["qui donne?", "c'est à qui?", "combien?", "quinze 2", "who deals?", "qui", "où est le crib"],
)
def test_not_the_lead(text: str) -> None:
    assert not asks_score(text)
