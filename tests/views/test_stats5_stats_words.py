"""/stats says what it counted: hands, cribs, or both, in its head and in the points missed."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.models import KindStats, Stats
from bot.views.stats import stats_in_group, stats_text

I18N = I18n.load()
NB = {"\u00a0": " ", "\u202f": " "}


def shown(kinds: dict[str, int], lang: str, *, group: bool = False) -> list[str]:
    by_kind = {kind: KindStats(count=n, exact=0, missed_points=2 * n) for kind, n in kinds.items()}
    stats = Stats(sum(kinds.values()), by_kind, 2.0, [], 0, 0, None)
    tr = I18N.translator(lang)
    text = stats_in_group(stats, tr, name="Zoé") if group else stats_text(stats, tr)
    return text.translate(str.maketrans(NB)).replace("<b>", "").replace("</b>", "").splitlines()


@pytest.mark.parametrize(
    ("lang", "kinds", "head", "missed"),
    [
        ("fr", {"crib": 2}, "2 cribs comptés", "Points oubliés par crib, en moyenne : 2,0"),
        ("fr", {"crib": 1}, "1 crib compté", "Points oubliés par crib, en moyenne : 2,0"),
        ("en", {"crib": 3}, "3 cribs counted", "Points missed per crib, on average: 2.0"),
        (
            "fr",
            {"hand": 2, "crib": 1},
            "3 mains et cribs comptés",
            "Points oubliés par main ou crib, en moyenne : 2,0",
        ),
        (
            "en",
            {"hand": 2, "crib": 1},
            "3 hands and cribs counted",
            "Points missed per hand or crib, on average: 2.0",
        ),
        ("fr", {"hand": 2}, "2 mains comptées", "Points oubliés par main, en moyenne : 2,0"),
        ("en", {"hand": 1}, "1 hand counted", "Points missed per hand, on average: 2.0"),
    ],
)
def test_stats_say_what_was_counted(
    lang: str, kinds: dict[str, int], head: str, missed: str
) -> None:
    """Played: a member who counted only cribs (/crib) read « 2 mains et cribs comptés » and
    « Points oubliés par main, en moyenne : 2 »: which hands? Hands and cribs together read
    « par main » too. The head and the average now name what was counted."""
    lines = shown(kinds, lang)
    assert lines[1] == head, lines
    assert missed in lines, lines
    assert shown(kinds, lang, group=True)[0].endswith(head)
