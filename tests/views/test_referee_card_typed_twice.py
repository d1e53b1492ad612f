"""/score 5C 5K 5T VP 5P = V et VP: the jack dealt typed twice, by its rank and whole, as the
call. The referee said « Je ne connais pas le mot « VP » »; it now says those are cards, as it
does for « V et VC » (and for « VP VP », « valet et VP »), in both languages."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.calls_unread import (
    typed_cards,
)
from bot.views.referee import referee_lines

CARDS = parse_cards("5C 5K 5T VP 5P", lang="fr")
SAID = {"fr": "Ce sont des cartes\u00a0: ", "en": "Those are cards: "}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("call", ["V et VP", "VP et V", "VP VP", "valet et VP", "VP, V."])
def test_the_jack_typed_twice_is_cards(lang: str, call: str) -> None:
    tr = I18n.load().translator(lang)
    deal = Deal(DrillKind.HAND, tuple(CARDS[:4]), CARDS[4], True)
    judgement = judge(deal.score(), call)
    lines = referee_lines(judgement, tr, crib=False, dealt=CARDS)
    assert lines[2].startswith(SAID[lang]), lines
    assert not any("VP" in line for line in lines), lines


@pytest.mark.parametrize("call", ["V et mot", "mot VP", "R et VP"])
def test_a_word_beside_the_jack_is_not_cards(call: str) -> None:
    deal = Deal(DrillKind.HAND, tuple(CARDS[:4]), CARDS[4], True)
    error = judge(deal.score(), call).error
    assert error is not None
    assert not typed_cards(error, CARDS), call
