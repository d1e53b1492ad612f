"""Kings Cribbage, « après le premier coup, où peut-on poser ses jetons? » (kings-04): the
English right answer read "Against tiles on the board, to make or extend a hand", a word the
rule does not use. The rule says every later move must use tiles already on the board
(R-004-06), as the French « Avec les jetons en jeu » does: "Using tiles on the board, to make
or extend a hand"."""

from __future__ import annotations

from bot.content_quiz import shipped_quiz_bank


def test_the_right_answer_says_the_tiles_on_the_board_are_used() -> None:
    (where,) = [q for q in shipped_quiz_bank() if q.id == "kings-04"]
    right = where.text("en").options[where.correct]
    assert right == "Using tiles on the board, to make or extend a hand"
    assert not any(o.startswith("Against") for o in where.text("en").options)
