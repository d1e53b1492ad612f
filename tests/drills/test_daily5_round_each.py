"""/jeu tour: « un chacun » (1 point each) got « Envoyez deux nombres, vos points d'abord,
puis ceux de l'adversaire », though it says both numbers; so did "2 each"."""

from __future__ import annotations

import pytest

from bot.drills.peg_round_answer import (
    RoundAnswerError,
    RoundErrorReason,
    parse_round_answer,
    reads_as_round,
)

EACH = [
    ("un chacun", (1, 1)),
    ("1 chacun", (1, 1)),
    ("deux points chacun", (2, 2)),
    ("chacun 3", (3, 3)),
    ("zéro chacun", (0, 0)),
    ("2 each", (2, 2)),
    ("one each", (1, 1)),
    ("2 apiece", (2, 2)),
]


@pytest.mark.parametrize(("text", "points"), EACH, ids=[e[0] for e in EACH])
def test_the_same_points_each_is_two_numbers(text: str, points: tuple[int, int]) -> None:
    answer = parse_round_answer(text)
    assert (answer.mine, answer.theirs) == points
    assert reads_as_round(text)


@pytest.mark.parametrize("text", ["chacun", "2 et 3 chacun", "moi 2 chacun", "each"])
def test_each_needs_one_number_for_both(text: str) -> None:
    with pytest.raises(RoundAnswerError) as caught:
        parse_round_answer(text)
    assert caught.value.reason is RoundErrorReason.NOT_TWO_NUMBERS
    assert not reads_as_round(text)


SAID_AFTER = [
    ("2 pour moi et 3 pour lui", (2, 3)),
    ("2 pour moi, 3 pour l'adversaire", (2, 3)),
    ("3 pour lui et 2 pour moi", (2, 3)),
    ("3 pour l'adversaire et moi 2", (2, 3)),
    ("2 à moi, 3 à lui", (2, 3)),
    ("1 for me and 4 for you", (1, 4)),
    ("4 for you, 1 for me", (1, 4)),
    ("moi 2, 3 pour lui", (2, 3)),
    # as before
    ("moi 2 lui 3", (2, 3)),
    ("lui 3 moi 2", (2, 3)),
    ("j'ai 2, il a 3", (2, 3)),
    ("me 2 you 3", (2, 3)),
]


@pytest.mark.parametrize(("text", "points"), SAID_AFTER, ids=[s[0] for s in SAID_AFTER])
def test_whose_points_said_after_them(text: str, points: tuple[int, int]) -> None:
    """« 2 pour moi et 3 pour lui » was read as 3 for the player and 2 for the opponent (each
    role word taken for the number after it), and graded so; "1 for me and 4 for you" was not
    read."""
    answer = parse_round_answer(text)
    assert (answer.mine, answer.theirs) == points


QUEBEC = [
    ("moi 2 pis lui 1", (2, 1)),
    ("2 pis 1", (2, 1)),
    ("moi deux, pis lui un", (2, 1)),
    ("2 puis 1", (2, 1)),
    ("moi 2 et l'autre 1", (2, 1)),
    ("me 2 then the other 1", (2, 1)),
]


@pytest.mark.parametrize(("text", "points"), QUEBEC, ids=[q[0] for q in QUEBEC])
def test_pis_and_l_autre(text: str, points: tuple[int, int]) -> None:
    """« moi 2 pis lui 1 » (as a Québec player links them, and as /jeu compte reads « pis »)
    and « l'autre » for the opponent got « Envoyez deux nombres »."""
    answer = parse_round_answer(text)
    assert (answer.mine, answer.theirs) == points
