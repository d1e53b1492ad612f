"""The cards a lookup of one's own cards takes (`lookup_cards`: five or six, in the reader's
notation), which /ecart tells from a lay-away typed after the command at a deal."""

from __future__ import annotations

import pytest

from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_lookup import lookup_cards


@pytest.mark.parametrize(
    ("lang", "typed", "cards"),
    [
        ("fr", "5C 5K VP DT 2C 3P", "5H 5D JS QC 2H 3S"),
        ("fr", "5C 5K VP DT 2C", "5H 5D JS QC 2H"),
        ("en", "5H 5D JS QC 2H 3S", "5H 5D JS QC 2H 3S"),
    ],
)
def test_five_or_six_cards(lang: str, typed: str, cards: str) -> None:
    assert lookup_cards(typed, I18n.load().translator(lang)) == parse_cards(cards)


@pytest.mark.parametrize("typed", ["R 5", "R♦ 5♥", "5C 5K VP DT 2C 3P 4P", ""])
def test_anything_else(typed: str) -> None:
    assert lookup_cards(typed, I18n.load().translator("fr")) is None
