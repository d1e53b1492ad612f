"""The « Muggins… » buttons under a deal's shows in the group (`muggins_buttons`): one per
show the opponents may still call on, the latest first, labelled in the table's language(s)
with whose count, and its callback data. Built in members_post's handler before."""

from __future__ import annotations

import random

from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_show import call_muggins_on, count
from bot.drills.table_state import Calls, Seat, Step, Table
from bot.drills.table_turn import due
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.storage.repo_members import MemberGame
from bot.views.members_news import Voice, muggins_buttons
from tests.member_games import member_game

I18N = I18n.load()
NAMES = ("Anne", "Bob")


def _at_the_shows() -> Table:
    """Two members, muggins played, stopped at the first deal's second show."""
    rng = random.Random(5)
    seats = [Seat(101), Seat(102)]
    table = new_table(rng, "mb", Rules(muggins=True), seats, calls=Calls.OPEN)
    while (waiting := advance(table, rng)) is not None and waiting.step is not Step.COUNT:
        if waiting.step is Step.LAY_AWAY:
            for w in due(table):
                hand = table.deal.hands[w.seat]
                lay_away_cards(table, w.seat, hand[: len(hand) - 4])
        else:
            lay_card(table, waiting.seat, waiting.legal[-1])
    assert waiting is not None
    count(table, waiting.seat, 0)  # the pone's hand, said 0
    return table


def _game(table: Table) -> MemberGame:
    return member_game(NAMES, game_id="abc", first_user=101, table=table)


def test_one_button_per_open_show_the_latest_first() -> None:
    table = _at_the_shows()
    pone = table.deal.shows[0].by
    game = _game(table)
    fr, en = Voice((I18N.translator("fr"),)), Voice((I18N.translator("en"),))
    assert muggins_buttons(game, table, en) == [(f"Muggins… {NAMES[pone]} — hand", "mm:abc:0:0")]
    waiting = due(table)[0]
    assert waiting.step is Step.COUNT and waiting.seat != pone  # the dealer's hand next
    count(table, waiting.seat, 0)
    dealer = waiting.seat
    said = muggins_buttons(game, table, fr)
    assert [data for _, data in said] == ["mm:abc:0:1", "mm:abc:0:0"]  # the latest first
    assert said[0][0].startswith(f"Muggins… {NAMES[dealer]}"), said
    both = Voice((I18N.translator("fr"), I18N.translator("en")))
    assert " / " in muggins_buttons(game, table, both)[0][0]  # each language, one label


def test_no_button_once_every_show_is_called() -> None:
    table = _at_the_shows()
    show = table.deal.shows[0]
    caller = 1 - show.by
    call_muggins_on(table, caller, 0, 0, max(1, show.points))
    assert muggins_buttons(_game(table), table, Voice((I18N.translator("en"),))) == []
