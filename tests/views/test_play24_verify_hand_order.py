"""`muggins verify KEY CODE` printed the six cards as dealt (« Les six cartes du donneur :
D♦ 8♦ 3♥ 8♣ 4♥ 2♠ ») while the game showed them in `hand_order` (« 2♠ 3♥ 4♥ 8♣ 8♦ D♦ »): a
player comparing the two had to sort them in their head. They are now in the game's order;
the check (and --json, the cards as dealt) is unchanged."""

from __future__ import annotations

import pytest

from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card
from bot.i18n import I18n
from bot.views.fairness import verify_json, verify_lines

I18N = I18n.load()
NBSP = "\u00a0"


def _deal() -> tuple[list[Card], list[Card], Card]:
    pone = list(parse_cards("KC 5H AS 5C 10D 2D", lang="en", count=6))
    dealer = list(parse_cards("QD 8D 3H 8C 4H 2S", lang="en", count=6))
    (starter,) = parse_cards("7S", lang="en", count=1)
    return pone, dealer, starter


@pytest.mark.parametrize(
    ("lang", "pone", "dealer"),
    [
        (
            "fr",
            f"Les six cartes du receveur{NBSP}: A♠ 2♦ 5♣ 5♥ 10♦ R♣",
            f"Les six cartes du donneur{NBSP}: 2♠ 3♥ 4♥ 8♣ 8♦ D♦",
        ),
        ("en", "Pone's six cards: A♠ 2♦ 5♣ 5♥ 10♦ K♣", "Dealer's six cards: 2♠ 3♥ 4♥ 8♣ 8♦ Q♦"),
    ],
)
def test_verify_shows_the_six_cards_as_the_game_did(lang: str, pone: str, dealer: str) -> None:
    lines = verify_lines("0" * 16, "0" * 12, True, _deal(), I18N.translator(lang))
    assert pone in lines
    assert dealer in lines


def test_verify_json_keeps_the_cards_as_dealt() -> None:
    data = verify_json("0" * 16, "0" * 12, "0" * 12, _deal())
    assert data["dealer"] == ["QD", "8D", "3H", "8C", "4H", "2S"]
