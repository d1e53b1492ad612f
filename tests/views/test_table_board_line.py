"""The board line of /play keeps each word with its number (« vous 28 », « moi 13 », « partie
de 121 »): a phone's chat bubble broke « Planche : vous 0, moi » from « 0 (partie de 121) »,
and the scores read as one."""

from __future__ import annotations

import dataclasses
import random
import re

from bot.drills.table import new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import Seat
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.views.table import board_line


def test_a_word_and_its_number_stay_together_in_french() -> None:
    table = new_table(random.Random(1), "t", Rules(), [Seat(None, Level.NORMAL)] * 2)
    table = dataclasses.replace(table, scores=(28, 13))
    line = board_line(table, I18n.load().translator("fr"))
    assert "28" in line and "13" in line and "121" in line
    assert not re.search(r"[a-zé] \d", line), line  # only no-break spaces before a number
