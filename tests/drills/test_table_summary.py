"""The end of a whole game adds up (issue 43, finding 8): each side's points by source (the
play, hands, cribs, his heels, muggins, over-count corrections), less what went past the end,
make the final score, over many games with miscounts both ways."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import (
    Seat,
    Step,
    Table,
    accept,
    advance,
    call_muggins,
    count,
    lay_away_cards,
    lay_card,
    new_table,
)
from bot.drills.table_bot import Level
from bot.engine.show import hand_points
from bot.engine.variants import Rules
from bot.views.table import summary


def play_sloppily(seed: int, target: int, muggins: bool, acc: bool = True) -> Table:
    """A person who miscounts one time in three (short or over) and calls muggins on a
    guess, against the easy bot, to the end."""
    rng = random.Random(seed)
    rules = Rules(target=target, muggins=muggins, excess_to_opponent=acc)
    table = new_table(rng, f"s{seed}", rules, [Seat(7), Seat(None, Level.EASY)])
    while (waiting := advance(table, rng)) is not None:
        deal = table.deal
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, 0, rng.sample(deal.hands[0], 2))
        elif waiting.step is Step.PLAY:
            lay_card(table, 0, rng.choice(waiting.legal))
        elif waiting.step is Step.COUNT:
            assert deal.starter is not None
            held = deal.crib() if waiting.what == "crib" else deal.kept(0)
            points = hand_points(held, deal.starter, crib=waiting.what == "crib")
            count(table, 0, max(0, points + rng.choice([0, 0, 0, 0, -2, -1, 1, 3])))
        elif rng.random() < 0.5:
            call_muggins(table, 0, rng.randint(1, 6))
        else:
            accept(table, 0)
    return table


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
