"""« les deux trèfles » (« mes trèfles », "both clubs") typed at an /ecart deal was refused
« Carte inconnue « les » : la valeur doit être A, 2 à 10, V, D ou R. », a word she never
meant as a card: a suit said for the lay-away is the deal's cards of that suit when they are
as many as go to the crib; else she is told which of them the deal holds (or that it holds
none) and how to type them."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import suit_said
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Suit
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

DEAL = "KD 5H 9S JD 2C 3C"


def deal(cards: str = DEAL) -> Challenge:
    return Challenge(tuple(parse_cards(cards)), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "les deux trèfles"),
        ("fr", "mes trèfles"),
        ("fr", "je jette les 2 trefles svp"),
        ("fr", "les trèfles."),
        ("en", "both clubs"),
        ("en", "the two clubs"),
        ("en", "my clubs"),
    ],
)
def test_the_two_cards_of_the_suit_are_laid_away(lang: str, typed: str) -> None:
    read = read_discard(typed, deal(), I18n.load().translator(lang))
    assert read == tuple(parse_cards("2C 3C"))


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "les deux piques", "Vous n'avez qu'un pique dans cette donne : 9♠."),
        ("fr", "les cœurs", "Vous n'avez qu'un cœur dans cette donne : 5♥."),
        (
            "fr",
            "les carreaux",
            "Vos carreaux : R♦ V♦ 2♦. Tapez les 2 cartes à jeter, par exemple <code>R♦ V♦</code>.",
        ),
        ("en", "both spades", "You have only one spade in this deal: 9♠."),
    ],
)
def test_too_few_or_more_of_the_suit_is_said(lang: str, typed: str, said: str) -> None:
    dealt = deal("KD 5H 9S JD 2C 3C") if "carreaux" not in typed else deal("KD 5H 9S JD 2D 3C")
    read = read_discard(typed, dealt, I18n.load().translator(lang))
    assert isinstance(read, str) and read.replace("\u00a0", " ") == said.replace("\u00a0", " ")


def test_no_card_of_the_suit() -> None:
    read = read_discard("les piques", deal("KD 5H 9H JD 2C 3C"), I18n.load().translator("fr"))
    assert read == "Vous n'avez aucun pique dans cette donne."


@pytest.mark.parametrize(
    ("typed", "suit"),
    [
        ("les deux trèfles", Suit.CLUBS),
        ("mes cœurs", Suit.HEARTS),
        ("les coeurs", Suit.HEARTS),
        ("both diamonds", Suit.DIAMONDS),
        ("les deux 9", None),
        ("le 2 de trèfle", None),
        ("trèfle", None),  # a word alone, not a lay-away said
        ("deux trèfles", Suit.CLUBS),
        ("2 de trèfle", None),  # the two of clubs
        ("les 2 trèfles", Suit.CLUBS),
        ("2 trèfles", None),  # a two and a club?
    ],
)
def test_suit_said(typed: str, suit: Suit | None) -> None:
    assert suit_said(typed) == suit
