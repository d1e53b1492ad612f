"""A members' game won by a skunk: the group read « Un skunk : la victoire compte pour deux
parties. », each player's private end notice only « vous avez perdu celle-ci » (« this
one »: it counts two in the club's ranking). Now the notice says what the game counts."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import new_table
from bot.drills.table_state import Seat
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.views.members import Names
from bot.views.members_private import end_notice_lines

I18N = I18n.load()
NAMES = Names(("Marc", "Rita"), (7, 8))


@pytest.mark.parametrize(
    ("lang", "skunk"),
    [
        ("fr", "Un skunk\u00a0: la victoire compte pour deux parties."),
        ("en", "A skunk: the win counts two games."),
    ],
)
@pytest.mark.parametrize("seat", [0, 1])
def test_a_skunk_is_told_to_each_player_in_private(lang: str, skunk: str, seat: int) -> None:
    table = new_table(random.Random(1), "s1", Rules(target=121), [Seat(7), Seat(8)])
    table.scores, table.winner = [121, 80], 0
    lines = end_notice_lines(table, NAMES, seat, seat == 0, I18N.translator(lang))
    assert skunk in lines, lines


def test_a_plain_win_says_nothing_of_its_count() -> None:
    table = new_table(random.Random(1), "s2", Rules(target=121), [Seat(7), Seat(8)])
    table.scores, table.winner = [121, 110], 0
    lines = end_notice_lines(table, NAMES, 1, False, I18N.translator("fr"))
    assert len(lines) == 3 and "skunk" not in " ".join(lines), lines
