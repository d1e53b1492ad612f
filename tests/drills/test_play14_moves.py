"""Typed moves at a table's counts (`table_moves.typed_move`)."""

from __future__ import annotations

import random

import pytest

from bot.drills.answers import AnswerError
from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_moves import typed_move
from bot.drills.table_state import Seat, Step, Table, Waiting
from bot.engine.cards import parse_cards
from bot.engine.variants import Rules


def _read(text: str, n: int, held: object) -> list:  # type: ignore[type-arg]
    return list(parse_cards(text))


def at_step(step: Step) -> tuple[Table, Waiting]:
    rng = random.Random(3)
    table = new_table(rng, "g3", Rules(muggins=True), [Seat(7), Seat(None, Level.EASY)])
    while (waiting := advance(table, rng)) is not None:
        if waiting.step is step:
            return table, waiting
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, 0, table.deal.hands[0][:2])
        elif waiting.step is Step.PLAY:
            lay_card(table, 0, waiting.legal[-1])
        elif waiting.step is Step.COUNT:
            typed_move(table, waiting, "0", _read)(table)  # type: ignore[misc]
        else:
            typed_move(table, waiting, "ok", _read)(table)  # type: ignore[misc]
    raise AssertionError(step)


@pytest.mark.parametrize("typed", ["no", "No!", "non", "bonjour"])
def test_no_is_no_count(typed: str) -> None:
    table, waiting = at_step(Step.COUNT)
    with pytest.raises(AnswerError):
        typed_move(table, waiting, typed, _read)


@pytest.mark.parametrize("typed", ["0", "none", "rien", "nothing", "dix-neuf"])
def test_a_zero_count_is_still_one(typed: str) -> None:
    table, waiting = at_step(Step.COUNT)
    move = typed_move(table, waiting, typed, _read)
    assert move is not None and move.number == 0
