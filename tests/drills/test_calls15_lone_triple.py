"""« triple » said alone for the triple run: « 15-6 pis la triple 21 » on A♥ 2♥ 3♥ 3♣ 3♦ was
read as a three of a kind (« « brelan 21 » ne tient pas »), then « Annoncé en trop : …
paires (9 points) »; "triple 15, 15-2, 17" read its 15 as one more fifteen. When the three of
a kind does not add up to what was said and the triple run does, « triple » is the triple
run; « triple 6 », « 15-2 triple 8 » are still a three of a kind."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Kind
from bot.drills.answers import parse_answer
from bot.drills.grading import grade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views.show import verdict

I18N = I18n.load()


@pytest.mark.parametrize(
    ("text", "calls", "total"),
    [
        ("15-6 pis la triple 21", ((Kind.FIFTEEN, 6), (Kind.TRIPLE_RUN, 15)), 21),
        ("15-6 triple 21", ((Kind.FIFTEEN, 6), (Kind.TRIPLE_RUN, 15)), 21),
        ("fifteen 6 and the triple is 21", ((Kind.FIFTEEN, 6), (Kind.TRIPLE_RUN, 15)), 21),
        ("la triple 15", ((Kind.TRIPLE_RUN, 15),), 15),
        ("triple 15, 15-2, 17", ((Kind.TRIPLE_RUN, 15), (Kind.FIFTEEN, 2)), 17),
        ("triple suite 15, 15-2, 17", ((Kind.TRIPLE_RUN, 15), (Kind.FIFTEEN, 2)), 17),
        # the three of a kind where it adds up
        ("triple 6", ((Kind.PAIR_ROYAL, 6),), 6),
        ("15-2 triple 8", ((Kind.FIFTEEN, 2), (Kind.PAIR_ROYAL, 6)), 8),
        ("15-6 pis la triple", ((Kind.FIFTEEN, 6), (Kind.PAIR_ROYAL, 6)), 12),
    ],
)
def test_a_lone_triple_is_the_reading_that_adds_up(
    text: str, calls: tuple[tuple[Kind, int], ...], total: int
) -> None:
    answer = parse_answer(text)
    assert tuple((c.kind, c.points) for c in answer.calls) == calls
    assert answer.total == total
    assert not answer.off


@pytest.mark.parametrize(
    ("lang", "text", "present"),
    [
        ("fr", "15-6 pis la triple 21", ("quinze 6, triple suite 15, ça fait 21", "🔺 <b>quinze")),
        (
            "en",
            "fifteen 6 and the triple is 21",
            ("fifteen 6, triple run 15 makes 21", "🔺 <b>fifteens"),
        ),
    ],
)
def test_the_triple_run_is_graded_as_called(lang: str, text: str, present: tuple[str, ...]) -> None:
    dealt = parse_cards("AH 2H 3H 3C 3D")
    score = score_hand(dealt[:4], dealt[4])
    answer = parse_answer(text)
    lines = verdict(
        grade(answer, score, muggins=True),
        score,
        answer,
        I18N.translator(lang),
        private=True,
        name="Lise",
    )
    shown = "\n".join(lines)
    for part in present:
        assert part in shown, shown
    for wrong in ("brelan 21", "pair royal 21", "🔺 <b>paires", "🔺 <b>pairs", "🔻 <b>suites"):
        assert wrong not in shown, shown
