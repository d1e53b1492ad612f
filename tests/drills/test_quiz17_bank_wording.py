"""The quiz bank read as a club player would, in both languages (quiz17)."""

from __future__ import annotations

import re

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import BankQuestion


def _question(ref: str) -> BankQuestion:
    (question,) = [q for q in shipped_quiz_bank() if q.id == ref]
    return question


def _texts(lang: str) -> list[tuple[str, str]]:
    return [
        (q.id, text)
        for q in shipped_quiz_bank()
        for text in (q.text(lang).question, q.text(lang).explanation, *q.text(lang).options)
    ]


def test_fadoq_116_answers_say_the_rule_not_a_guess() -> None:
    """fadoq-02 and fadoq-03 ended « (lecture la plus plausible) » / "(the most plausible
    reading)": the player read that the rule itself was a guess. Only seed 002 states the 116
    rule and no other rule book contradicts it: the answer follows its words, said plainly."""
    hedged = [
        (ref, text)
        for lang in ("fr", "en")
        for ref, text in _texts(lang)
        if re.search(r"plausible|lecture|reading", text, re.IGNORECASE)
    ]
    assert hedged == []
    assert "un point à la fois" in _question("fadoq-02").text("fr").explanation
    assert "one point at a time" in _question("fadoq-02").text("en").explanation
    assert "personne" in _question("fadoq-03").text("fr").explanation


def test_english_questions_say_according_to_a_summary() -> None:
    """go-05, last-04 and order-05 asked "Under a summary of the rules, …", a French « Selon
    un résumé des règles » word for word: one is under rules, not under a summary."""
    under = [(ref, text) for ref, text in _texts("en") if "under a summary" in text.lower()]
    assert under == []
    for ref in ("go-05", "last-04", "order-05"):
        assert _question(ref).text("en").question.startswith("According to a summary of the rules")


def test_english_nobs_question_speaks_of_suits() -> None:
    """nobs-04 in English quoted « couleur » and explained French usage ("In French, a card's
    couleur is its suit"): an English club player says suit. The French keeps its note."""
    french = [
        (ref, text) for ref, text in _texts("en") if re.search(r"couleur|in french", text, re.I)
    ]
    assert french == []
    nobs = _question("nobs-04")
    assert "suit" in nobs.text("en").explanation
    assert "En français, la couleur d'une carte est sa sorte" in nobs.text("fr").explanation


def test_english_says_the_count_not_the_series() -> None:
    """go-02, go-04, go-06, foreign-03 and last-03 spoke of "the series" (« la série », the
    French for the cards played to 31): English players say the count, which starts over."""
    series = [(ref, text) for ref, text in _texts("en") if re.search(r"\bseries\b", text, re.I)]
    assert series == []
    assert "count" in _question("go-04").text("en").question


def test_english_has_no_word_for_word_phrases() -> None:
    """Phrases a club player reads as translated from the French: "the starter serves every
    player" (« sert à tous »), "nobody can play under 31" (« sous 31 »), "played 2 in singles",
    "two games with eight players", "points for and against are calculated", "Fifteen 2, 4"
    (« Quinze 2, 4 »), "scores 29 in one go" (« d'un seul coup », with the go a word of the
    game) and "the joke for a hand of 0 points"."""
    translated = re.compile(
        r"serves every|play under 31|played 2 in|games with eight|are calculated"
        r"|fifteen 2,|in one go|the joke for",
        re.IGNORECASE,
    )
    assert [(ref, text) for ref, text in _texts("en") if translated.search(text)] == []
