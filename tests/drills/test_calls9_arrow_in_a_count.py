"""« quinze 2 quinze 4 paire → 6 » (the arrow a phone makes of « -> ») was « Je ne connais
pas le mot « → » », and « -> 8 » « Un compte n'est jamais négatif »: an arrow before the total
says it, as « = » does, at /main, /crib and at /score's referee."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer
from bot.drills.referee import RefereeVerdict, judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("→ 8", 8, None),
        ("-> 8", 8, None),
        ("⇒ 8", 8, None),
        ("quinze 2 quinze 4 paire → 6", 6, Claims(fifteens=4, pairs=2)),
        ("15-2 15-4 pair -> 6", 6, Claims(fifteens=4, pairs=2)),
        ("15-2 15-4 pair=>6", 6, Claims(fifteens=4, pairs=2)),
    ],
)
def test_an_arrow_says_the_total(typed: str, total: int, claims: Claims | None) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


def test_a_minus_sign_is_still_negative() -> None:
    with pytest.raises(Exception, match="negative"):
        parse_answer("-8")


def test_the_referee_reads_the_arrow_in_a_call() -> None:
    cards = parse_cards("5H 5D 5C JS 5S")
    score = scored_show(tuple(cards[:4]), cards[4], False)
    judgement = judge(score, "quinze 16, quatre cinq 28, le valet → 29")
    assert judgement.verdict is RefereeVerdict.EXACT, judgement
