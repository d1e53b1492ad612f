"""kings15: « /rois partie dure » got « Je ne connais pas le niveau dure ». The everyday words of
the levels are read for Kings Cribbage and /play alike (`table_args.LEVEL_WORDS`)."""

from __future__ import annotations

import pytest

from bot.drills.kings_command import read_command
from bot.drills.kings_play import Level
from bot.drills.table_args import read_args


@pytest.mark.parametrize(
    ("word", "level"),
    [
        ("dure", Level.EXPERT),
        ("Dure", Level.EXPERT),
        ("difficile", Level.EXPERT),
        ("hard", Level.EXPERT),
        ("facile", Level.EASY),
        ("débutant", Level.EASY),
        ("easy", Level.EASY),
        ("moyen", Level.NORMAL),
        ("moyenne", Level.NORMAL),
        ("medium", Level.NORMAL),
    ],
)
def test_the_everyday_level_words_are_read(word: str, level: Level) -> None:
    assert read_command(["partie", word]) == read_command(["play", level.value])
    assert read_command(["partie", word]).level is level
    table_level = read_args([word])[1]
    assert table_level is not None and table_level.value == level.value
