"""/score 5H 5D 5C JS 5S = I don't know: the referee answered as a drill's question does, « No
problem! … or send 0: I will show you the whole count. /cancel moves on to something else. »
and « Nothing is pegged on a call that cannot be read. »; no question is open and the whole
count is shown just above. It now says so, and how to call a count of one's own."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views.referee import referee_lines

SAID = {
    "fr": "Pas de souci\u00a0: tout le compte est ci-dessus. Pour vérifier le vôtre, annoncez-le "
    "après le «\u00a0=\u00a0», comme quinze 2, quinze 4 et une paire, ça fait 6.",
    "en": "No problem: the whole count is above. To check yours, call it after the “=”, like "
    "fifteen 2, fifteen 4 and a pair makes 6.",
}


@pytest.mark.parametrize(("lang", "call"), [("fr", "je sais pas"), ("en", "I don't know")])
def test_i_dont_know_points_to_the_count_shown(lang: str, call: str) -> None:
    tr = I18n.load().translator(lang)
    cards = parse_cards("5H 5D 5C JS 5S")
    lines = referee_lines(judge(score_hand(cards[:4], cards[4]), call), tr, crib=False)
    assert lines[-1] == SAID[lang], lines
    assert not any("/cancel" in line or "/annuler" in line for line in lines), lines
