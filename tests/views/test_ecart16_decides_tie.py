"""« /ecart 5H 5D KS QC 9S donneur » listed « 2. 5♥ ou 5♦ : 5,83 + 6,48 = 12,31 », then said
« Ce qui décide entre 9♠ et 5♥ : la main, 6,30 points de plus »: the tie named one way in the
list and another below it. The runner-up is named as the list names it, « 5♥ ou 5♦ »."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_lookup import lookup_text

DEAL = Challenge(tuple(parse_cards("5H 5D KS QC 9S")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "listed", "said"),
    [
        (
            "fr",
            "2. 5♥ ou 5♦ : ",
            "Ce qui décide entre 9♠ et 5♥ ou 5♦ : la main, 6,30 points de plus.",
        ),
        (
            "en",
            "2. 5♥ or 5♦: ",
            "What decides between 9♠ and 5♥ or 5♦: the hand, 6.30 points more.",
        ),
    ],
)
def test_the_runner_up_is_named_as_listed(lang: str, listed: str, said: str) -> None:
    text = lookup_text(DEAL, I18n.load().translator(lang)).replace("\u00a0", " ")
    assert listed in text, text
    assert said in text.split("\n"), text
