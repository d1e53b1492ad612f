"""« je garde 5 5 10 » at an /ecart deal holding 5♥ 5♦ (three cards said kept, the pair by its
rank twice) answered « Vous avez plus d'un « 5 » : ajoutez la couleur (5♥ ou 5♦) »: both
fives were named. She is told four cards are kept and she named three."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

SIX = Challenge(tuple(parse_cards("5H 5D 10S JC 2S 9H")), dealer=True)
FIVE = Challenge(tuple(parse_cards("5H 5D 10S JC 2S")), dealer=False)


@pytest.mark.parametrize("deal", [SIX, FIVE])
@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "je garde 5 5 10", "Vous gardez 4 cartes : vous en avez nommé 3."),
        ("fr", "je garde 5♥ 5♦ 10", "Vous gardez 4 cartes : vous en avez nommé 3."),
        ("fr", "je garde 5 5 10 V 2", "Vous gardez 4 cartes : vous en avez nommé 5."),
        ("en", "I keep 5 5 10", "You keep 4 cards: you named 3."),
        ("en", "I keep 5H 5D 10", "You keep 4 cards: you named 3."),
    ],
)
def test_three_kept_are_counted(deal: Challenge, lang: str, typed: str, said: str) -> None:
    text = read_discard(typed, deal, I18n.load().translator(lang))
    assert isinstance(text, str) and text.replace("\u00a0", " ") == said


def test_one_five_said_still_asks_which() -> None:
    text = read_discard("je garde 5 10 V 2", SIX, I18n.load().translator("fr"))
    assert isinstance(text, str) and "ajoutez la couleur" in text
