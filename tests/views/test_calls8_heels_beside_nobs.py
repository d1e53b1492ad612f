"""/score 2C 4C 6C 8C VC = quinze 2, quinze 4, flush 9, valet 10: the starter is the jack;
the referee said « Annoncé en trop : un pour le valet (1 point). » and nothing of why the
turned jack is no nobs. The lookup of the same cards says it (« La carte de départ est un
valet : deux pour le valet vont au donneur, en dehors de ce compte. »); the referee now says
it under the nobs called too many, in the chat and on the command line."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()
NOTE = {
    "fr": "La carte de départ est un valet\u00a0: deux pour le valet vont au donneur, en dehors "
    "de ce compte.",
    "en": "The starter is a jack: 2 for his heels go to the dealer, outside this count.",
}


def lines_of(cards: str, call: str, lang: str) -> list[str]:
    dealt = parse_cards(cards, lang="fr")
    deal = Deal(DrillKind.HAND, tuple(dealt[:4]), dealt[4], True)
    return referee_lines(judge(deal.score(), call), I18N.translator(lang), crib=False, dealt=dealt)


@pytest.mark.parametrize(
    ("lang", "call"),
    [("fr", "quinze 2, quinze 4, flush 9, valet 10"), ("en", "flush 5 and his nobs 6")],
)
def test_the_turned_jack_is_told(lang: str, call: str) -> None:
    lines = lines_of("2C 4C 6C 8C VC", call, lang)
    assert lines[-1] == NOTE[lang], lines


def test_no_word_of_it_without_the_jack_called() -> None:
    assert NOTE["fr"] not in lines_of("2C 4C 6C 8C VC", "flush 5", "fr")
    assert NOTE["fr"] not in lines_of("2C 4C 6C 8C 10C", "flush 5, valet 6", "fr")
