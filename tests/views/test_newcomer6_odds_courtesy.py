"""« /chances 95 110 svp » got « Je ne comprends pas « svp ». Envoyez votre pointage… », and
"/odds 95 110 please" "I cannot read “please”.": a club player's courtesy is skipped."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.odds import Request, read_request, read_words

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "typed", "dealer"),
    [
        ("fr", "95 110 svp", True),
        ("fr", "svp 95 110", True),
        ("fr", "95 110 merci", True),
        ("fr", "95 110 s'il vous plaît", True),
        ("fr", "95 110 receveur, merci!", False),
        ("en", "95 110 please", True),
        ("en", "95 110 pone thanks", False),
    ],
)
def test_courtesy_is_skipped(lang: str, typed: str, dealer: bool) -> None:
    request = read_request(typed.split(), I18N.translator(lang))
    assert request == Request(95, 110, dealer=dealer)


def test_courtesy_after_the_scores_says_no_role() -> None:
    """`muggins odds 95 110 svp`: no word after the scores asks for a role."""
    assert read_words(["95", "110", "svp"], I18N.translator("fr")).trailing == ()
