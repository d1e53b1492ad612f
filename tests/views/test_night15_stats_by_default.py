"""/stats after a night closed with a game won by default: the final standings said « 1 partie
(1 par défaut) » but /stats, read from the standings kept at the close, said « 1 partie »: the
record kept no word of it. The record keeps it now (a record kept before reads 0)."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.night import Format, Ranking, Setup, Table
from bot.drills.night_standings import standing_in, standing_of, standing_record, standings
from bot.i18n import I18n
from bot.views.night import stats_lines

ABOUT = Setup(Format.FADOQ, Ranking.POINTS, False, 6, 121)


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "1 partie (1 par défaut)"), ("en", "1 game (1 by default)")]
)
def test_stats_say_the_game_by_default(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    late = Table(1, 1, ("a",), ("b",), (121, 0), confirmed=True)  # Ben late: lost by default
    rows = standings(ABOUT.ranking, [("a",), ("b",)], [late], 121)
    kept = [standing_record(r) for r in rows]
    assert [standing_of(r) for r in kept] == rows
    ann = standing_in(kept, "a")
    assert ann is not None
    (line,) = stats_lines([(date(2026, 11, 30), ann, ABOUT, 2)], tr, shown=3)[1:]
    assert line.endswith(said), line
    old = {k: v for k, v in kept[0].items() if k != "by_default"}  # kept before: none said
    assert standing_of(old).by_default == 0  # type: ignore[arg-type]
