"""/play's chances after a deal in a game played with the FADOQ rule
(`bot.views.table_news.odds_lines`): once a side has reached the threshold, the line says
the chances are the standard game's, as /odds does (`bot.views.odds.fadoq_line`)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bot.drills.table import advance, new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import Seat, Table
from bot.drills.table_turn import mark_of
from bot.engine.variants import Rules, fadoq_rule
from bot.i18n import I18n
from bot.views.table_news import board_lines


def fadoq_game(seed: int, target: int) -> Table:
    rng = random.Random(seed)
    rules = Rules(target=target, fadoq116=fadoq_rule(target))
    table = new_table(rng, "t", rules, [Seat(None, Level.NORMAL)] * 2)
    table.miscounts = False
    advance(table, rng)
    return table


def after_deal(table: Table, number: int) -> list[str]:
    """The lines told after deal `number` (from 1) is over, the next one dealt."""
    before = dataclasses.replace(table, deals=table.deals[:number])
    after = dataclasses.replace(table, deals=table.deals[: number + 1])
    return board_lines(after, mark_of(before), I18n.load().translator("fr"))


@pytest.mark.parametrize(("target", "threshold"), [(121, "116"), (61, "56")])
def test_the_chances_after_a_deal_say_the_fadoq_rule_once_a_side_reached_it(
    target: int, threshold: str
) -> None:
    table = fadoq_game(3, target)
    limit = table.rules.fadoq116
    assert limit is not None
    reached = [i for i, deal in enumerate(table.deals) if max(deal.start) >= limit.threshold]
    assert reached and reached[0] >= 2, "the game reaches the threshold after a few deals"
    note = "règle FADOQ"
    first = after_deal(table, reached[0])
    assert any("Vos chances de gagner" in line for line in first)
    told = [line for line in first if note in line]
    assert len(told) == 1 and f"à partir de {threshold}" in told[0]
    earlier = after_deal(table, reached[0] - 1)
    assert any("Vos chances de gagner" in line for line in earlier)
    assert not any(note in line for line in earlier)


def test_a_standard_game_says_nothing_of_the_fadoq_rule() -> None:
    rng = random.Random(3)
    table = new_table(rng, "t", Rules(), [Seat(None, Level.NORMAL)] * 2)
    table.miscounts = False
    advance(table, rng)
    lines = [line for n in range(1, len(table.deals)) for line in after_deal(table, n)]
    assert any("Vos chances de gagner" in line for line in lines)
    assert not any("FADOQ" in line for line in lines)
