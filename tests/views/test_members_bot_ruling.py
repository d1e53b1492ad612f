"""The bot's muggins call at a members' table (no keypad: it calls as the count is said) is
ruled under the count, with the full count that was due, the one place the group reads it:
the next deal's summary no longer repeats it (« …; le robot a crié muggins »)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Deal, ShowRecord
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views import members_deal
from bot.views.members import Names

I18N = I18n.load()
# Marc's hand is worth 4 (two fifteens), he said 2; the bot (seat 1) called and pegged 2
SHOW = ShowRecord(0, "hand", (), 4, 2, 2, muggins=(2, 2), caller=1)


def _deal() -> Deal:
    hands = [parse_cards("5H 10D 2C 4S"), parse_cards("AH 2D 3D 7S")]
    return Deal(0, hands, [], [0, 0], [0, 0], [[], []], starter=parse_card("KC"))


@pytest.mark.parametrize(
    ("lang", "full"),
    [
        ("fr", "Main de Marc, le compte complet\u00a0: «\u00a0quinze 2, quinze 4\u00a0»."),
        ("en", "Marc's hand, the full count: “fifteen 2, fifteen 4”."),
    ],
)
def test_the_bots_call_is_ruled_under_the_count_with_the_full_count(lang: str, full: str) -> None:
    names = Names(("Marc", "Muggins"), (7, None))
    lines = members_deal.show_lines(_deal(), SHOW, names, I18N.translator(lang))
    assert full in lines, lines
    apart = members_deal.show_lines(_deal(), SHOW, names, I18N.translator(lang), ruled_apart=True)
    assert full not in apart and len(apart) == 2, apart
