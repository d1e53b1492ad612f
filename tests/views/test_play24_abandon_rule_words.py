"""Since a game abandoned before its first deal no longer counts (3832a223), /stats still said
« (les abandons comptent comme perdues) » and /aide « /annuler l'abandonne (elle compte comme
perdue) »: both now say the exception, « sauf avant la première donne »."""

from __future__ import annotations

import pytest

from bot.drills.table_stats import TableStats
from bot.i18n import I18n
from bot.views.table import help_lines, stats_lines

I18N = I18n.load()
NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            f"Parties jouées{NBSP}: 2; gagnées{NBSP}: 1; perdues{NBSP}: 1 (les abandons "
            "comptent comme perdues, sauf avant la première donne).",
        ),
        (
            "en",
            "Games played: 2; won: 1; lost: 1 (abandoned ones count as lost, except before "
            "the first deal).",
        ),
    ],
)
def test_stats_say_a_game_abandoned_before_its_first_deal_does_not_count(
    lang: str, said: str
) -> None:
    assert said in stats_lines(TableStats(played=2, won=1, lost=1), I18N.translator(lang))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            f"Votre partie vous attend pendant que vous faites autre chose{NBSP}: /jouer la "
            "reprend où elle en était; /annuler l'abandonne (elle compte comme perdue, sauf "
            "avant la première donne).",
        ),
        (
            "en",
            "Your game waits while you do something else: /play brings it back where it "
            "stood; /cancel abandons it (it counts as lost, except before the first deal).",
        ),
    ],
)
def test_help_says_a_game_abandoned_before_its_first_deal_does_not_count(
    lang: str, said: str
) -> None:
    assert said in help_lines(I18N.translator(lang))
