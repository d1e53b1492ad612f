"""A move written as the reader reads it (« H-8 → 5 6 4 », « 5 6 4 en H8 ») is a move in a
group too; ordinary chat is not."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import asks_hint, chatter, move_start, near_hint, reads_step


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("H8 → 5 6 4", True),
        ("H-8 → 5 6 4", True),
        ("h\u20138 ↓ R D", True),
        ("5 6 4 en H8", True),
        ("5 6 4 à droite en H8", True),
        ("roi et as en H8", True),
        ("5 6 4 at H8 = 12", True),
        ("R D sur g7", True),
        ("rendez-vous à B12", False),
        ("on se voit en A1", False),
        ("le 5 en h8 était beau", False),
        ("j'ai 5 ans de plus", False),
        ("a-t-il joué?", False),
        ("bonjour tout le monde", False),
    ],
)
def test_a_move_written_as_the_reader_reads_it_passes_the_group_filter(
    text: str, move: bool
) -> None:
    assert move_start(text) is move
    assert reads_step(text) is move
    if move:
        assert not chatter(text)


@pytest.mark.parametrize(
    ("text", "near"),
    [
        ("index", True),
        ("Index.", True),
        ("un indise", True),
        ("indise", True),
        ("hitn", True),
        ("indice", False),  # the hint itself
        ("hint", False),
        ("indices", False),  # its plural: the hint asked for (`asks_hint`)
        ("hints", False),
        ("bonjour", False),
        ("merci", False),
        ("nice", False),
        ("hein", False),
        ("Hein?", False),
        ("index H8", False),
        ("H8 → 5 6 4", False),
    ],
)
def test_the_hint_misspelt_is_told_from_other_words(text: str, near: bool) -> None:
    assert near_hint(text) is near


@pytest.mark.parametrize("text", ["hints", "Hints", "indices", "des indices", "hint", "indice"])
def test_the_hint_asked_in_the_plural_is_the_hint(text: str) -> None:
    """« hints » was answered "Did you mean hint?": one asks for hints in the plural."""
    assert asks_hint(text)
