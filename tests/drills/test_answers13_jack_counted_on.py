"""His nobs called on the running count after the fifteens (calls13): « quinze 2 quinze 4 et
le valet 5 » was read 4, « le valet 5 » taken for the cards of fifteen 4 (a jack and a 5 make
15), the jack's point lost; the 5 one more than the count so far says the jack is counted."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    "text",
    [
        "quinze 2 quinze 4 et le valet 5",
        "quinze 2 quinze 4 pis le valet 5",
        "15-2 15-4 valet 5",
        "fifteen 2 fifteen 4 and the jack 5",
        "15-2 15-4 jack 5",
    ],
)
def test_the_jack_counted_on_is_his_nobs(text: str) -> None:
    answer = parse_answer(text)
    assert answer.total == 5
    assert answer.claims is not None and answer.claims.nobs == 1


@pytest.mark.parametrize(
    ("text", "total"),
    [("quinze 2 avec le valet et le 5, quinze 4", 4), ("quinze 2 le valet 5, quinze 4", 4)],
)
def test_the_cards_of_a_fifteen_are_still_dropped(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total
    assert answer.claims is not None and answer.claims.nobs == 0
