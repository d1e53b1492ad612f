"""A part said with points it can never be worth, then a total those points make with the
count so far: "fifteen 8, double run 16, 24" told "You said 24, but the combinations you
named add up to 16" (16 read as the count so far), and « 15-8 double double 12, 20 » « Vous
avez dit 20, mais les combinaisons nommées font 12 », where the player's numbers add up (8 +
16 = 24, 8 + 12 = 20). The part keeps its points, said as off (« une double double suite
vaut 16 points »), and nothing else is; « paire 4 » then 8 is the pairs' 4, as « paires 4 »
sounds."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import OffReason
from bot.drills.answers import parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Kind, score_hand
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("call", "kind", "points", "total"),
    [
        ("fifteen 8, double run 16, 24", Kind.DOUBLE_RUN, 16, 24),
        ("15-8 double double 12, 20", Kind.DOUBLE_DOUBLE_RUN, 12, 20),
        ("quinze 8, double double suite 12, 20", Kind.DOUBLE_DOUBLE_RUN, 12, 20),
    ],
)
def test_the_points_said_are_the_part_s(call: str, kind: Kind, points: int, total: int) -> None:
    answer = parse_answer(call)
    assert (answer.calls[-1].kind, answer.calls[-1].points) == (kind, points)
    assert answer.total == total
    assert [off.reason for off in answer.off] == [OffReason.BAD_POINTS]


def test_pairs_said_in_the_singular_then_the_total() -> None:
    answer = parse_answer("15-2 15-4 paire 4, 8")
    assert answer.claims is not None
    assert (answer.claims.pairs, answer.total, answer.off) == (4, 8, ())


@pytest.mark.parametrize(
    ("lang", "call", "said"),
    [
        ("en", "fifteen 8, double run 16, 24", "“double run 16” looks off"),
        ("fr", "15-8 double double 12, 20", "«\u00a0double double suite 12\u00a0» ne tient pas"),
    ],
)
def test_the_referee_says_only_the_part_off(lang: str, call: str, said: str) -> None:
    dealt = parse_cards("5H 6H 4D 4C 5S")
    score = score_hand(dealt[:4], dealt[4])
    assert score.total == 24
    lines = referee_lines(judge(score, call), I18N.translator(lang), crib=False)
    assert any(line.startswith(said) for line in lines), lines
    assert not any("add up to" in line or "nommées font" in line for line in lines), lines
