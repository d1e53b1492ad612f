"""« les deux 9 » typed for an /ecart deal (the two nines of the hand) said « Carte inconnue
« les » : la valeur doit être A, 2 à 10, V, D ou R. »: it lays the two away, and a hand without
two of them is told so plainly (« Vous n'avez aucun 9 », « Vous n'avez qu'un 9 »)."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

PAIR = Challenge(tuple(parse_cards("9H 9S JD KD 2C 3C")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "les deux 9"),
        ("fr", "Mes deux 9."),
        ("fr", "les 2 neuf"),
        ("fr", "deux 9"),
        ("en", "the two 9s"),
        ("en", "both 9s"),
        ("en", "both nines"),
    ],
)
def test_the_two_of_a_rank_held_are_laid_away(lang: str, typed: str) -> None:
    read = read_discard(typed, PAIR, I18n.load().translator(lang))
    assert read == tuple(parse_cards("9H 9S")), read


@pytest.mark.parametrize(
    ("lang", "held", "said"),
    [
        ("fr", "5H 9S JD KD 2C 3C", "Vous n'avez qu'un 9 dans cette donne"),
        ("fr", "5H 8S JD KD 2C 3C", "Vous n'avez aucun 9 dans cette donne"),
        ("en", "5H 9S JD KD 2C 3C", "You have only one 9 in this deal"),
        ("en", "5H 8S JD KD 2C 3C", "You have no 9 in this deal"),
    ],
)
def test_a_hand_without_two_says_so(lang: str, held: str, said: str) -> None:
    challenge = Challenge(tuple(parse_cards(held)), dealer=True)
    typed = "les deux 9" if lang == "fr" else "the two 9s"
    read = read_discard(typed, challenge, I18n.load().translator(lang))
    assert isinstance(read, str) and said in read.replace("\u00a0", " "), read
    assert "inconnue" not in read and "Unknown" not in read


def test_three_of_a_rank_asks_which_two() -> None:
    trio = Challenge(tuple(parse_cards("9H 9S 9D KD 2C 3C")), dealer=True)
    read = read_discard("les deux 9", trio, I18n.load().translator("fr"))
    assert isinstance(read, str) and "inconnue" not in read, read
    assert "3" in read
