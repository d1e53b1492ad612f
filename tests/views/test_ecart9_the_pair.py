"""« je jette la paire » (« la paire », "the pair") at an /ecart deal said « Carte inconnue
« paire » : la valeur doit être A, 2 à 10, V, D ou R. » (nothing in a group): the deal's only
pair is laid away; without a pair, or with two, the player is told which there are."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import reads_lay_away
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard


def deal(cards: str) -> Challenge:
    return Challenge(tuple(parse_cards(cards)), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("fr", "la paire"), ("fr", "je jette la paire"), ("fr", "ma paire svp"), ("en", "the pair")],
)
def test_the_only_pair_is_laid_away(lang: str, typed: str) -> None:
    read = read_discard(typed, deal("9H 9S JD KD 2C 3C"), I18n.load().translator(lang))
    assert read == tuple(parse_cards("9H 9S"))
    assert reads_lay_away(typed)


@pytest.mark.parametrize(
    ("lang", "cards", "said"),
    [
        ("fr", "9H 8S JD KD 2C 3C", "Vous n'avez pas de paire dans cette donne."),
        ("en", "9H 8S JD KD 2C 3C", "You have no pair in this deal."),
        (
            "fr",
            "9H 9S JD KD 2C 2D",
            "Vous avez plus d'une paire : 9♥ 9♠, 2♣ 2♦. Tapez celle à jeter, par exemple"
            " <code>9♥ 9♠</code>.",
        ),
        (
            "en",
            "9H 9S JD KD 2C 2D",
            "You have more than one pair: 9♥ 9♠, 2♣ 2♦. Type the one to lay away, like"
            " <code>9♥ 9♠</code>.",
        ),
    ],
)
def test_no_pair_or_more_than_one(lang: str, cards: str, said: str) -> None:
    read = read_discard(
        "la paire" if lang == "fr" else "the pair", deal(cards), I18n.load().translator(lang)
    )
    assert isinstance(read, str) and read.replace("\u00a0", " ") == said, read


def test_the_pair_at_a_five_card_deal() -> None:
    five = Challenge(tuple(parse_cards("9H 9S JD KD 2C")), dealer=False)
    read = read_discard("la paire", five, I18n.load().translator("fr"))
    assert isinstance(read, str) and "Une seule carte va au crib" in read, read
