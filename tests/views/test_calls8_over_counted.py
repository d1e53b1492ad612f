"""/score crib 2C 4C 6C 8C RP = quinze 2 quinze 4 flush 8: « Annoncé en trop : quinze (4
points), flush (4 points). », one « quinze » of 4 points?, where « Oublié » says « 6 quinze
(12 points) ». Fifteens called too many are counted as the missed ones are where their
name is the same in the plural (« quinze »); "fifteens", « paires » say it already."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "cards", "call", "said"),
    [
        (
            "fr",
            "2C 4C 6C 8C RP",
            "quinze 2 quinze 4 flush 8",
            "Annoncé en trop\u00a0: 2 quinze (4 points), flush (4 points).",
        ),
        (
            "en",
            "2H 4H 6H 8H KS",
            "fifteen 2 fifteen 4 flush 8",
            "Called too many: fifteens (4 points), flush (4 points).",
        ),
        ("fr", "2C 4C 6C 8C RP", "deux paires", "Annoncé en trop\u00a0: paires (4 points)."),
        ("fr", "2C 4C 6C 8C RP", "une paire", "Annoncé en trop\u00a0: paire (2 points)."),
    ],
)
def test_called_too_many_counts_them(lang: str, cards: str, call: str, said: str) -> None:
    dealt = parse_cards(cards, lang=lang)
    deal = Deal(DrillKind.CRIB, tuple(dealt[:4]), dealt[4], True)
    lines = referee_lines(judge(deal.score(), call), I18N.translator(lang), crib=True, dealt=dealt)
    assert lines[-1] == said, lines
