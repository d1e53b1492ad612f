"""The end of a game between members in the group: « La victoire compte pour une partie. »
followed every plain win, which every club player knows (the board line under it gives the
scores, and /top counts games won); only a win worth more (skunk, double skunk, lurch) says
what it is worth."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.drills.table_state import Table
from bot.engine.variants import margin_rule_of
from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views.members import Names
from bot.views.members_deal import end_lines
from tests.drills.table_helpers import play_sloppily

I18N = I18n.load()
NBSP = "\u00a0"
WORTH = {
    "fr": ("La victoire compte pour", "Un skunk", "Le perdant n'a pas passé la moitié"),
    "en": ("The win counts", "A skunk", "A lurch"),
}


def ended(loser_at: int, margin_rule: str = "skunk") -> Table:
    """A finished game of 121 (the first seat's or the bot's win), the loser at `loser_at`."""
    table = play_sloppily(3, 121, muggins=False)
    assert table.winner is not None and table.resigned is None
    table.scores[1 - table.winner] = loser_at
    rule = margin_rule_of(margin_rule)
    assert rule is not None
    table.rules = replace(table.rules, margin_rule=rule)
    return table


def said(table: Table, lang: str) -> str:
    return html_to_text("\n".join(end_lines(table, Names(("Marie", "Bob")), I18N.translator(lang))))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(
    ("loser_at", "margin_rule"), [(100, "skunk"), (100, "lurch"), (40, "none")]
)
def test_a_plain_win_says_nothing_of_its_worth(lang: str, loser_at: int, margin_rule: str) -> None:
    text = said(ended(loser_at, margin_rule), lang)
    assert WORTH[lang][0] not in text, text
    assert "121" in text, text  # the board line is still there


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_skunk_and_a_lurch_still_say_what_they_count(lang: str) -> None:
    worth, skunk, lurch = WORTH[lang]
    for table, name in ((ended(80), skunk), (ended(40), "double"), (ended(50, "lurch"), lurch)):
        text = said(table, lang)
        assert name in text and worth.lower() in text.lower(), text
