"""The round each side added late came in (`NightState.arrivals`), which the printed
pairings read: before it, a latecomer was not on the list, so not absent either."""

from __future__ import annotations

from bot.drills.night import BYE_TABLE, latecomer_table
from bot.drills.night_state import NightState
from tests.drills.night_records import Night, Player, Stored, stored

State = NightState[Night, Player, Stored]
PLAYERS = [Player(f"p{i}", i, f"P{i}", 100 + i) for i in range(1, 7)]


def test_a_latecomer_arrives_at_the_round_of_her_default_loss() -> None:
    round1 = [Stored(1, 1, ("p1",), ("p2",), (121, 90), True), Stored(1, 2, ("p3",), ("p4",))]
    round2 = [Stored(2, 1, ("p1",), ("p3",)), Stored(2, BYE_TABLE, ("p2",), None)]
    own_bye = latecomer_table([t.model for t in round1], 1, ("p5",), 121)  # no bye: her own
    turned = latecomer_table([t.model for t in round2], 2, ("p6",), 121)  # against p2's bye
    tables = [*round1, stored(own_bye), round2[0], stored(turned)]  # the bye: now her game
    state = State(Night(games=6), PLAYERS, tables)
    assert state.arrivals() == {("p6",): 2}  # p5 came in round 1: on every list
    assert ("p2",) not in state.arrivals()  # the bye side, on the list from the start


def test_a_side_absent_then_back_is_no_latecomer() -> None:
    """Ben (p4) absent at round 1, seated at round 2: on the list all along."""
    tables = [
        Stored(1, 1, ("p1",), ("p2",), (121, 90), True),
        Stored(1, BYE_TABLE, ("p3",), None),
        Stored(2, 1, ("p3",), ("p4",), (0, 121), True),  # p3 late: a game, not a bye, lost
        Stored(2, 2, ("p1",), ("p2",)),
    ]
    assert State(Night(games=6), PLAYERS[:4], tables).arrivals() == {}
