"""The head of /stats when every count was made in whole games: « 6 mains et cribs comptés,
dont 6 en partie » read as if some were not; it says all were."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.models import KindStats, Stats
from bot.views.stats import stats_text

I18N = I18n.load()
NB = {"\u00a0": " ", "\u202f": " "}


def head(kinds: dict[str, tuple[int, int]], lang: str) -> str:
    by_kind = {
        kind: KindStats(count=n, exact=1, missed_points=n, in_games=games)
        for kind, (n, games) in kinds.items()
    }
    stats = Stats(sum(n for n, _ in kinds.values()), by_kind, 1.0, [], 0, 0, None)
    text = stats_text(stats, I18N.translator(lang)).translate(str.maketrans(NB))
    return text.replace("<b>", "").replace("</b>", "").splitlines()[1]


@pytest.mark.parametrize(
    ("kinds", "lang", "said"),
    [
        ({"hand": (4, 4), "crib": (2, 2)}, "fr", "6 mains et cribs comptés, tous en partie"),
        ({"hand": (4, 4), "crib": (2, 2)}, "en", "6 hands and cribs counted, all in whole games"),
        ({"hand": (3, 3)}, "fr", "3 mains comptées, toutes en partie"),
        ({"hand": (3, 3)}, "en", "3 hands counted, all in whole games"),
        ({"crib": (2, 2)}, "fr", "2 cribs comptés, tous en partie"),
        ({"hand": (1, 1)}, "fr", "1 main comptée, en partie"),
        ({"hand": (1, 1)}, "en", "1 hand counted, in a whole game"),
    ],
)
def test_all_in_games_said_plainly(kinds: dict[str, tuple[int, int]], lang: str, said: str) -> None:
    assert head(kinds, lang) == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "6 mains et cribs comptés, dont 4 en partie"),
        ("en", "6 hands and cribs counted, 4 in whole games"),
    ],
)
def test_some_in_games_still_counted(lang: str, said: str) -> None:
    assert head({"hand": (4, 4), "crib": (2, 0)}, lang) == said
