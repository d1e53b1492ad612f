"""/score crib 2C 4C 6C 8C 10K: four hearts in a crib, the starter a diamond. The lookup
answered « dix-neuf! (0 point) », « Total : 0 point » with no word of the hearts, so a player
who asked to check a crib took the flush for forgotten. It now says the crib flush rule, as
it says the starter jack's two for his heels outside the count."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal, DrillKind
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views import show

I18N = I18n.load()
RULE = "A crib flush needs the starter's suit too: four alone score nothing."


@pytest.mark.parametrize(
    ("kind", "cards", "told"),
    [
        (DrillKind.CRIB, "2H 4H 6H 8H 10D", True),
        (DrillKind.CRIB, "2H 4H 6H 8H 10H", False),  # the flush of five counts
        (DrillKind.HAND, "2H 4H 6H 8H 10D", False),  # a hand's four count
        (DrillKind.CRIB, "2H 4H 6H 8S 10D", False),  # no four of a suit
    ],
)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_score_lookup_says_why_a_crib_of_one_suit_scores_no_flush(
    kind: DrillKind, cards: str, told: bool, lang: str
) -> None:
    tr = I18N.translator(lang)
    read = parse_cards(cards)
    deal = Deal(kind, tuple(read[:4]), read[4], player_is_dealer=True)
    text = show.score_text(deal, deal.score(), tr)
    assert (tr._(RULE) in text) == told, text
