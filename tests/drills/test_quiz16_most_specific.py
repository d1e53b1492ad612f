"""The quiz bank: the right option is not the only detailed one (quiz16). « FADOQ : une équipe
arrive en retard… » offered « Aucune », « Elle perd 5 points », « Elle joue une partie de
moins, à la fin » and « Elle perd la première partie par défaut, avec 0 point »: the most
specific option, the one a club player picks without knowing the rule. The wrong options
are now as detailed as the right one (each names the first game); so for « Qui marque le
point? » (go-07), where « Le donneur » and « Personne » stood by « Le dernier joueur à avoir
posé une carte »."""

from __future__ import annotations

import pytest

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import LANGS, BankQuestion, PollText

BANK = shipped_quiz_bank()
MEAN_RATIO = 2.2
"""The right option may be at most this many times as long as the wrong ones on average."""


def _stands_out(text: PollText, correct: int) -> bool:
    wrong = [len(o) for i, o in enumerate(text.options) if i != correct]
    return len(text.options[correct]) > MEAN_RATIO * sum(wrong) / len(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_the_right_option_is_not_the_only_detailed_one(lang: str) -> None:
    detailed = [
        (q.id, q.text(lang).options[q.correct])
        for q in BANK
        if _stands_out(q.text(lang), q.correct)
    ]
    assert detailed == []


def test_the_late_team_question_names_the_first_game_in_every_option() -> None:
    (late,) = [q for q in BANK if q.id == "fadoq-06"]
    assert all("première partie" in o for o in late.text("fr").options)
    assert all("first game" in o for o in late.text("en").options)


def test_the_check_catches_a_lone_detailed_answer() -> None:
    q = BankQuestion(
        "x-01",
        "fadoq",
        "002",
        "R-002-23",
        (),
        3,
        {
            "fr": PollText(
                "?",
                (
                    "Aucune",
                    "Elle perd 5 points",
                    "Elle joue une partie de moins, à la fin",
                    "Elle perd la première partie par défaut, avec 0 point",
                ),
                "",
            ),
            "en": PollText("?", ("a", "b"), ""),
        },
    )
    assert _stands_out(q.text("fr"), q.correct)
