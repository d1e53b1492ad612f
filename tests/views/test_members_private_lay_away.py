"""A member's private lay-away shown again (/play in private, the deep link) with a card
tapped said « Choisies : V♥ » in its text; taps change only the buttons, so once the card was
tapped again or another chosen, the text named a card the buttons no longer checked. As for
/play against the bot, the text names no choice: the ✓ on the buttons show it."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import deal_cards, new_table, select_card
from bot.drills.table_state import Calls, Seat, Step, Waiting
from bot.engine.cards import hand_order
from bot.engine.variants import Rules
from bot.i18n import I18n, render
from bot.tg.local_checks import html_to_text
from bot.views.members import Names
from bot.views.members_private import private_step_lines


@pytest.mark.parametrize(("lang", "chosen"), [("fr", "Choisies"), ("en", "Chosen")])
def test_the_lay_away_names_no_tapped_card(lang: str, chosen: str) -> None:
    tr = I18n.load().translator(lang)
    rng = random.Random(3)
    table = new_table(rng, "p1", Rules(), [Seat(1), Seat(2)], calls=Calls.OPEN)
    deal_cards(table, rng)
    select_card(table, 0, table.deal.hands[0][0])
    text = html_to_text(
        "\n".join(
            private_step_lines(table, Waiting(Step.LAY_AWAY, 0), Names(("Marie", "Jean")), tr)
        )
    )
    assert render.cards(hand_order(table.deal.hands[0]), tr) in text  # the six cards are there
    assert chosen not in text
