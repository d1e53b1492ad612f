"""The partners' lookup said « Main 12,64 + votre crib 4,59 » under « Votre partenaire donne : le
crib est à votre équipe »; and a five-card deal said « Cinq cartes : … » after the « Touchez… »
line at /ecart but in the heading of the lookup."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart import challenge_text
from bot.views.ecart_lookup import lookup_text

FIVE = Challenge(tuple(parse_cards("5C 5H JS QD 2C")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "team", "own"),
    [
        ("fr", "Main 12,64 + le crib de votre équipe ", "votre crib"),
        ("en", "Hand 12.64 + your team's crib ", "your crib"),
    ],
)
def test_the_partners_crib_is_the_teams(lang: str, team: str, own: str) -> None:
    text = lookup_text(FIVE, I18n.load().translator(lang), partner=True).replace("\u00a0", " ")
    assert team in text, text
    assert own not in text, text


def test_ones_own_deal_keeps_your_crib() -> None:
    text = lookup_text(FIVE, I18n.load().translator("fr")).replace("\u00a0", " ")
    assert "Main 12,64 + votre crib " in text, text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_five_cards_is_said_under_the_role_in_the_deal_and_the_lookup(lang: str) -> None:
    tr = I18n.load().translator(lang)
    deal = challenge_text(FIVE, tr).split("\n")
    lookup = lookup_text(FIVE, tr).split("\n")
    assert deal[1] == lookup[1], (deal, lookup)  # the role
    assert deal[2] == lookup[2], (deal, lookup)
    assert deal[2].startswith(("Cinq cartes", "Five cards")), deal
