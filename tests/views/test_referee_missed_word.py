"""/score crib 5S 10S KS 2S 5H = quinze 8: the referee named the points a call left out
« Non réclamé : … » / "Not claimed: …", words no club member says; it now says « Oublié : … »
/ "Missed: …", as the table's verdict says the points a count left out (`bot.views.peg`)."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views.referee import referee_lines


@pytest.mark.parametrize(
    ("lang", "call", "missed"),
    [
        ("fr", "quinze 2, quinze 4, quinze 6, quinze 8", "Oublié\u00a0: paire (2 points)."),
        ("en", "fifteen 2, fifteen 4, fifteen 6, fifteen 8", "Missed: pair (2 points)."),
    ],
)
def test_points_left_out_are_said_missed(lang: str, call: str, missed: str) -> None:
    cards = parse_cards("5S 10S KS 2S 5H")
    judgement = judge(score_hand(cards[:4], cards[4], crib=True), call)
    lines = referee_lines(judgement, I18n.load().translator(lang), crib=True)
    assert missed in lines, lines
    assert not any("réclamé :" in line.lower() or "Not claimed" in line for line in lines)
