"""/jeu compte (and the daily's play step): a go or last-card point claimed where the card
pegs none is explained by what the player sees. Under « Adversaire : go » and a card making
31, « personne n'a dit go » contradicted the question."""

from __future__ import annotations

import pytest

from bot.drills.peg import PegCountQuestion, grade_peg_count
from bot.drills.peg_calls import parse_peg_call
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views import peg as view

I18N = I18n.load()
NOBODY = {
    "en": "nobody said go",
    "fr": "personne n'a dit go",
}
# Opponent R♠, you 5♥, opponent D♣, you 4♠, the opponent says go, you lay 2♠: 31.
THIRTY_ONE_AFTER_GO = PegCountQuestion(
    tuple(parse_cards("KS 5H QC 4S 2S")), (False, True, False, True, True), None, False, 3
)
# Opponent 10♠, you 9♥, the opponent says go, you lay 3♠ (22) and still hold a card that fits.
LAYS_AGAIN_AFTER_GO = PegCountQuestion(
    tuple(parse_cards("10S 9H 3S")), (False, True, True), None, False, 1
)


@pytest.mark.parametrize(
    ("lang", "said", "told"),
    [
        ("en", "31 for 2 last card 1", "reaching 31 pegs 2 instead of the 1 for the go."),
        ("fr", "31 pour 2 dernière carte 1", "atteindre 31 donne 2 points au lieu d'un seul"),
        ("fr", "31 pour 2 go 1", "atteindre 31 donne 2 points au lieu d'un seul"),
    ],
)
def test_thirty_one_after_a_go(lang: str, said: str, told: str) -> None:
    q = THIRTY_ONE_AFTER_GO
    lines = view.count_verdict_lines(
        q, grade_peg_count(q, parse_peg_call(said)), I18N.translator(lang)
    )
    assert any(told in line for line in lines), lines
    assert not any(NOBODY[lang] in line for line in lines), lines


@pytest.mark.parametrize(
    ("lang", "said", "told"),
    [
        ("en", "go 1", "your opponent said go, but you can still play another card"),
        ("fr", "go 1", "l'adversaire a dit go, mais vous pouvez encore jouer une carte"),
    ],
)
def test_a_go_claimed_before_the_last_card_after_the_go(lang: str, said: str, told: str) -> None:
    q = LAYS_AGAIN_AFTER_GO
    lines = view.count_verdict_lines(
        q, grade_peg_count(q, parse_peg_call(said)), I18N.translator(lang)
    )
    assert any(told in line for line in lines), lines
    assert not any(NOBODY[lang] in line for line in lines), lines
