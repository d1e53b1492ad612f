"""/score … = CALL, the combinations a call left out: whole ones of a plain kind counted
together (« 7 quinze (14 points) »), not « quinze (2 points) » seven times over."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views import referee as referee_view

I18N = I18n.load()


@pytest.mark.parametrize(
    ("cards", "call", "lang", "line"),
    [
        (
            "5H 5D 5C JS 5S",
            "15-2",
            "en",
            "Missed: 7 fifteens (14 points), double pair royal (12 points), his nobs (1 point).",
        ),
        (
            "5H 5D 5C JS 5S",
            "quinze 2",
            "fr",
            "Oublié : 7 quinze (14 points), carré (12 points), un pour le valet (1 point).",
        ),
        (  # one fifteen left out: named alone, no « 1 fifteen »
            "5H 5D 4C 6S JS",
            "15-2 15-4 15-6 double run 14",
            "en",
            "Missed: fifteen (2 points).",
        ),
        (  # two pairs left out: « 2 paires »
            "2H 2D 9C 9S 4H",
            "quinze 2 quinze 4 quinze 6 quinze 8",
            "fr",
            "Oublié : 2 paires (4 points).",
        ),
    ],
)
def test_unclaimed_combinations_of_a_kind_are_counted_together(
    cards: str, call: str, lang: str, line: str
) -> None:
    hand = parse_cards(cards)
    score = score_hand(hand[:4], hand[4])
    judgement = referee_view.referee_lines(judge(score, call), I18N.translator(lang), crib=False)
    assert line in [text.replace("\u00a0", " ") for text in judgement], judgement
