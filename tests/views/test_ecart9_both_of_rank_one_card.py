"""« les deux 9 » at a five-card /ecart deal (the three- and four-player game, one card to lay
away) said « Carte inconnue « les » : la valeur doit être A, 2 à 10, V, D ou R. » ("Unknown card
"both"" in English), as if the nines were not there: it says now that one card goes to the
crib, and which to type."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

FIVE = Challenge(tuple(parse_cards("9H 9S JD KD 2C")), dealer=False)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "les deux 9", "Une seule carte va au crib dans cette donne"),
        ("fr", "mes deux neufs", "Une seule carte va au crib dans cette donne"),
        ("fr", "deux 9", "Une seule carte va au crib dans cette donne"),
        ("en", "both 9s", "Only one card goes to the crib in this deal"),
        ("en", "the two nines", "Only one card goes to the crib in this deal"),
    ],
)
def test_both_of_a_rank_when_one_card_goes_to_the_crib(lang: str, typed: str, said: str) -> None:
    read = read_discard(typed, FIVE, I18n.load().translator(lang))
    assert isinstance(read, str), read
    text = read.replace("\u00a0", " ")
    assert said in text, text
    assert "9♥ 9♠" in text and "<code>9♥</code>" in text, text  # which, and how to type one
    assert "inconnue" not in text and "Unknown" not in text


@pytest.mark.parametrize(
    ("held", "said"),
    [
        ("5H 9S JD KD 2C", "Vous n'avez qu'un 9 dans cette donne : 9♠."),
        ("5H 8S JD KD 2C", "Vous n'avez aucun 9 dans cette donne."),
    ],
)
def test_one_card_to_lay_away_and_not_two_of_the_rank(held: str, said: str) -> None:
    challenge = Challenge(tuple(parse_cards(held)), dealer=True)
    read = read_discard("les deux 9", challenge, I18n.load().translator("fr"))
    assert isinstance(read, str) and read.replace("\u00a0", " ") == said, read


def test_the_card_itself_still_reads_at_five_cards() -> None:
    tr = I18n.load().translator("fr")
    assert read_discard("le valet", FIVE, tr) == tuple(parse_cards("JD"))
    assert read_discard("9♠", FIVE, tr) == tuple(parse_cards("9S"))
