"""« je garde les 5, le valet et la dame » at an /ecart deal holding 5♥ 5♦ got « Carte inconnue
« les » », where « je jette les deux 5 » lays the pair away: the pair said in words (« les 5 »,
« la paire de 5 », « les deux cinq », "the fives", "both fives") is both its cards among the
cards kept too."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

SIX = Challenge(tuple(parse_cards("5H 5D JS QC 2H 3S")), dealer=True)
FIVE = Challenge(tuple(parse_cards("5H 5D JS QC 2H")), dealer=False)


@pytest.mark.parametrize("deal", [SIX, FIVE])
@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "je garde les 5, le valet et la dame"),
        ("fr", "je garde les deux 5, V et D"),
        ("fr", "je garde la paire de 5, le valet pis la dame"),
        ("fr", "je garde le valet, la dame et les cinq"),
        ("en", "I keep the fives, the jack and the queen"),
        ("en", "keep both fives, J and Q"),
    ],
)
def test_the_pair_kept_in_words(deal: Challenge, lang: str, typed: str) -> None:
    laid = read_discard(typed, deal, I18n.load().translator(lang))
    assert laid == tuple(c for c in deal.cards if c.rank in (2, 3)), laid


def test_a_pair_not_held_is_still_told() -> None:
    text = read_discard("je garde les 9, le valet et la dame", SIX, I18n.load().translator("fr"))
    assert isinstance(text, str) and "9" in text, text
