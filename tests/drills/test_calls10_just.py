"""« juste une paire », "just a pair", « une paire seulement », "only 2": a player who says
that is all they see was told « Je ne connais pas le mot « juste » » / "I don't know the word
“just”" (found at /hand in muggins chat). The word is skipped: the count is the rest."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("just a pair", 2, Claims(pairs=2)),
        ("only a pair", 2, Claims(pairs=2)),
        ("juste une paire", 2, Claims(pairs=2)),
        ("une paire seulement", 2, Claims(pairs=2)),
        ("seulement quinze 2", 2, Claims(fifteens=2)),
        ("juste 2", 2, None),
        ("just 4", 4, None),
    ],
)
def test_just_is_skipped(typed: str, total: int, claims: Claims | None) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer
