""" "15-2, 15-4, pr 6" (pr, the short form of pair, as texted) was read « pour 6 », a total
that the fifteens called (4) contradict: « Vous avez dit 6, mais les combinaisons nommées
font 4 ». "pr" is read as a pair where « pour » would not add up and a pair does; « 4 pr la
couleur », « 15-2 15-4 pr 4 » still read it as « pour »."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("15-2, 15-4, pr 6", "15-2, 15-4, pair 6"),
        ("fifteen 2 pr 4", "fifteen 2 pair 4"),
        ("quinze 2 quinze 4 pr 6 pis suite 9", "quinze 2 quinze 4 paire 6 suite 9"),
    ],
)
def test_pr_is_a_pair_when_the_count_adds_up_with_it(text: str, named: str) -> None:
    answer, meant = parse_answer(text), parse_answer(named)
    assert (answer.total, answer.claims, answer.off) == (meant.total, meant.claims, ()), answer


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("15-2 15-4 pr 4", "15-2 15-4 pour 4"),
        ("4 pr la couleur", "4 pour la couleur"),
        ("pr 12", "pour 12"),
    ],
)
def test_pr_is_still_for_where_it_adds_up(text: str, named: str) -> None:
    answer, meant = parse_answer(text), parse_answer(named)
    assert (answer.total, answer.claims, answer.off) == (meant.total, meant.claims, meant.off)
