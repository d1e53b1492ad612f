"""Which private steps a game between members asks now (`asked_now`: once each, the deal's
button being in the group) and which are due at a member's seat (`due_at`), read before in
`members_play`'s handlers (twice each)."""

from __future__ import annotations

import random

from bot.drills.members_steps import asked_now, due_at
from bot.drills.table import advance, deal_next, lay_away_cards, lay_card, new_table
from bot.drills.table_show import count
from bot.drills.table_state import Calls, Seat, Step, Table
from bot.drills.table_turn import due, mark_of, show_cards
from bot.engine.show import hand_points
from bot.engine.variants import Rules


def _table(players: int = 2) -> tuple[Table, random.Random]:
    rng = random.Random(21)
    seats = [Seat(11 * (i + 1)) for i in range(players)]
    table = new_table(rng, "ms", Rules(players=players), seats, calls=Calls.OPEN)
    return table, rng


def _lay_away(table: Table, seat: int) -> None:
    hand = table.deal.hands[seat]
    lay_away_cards(table, seat, hand[: len(hand) - 4])


def test_every_lay_away_is_asked_once() -> None:
    table, rng = _table()
    before = mark_of(table)
    assert advance(table, rng) is not None
    assert [(w.seat, w.step) for w in asked_now(table, before)] == [
        (0, Step.LAY_AWAY),
        (1, Step.LAY_AWAY),
    ]
    asked = mark_of(table)
    assert asked_now(table, asked) == []  # asked already: not again
    _lay_away(table, 0)
    assert asked_now(table, asked) == []  # the other still lays away: asked before


def test_the_next_deal_is_never_asked_in_private() -> None:
    table, rng = _table()
    while (waiting := advance(table, rng)) is not None and waiting.step is not Step.DEAL:
        before = mark_of(table)
        if waiting.step is Step.LAY_AWAY:
            for w in due(table):
                _lay_away(table, w.seat)
        elif waiting.step is Step.PLAY:
            lay_card(table, waiting.seat, waiting.legal[-1])
        else:
            deal = table.deal
            assert deal.starter is not None
            what = waiting.what or "hand"
            cards = show_cards(deal, waiting.seat, "crib" if what == "crib" else "hand")
            count(table, waiting.seat, hand_points(cards, deal.starter, crib=what == "crib"))
    assert waiting is not None and waiting.step is Step.DEAL
    assert due(table) and asked_now(table, before) == []
    deal_next(table, waiting.seat)
    assert advance(table, rng) is not None
    assert {w.step for w in asked_now(table, before)} == {Step.LAY_AWAY}


def test_the_steps_due_at_a_seat() -> None:
    table, rng = _table(3)
    assert advance(table, rng) is not None
    assert [w.seat for w in due_at(table, 1)] == [1]
    assert due_at(table, None) == []  # no seat: nothing is theirs
    _lay_away(table, 1)
    assert due_at(table, 1) == []
    assert [w.seat for w in due_at(table, 2)] == [2]
