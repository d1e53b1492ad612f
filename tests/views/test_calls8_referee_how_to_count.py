"""/score 5H 5D 5C JS 5S = comment on compte? : the referee says how to count, then said
« Rien n'est marqué sur un compte illisible. », a verdict on a question: nothing was called
(as « je sais pas », no verdict line)."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views.referee import referee_lines

START = {"fr": "Pour compter\u00a0: 2 par quinze", "en": "How to count: 2 for each fifteen"}


@pytest.mark.parametrize(
    ("lang", "call"),
    [("fr", "comment on compte?"), ("fr", "?"), ("en", "how do I count?")],
)
def test_how_to_count_gets_no_verdict(lang: str, call: str) -> None:
    tr = I18n.load().translator(lang)
    cards = parse_cards("5H 5D 5C JS 5S")
    lines = referee_lines(judge(score_hand(cards[:4], cards[4]), call), tr, crib=False)
    assert lines[-1].startswith(START[lang]), lines
    assert not any("illisible" in line or "cannot be read" in line for line in lines), lines
