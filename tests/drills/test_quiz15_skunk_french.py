"""skunk-05 in French: « le perdant finit à 95 » answered by « Le perdant a atteint 91 : pas de
skunk », a score the question never gave (the English was mended to « At 95 the loser is past
the skunk line (91) »); the French now says where 95 stands against the line too."""

from __future__ import annotations

from bot.content_quiz import shipped_quiz_bank


def test_the_french_skunk_answer_names_the_losers_score() -> None:
    (question,) = [q for q in shipped_quiz_bank() if q.id == "skunk-05"]
    fr = question.text("fr")
    assert "95" in fr.question
    assert "95" in fr.explanation and "a atteint 91" not in fr.explanation, fr.explanation
