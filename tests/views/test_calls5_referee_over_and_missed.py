"""/score crib 5♠ 10♠ R♠ 2♠ 5♥ = quinze 8, flush 4, 12: 2 over in all, the flush 4 too many
and the pair left out. The referee said « 2 points de trop » and « Réclamé en trop : flush
(4 points) », and nothing of the pair: 4 too many for 2 over. It now says the pair was not
claimed, as it does for a call short in all."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views.referee import referee_lines


@pytest.mark.parametrize(
    ("lang", "call", "not_claimed", "too_many"),
    [
        (
            "fr",
            "quinze 8, flush 4, 12",
            "Oublié\u00a0: paire (2 points).",
            "Annoncé en trop\u00a0: flush (4 points).",
        ),
        (
            "en",
            "fifteen 8, flush 4, 12",
            "Missed: pair (2 points).",
            "Called too many: flush (4 points).",
        ),
    ],
)
def test_an_over_call_says_what_it_left_out(
    lang: str, call: str, not_claimed: str, too_many: str
) -> None:
    cards = parse_cards("5S 10S KS 2S 5H")
    judgement = judge(score_hand(cards[:4], cards[4], crib=True), call)
    lines = referee_lines(judgement, I18n.load().translator(lang), crib=True)
    assert not_claimed in lines and too_many in lines, lines
