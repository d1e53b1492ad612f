"""/score 5H 6H 4D 4C 5S = 15-8 double 12, 20: total and muggins right (20 of 24, muggins for
4), but the parts said « Oublié : double double suite (12 sur 16 points) » and « Annoncé en
trop : paires (8 points) »: « double 12 », read as the one double making 20 (a double pair
royal), was split into pairs the player never called and a double double run half-missed.
The parts are now said as a player called them: what was called right (« quinze 8 »), what
was wrong and what it is (« double 12 », a double double run 16, its 4 runs of 3 and 2
pairs); a part merely left out is still « Oublié », a part that is not there « en trop »."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()
HAND = "5H 6H 4D 4C 5S"


def _lines(lang: str, cards: str, call: str, *, crib: bool = False) -> list[str]:
    dealt = parse_cards(cards)
    deal = Deal(DrillKind.CRIB if crib else DrillKind.HAND, tuple(dealt[:4]), dealt[4], crib)
    return referee_lines(
        judge(deal.score(), call), I18N.translator(lang), crib=crib, dealt=tuple(dealt)
    )


@pytest.mark.parametrize(
    ("lang", "right", "wrong"),
    [
        (
            "fr",
            "Bien annoncé\u00a0: quinze 8.",
            "À corriger\u00a0: vous avez dit «\u00a0double 12\u00a0», c'est une double double "
            "suite 16 (4 suites de 3 + 2 paires).",
        ),
        (
            "en",
            "Called right: fifteen 8.",
            "To correct: you said “double 12”, it is a double double run for 16 (4 runs of 3 "
            "+ 2 pairs).",
        ),
    ],
)
def test_a_wrong_double_is_said_as_called_and_put_right(lang: str, right: str, wrong: str) -> None:
    lines = _lines(lang, HAND, "15-8 double 12, 20")
    assert lines[-2:] == [right, wrong], lines
    assert any("4" in line and "uggins" in line for line in lines), lines  # still muggins 4


def test_the_engine_agrees() -> None:
    dealt = parse_cards(HAND)
    assert score_hand(dealt[:4], dealt[4]).total == 24


@pytest.mark.parametrize(
    ("lang", "call", "said"),
    [
        # the double run called, the hand holds a double double run: put right, not « Oublié :
        # double double suite (8 sur 16 points) »
        (
            "fr",
            "quinze 8, double suite 8, 16",
            "À corriger\u00a0: vous avez dit «\u00a0double suite 8\u00a0», c'est une double "
            "double suite 16 (4 suites de 3 + 2 paires).",
        ),
        # a flush of 4 called on a hand flush of 5
        (
            "en",
            "fifteen 4, flush 4, 8",
            "To correct: you said “flush 4”, it is a flush for 5.",
        ),
    ],
)
def test_other_wrong_parts(lang: str, call: str, said: str) -> None:
    cards = HAND if lang == "fr" else "5H 10H 2H 8H 4H"
    lines = _lines(lang, cards, call)
    assert lines[-1] == said, lines


def test_a_part_left_out_is_still_missed_alone() -> None:
    # « quinze 8 » alone: the double double run was not called at all
    lines = _lines("fr", HAND, "quinze 8")
    assert lines[-2:] == [
        "Muggins pour 16 points!",
        "Oublié\u00a0: double double suite (16 points).",
    ], lines


def test_the_runs_inside_a_double_called_alone_are_put_right() -> None:
    # « paire 2, suite 3 » on the double double run: not « Oublié : double double suite (11
    # sur 16 points) »
    lines = _lines("fr", HAND, "quinze 8 paire 2 suite 3, 13")
    assert lines[-1] == (
        "À corriger\u00a0: vous avez dit «\u00a0une paire, suite 3\u00a0», c'est une "
        "double double suite 16 (4 suites de 3 + 2 paires)."
    ), lines


def test_a_pair_called_alone_on_a_double_run_is_put_right() -> None:
    # 5 5 6 7 + K: fifteen 4 and a double run 8; the pair called, the runs not
    lines = _lines("en", "5H 5S 6D 7C KH", "fifteen 4, a pair 6")
    assert lines[-1].startswith("To correct: you said “a pair”, it is a double run for 8"), lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "À corriger\u00a0: vous avez dit «\u00a0une paire\u00a0», c'est un brelan (6 points).",
        ),
        ("en", "To correct: you said “a pair”, it is a pair royal (6 points)."),
    ],
)
def test_a_pair_royal_put_right_says_its_points(lang: str, said: str) -> None:
    # was « c'est un brelan, ça fait 6 »: what makes 6, the count?
    lines = _lines(lang, "2C 2D 2H 9S 6C", "quinze 4, une paire, 6")
    assert lines[-1] == said, lines


@pytest.mark.parametrize(
    ("call", "said"),
    [
        # was « Called too many: run (2 points). »: a double run of four called on one of three
        (
            "fifteen 4, double run 10, 14",
            "To correct: you said “double run 10”, it is a double run for 8 (2 runs of 3 + 1 "
            "pair).",
        ),
        # was « Called too many: pairs (4 points), run (3 points). »
        (
            "fifteen 4, triple run 15, 19",
            "To correct: you said “triple run 15”, it is a double run for 8 (2 runs of 3 + 1 "
            "pair).",
        ),
    ],
)
def test_a_double_called_too_high_is_put_right(call: str, said: str) -> None:
    lines = _lines("en", "3H 4H 5D 5C KS", call)
    assert lines[-2:] == ["Called right: fifteen 4.", said], lines
