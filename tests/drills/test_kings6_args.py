"""kings6: what a number typed alone at a game step may name besides a count."""

from __future__ import annotations

import pytest

from bot.drills.kings_answers import choice_index
from bot.drills.kings_rack import tile_or_count
from tests.engine.kings_helpers import tile, tiles


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("5", "5"),
        ("cinq", "5"),
        ("five", "5"),
        ("Six.", "6d"),
        ("1", "A"),
        ("10", None),  # no 10 on the rack
        ("9", None),  # the rack shows a 6, not a 9
        ("5 points", None),  # surely a count
        ("= 5", None),
        ("12", None),  # no tile
        ("H8 5", None),  # a move
    ],
)
def test_tile_or_count(text: str, named: str | None) -> None:
    rack = tiles("5 6d A K 2")
    assert tile_or_count(text, rack) == (None if named is None else tile(named))


@pytest.mark.parametrize(
    ("text", "index"),
    [
        ("le A", 0),
        ("La b.", 1),
        ("coup C", 2),
        ("the D", 3),
        ("move b", 1),
        ("le E", None),
        ("le chat", None),
        ("pas A", None),
    ],
)
def test_a_letter_after_its_article_names_a_move(text: str, index: int | None) -> None:
    """« le A » typed under /rois meilleur was answered « Choisissez un coup : touchez son
    bouton ou écrivez sa lettre, de A à D. »: the letter was there."""
    assert choice_index(text) == index
