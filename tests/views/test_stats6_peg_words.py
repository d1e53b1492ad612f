"""The pegging part of /statistiques (/stats) after /jeu (/peg) answers."""

from __future__ import annotations

import pytest

from bot.drills.peg import PegKind
from bot.drills.peg_calls import PegCategory
from bot.drills.peg_stats import PegStats
from bot.i18n import I18n
from bot.views.peg import stats_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "fr",
            [
                "Points bien comptés, par sorte\u00a0:",
                "• trente et un\u00a0: 0 fois sur 1 (0\u00a0%)",
                "• go et dernière carte\u00a0: 1 fois sur 2 (50\u00a0%)",
            ],
        ),
        (
            "en",
            [
                "Points counted right, by kind:",
                "• thirty-ones: 0 times out of 1 (0%)",
                "• go and last card: 1 time out of 2 (50%)",
            ],
        ),
    ],
)
def test_each_kind_of_points_says_how_many_times_of_how_many(lang: str, lines: list[str]) -> None:
    """Played: three /jeu compte answers, then /statistiques read « Bien comptés : trente et
    un 0 %, go et dernière carte 50 % », a bare 0 % with no count behind it (one card only)."""
    stats = PegStats(
        {PegKind.COUNT: (1, 3)}, {PegCategory.THIRTY_ONE: (0, 1), PegCategory.GO: (1, 2)}
    )
    shown = [line.replace("\u202f", "\u00a0") for line in stats_lines(stats, I18N.translator(lang))]
    assert shown[-3:] == lines, shown
