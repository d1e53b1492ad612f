"""A move at a table, as a step's button asks for it (`move_of`), and what a step shows the
one who acts (`step_cards`). The chat (`bot.tg.handlers.steps`) and the web app's table make
the same moves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from bot.drills.table import lay_away_cards, lay_card, picked, select_card
from bot.drills.table_show import accept, call_muggins, open_claim
from bot.drills.table_state import Step, Table, Waiting
from bot.drills.table_turn import show_cards
from bot.engine.cards import Card, parse_card

Move = Callable[[Table], object]
"""A move on the stored game (its result, if any, is narrated from the game, not returned)."""

TAP: Final = "s"
"""The action word of a tap on a card of the lay-away (`s<index>`)."""


def move_of(action: str, table: Table, seat: int) -> Move:
    """The move a step's button asks for at `seat`: `s<i>` taps card i of the lay-away, `ok`
    lays the chosen cards away, `c<card>` lays a card, `a` accepts the bot's count, `m` calls
    muggins on it, `n<k>` claims k missed points."""
    if action.startswith(TAP):
        card = table.deal.hands[seat][int(action[1:])]
        return lambda t: select_card(t, seat, card)
    if action == "ok":
        return lambda t: lay_away_cards(t, seat, picked(t, seat))
    if action.startswith("c"):
        card = parse_card(action[1:])
        return lambda t: lay_card(t, seat, card)
    if action == "a":
        return lambda t: accept(t, seat)
    if action == "m":
        return lambda t: open_claim(t, seat)
    claim = int(action[1:])
    return lambda t: call_muggins(t, seat, claim)


def step_cards(table: Table, waiting: Waiting) -> tuple[tuple[Card, ...], Card | None]:
    """The cards a step shows the one who acts (and the starter): the hand dealt for the
    lay-away, the cards still held for the play, the hand or crib to count, the count
    answered (a verdict, a claim)."""
    deal, seat = table.deal, waiting.seat
    if waiting.step is Step.LAY_AWAY:
        return tuple(deal.hands[seat]), None
    if waiting.step is Step.PLAY:
        return tuple(deal.held(seat)), deal.starter
    if waiting.step is Step.COUNT:
        return show_cards(deal, seat, waiting.what or "hand"), deal.starter
    call = deal.call
    return (tuple(call.cards) if call is not None else ()), deal.starter
