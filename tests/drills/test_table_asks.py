"""The payloads of questions about a game's step (`bot.drills.table_asks`): written and read
back unchanged, and any other shape read as None (never a step of the wrong game)."""

from __future__ import annotations

import json
import random

import pytest

from bot.drills.table import advance, lay_away_cards, new_table
from bot.drills.table_asks import PlayAsk, SeatAsk
from bot.drills.table_state import Calls, Seat, Step, Waiting
from bot.engine.variants import Rules


def test_a_play_step_reads_back_as_written() -> None:
    asked = PlayAsk("a1b2c3", 7, "count")
    stored = json.loads(json.dumps(asked.to_json()))
    assert stored == {"game": "a1b2c3", "step": 7, "wait": "count"}
    assert PlayAsk.read(stored) == asked


def test_a_seat_step_reads_back_as_written() -> None:
    asked = SeatAsk("m9", 2, "lay_away", 3)
    stored = json.loads(json.dumps(asked.to_json()))
    assert stored == {"game": "m9", "seat": 2, "wait": "lay_away", "deal": 3}
    assert SeatAsk.read(stored) == asked


NEVER_VALID: list[object] = [None, True, 1.5, [], {}]
"""No field of a step is any of these (a bool is not a number here)."""


def _other_scalar(good: object) -> object:
    return "3" if isinstance(good, int) else 3


@pytest.mark.parametrize("key", ["game", "step", "wait"])
@pytest.mark.parametrize("bad", [*NEVER_VALID, "other scalar"])
def test_a_play_step_of_another_shape_is_none(key: str, bad: object) -> None:
    stored: dict[str, object] = {"game": "g", "step": 1, "wait": "play"}
    stored[key] = _other_scalar(stored[key]) if bad == "other scalar" else bad
    assert PlayAsk.read(stored) is None
    del stored[key]
    assert PlayAsk.read(stored) is None


@pytest.mark.parametrize("key", ["game", "seat", "wait", "deal"])
@pytest.mark.parametrize("bad", [*NEVER_VALID, "other scalar"])
def test_a_seat_step_of_another_shape_is_none(key: str, bad: object) -> None:
    stored: dict[str, object] = {"game": "g", "seat": 0, "wait": "deal", "deal": 1}
    stored[key] = _other_scalar(stored[key]) if bad == "other scalar" else bad
    assert SeatAsk.read(stored) is None
    del stored[key]
    assert SeatAsk.read(stored) is None


def test_a_play_step_is_not_a_seat_step_and_back() -> None:
    assert SeatAsk.read(PlayAsk("g", 1, "play").to_json()) is None
    assert PlayAsk.read(SeatAsk("g", 0, "play", 1).to_json()) is None


def test_a_seat_step_is_due_until_the_game_moves_on() -> None:
    """Asked at each member's lay-away: due while it waits; after that member lays away, or
    at another deal, seat or step, it is not."""
    rng = random.Random(5)
    seats = [Seat(11), Seat(22)]
    table = new_table(rng, "g", Rules(), seats, calls=Calls.OPEN)
    advance(table, rng)
    asks = [SeatAsk("g", seat, Step.LAY_AWAY.value, 1) for seat in (0, 1)]
    assert [a.still_due(table) for a in asks] == [
        Waiting(Step.LAY_AWAY, 0),
        Waiting(Step.LAY_AWAY, 1),
    ]
    for other in (
        SeatAsk("g", 0, Step.LAY_AWAY.value, 2),
        SeatAsk("g", 0, Step.PLAY.value, 1),
        SeatAsk("g", 2, Step.LAY_AWAY.value, 1),
    ):
        assert other.still_due(table) is None
    hand = table.deal.hands[0]
    lay_away_cards(table, 0, hand[: len(hand) - 4])
    assert [a.still_due(table) for a in asks] == [None, Waiting(Step.LAY_AWAY, 1)]
