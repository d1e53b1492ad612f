"""« je garde tout sauf le 2 » at an /ecart deal got « Carte inconnue « tout » »: everything but
the cards named is kept, those are laid away (« tout sauf le 2 et le 3 », "everything but the
2", "all but the 2")."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

SIX = Challenge(tuple(parse_cards("5H 5D JS QC 2H 3S")), dealer=True)
FIVE = Challenge(tuple(parse_cards("5H 5D JS QC 2H")), dealer=False)


@pytest.mark.parametrize(
    ("deal", "lang", "typed", "laid"),
    [
        (FIVE, "fr", "je garde tout sauf le 2", "2H"),
        (FIVE, "fr", "tout sauf le 2", "2H"),
        (SIX, "fr", "je garde tout sauf le 2 et le 3", "2H 3S"),
        (SIX, "fr", "Je garde tout, sauf 2 et 3", "2H 3S"),
        (SIX, "fr", "toutes sauf le 2 pis le 3", "2H 3S"),
        (FIVE, "en", "everything but the 2", "2H"),
        (SIX, "en", "I keep all but the 2 and 3", "2H 3S"),
        (SIX, "en", "keep everything except 2 3", "2H 3S"),
    ],
)
def test_all_but_lays_away_the_cards_named(
    deal: Challenge, lang: str, typed: str, laid: str
) -> None:
    assert read_discard(typed, deal, I18n.load().translator(lang)) == tuple(parse_cards(laid))


def test_all_but_too_many_is_counted() -> None:
    text = read_discard("tout sauf le 2 et le valet", FIVE, I18n.load().translator("fr"))
    assert isinstance(text, str) and text.replace("\u00a0", " ") == "Il faut 1 carte, pas 2."
