"""« j'ai 4 », "I have 4", « je joue le 4 » typed at the play: the card named, as typed alone
(« j'ai 4 » was « Vous n'avez pas de « j » parmi vos cartes », the j read as a jack, "I have 4"
« Unknown card "I" »)."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import played_words


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("j'ai 4", "4"),
        ("J\u2019ai un 4", "4"),
        ("jai 4", "4"),
        ("je joue le 4", "4"),
        ("I have 4", "4"),
        ("I have a 4", "4"),
        ("I play the 5H", "5H"),
        ("4", "4"),
        ("V", "V"),
        ("j'ai", "j'ai"),
    ],
)
def test_the_words_before_a_card(typed: str, read: str) -> None:
    assert played_words(typed) == read
