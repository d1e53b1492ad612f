"""An over-count at a members' game, corrected with no penalty: said in one line that names
the correction once (it read « Le bon compte est 10 : corrigé. (un compte trop haut est
corrigé, sans pénalité) »)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Deal, ShowRecord
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views import members_deal
from bot.views.members import Names

I18N = I18n.load()
# Marc's hand holds 10, he counted 12; nobody pegs the 2 too many
SHOW = ShowRecord(0, "hand", (), 10, 12, 10)


def _deal() -> Deal:
    hands = [parse_cards("5H 5D JC 4S 6S KD"), parse_cards("AH 2C 3D 7S 8S 9H")]
    discards = [parse_cards("6S KD"), parse_cards("AH 2C")]
    return Deal(0, hands, [], [0, 0], [0, 0], list(discards), starter=parse_card("5C"))


@pytest.mark.parametrize(
    ("lang", "line", "word"),
    [
        ("fr", "Le bon compte est 10 : corrigé, sans pénalité.", "corrig"),
        ("en", "It holds only 10: corrected, with no penalty.", "correct"),
    ],
)
def test_the_correction_is_said_once(lang: str, line: str, word: str) -> None:
    lines = members_deal.show_lines(_deal(), SHOW, Names(("Marc", "Rita")), I18N.translator(lang))
    said = [str(x).replace("\u00a0", " ") for x in lines]
    assert said[-1] == f"<b>{line}</b>", said
    assert "\n".join(said).count(word) == 1, said
