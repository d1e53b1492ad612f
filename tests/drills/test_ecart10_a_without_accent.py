"""« /ecart AC AK 3P 4T 6C 9P c est a moi de donner » (« à » typed without its accent, as a
phone often does) got « Il manque la couleur après « a » » (« a » read as an ace): « a »
before « moi », « lui » is « à »; an ace typed alone elsewhere is still an ace."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import read_lookup

CARDS = "AC AK 3P 4T 6C 9P"


@pytest.mark.parametrize(
    ("said", "dealer"),
    [
        ("c est a moi de donner", True),
        ("c'est a moi de donner", True),
        ("c'est a lui de donner", False),
        ("le crib est a moi", True),
        ("le crib est a lui", False),
    ],
)
def test_a_before_a_person_is_a_preposition(said: str, dealer: bool) -> None:
    read = read_lookup(f"{CARDS} {said}".split())
    assert (read.cards, read.dealer) == (CARDS, dealer)


def test_an_ace_alone_is_still_typed() -> None:
    assert read_lookup(["5C", "5K", "VP", "DT", "2C", "A", "donneur"]).cards == "5C 5K VP DT 2C A"
