"""What each step of a game shows the one who acts (`step_cards`), over whole games."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_moves import step_cards
from bot.drills.table_show import accept, call_muggins, count
from bot.drills.table_state import Seat, Step
from bot.engine.variants import Rules


@pytest.mark.parametrize("seed", range(6))
def test_step_cards_at_every_step(seed: int) -> None:
    rng = random.Random(seed)
    table = new_table(rng, f"m{seed}", Rules(muggins=True), [Seat(7), Seat(None, Level.EASY)])
    seen: set[Step] = set()
    while (waiting := advance(table, rng)) is not None:
        deal = table.deal
        cards, starter = step_cards(table, waiting)
        seen.add(waiting.step)
        if waiting.step is Step.LAY_AWAY:
            assert (cards, starter) == (tuple(deal.hands[0]), None) and len(cards) == 6
            lay_away_cards(table, 0, rng.sample(deal.hands[0], 2))
        elif waiting.step is Step.PLAY:
            assert starter == deal.starter and set(waiting.legal) <= set(cards)
            assert len(cards) == 4 - len(deal.laid[0])
            lay_card(table, 0, rng.choice(waiting.legal))
        elif waiting.step is Step.COUNT:
            own = deal.crib() if waiting.what == "crib" else deal.kept(0)
            assert sorted(cards) == sorted(own) and starter == deal.starter
            count(table, 0, 0)  # short: the bot may call muggins on it
        else:
            assert deal.call is not None and cards == tuple(deal.call.cards)
            if rng.random() < 0.5 or waiting.step is Step.CLAIM:
                call_muggins(table, 0, 1)
            else:
                accept(table, 0)
    assert {Step.LAY_AWAY, Step.PLAY, Step.COUNT} <= seen
