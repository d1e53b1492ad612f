"""« les 9 » (« les neufs », « mes valets », "my jacks") typed for an /ecart deal holding two
nines said « Carte inconnue « les » : la valeur doit être A, 2 à 10, V, D ou R. »: the plural
names both cards of the rank, as « les deux 9 » does (and « les deux », « les 2 » alone stay
no rank: the two of what?)."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

PAIR = Challenge(tuple(parse_cards("9H 9S JD JC 2C 3C")), dealer=True)
FIVE = Challenge(tuple(parse_cards("9H 9S JD KD 2C")), dealer=False)


@pytest.mark.parametrize(
    ("lang", "typed", "laid"),
    [
        ("fr", "les 9", "9H 9S"),
        ("fr", "Les neufs.", "9H 9S"),
        ("fr", "mes valets", "JD JC"),
        ("fr", "les V", "JD JC"),
        ("en", "the nines", "9H 9S"),
        ("en", "my jacks", "JD JC"),
        ("en", "nines", "9H 9S"),
    ],
)
def test_the_rank_said_in_the_plural_lays_both_away(lang: str, typed: str, laid: str) -> None:
    read = read_discard(typed, PAIR, I18n.load().translator(lang))
    assert read == tuple(parse_cards(laid)), read


@pytest.mark.parametrize("typed", ["les deux", "les 2", "deux", "le 9"])
def test_no_rank_or_one_card_is_not_both(typed: str) -> None:
    read = read_discard(typed, PAIR, I18n.load().translator("fr"))
    assert isinstance(read, str), read


def test_the_plural_at_a_five_card_deal_says_one_goes_to_the_crib() -> None:
    read = read_discard("les 9", FIVE, I18n.load().translator("fr"))
    assert isinstance(read, str) and "Une seule carte va au crib" in read, read


def test_the_plural_of_a_rank_not_held_twice() -> None:
    one = Challenge(tuple(parse_cards("5H 9S JD KD 2C 3C")), dealer=True)
    read = read_discard("les 9", one, I18n.load().translator("fr"))
    assert isinstance(read, str) and "qu'un 9" in read, read
