"""/ecart's verdict listed the starters by suit ♠ ♥ ♦ ♣ (« V♥ V♦ V♣ ») while every hand is
shown ♣ ♦ ♥ ♠ (`hand_order`): two suit orders in one message. The starters now follow the
hands' order (« V♣ V♦ V♥ »)."""

from __future__ import annotations

import pytest

from bot.engine.card_parsing import parse_cards
from bot.engine.lay_away import LayAwayOption, analyse_lay_aways
from bot.i18n import I18n
from bot.views.ecart_table import cut_text, starter_cards_text

I18N = I18n.load()


def _keeping_three_fives_and_a_jack() -> LayAwayOption:
    cards = parse_cards("5H 5D 5C JS 2C 3D", lang="en", count=6)
    (option,) = [
        o
        for o in analyse_lay_aways(cards, dealer=True)
        if {str(c) for c in o.discard} == {"2C", "3D"}
    ]
    return option


@pytest.mark.parametrize(
    ("lang", "jacks", "tens"),
    [
        ("fr", "V♣ V♦ V♥", "10♣ 10♦ 10♥ D♣ D♦ D♥ R♣ R♦ R♥"),
        ("en", "J♣ J♦ J♥", "10♣ 10♦ 10♥ Q♣ Q♦ Q♥ K♣ K♦ K♥"),
    ],
)
def test_starters_come_in_the_hands_suit_order(lang: str, jacks: str, tens: str) -> None:
    tr = I18N.translator(lang)
    option = _keeping_three_fives_and_a_jack()
    assert starter_cards_text(option, 22, tr) == jacks
    assert starter_cards_text(option, 20, tr) == tens
    assert cut_text(option, 22, tr) == f"22 ({jacks})"
