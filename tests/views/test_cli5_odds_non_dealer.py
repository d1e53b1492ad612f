"""« /odds 95 110 non-dealer » (the pone's other English name) was answered « I cannot read
"non-dealer" » and the usage: it says the player does not deal."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.odds import Request, read_request


@pytest.mark.parametrize(
    "words",
    ["95 110 non-dealer", "95 110 nondealer", "95 110 I am the non-dealer", "95 110 Non-Dealer."],
)
def test_non_dealer_is_the_pone(words: str) -> None:
    tr = I18n.load().translator("en")
    assert read_request(words.split(), tr) == Request(95, 110, dealer=False)
