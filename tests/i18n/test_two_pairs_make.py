"""« two pairs makes 4 »: a hand whose count is two pairs and nothing else was called with a
singular verb after a plural subject; it is "two pairs make 4" (French « deux paires, ça
fait 4 » unchanged); a longer call ending on them, "… and two pairs make 8" (calls14)."""

from __future__ import annotations

import pytest

from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n, render

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "hand", "starter", "said"),
    [
        ("en", "2C 2D 9S 9H", "KC", "two pairs make 4"),
        ("fr", "2C 2D 9S 9H", "KC", "deux paires, ça fait 4"),
        ("en", "2C 2D 9S 9H", "6C", "fifteen 2, fifteen 4 and two pairs make 8"),
        ("en", "2C 2D 9S KH", "QC", "a pair makes 2"),
        ("fr", "2C 2D 9S KH", "QC", "une paire, ça fait 2"),
    ],
)
def test_the_called_count_agrees_with_its_subject(
    lang: str, hand: str, starter: str, said: str
) -> None:
    score = score_hand(parse_cards(hand), parse_card(starter))
    assert render.called_count_text(score, I18N.translator(lang)) == said
