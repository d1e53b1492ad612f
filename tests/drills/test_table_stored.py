"""Games stored before the table's law of counts (`Table.calls`) and the per-seat taps
(`Deal.picks`) read back as they were played."""

from __future__ import annotations

import json
import random

from bot.drills.table import advance, new_table, picked, select_card
from bot.drills.table_bot import Level
from bot.drills.table_state import Calls, Seat, Step, Table
from bot.engine.variants import Rules


def _stored(calls: Calls) -> dict[str, object]:
    rng = random.Random(5)
    seats = [Seat(1), Seat(None, Level.EASY)] if calls is Calls.AT_ONCE else [Seat(1), Seat(2)]
    table = new_table(rng, "s", Rules(), seats, calls=calls)
    waiting = advance(table, rng)
    assert waiting is not None and waiting.step is Step.LAY_AWAY and waiting.seat == 0
    select_card(table, 0, table.deal.hands[0][2])
    loaded: dict[str, object] = json.loads(json.dumps(table.to_json()))
    return loaded


def test_the_law_of_counts_is_stored_and_read_back() -> None:
    for calls in Calls:
        stored = _stored(calls)
        assert stored["calls"] == calls.value and "members" not in stored
        assert Table.from_json(stored).calls is calls


def test_a_game_stored_with_the_members_flag_reads_back_with_its_law() -> None:
    for calls, members in [(Calls.AT_ONCE, False), (Calls.OPEN, True)]:
        stored = _stored(calls)
        del stored["calls"]
        stored["members"] = members
        assert Table.from_json(stored).calls is calls
        del stored["members"]  # older still: no flag at all was a game against the bot
        assert Table.from_json(stored).calls is Calls.AT_ONCE


def test_a_lay_away_tapped_before_picks_per_seat_reads_back_as_the_person_s() -> None:
    stored = _stored(Calls.AT_ONCE)
    table = Table.from_json(stored)
    tapped = picked(table, 0)
    assert len(tapped) == 1
    deals = stored["deals"]
    assert isinstance(deals, list)
    deal = deals[-1]
    assert deal["picks"] == {"0": [str(tapped[0])]} and "selected" not in deal
    deal["selected"] = deal.pop("picks")["0"]  # the old shape: one person's taps
    again = Table.from_json(stored)
    assert picked(again, 0) == tapped and picked(again, 1) == []
