"""Who deals, said as a Québec club says it: « c'est moi qui brasse » (the dealer shuffles,
« le donneur brasse »; « la brasse », one deal). It was « Je ne comprends pas « brasse » »."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.odds import Request, read_request


@pytest.mark.parametrize(
    ("words", "dealer"),
    [
        ("95 110 c'est moi qui brasse", True),
        ("95 110 je brasse", True),
        ("95 110 ma brasse", True),
        ("95 110 il brasse", False),
        ("95 110 c'est lui qui brasse", False),
        ("95 110 je brasse pas", False),
    ],
)
def test_brasser_says_who_deals(words: str, dealer: bool) -> None:
    tr = I18n.load().translator("fr")
    assert read_request(words.split(), tr) == Request(95, 110, dealer)
