"""The end of a whole game adds up (issue 43, finding 8): each side's points by source (the
play, hands, cribs, his heels, muggins, over-count corrections), less what went past the end,
make the final score, over many games with miscounts both ways."""

from __future__ import annotations

import pytest

from bot.views.table import summary
from tests.drills.table_helpers import play_sloppily


@pytest.mark.parametrize("seed", range(30))
def test_the_sources_add_up_to_the_final_score(seed: int) -> None:
    table = play_sloppily(seed, 61 if seed % 2 else 121, muggins=seed % 3 != 0, acc=seed % 4 != 0)
    assert table.finished
    s = summary(table)
    for side in (0, 1):
        assert s.total(side) - s.past_end[side] == table.scores[side]
    loser = 1 - table.scores.index(max(table.scores))
    assert s.past_end[loser] == 0


def test_every_source_shows_up_over_the_games() -> None:
    """The games above do meet every source: heels, muggins both ways, corrections."""
    tables = [play_sloppily(seed, 121, muggins=True) for seed in range(30)]
    summaries = [summary(t) for t in tables]
    for name in ("play", "hands", "cribs", "heels", "muggins", "corrections"):
        assert any(sum(getattr(s, name)) for s in summaries), name
    assert any(s.muggins[0] for s in summaries) and any(s.muggins[1] for s in summaries)
