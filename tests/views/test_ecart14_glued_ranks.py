"""« R5 » typed at an /ecart deal holding a king and a five (the two ranks written together,
as on a score pad) was refused « Couleur inconnue dans « R5 » : utilisez P, C, K, T ou ♠ ♥ ♦
♣. », a suit she never meant: two ranks glued, one of them a letter, are the two cards (or,
not dealt, the ranks missing are said); cards with their suits, and numbers alone, are read
as before."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import split_glued_ranks
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard


def deal(cards: str) -> Challenge:
    return Challenge(tuple(parse_cards(cards)), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed", "laid"),
    [
        ("fr", "R5", "KD 5H"),
        ("fr", "5R", "KD 5H"),
        ("fr", "r5", "KD 5H"),
        ("fr", "V9", "9S JD"),
        ("fr", "je jette R5", "KD 5H"),
        ("en", "K5", "KD 5H"),
        ("en", "J9", "9S JD"),
    ],
)
def test_two_ranks_glued_are_two_cards(lang: str, typed: str, laid: str) -> None:
    read = read_discard(typed, deal("KD 5H 9S JD 2C 3C"), I18n.load().translator(lang))
    assert read == tuple(parse_cards(laid))


def test_a_ten_glued_to_a_king() -> None:
    read = read_discard("R10", deal("KD 5H 9S JD 10C 3C"), I18n.load().translator("fr"))
    assert read == tuple(parse_cards("KD 10C"))


def test_ranks_glued_not_dealt_are_said() -> None:
    read = read_discard("R5", deal("3C 4D 7C 9H 10D JH"), I18n.load().translator("fr"))
    assert read == "Vous n'avez ni roi ni 5 dans cette donne. Vos cartes\u00a0: 3♣ 4♦ 7♣ 9♥ 10♦ V♥."


@pytest.mark.parametrize(
    ("typed", "lang", "split"),
    [
        ("R5", "fr", "R 5"),
        ("10R, V", "fr", "10 R, V"),
        ("RK 5C", "fr", "RK 5C"),  # cards: the king of diamonds, the five of hearts
        ("KD", "en", "KD"),
        ("AD", "fr", "AD"),  # the English ace of diamonds, not an ace and a queen
        ("23", "fr", "23"),  # digits alone: a count, or twenty-three
        ("le roi", "fr", "le roi"),
    ],
)
def test_split_glued_ranks(typed: str, lang: str, split: str) -> None:
    assert split_glued_ranks(typed, lang) == split
