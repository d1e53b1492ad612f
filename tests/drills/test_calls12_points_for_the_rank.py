"""« quinze 2 pis 6 pour les 5 » (six for the three fives) was read as totals 6 then 5 and told
« Vous avez dit 6, mais les combinaisons nommées font 2 »; « 2 pour les rois » and "2 for the
kings" were not read at all (« Je ne sais pas où placer « pour » »). Points said for the
cards of one rank name their pair family: 2 a pair, 6 a pair royal, 12 a double pair royal.
« quinze 2 pis 6 pour les trois 5 » reads as it did."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("quinze 2 pis 6 pour les 5", "quinze 2 pis brelan 6, 8"),
        ("quinze 2 pis 6 pour les cinq, 8", "quinze 2 pis brelan 6, 8"),
        ("quinze 4 pis 2 pour les rois 6", "quinze 4 paire 6"),
        ("2 pour les rois", "paire 2"),
        ("fifteen 2 and 6 for the 5s", "fifteen 2 and pair royal 6, 8"),
        ("fifteen 4 and 2 for the kings, 6", "fifteen 4 pair 6"),
        ("quinze 8 pis 12 pour les 5, 20", "quinze 8 carré 20"),
        ("quinze 2 pis 6 pour les trois 5", "quinze 2 pis brelan 6, 8"),
    ],
)
def test_points_for_the_cards_of_a_rank_name_their_pairs(text: str, named: str) -> None:
    answer, meant = parse_answer(text), parse_answer(named)
    assert (answer.total, answer.claims, answer.off) == (meant.total, meant.claims, ()), answer
