"""« /ecart 5C 5K VP DT 2C 3P c est moi qui donne » (the apostrophe left out, as phones and
fingers do), « … c'est à moi de donner », « … c'est mon tour de donner », "… my turn to deal"
said « Les 6 cartes y sont, mais « c est » après elles n'est ni une carte ni « donneur » ou
« receveur ». »: these words go with the role, the cards are looked up with it."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import read_lookup

CARDS = "5C 5K VP DT 2C 3P"


@pytest.mark.parametrize(
    ("said", "dealer"),
    [
        ("c est moi qui donne", True),
        ("cest moi qui donne", True),
        ("C est pas moi qui donne", False),
        ("c'est à moi de donner", True),
        ("c'est mon tour de donner", True),
        ("c'est pas mon tour de donner", False),
        ("my turn to deal", True),
        ("it's my turn to deal", True),
    ],
)
def test_the_role_said_in_a_phrase(said: str, dealer: bool) -> None:
    lookup = read_lookup(f"{CARDS} {said}".split())
    assert (lookup.cards, lookup.dealer) == (CARDS, dealer)


@pytest.mark.parametrize(
    ("typed", "cards"),
    [
        ("5 C 5K VP DT 2C 3P", "5 C 5K VP DT 2C 3P"),  # « C » alone is a suit, not « c'est »
        ("5 de coeur 5K VP DT 2C 3P donneur", "5 de coeur 5K VP DT 2C 3P"),
    ],
)
def test_cards_keep_their_words(typed: str, cards: str) -> None:
    assert read_lookup(typed.split()).cards == cards


@pytest.mark.parametrize(
    ("said", "dealer"),
    [("the other guy deals", False), ("l'autre gars donne", False), ("the other guy", None)],
)
def test_the_other_guy(said: str, dealer: bool | None) -> None:
    """ "… the other guy deals" said « "guy" after them is neither a card nor "dealer" or
    "pone" »."""
    lookup = read_lookup(f"{CARDS} {said}".split())
    if dealer is None:
        assert lookup.dealer is None
    else:
        assert (lookup.cards, lookup.dealer) == (CARDS, dealer)
