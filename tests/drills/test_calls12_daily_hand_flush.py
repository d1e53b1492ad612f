"""The daily's hand graded as /main grades it: a hand 3H 5H 9H KS under the starter 8H called
« quinze 2 couleur 6 » said « flush : 4 de trop » with no why on the daily, while /main says
the hand flush rule (the four hand cards of one suit; the starter alone does not make one)."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.daily import Part, PartQuestion
from bot.drills.deals import Deal, DrillKind
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views.daily_parts import GRADERS, Graded

RULE = {
    "fr": "la carte de départ seule n'en fait pas un",
    "en": "the starter alone does not make one",
}
CALL = {"fr": "quinze 2 couleur 6", "en": "fifteen 2 flush 6"}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("cards", "told"), [("3H 5H 9H KS 8H", True), ("3H 5H 9H KH 8S", False)])
def test_the_daily_hand_says_the_hand_flush_rule(lang: str, cards: str, told: bool) -> None:
    *hand, starter = parse_cards(cards)
    deal = Deal(DrillKind.HAND, tuple(hand), starter, player_is_dealer=False)
    question = PartQuestion(date(2026, 11, 23), Part.HAND, False, deal.to_dict())
    graded = GRADERS[Part.HAND](question, CALL[lang], I18n.load().translator(lang), "Rita")
    assert isinstance(graded, Graded)
    said = html_to_text("\n".join(graded.lines))
    assert (RULE[lang] in said) is told, said
