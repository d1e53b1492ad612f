"""« /ecart 5C 5K VP DT 2C donneur à 4 » (the players said, as at a club's table of four) was
answered « Il manque la couleur après « 4 » », the « 4 » taken for a card; « … on joue à
trois » « Carte inconnue « on » ». The number of players said with the cards is skipped (five
cards are the deal of three and four, worked out alike), the role still read."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import read_lookup

CARDS = "5C 5K VP DT 2C"


@pytest.mark.parametrize(
    ("said", "dealer"),
    [
        ("donneur à 4", True),
        ("donneur à quatre", True),
        ("donneur a 4", True),
        ("receveur, on est 3", False),
        ("on joue à trois, je donne", True),
        ("à 4 joueurs donneur", True),
        ("4 joueurs receveur", False),
        ("dealer with 4 players", True),
        ("pone, three players", False),
        ("dealer at four", True),
        ("on est quatre", None),
    ],
)
def test_the_players_said_are_skipped(said: str, dealer: bool | None) -> None:
    lookup = read_lookup(f"{CARDS} {said}".split())
    assert (lookup.cards, lookup.dealer) == (CARDS, dealer)


def test_a_four_among_the_cards_is_a_card() -> None:
    assert read_lookup(["5C", "5K", "VP", "DT", "4C", "donneur"]).cards == "5C 5K VP DT 4C"
    assert read_lookup(["5C", "5K", "VP", "DT", "4", "C", "donneur"]).cards == "5C 5K VP DT 4 C"
