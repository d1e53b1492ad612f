"""/main on 5♥ 6♥ 4♦ 4♣, starter 5♠, answered « 15-8 double 12, 20 »: « Votre compte, tel que
je l'ai lu : quinze 8, un carré, ça fait 20 », a four of a kind the player never named and
the hand does not hold, then pairs « 12 dans votre compte ». The call is read back as said
(« double 12 ») and, as /score says it, put right: a double double run 16."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.grading import grade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views.show import verdict

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "read", "put_right"),
    [
        (
            "fr",
            "Votre compte, tel que je l'ai lu\u00a0: quinze 8, double 12, ça fait 20.",
            "À corriger\u00a0: vous avez dit «\u00a0double 12\u00a0», c'est une double double "
            "suite 16 (4 suites de 3 + 2 paires).",
        ),
        (
            "en",
            "Your call as I read it: fifteen 8, double 12 makes 20.",
            "To correct: you said “double 12”, it is a double double run for 16 (4 runs of 3 + "
            "2 pairs).",
        ),
    ],
)
def test_a_lone_double_is_read_back_as_said(lang: str, read: str, put_right: str) -> None:
    dealt = parse_cards("5H 6H 4D 4C 5S")
    score = score_hand(dealt[:4], dealt[4])
    assert score.total == 24
    answer = parse_answer("15-8 double 12, 20")
    lines = verdict(
        grade(answer, score, muggins=True),
        score,
        answer,
        I18N.translator(lang),
        private=True,
        name="Lise",
    )
    text = "\n".join(lines).replace("&#x27;", "'").replace("&#39;", "'")
    assert read in text, text
    assert put_right in text, text
    assert "carré" not in text and "double pair royal" not in text, text
