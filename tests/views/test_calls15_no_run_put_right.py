"""/main « quinze 2, quinze 4, double suite 8 » on a hand with a pair and no run: « ✔️ paires :
2 points, exact » credited the double run's pair as a pair called, and « À corriger : vous
avez dit « double suite 8 », c'est une paire » did not say the run is not there: now « mais
il n'y a pas de suite »."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.grading import grade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views.show import verdict

I18N = I18n.load()


def _text(cards: str, call: str, lang: str) -> str:
    dealt = parse_cards(cards)
    score = score_hand(dealt[:4], dealt[4])
    answer = parse_answer(call)
    lines = verdict(
        grade(answer, score, muggins=True),
        score,
        answer,
        I18N.translator(lang),
        private=True,
        name="Lise",
    )
    return "\n".join(lines).replace("&#x27;", "'").replace("&#39;", "'")


@pytest.mark.parametrize(
    ("lang", "absent", "present"),
    [
        (
            "fr",
            ("paires</b>", "suites</b>"),
            (
                "🔻 <b>quinze</b>",
                "vous avez dit «\u00a0double suite 8\u00a0», mais il n'y a pas de suite\u00a0: "
                "c'est une paire (2 points).",
                "Vous avez oublié 2 points, mais compté 6 points de trop",
            ),
        ),
        (
            "en",
            ("pairs</b>", "runs</b>"),
            (
                "🔻 <b>fifteens</b>",
                "you said “double run 8”, but there is no run: it is a pair (2 points).",
                "You missed 2 points, but counted 6 points too many",
            ),
        ),
    ],
)
def test_a_double_run_on_a_pair_says_there_is_no_run(
    lang: str, absent: tuple[str, ...], present: tuple[str, ...]
) -> None:
    text = _text("2H 3H 3C 9D KS", "quinze 2, quinze 4, double suite 8", lang)
    for part in absent:
        assert part not in text, text
    for part in present:
        assert part in text, text
