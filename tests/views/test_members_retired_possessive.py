"""The seat of a member who resigned at a table of three, played on by the bot, read « The bot
(for Ann)'s hand » in English: the possessive hung on a parenthesis. It is « Ann's bot »
now (« Ann's bot's hand »); the French, « Main du robot (pour Ann) », was already said well."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step, Waiting
from bot.i18n import I18n
from bot.views.members import Names, bot_for, bot_grammar
from bot.views.members_deal import turn_line


@pytest.mark.parametrize(
    ("lang", "name", "possessive"),
    [
        ("en", "Ann's bot", "Ann's bot's turn to play a card."),
        ("fr", "le robot (pour Ann)", "Au tour du robot (pour Ann) de jouer une carte."),
    ],
)
def test_a_retired_seat_is_named_so_a_possessive_reads_well(
    lang: str, name: str, possessive: str
) -> None:
    tr = I18n.load().translator(lang)
    assert bot_for("Ann", tr) == name
    names = Names(("Marie", bot_for("Ann", tr), "Bob"))
    line = bot_grammar(turn_line([Waiting(Step.PLAY, 1)], names, tr), tr)
    assert ")'s" not in line
    assert possessive in line, line
