"""`asks_dealer`: who deals asked at a member's private step (« qui donne? » was « Carte
inconnue « qui » »), and what it is not (whose turn, cards, a count)."""

from __future__ import annotations

import pytest

from bot.drills.step_asked import Asked, asks_dealer, table_asked


@pytest.mark.parametrize(
    "text",
    [
        "qui donne?",
        "Qui donne ?",
        "c'est qui qui donne",
        "c est qui qui donne?",
        "qui est le donneur?",
        "à qui le crib?",
        "c\u2019est à qui le crib?",
        "le crib est à qui?",
        "qui a le crib",
        "who deals?",
        "Who's the dealer?",
        "whose crib is it?",
        "who has the crib?",
    ],
)
def test_who_deals_asked(text: str) -> None:
    assert asks_dealer(text)


@pytest.mark.parametrize(
    "text",
    ["c'est à qui?", "qui", "5♥ 6♣", "quinze 2", "je donne", "whose turn?", "12", "pointage"],
)
def test_not_who_deals(text: str) -> None:
    assert not asks_dealer(text)


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("qui donne?", Asked.DEALER),
        ("whose crib?", Asked.DEALER),
        ("c'est quoi la carte de départ?", Asked.STARTER),
        ("quel est le pointage?", Asked.SCORE),
        ("what's the score?", Asked.SCORE),
        ("12", None),
        ("bonjour", None),
    ],
)
def test_table_asked(text: str, asked: Asked | None) -> None:
    assert table_asked(text) is asked
