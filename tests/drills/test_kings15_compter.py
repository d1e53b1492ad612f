"""kings15: « /rois compter » got « Je ne connais pas compter : choisissez compte, meilleur,
partie ou aide… ». Now the verb is read as « compte »."""

from __future__ import annotations

import pytest

from bot.drills.kings_command import Command, read_command


@pytest.mark.parametrize("args", ["compter", "Compter", "counting"])
def test_compter_is_the_count(args: str) -> None:
    assert read_command(args.split()) == Command("count")
