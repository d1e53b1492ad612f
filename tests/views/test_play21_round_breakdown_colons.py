"""« /jeu tour »'s answer stacked colons on a card that pegged: « • Adversaire : V♠ (20) : une
paire, ça fait 2 ». The call now follows a dash: « • Adversaire : V♠ (20) — une paire, ça fait
2 »."""

from __future__ import annotations

import random

import pytest

from bot.drills.peg_round import deal_peg_round
from bot.i18n import I18n, Translator
from bot.views import peg_round

FR = I18n.load().translator("fr")
EN = I18n.load().translator("en")


@pytest.mark.parametrize("tr", [FR, EN], ids=["fr", "en"])
def test_a_pegging_card_reads_who_the_card_then_the_call(tr: Translator) -> None:
    rng = random.Random(21)
    dashed = 0
    for _ in range(40):
        question = deal_peg_round(rng)
        for line in peg_round.round_breakdown(question, tr):
            assert line.count(":") <= 1, line
            dashed += " — " in line
    assert dashed
