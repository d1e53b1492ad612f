"""The buttons of a game's steps, as (label, callback_data) rows (`bot.views.table_keys`, once
built in `steps.card_rows` and `table_steps.step_markup`/`claim_rows`): the lay-away's six
cards three to a row and « ✅ Les écarter » once two are tapped, the cards that may be laid,
« ✓ Exact » / « Muggins! » under my count, the claims six to a row, none while counting."""

from __future__ import annotations

import random

from bot.drills.table import advance, lay_away_cards, lay_card, new_table, select_card
from bot.drills.table_bot import Level
from bot.drills.table_show import call_muggins, count, open_claim
from bot.drills.table_state import Seat, Step, Table, Waiting
from bot.engine.cards import hand_order
from bot.engine.laws import claimable
from bot.engine.show import hand_points
from bot.engine.variants import Rules
from bot.i18n import I18n, render
from bot.views import table_keys

FR = I18n.load().translator("fr")


def data(action: str) -> str:
    return f"pl:7:{action}"


def _table(seed: int) -> tuple[Table, Waiting, random.Random]:
    rng = random.Random(seed)
    table = new_table(rng, f"k{seed}", Rules(muggins=True), [Seat(7), Seat(None, Level.EASY)])
    waiting = advance(table, rng)
    assert waiting is not None
    return table, waiting, rng


def test_the_lay_away_three_to_a_row_and_the_button_once_two_are_tapped() -> None:
    table, waiting, _ = _table(1)
    assert waiting.step is Step.LAY_AWAY
    hand = table.deal.hands[0]
    rows = table_keys.step_rows(table, waiting, data, FR)
    shown = [(hand.index(c), c) for c in hand_order(hand)]  # by rank, data as dealt
    assert rows == [
        [(render.card(c, FR), f"pl:7:s{i}") for i, c in shown[:3]],
        [(render.card(c, FR), f"pl:7:s{i}") for i, c in shown[3:]],
    ]
    select_card(table, 0, hand[4])
    rows = table_keys.step_rows(table, waiting, data, FR)
    assert rows is not None and len(rows) == 2
    at = hand_order(hand).index(hand[4])  # its place as shown
    assert (rows[0] + rows[1])[at] == ("✓ " + render.card(hand[4], FR), "pl:7:s4")
    select_card(table, 0, hand[0])
    rows = table_keys.step_rows(table, waiting, data, FR)
    assert rows is not None and rows[2] == [("✅ Les écarter", "pl:7:ok")]
    own = table_keys.card_rows(table, waiting, data, "Écarter", FR)
    assert own is not None and own[2] == [("Écarter", "pl:7:ok")]


def test_the_play_offers_the_cards_that_may_be_laid_then_the_show() -> None:
    table, waiting, rng = _table(2)
    seen = {step: 0 for step in Step}
    for _ in range(80):
        rows = table_keys.step_rows(table, waiting, data, FR)
        seen[waiting.step] += 1
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, 0, table.deal.hands[0][:2])
        elif waiting.step is Step.PLAY:
            legal = hand_order(waiting.legal)
            assert rows == [[(render.card(c, FR), f"pl:7:c{c}") for c in legal]]
            lay_card(table, 0, waiting.legal[0])
        elif waiting.step is Step.COUNT:
            assert rows is None
            deal = table.deal
            assert deal.starter is not None
            held = deal.crib() if waiting.what == "crib" else deal.kept(0)
            count(table, 0, hand_points(held, deal.starter, crib=waiting.what == "crib"))
        elif waiting.step is Step.VERDICT:
            assert rows == [[("✓ Exact", "pl:7:a"), ("Muggins!", "pl:7:m")]]
            open_claim(table, 0)
            claim = advance(table, rng)
            assert claim is not None and claim.step is Step.CLAIM
            call = table.deal.call
            assert call is not None
            claims = claimable(call.claimed)
            rows = table_keys.step_rows(table, claim, data, FR)
            assert rows is not None
            assert [label for row in rows for label, _ in row] == [FR.number(n) for n in claims]
            assert [d for row in rows for _, d in row] == [f"pl:7:n{n}" for n in claims]
            assert all(len(row) == table_keys.CLAIM_ROW for row in rows[:-1])
            call_muggins(table, 0, claims[0])
        if seen[Step.COUNT] and seen[Step.VERDICT]:
            break
        next_step = advance(table, rng)
        assert next_step is not None
        waiting = next_step
    assert seen[Step.PLAY] and seen[Step.COUNT] and seen[Step.VERDICT]


def test_claims_six_to_a_row() -> None:
    rows = table_keys.claim_rows(range(1, 14), lambda n: f"x{n}", FR)
    assert [len(row) for row in rows] == [6, 6, 1]
    assert rows[0][0] == ("1", "x1") and rows[2][0] == ("13", "x13")


def test_the_choice_of_a_game_the_target_then_the_level() -> None:
    assert table_keys.target_rows(FR) == [[("Partie de 121", "pn:121"), ("Partie de 61", "pn:61")]]
    assert table_keys.target_rows(FR, Level.EXPERT) == [
        [("Partie de 121", "pn:121:expert"), ("Partie de 61", "pn:61:expert")]
    ]
    assert table_keys.level_rows(61, FR) == [
        [("Facile", "pn:61:easy"), ("Normal", "pn:61:normal"), ("Expert", "pn:61:expert")]
    ]
