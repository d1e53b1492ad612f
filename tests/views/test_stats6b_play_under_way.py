"""The /play section of /stats during a first game read « Parties jouées : 0; gagnées : 0;
perdues : 0 »: it says the game under way."""

from __future__ import annotations

import pytest

from bot.drills.table_stats import TableStats
from bot.i18n import I18n
from bot.views.table import stats_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "said", "played"),
    [
        ("fr", "Une partie en cours\u00a0: /jouer la reprend.", "Parties jouées"),
        ("en", "A game under way: /play brings it back.", "Games played"),
    ],
)
def test_first_game_under_way(lang: str, said: str, played: str) -> None:
    text = "\n".join(stats_lines(TableStats(under_way=1, deals=2), I18N.translator(lang)))
    assert said in text and played not in text, text


def test_record_and_game_under_way() -> None:
    text = "\n".join(
        stats_lines(TableStats(played=2, won=1, lost=1, under_way=1), I18N.translator("fr"))
    )
    assert "Parties jouées\u00a0: 2" in text and "Une partie en cours" in text, text
