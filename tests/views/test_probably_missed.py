"""A plain number short of the show, when one split of the show's points explains it: the
verdict said « Vous avez sans doute oublié : suite. » (a bare word) or « quinze » for a hand
of three fifteens where one was left out. It names what was left out now, with its points, as
/score's « Oublié »; nothing when several splits fit."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.grading import grade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views import show

NB = str.maketrans({"\u00a0": " ", "\u202f": " "})


@pytest.mark.parametrize(
    ("cards", "said", "lang", "line"),
    [
        ("4H 5D 6C 9S KS", "7", "fr", "Vous avez sans doute oublié : <b>quinze (2 points)</b>."),
        ("4H 5D 6C 9S KS", "7", "en", "You probably missed: <b>fifteen (2 points)</b>."),
        (
            "4H 5D 6C 9S KS",
            "6",
            "fr",
            "Vous avez sans doute oublié : <b>suite de 3 (3 points)</b>.",
        ),
        (
            "6H 7D 7C 8S 2D",
            "13",
            "fr",
            "Vous avez sans doute oublié : <b>double suite de 3 (3 sur 8 points)</b>.",
        ),
        ("6H 7D 7C 8S 2D", "14", "fr", None),  # a fifteen or the pair: nobody can say
        ("AC AD 6H KS QS", "0", "fr", None),  # all of it missed: the breakdown says it
        ("AC AD 6H KS QS", "19", "en", None),
    ],
)
def test_a_short_number_names_what_it_probably_left_out(
    cards: str, said: str, lang: str, line: str | None
) -> None:
    *hand, starter = parse_cards(cards, count=5)
    score = score_hand(hand, starter)
    answer = parse_answer(said)
    tr = I18n.load().translator(lang)
    lines = show.verdict(grade(answer, score), score, answer, tr, private=True, name="Rita")
    missed = [x.translate(NB) for x in lines if "sans doute" in x or "probably" in x]
    assert missed == ([] if line is None else [line]), lines
