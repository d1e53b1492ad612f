"""The end of a game's summary: the points a hand counted past the target (the sum of the
sources is more than the board shows). « Moins mes 4 points marqués après la fin de la
partie, hors de la planche. » read as points scored once the game was over; it now says
they are over the target and that the board stops there."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT
from bot.i18n import I18n
from bot.views.table import end_lines, summary
from tests.drills.table_helpers import play_sloppily

I18N = I18n.load()
NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "mine", "yours"),
    [
        (
            "en",
            "Less my {n} points over {t}: the board stops at {t}.",
            "Less your {n} points over {t}: the board stops at {t}.",
        ),
        (
            "fr",
            f"Moins mes {{n}} points au-delà de {{t}}{NBSP}: la planche s'arrête à {{t}}.",
            f"Moins vos {{n}} points au-delà de {{t}}{NBSP}: la planche s'arrête à {{t}}.",
        ),
    ],
)
def test_points_past_the_target_are_said_over_the_target(lang: str, mine: str, yours: str) -> None:
    seen = 0
    for seed in range(30):
        target = 61 if seed % 2 else 121
        table = play_sloppily(seed, target, muggins=seed % 3 != 0, acc=seed % 4 != 0)
        s = summary(table)
        winner = table.scores.index(max(table.scores))
        past = s.past_end[winner]
        if past < 2:
            continue
        seen += 1
        said = end_lines(table, I18N.translator(lang))
        line = (yours if winner == PLAYER_SEAT else mine).format(n=past, t=target)
        assert line in said, said
    assert seen > 0
