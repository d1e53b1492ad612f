"""« la paire de rois » with one king in the deal said « Vous n'avez qu'un R dans cette donne :
R♦. » (« aucun V », "only one K"): the rank is named in words now, with its French gender
(« qu'un roi », « qu'une dame », « aucune dame », « aucun valet », « qu'un as »); a number
stays digits (« qu'un 5 »)."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard


@pytest.mark.parametrize(
    ("lang", "held", "typed", "said"),  # held: the first card of the deal
    [
        ("fr", "KD", "la paire de rois", "Vous n'avez qu'un roi dans cette donne : R♦."),
        ("fr", "QD", "les deux dames", "Vous n'avez qu'une dame dans cette donne : D♦."),
        ("fr", "AD", "les deux as", "Vous n'avez qu'un as dans cette donne : A♦."),
        ("fr", "JD", "les deux valets", "Vous n'avez qu'un valet dans cette donne : V♦."),
        ("fr", "5D", "les deux 5", "Vous n'avez qu'un 5 dans cette donne : 5♦."),
        ("fr", "KD", "les deux dames", "Vous n'avez aucune dame dans cette donne."),
        ("fr", "KD", "les deux valets", "Vous n'avez aucun valet dans cette donne."),
        ("fr", "KD", "les deux as", "Vous n'avez aucun as dans cette donne."),
        ("fr", "QD", "les deux rois", "Vous n'avez aucun roi dans cette donne."),
        ("fr", "KD", "les deux 5", "Vous n'avez aucun 5 dans cette donne."),
        ("en", "KD", "the pair of kings", "You have only one king in this deal: K♦."),
        ("en", "QD", "both queens", "You have only one queen in this deal: Q♦."),
        ("en", "KD", "both jacks", "You have no jack in this deal."),
        ("en", "KD", "both aces", "You have no ace in this deal."),
        ("en", "KD", "both 5s", "You have no 5 in this deal."),
    ],
)  # fmt: skip
def test_the_rank_is_named_in_words(lang: str, held: str, typed: str, said: str) -> None:
    challenge = Challenge(tuple(parse_cards(held + " 4H 7S 8C 9D 2C")), dealer=True)
    read = read_discard(typed, challenge, I18n.load().translator(lang))
    assert isinstance(read, str), read
    assert read.replace("\u00a0", " ") == said
