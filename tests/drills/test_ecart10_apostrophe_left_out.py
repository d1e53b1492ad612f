"""« /discard 5H 5D JS QC 2H 3S the crib is my opponents » (the apostrophe of "opponent's" left
out, as a phone types it) got « "opponents" after them is neither a card nor "dealer" or
"pone" »: "opponents" and "partners" read as "opponent's" and "partner's" do."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import read_lookup


@pytest.mark.parametrize(
    ("typed", "dealer", "partner"),
    [
        ("5H 5D JS QC 2H 3S the crib is my opponents", False, False),
        ("5H 5D JS QC 2H 3S my opponents crib", False, False),
        ("5H 5D JS QC 2H 3S the crib is my opponent's", False, False),
        ("5H 5D JS QC 2H my partners crib", True, True),
    ],
)
def test_the_apostrophe_left_out(typed: str, dealer: bool, partner: bool) -> None:
    said = read_lookup(typed.split())
    cards = " ".join(typed.split()[:6]) if "3S" in typed else " ".join(typed.split()[:5])
    assert (said.cards, said.dealer, said.partner) == (cards, dealer, partner)
