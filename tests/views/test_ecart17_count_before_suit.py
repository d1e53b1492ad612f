"""« je garde 5 10 V » at an /ecart deal holding 5♥ 5♦ asked « Vous avez plus d'un « 5 » :
ajoutez la couleur (5♥ ou 5♦) », then, the suit added, that a hand keeps four cards and she
named three: the count comes first, as it does when no rank is held twice. Four cards named,
one of them a rank held twice, still ask which."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

SIX = Challenge(tuple(parse_cards("5H 5D 10S JC 2S 9H")), dealer=True)
FIVE = Challenge(tuple(parse_cards("5H 5D 10S JC 2S")), dealer=False)
JACKS = Challenge(tuple(parse_cards("5H 6D 10S JC JS 9H")), dealer=True)


def said(typed: str, deal: Challenge, lang: str) -> str:
    text = read_discard(typed, deal, I18n.load().translator(lang))
    assert isinstance(text, str), text
    return text.replace("\u00a0", " ")


@pytest.mark.parametrize("deal", [SIX, FIVE])
@pytest.mark.parametrize(
    ("lang", "typed", "told"),
    [
        ("fr", "je garde 5 10 V", "Vous gardez 4 cartes : vous en avez nommé 3."),
        ("fr", "je garde 5 V", "Vous gardez 4 cartes : vous en avez nommé 2."),
        ("en", "I keep 5 10 J", "You keep 4 cards: you named 3."),
    ],
)
def test_the_count_before_the_suit(deal: Challenge, lang: str, typed: str, told: str) -> None:
    assert said(typed, deal, lang) == told


def test_the_count_before_the_suit_of_a_jack() -> None:
    assert said("je garde 5 10 V", JACKS, "fr") == "Vous gardez 4 cartes : vous en avez nommé 3."


def test_five_named_with_a_rank_held_twice() -> None:
    assert said("je garde 5 10 V 2 9", SIX, "fr") == "Vous gardez 4 cartes : vous en avez nommé 5."


@pytest.mark.parametrize("deal", [SIX, FIVE])
def test_four_named_still_ask_which(deal: Challenge) -> None:
    assert "ajoutez la couleur (5♥ ou 5♦)" in said("je garde 5 10 V 2", deal, "fr")


@pytest.mark.parametrize(
    ("deal", "lang", "typed", "told"),
    [
        (SIX, "fr", "5 10 V", "Il faut 2 cartes, pas 3."),
        (SIX, "en", "5 10 J", "It takes 2 cards, not 3."),
        (FIVE, "fr", "5 10", "Il faut 1 carte, pas 2."),
        (FIVE, "fr", "je jette le 5 et le 10", "Il faut 1 carte, pas 2."),
    ],
)
def test_the_lay_away_counted_before_the_suit(
    deal: Challenge, lang: str, typed: str, told: str
) -> None:
    """« 5 10 V » laid away from 5♥ 5♦ … asked which five before saying two cards go."""
    assert said(typed, deal, lang) == told


@pytest.mark.parametrize("deal", [SIX, FIVE])
def test_a_lay_away_of_the_right_count_still_asks_which(deal: Challenge) -> None:
    typed = "5 10" if deal is SIX else "5"
    assert "ajoutez la couleur (5♥ ou 5♦)" in said(typed, deal, "fr")
