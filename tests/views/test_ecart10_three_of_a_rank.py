"""« les deux rois » with three kings in the deal said « Vous avez 3 cartes de valeur R : R♦ R♥
R♣. » ("3 cards of rank K"): the rank is named in words now, « Vous avez 3 rois », « 3 dames »,
"3 kings"; a number stays « 3 cartes de valeur 9 »."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard


@pytest.mark.parametrize(
    ("lang", "deal", "typed", "said"),
    [
        ("fr", "KD KH KC 8C 9D 2C", "les deux rois", "Vous avez 3 rois : R♦ R♥ R♣."),
        ("fr", "QD QH QC QS 9D 2C", "les deux dames", "Vous avez 4 dames : D♦ D♥ D♣ D♠."),
        ("fr", "AD AH AC 8C 9D 2C", "les deux as", "Vous avez 3 as : A♦ A♥ A♣."),
        ("fr", "JD JH JC 8C 9D 2C", "les deux valets", "Vous avez 3 valets : V♦ V♥ V♣."),
        ("fr", "9D 9H 9C 8C 7D 2C", "les deux 9", "Vous avez 3 cartes de valeur 9 : 9♦ 9♥ 9♣."),
        ("en", "KD KH KC 8C 9D 2C", "both kings", "You have 3 kings: K♦ K♥ K♣."),
        ("en", "QD QH QC 8C 9D 2C", "both queens", "You have 3 queens: Q♦ Q♥ Q♣."),
    ],
)
def test_three_of_a_named_rank(lang: str, deal: str, typed: str, said: str) -> None:
    challenge = Challenge(tuple(parse_cards(deal)), dealer=True)
    read = read_discard(typed, challenge, I18n.load().translator(lang))
    assert isinstance(read, str), read
    assert read.replace("\u00a0", " ").startswith(said), read
