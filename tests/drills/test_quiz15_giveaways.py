"""The quiz bank: no question gives its answer away by its form (quiz15). A club player read
the right option as the only long one (« 6, que le responsable de plateau peut réduire faute
de temps » against « 16 », « 3 », « 10 »), the only one giving a reason (« Non : il manque le
valet » against bare « Oui »), or the one repeating the question's own words (« Règle du
muggins… » answered by « Dire « Muggins »… »). These are the mechanical forms of the defect;
the rest (an option no one would believe) is read, not tested."""

from __future__ import annotations

import re

import pytest

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import LANGS, BankQuestion, PollText

BANK = shipped_quiz_bank()
LONGEST_RATIO = 1.5
"""The right option may be at most this many times as long as the longest wrong one."""
WORD = re.compile(r"\w{5,}")


def _wrong(text: PollText, q: BankQuestion) -> list[str]:
    return [o for i, o in enumerate(text.options) if i != q.correct]


def _words(text: str) -> set[str]:
    return {w.casefold() for w in WORD.findall(text)}


def _gives_a_reason(option: str) -> bool:
    return ":" in option


@pytest.mark.parametrize("lang", LANGS)
def test_the_right_option_is_not_the_only_long_one(lang: str) -> None:
    long = []
    for q in BANK:
        text = q.text(lang)
        right = text.options[q.correct]
        if len(right) > LONGEST_RATIO * max(map(len, _wrong(text, q))):
            long.append((q.id, right))
    assert long == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_right_option_is_not_the_only_one_giving_a_reason(lang: str) -> None:
    alone = []
    for q in BANK:
        text = q.text(lang)
        right = text.options[q.correct]
        if _gives_a_reason(right) and not any(map(_gives_a_reason, _wrong(text, q))):
            alone.append((q.id, right))
    assert alone == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_question_does_not_hold_the_right_options_own_words(lang: str) -> None:
    """A word of five letters or more that only the right option has (among the options)
    must not be in the question: the question would point at it."""
    echoed = []
    for q in BANK:
        text = q.text(lang)
        own = _words(text.options[q.correct]).difference(*map(_words, _wrong(text, q)))
        if shared := own & _words(text.question):
            echoed.append((q.id, sorted(shared)))
    assert echoed == []


def test_the_checks_catch_each_form() -> None:
    """Each check fails on the form it names (a test that cannot fail is a defect)."""
    q = BankQuestion(
        "x-01",
        "game",
        "000",
        "R-000-06",
        (),
        0,
        {
            "fr": PollText(
                "Selon la règle du muggins, que faites-vous?",
                ("Dire muggins : vous marquez les points oubliés", "Rien", "Recommencer"),
                "",
            ),
            "en": PollText("?", ("a", "b"), ""),
        },
    )
    text = q.text("fr")
    right = text.options[0]
    assert len(right) > LONGEST_RATIO * max(map(len, _wrong(text, q)))
    assert _gives_a_reason(right) and not any(map(_gives_a_reason, _wrong(text, q)))
    assert "muggins" in _words(right) & _words(text.question)
