"""Who deals, said « c est lui qui donne », typed on a phone without its apostrophe: it was
« Je ne comprends pas « c » »."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.odds import Request, read_request


@pytest.mark.parametrize(
    ("words", "dealer"),
    [
        ("95 110 c est lui qui donne", False),
        ("95 110 c est moi qui donne", True),
        ("95 110 c pas moi qui donne", False),
    ],
)
def test_c_est_without_its_apostrophe(words: str, dealer: bool) -> None:
    tr = I18n.load().translator("fr")
    assert read_request(words.split(), tr) == Request(95, 110, dealer)
