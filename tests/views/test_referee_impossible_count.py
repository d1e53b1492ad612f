"""/score CARDS = 30: a count no hand makes is impossible, not unreadable (« Rien n'est
marqué sur un compte illisible » under a clearly typed 30)."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()
CARDS = parse_cards("5H 5D 5C JS 5S")
SCORE = scored_show(tuple(CARDS[:4]), CARDS[4], False)


@pytest.mark.parametrize(
    ("lang", "call", "said", "not_said"),
    [
        ("fr", "30", "Rien n'est marqué pour un compte impossible.", "illisible"),
        ("fr", "quinze 30", "Rien n'est marqué pour un compte impossible.", "illisible"),
        ("en", "30", "Nothing is pegged on an impossible count.", "cannot be read"),
        ("fr", "blah", "Rien n'est marqué sur un compte illisible.", "impossible"),
    ],
)
def test_an_impossible_count_is_not_called_unreadable(
    lang: str, call: str, said: str, not_said: str
) -> None:
    lines = referee_lines(judge(SCORE, call), I18N.translator(lang), crib=False)
    assert lines[-1] == said, lines
    assert not any(not_said in line for line in lines), lines
