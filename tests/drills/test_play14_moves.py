"""Typed moves at a table's counts (`table_moves.typed_move`)."""

from __future__ import annotations

import random

import pytest

from bot.drills.answers import AnswerError
from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_moves import (
    CountBelowMine,
    TypedMove,
    VerdictRead,
    typed_move,
    verdict_read,
)
from bot.drills.table_state import Seat, Step, Table, Waiting
from bot.engine.card_parsing import parse_cards
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


def test_a_called_count_at_my_count_is_set_against_mine() -> None:
    """« quinze 2 » at the bot's count (9 here): the player's count of its cards (the same
    accepts it, more claims the difference, less is refused); a number alone stays the points
    missed, as « Muggins 2 »."""
    table, waiting = at_step(Step.VERDICT)
    assert table.deal.call is not None and table.deal.call.claimed == 9
    same = "quinze 2, quinze 4, quinze 6, une paire 8, nobs 9"
    more = "quinze 2, quinze 4, quinze 6, une paire 8, une paire 10, nobs 11"
    assert typed_move(table, waiting, same, _read) == TypedMove(Step.VERDICT, 0, agreed=True)
    assert typed_move(table, waiting, more, _read) == TypedMove(Step.VERDICT, 0, number=2)
    with pytest.raises(CountBelowMine):
        typed_move(table, waiting, "quinze 2", _read)
    assert typed_move(table, waiting, "3", _read) == TypedMove(Step.VERDICT, 0, number=3)
    assert verdict_read("deux") is VerdictRead.MISSED
    assert verdict_read("fifteen two") is VerdictRead.COUNT
    assert verdict_read("Muggins 2") is None
