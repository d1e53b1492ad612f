"""« /ecart 5C 5K VP DT 2C le crib est à mon adversaire » was read as the player's own crib
(« Vous êtes le donneur : le crib est à vous »): « mon » took it for the player's, and the
opponent named then turned it round again. The opponent's crib is the pone's deal."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import read_lookup


@pytest.mark.parametrize(
    ("typed", "dealer"),
    [
        ("5C 5K VP DT 2C le crib est à mon adversaire", False),
        ("5C 5K VP DT 2C c'est le crib de mon adversaire", False),
        ("5C 5K VP DT 2C le crib est à lui", False),
        ("5H 5D JS QC 2H my opponent's crib", False),
        ("5C 5K VP DT 2C le crib est à moi", True),
        ("5C 5K VP DT 2C mon crib", True),
        ("5C 5K VP DT 2C le crib est à mon partenaire", True),
    ],
)
def test_whose_crib(typed: str, dealer: bool) -> None:
    said = read_lookup(typed.split())
    assert (said.cards, said.dealer) == (" ".join(typed.split()[:5]), dealer)
