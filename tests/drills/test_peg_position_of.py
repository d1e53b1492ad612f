"""A /peg play question read back from its stored deal (`peg_best.position_of`): the
position, or None when the stored deal cannot be read (the handler then points at the
buttons instead of failing)."""

from __future__ import annotations

import pytest

from bot.drills.peg_best import PlayPosition, position_of
from bot.engine.card_parsing import parse_cards

STORED: dict[str, object] = {
    "hand": ["8C", "6D", "KS"],
    "pile": ["10H", "5S"],
    "mine": [False, True],
    "earlier": [],
    "starter": "2S",
    "opponent_cards": 3,
    "dealer": True,
}


def test_a_stored_position_reads_back_as_it_was_stored() -> None:
    position = position_of(STORED)
    assert position is not None
    assert position.hand == tuple(parse_cards("8C 6D KS"))
    assert position.count == 15
    assert position_of(position.to_dict()) == position


@pytest.mark.parametrize(
    "deal",
    [
        {},
        {**STORED, "hand": []},  # no card to lay
        {**STORED, "hand": ["8C", "XX"]},  # no such card
        {**STORED, "mine": [True]},  # who laid the pile, one short
        {**STORED, "earlier": ["5S"]},  # a card twice
    ],
)
def test_an_unreadable_stored_deal_is_none(deal: dict[str, object]) -> None:
    assert position_of(deal) is None


def test_position_of_is_what_from_dict_reads() -> None:
    assert position_of(STORED) == PlayPosition.from_dict(STORED)
