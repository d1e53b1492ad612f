"""/score AC 4C 4K DC 6P = quinze 2, quinze 4, une paire, 8: the total is right (8), and the
referee said « Exact : rien à prendre, rien à corriger. » then « Annoncé en trop : paire (2
points). », something to correct after all. An exact count lists nothing called too many
(as it lists nothing missed); the line on « paire 8 » above still says what looked off."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()
CARDS = parse_cards("AC 4C 4K DC 6P", lang="fr")
SCORE = scored_show(tuple(CARDS[:4]), CARDS[4], False)


@pytest.mark.parametrize(
    ("lang", "call", "exact", "over"),
    [
        ("fr", "quinze 2, quinze 4, une paire, 8", "Exact\u00a0:", "Annoncé en trop"),
        ("en", "fifteen 2, fifteen 4, a pair, 8", "Exact:", "Called too many"),
    ],
)
def test_exact_lists_nothing_over(lang: str, call: str, exact: str, over: str) -> None:
    lines = referee_lines(judge(SCORE, call), I18N.translator(lang), crib=False, dealt=CARDS)
    assert any(line.startswith(exact) for line in lines), lines
    assert not any(line.startswith(over) for line in lines), lines
