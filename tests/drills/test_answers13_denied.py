"""A part denied after its name (calls13): "his nobs no", « suite? non » say none of it."""

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    "text",
    [
        "fifteen 4 and a double run of four 14, his nobs no",
        "fifteen 4 and a double run of four 14, run? no",
        "fifteen 4 and a double run of four 14, nobs? nope",
        "fifteen 4 and a double run of four 14, flush: none",
        "quinze 4 double suite de quatre 14, valet non",
        "quinze 4 double suite de quatre 14, suite? non",
        "quinze 4 double suite de quatre 14, couleur? aucune",
        "quinze 4 double suite de quatre 14, pas de valet",
    ],
)
def test_part_denied_keeps_the_total(text: str) -> None:
    """The trailing "no" was read as "0 for his nobs": the call graded 0, mugginsed 14."""
    answer = parse_answer(text)
    assert answer.total == 14
    assert not answer.off
    assert answer.claims.nobs == 0 and answer.claims.runs == 8


def test_no_before_a_name_is_still_its_absence() -> None:
    """ "a pair, no run, 4": the "no" says the run is not there, not "pair: none"."""
    answer = parse_answer("fifteen 2 and a pair, no run, 4")
    assert answer.total == 4
    assert answer.claims.pairs == 2


def test_a_zero_hand_still_reads() -> None:
    assert parse_answer("no").total == 0
    assert parse_answer("rien").total == 0


@pytest.mark.parametrize(
    "text",
    [
        "quinze 2 quinze 4 paire 6, pas de valet non plus",
        "quinze 2 quinze 4 paire 6, pas de couleur, pas de valet non plus",
        "fifteen 2 fifteen 4 pair 6, no nobs either",
        "fifteen 2 fifteen 4 pair 6, nobs? no, flush? no",
    ],
)
def test_none_either_ends_the_call(text: str) -> None:
    """« …, pas de valet non plus » was « Je ne connais pas le mot « non » »."""
    answer = parse_answer(text)
    assert answer.total == 6
    assert not answer.off
