"""The /play section of /stats. In French the averages have a decimal comma, and the line
listed them with commas too: « jeu 1,7, main 2,3, crib 2,3 » reads as six numbers. The
averages are now set apart with semicolons, as the line above it does (« Parties jouées : 1;
gagnées : 0 »)."""

from __future__ import annotations

import pytest

from bot.drills.table_stats import TableStats
from bot.i18n import I18n
from bot.views.table import stats_lines

I18N = I18n.load()
NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Your points per deal: play 1.7; hand 2.3; crib 2.5 (when it was yours)."),
        (
            "fr",
            f"Vos points par donne{NBSP}: jeu 1,7; main 2,3; crib 2,5 (quand il était à vous).",
        ),
    ],
)
def test_the_averages_per_deal_are_not_run_together_with_decimal_commas(
    lang: str, said: str
) -> None:
    stats = TableStats(
        played=1,
        lost=1,
        deals=7,
        play_points=12,
        hand_points=16,
        hand_deals=7,
        crib_points=10,
        crib_deals=4,
    )
    lines = stats_lines(stats, I18N.translator(lang))
    assert said in lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Your points per deal: play 2.0; hand 7.0; no crib of yours counted yet."),
        ("fr", f"Vos points par donne{NBSP}: jeu 2,0; main 7,0; aucun de vos cribs compté encore."),
    ],
)
def test_no_crib_average_before_a_crib_of_theirs_is_counted(lang: str, said: str) -> None:
    """After one deal as the pone the line read « crib 0,0 (quand il était à vous) », a crib
    they never had."""
    stats = TableStats(
        played=1, lost=1, deals=1, play_points=2, hand_points=7, hand_deals=1, crib_deals=0
    )
    assert said in stats_lines(stats, I18N.translator(lang))
