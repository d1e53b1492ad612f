"""/play's chances after a deal in a game played with the FADOQ rule
(`bot.views.table_news.odds_lines`): the chances are the rule's table's, and the line says so
after every deal (« Vos chances de gagner (règle FADOQ) : 62 % »)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bot.content_odds import shipped_odds
from bot.drills.table import advance, new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import PLAYER_SEAT, Seat, Table
from bot.drills.table_turn import mark_of
from bot.engine.variants import Rules, fadoq_rule
from bot.i18n import I18n
from bot.views.odds import percent_text
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


@pytest.mark.parametrize("target", [121, 61])
def test_the_chances_after_every_deal_are_the_fadoq_rule_s(target: int) -> None:
    """Played: the line gave the standard game's chances, and a note once a side had reached
    116 that the rule was not counted. Now every deal's line names the rule and gives its
    chance, from the rule's table."""
    table = fadoq_game(3, target)
    limit = table.rules.fadoq116
    assert limit is not None
    odds = shipped_odds()
    seen = 0
    for number in range(1, len(table.deals)):
        deal = table.deals[number]
        lines = [line for line in after_deal(table, number) if "Vos chances" in line]
        chance = odds.chance(
            deal.start[PLAYER_SEAT],
            deal.start[1 - PLAYER_SEAT],
            dealer=deal.dealer == PLAYER_SEAT,
            target=target,
            fadoq=limit.threshold,
        )
        said = percent_text(chance, I18n.load().translator("fr"))
        assert lines == [f"Vos chances de gagner (règle FADOQ)\u00a0: {said}"], number
        seen += 1
    assert seen >= 3


def test_a_standard_game_says_nothing_of_the_fadoq_rule() -> None:
    rng = random.Random(3)
    table = new_table(rng, "t", Rules(), [Seat(None, Level.NORMAL)] * 2)
    table.miscounts = False
    advance(table, rng)
    lines = [line for n in range(1, len(table.deals)) for line in after_deal(table, n)]
    assert any("Vos chances de gagner" in line for line in lines)
    assert not any("FADOQ" in line for line in lines)
