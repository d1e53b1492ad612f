"""« qz », « quinze » as it is texted (answers5): read as « quinze »."""

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("text", "total"),
    [("qz 2 qz 4", 4), ("qz 2 qz 4 paire 6", 6), ("QZ 2, QZ 4", 4), ("deux qzs pis une paire", 6)],
)
def test_texted_fifteen_is_read(text: str, total: int) -> None:
    """« qz 2 qz 4 » was « Je ne connais pas le mot « qz » », with no suggestion."""
    assert parse_answer(text).total == total
