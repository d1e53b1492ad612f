"""Which card a text typed alone at the lay-away chooses (`table_typed.card_to_tap`): one card
held, nothing tapped yet; nothing for two cards, a card not held, or once one is tapped."""

from __future__ import annotations

import random

from bot.drills.table import advance, new_table, select_card
from bot.drills.table_bot import Level
from bot.drills.table_state import Seat, Step
from bot.drills.table_typed import card_to_tap
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.engine.variants import Rules
from bot.i18n import I18n, card_input, render

FR = I18n.load().translator("fr")


def read(text: str, n: int, held: list[Card]) -> list[Card]:
    return card_input.read_cards(text, FR, n, among=held)


def test_one_card_held_is_chosen_until_one_is_tapped() -> None:
    rng = random.Random(4)
    table = new_table(rng, "t4", Rules(muggins=True), [Seat(7), Seat(None, Level.EASY)])
    waiting = advance(table, rng)
    assert waiting is not None and waiting.step is Step.LAY_AWAY
    hand = table.deal.hands[0]
    assert card_to_tap(table, waiting, render.card(hand[3], FR), read) == 3
    two = render.cards(hand[:2], FR)
    assert card_to_tap(table, waiting, two, read) is None
    stranger = next(c for c in (parse_card(x) for x in ("AS", "AH", "2C", "2D")) if c not in hand)
    assert card_to_tap(table, waiting, render.card(stranger, FR), read) is None
    select_card(table, 0, hand[0])
    assert card_to_tap(table, waiting, render.card(hand[3], FR), read) is None
