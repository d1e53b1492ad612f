"""/play's crib counted with its four cards of one suit as a flush, the starter of another
suit: the bot said « Vous avez dit 6, il n'y a que 2. Corrigé à 2. » and no more, so a player
who counted four hearts as in a hand did not learn why they score nothing. It now says what
the drills say: a crib flush needs the starter's suit too."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Deal, ShowRecord, What
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.show import hand_points
from bot.i18n import I18n
from bot.views import table_show

I18N = I18n.load()
WHY = {
    "fr": "Un flush au crib exige aussi la couleur de la carte de départ\u00a0: "
    "quatre cartes seules ne valent rien.",
    "en": "A crib flush needs the starter's suit too: four alone score nothing.",
}


def _deal(starter: str) -> Deal:
    """The player deals; both lay away two hearts."""
    hands = [parse_cards("2H 7H 5D JC 4S 6S"), parse_cards("9H KH 3D 7S 8S 9C")]
    discards = [parse_cards("2H 7H"), parse_cards("9H KH")]
    return Deal(0, hands, [], [0, 0], [0, 0], list(discards), starter=parse_card(starter))


def _counted(deal: Deal, what: What, said_over: int) -> list[str]:
    """The player's count of `what`, `said_over` points too high, as the bot settles it."""
    assert deal.starter is not None
    cards = deal.crib() if what == "crib" else deal.kept(0)
    points = hand_points(cards, deal.starter, crib=what == "crib")
    show = ShowRecord(0, what, tuple(cards), points, points + said_over, points)
    return table_show.player_show_lines(deal, show, True, I18N.translator("fr"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_crib_counted_with_four_of_a_suit_says_why_they_score_nothing(lang: str) -> None:
    deal = _deal("5S")
    assert deal.starter is not None
    points = hand_points(deal.crib(), deal.starter, crib=True)
    show = ShowRecord(0, "crib", tuple(deal.crib()), points, points + 4, points)
    lines = table_show.player_show_lines(deal, show, True, I18N.translator(lang))
    assert lines[-1] == WHY[lang]


def test_no_word_on_flushes_when_the_flush_is_not_what_was_counted() -> None:
    assert WHY["fr"] not in _counted(_deal("5S"), "crib", 2)  # too high by less than a flush
    assert WHY["fr"] not in _counted(_deal("5H"), "crib", 5)  # the starter's suit: a flush
    assert WHY["fr"] not in _counted(_deal("5S"), "hand", 4)  # a hand, not a crib
