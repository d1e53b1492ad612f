"""The buttons of a game at a table (/play against the bot, a tournament's game, a game between
members) and of /play's choice of a game, as rows of (label, callback_data) that the chat
turns into a keyboard (`bot.tg.handlers.steps.keyboard_of`). A step's data is made by the
caller (`data`: an action, « ok », « c7H », « n3 », to its callback data); the choice's is
`pn:<target>` and `pn:<target>:<level>`, marked with its owner in a group by the chat."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from bot.drills.table import picked
from bot.drills.table_args import CHOICE_TARGETS
from bot.drills.table_bot import Level
from bot.drills.table_moves import TAP
from bot.drills.table_state import Step, Table, Waiting
from bot.engine.cards import hand_order
from bot.engine.laws import claimable
from bot.engine.variants import discards_per_player
from bot.i18n import Translator, render
from bot.views import table_choice as choice
from bot.views import table_replies as words

Rows = list[list[tuple[str, str]]]
"""Buttons by rows, each as (label, callback_data)."""

CHECK: Final = "✓"
"""Marks a card chosen for the lay-away (and the button that says the bot counted right)."""
CONFIRM: Final = "✅"
CLAIM_ROW: Final = 6
"""Claim buttons per row: every claim that could be right (1 to 29 less the count), in rows."""


def card_rows(
    table: Table, waiting: Waiting, data: Callable[[str], str], ok_label: str, tr: Translator
) -> Rows | None:
    """The buttons of a step with cards: the lay-away's hand, three to a row, a check on each
    card chosen, then `ok_label` once enough are; the cards that may be laid in the play. Both
    in `hand_order`, as the step's line shows the hand (a lay-away button's data still names
    its card by its place as dealt). None for any other step. `data` makes an action's
    callback data."""
    seat, deal = waiting.seat, table.deal
    if waiting.step is Step.LAY_AWAY:
        chosen, hand = picked(table, seat), deal.hands[seat]
        cards = [
            (
                (CHECK + " " if c in chosen else "") + render.card(c, tr),
                data(f"{TAP}{hand.index(c)}"),
            )
            for c in hand_order(hand)
        ]
        rows = [cards[:3], cards[3:]]
        if len(chosen) == discards_per_player(table.rules):
            rows.append([(ok_label, data("ok"))])
        return rows
    if waiting.step is Step.PLAY:
        return [[(render.card(c, tr), data(f"c{c}")) for c in hand_order(waiting.legal)]]
    return None


def claim_rows(claims: Sequence[int], data: Callable[[int], str], tr: Translator) -> Rows:
    """One button per claim, `CLAIM_ROW` to a row."""
    numbers = [(tr.number(n), data(n)) for n in claims]
    return [numbers[i : i + CLAIM_ROW] for i in range(0, len(numbers), CLAIM_ROW)]


def step_rows(
    table: Table, waiting: Waiting, data: Callable[[str], str], tr: Translator
) -> Rows | None:
    """The buttons of a step of a game against the bot: the cards (`card_rows`, « ✅ Les
    écarter » once two are chosen), « ✓ Exact » and « Muggins! » under my count, the numbers
    of a muggins claim; None at any other step."""
    rows = card_rows(table, waiting, data, CONFIRM + " " + words.lay_away_button(tr), tr)
    if rows is not None:
        return rows
    if waiting.step is Step.VERDICT:
        right = (CHECK + " " + words.right_button(tr), data("a"))
        return [[right, (words.muggins_button(tr), data("m"))]]
    if waiting.step is Step.CLAIM:
        call = table.deal.call
        claimed = call.claimed if call is not None else 0
        return claim_rows(claimable(claimed), lambda n: data(f"n{n}"), tr)
    return None


def target_rows(tr: Translator, level: Level | None = None) -> Rows:
    """The first choice: a game of 121 or 61 (at `level` when it was typed: « /jouer expert »
    asks the target alone)."""
    then = "" if level is None else f":{level.value}"
    return [[(choice.target_button(n, tr), f"pn:{n}{then}") for n in CHOICE_TARGETS]]


def level_rows(target: int, tr: Translator) -> Rows:
    """The second choice: the bot's level for a game of `target`."""
    return [[(choice.level_button(lv, tr), f"pn:{target}:{lv.value}") for lv in Level]]
