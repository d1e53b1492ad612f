"""/statistiques (/stats) read as a club member reads it."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.models import KindStats, Stats
from bot.views.stats import stats_text

I18N = I18n.load()
NB = {"\u00a0": " ", "\u202f": " "}


def shown(kinds: dict[str, int], lang: str) -> list[str]:
    by_kind = {kind: KindStats(count=n, exact=1, missed_points=2 * n) for kind, n in kinds.items()}
    stats = Stats(sum(kinds.values()), by_kind, 2.0, [], 0, 0, None)
    text = stats_text(stats, I18N.translator(lang))
    return text.translate(str.maketrans(NB)).replace("<b>", "").replace("</b>", "").splitlines()


@pytest.mark.parametrize(
    ("lang", "hands", "cribs"), [("fr", "Mains", "Cribs"), ("en", "Hands", "Cribs")]
)
def test_hands_come_before_cribs_as_the_head_says_them(lang: str, hands: str, cribs: str) -> None:
    """Played: under « 5 mains et cribs comptés », « • Cribs : … » came before « • Mains : … »
    (the kinds' names in alphabetical order)."""
    lines = shown({"crib": 2, "hand": 3}, lang)
    bullets = [line for line in lines if line.startswith("• ")]
    assert [line[2:].split(" :")[0].split(":")[0] for line in bullets] == [hands, cribs], lines
