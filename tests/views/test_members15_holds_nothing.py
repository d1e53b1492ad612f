"""An over-count of a members' show worth nothing: the correction said « il n'y a que 0 »
("it holds only 0"); it says « Il n'y a rien » / "It holds nothing", as /play does."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Deal, ShowRecord
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views import members_deal
from bot.views.members import Names

I18N = I18n.load()


def _deal() -> Deal:
    hands = [parse_cards("AH 3D 7C 9S QH KD"), parse_cards("AS 2C 3H 7S 8S 9H")]
    discards = [parse_cards("QH KD"), parse_cards("AS 2C")]
    return Deal(0, hands, [], [0, 0], [0, 0], list(discards), starter=parse_card("JD"))


@pytest.mark.parametrize(
    ("lang", "excess", "line"),
    [
        ("fr", 0, "Il n'y a rien : corrigé, sans pénalité."),
        ("en", 0, "It holds nothing: corrected, with no penalty."),
        ("fr", 4, "Il n'y a rien : corrigé, les 4 points de trop vont à Rita."),
        ("en", 4, "It holds nothing: corrected, the 4 points too many go to Rita."),
    ],
)
def test_a_show_of_nothing_is_said_nothing(lang: str, excess: int, line: str) -> None:
    # Marc's hand A♥ 3♦ 7♣ 9♠ with J♦ holds 0; he counted 4
    show = ShowRecord(0, "hand", (), 0, 4, 0, excess=excess, excess_to=1 if excess else None)
    tr = I18N.translator(lang)
    lines = members_deal.show_lines(_deal(), show, Names(("Marc", "Rita")), tr)
    said = [str(x).replace("\u00a0", " ") for x in lines]
    assert said[-1] == f"<b>{line}</b>", said
    assert " 0" not in said[-1]
