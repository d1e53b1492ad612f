"""kings16: « /rois partie svp » (« /rois une nouvelle partie s'il vous plaît », "/kings play
please") got « Je ne connais pas le niveau svp : choisissez facile, normal ou expert… »: the
player who asked politely was refused. Now the « svp » said around the words is read past, as a
game step reads « indice svp »."""

from __future__ import annotations

import pytest

from bot.drills.kings_command import Command, new_game_said, read_command
from bot.drills.kings_play import Level


@pytest.mark.parametrize(
    ("args", "command"),
    [
        ("partie svp", Command("play")),
        ("une nouvelle partie svp", Command("play")),
        ("partie s'il vous plaît", Command("play")),
        ("partie s'il vous plait", Command("play")),
        ("partie facile svp", Command("play", Level.EASY)),
        ("partie stp", Command("play")),
        ("compte svp", Command("count")),
        ("svp", Command("help")),
        ("game please", Command("play")),
        ("play easy please", Command("play", Level.EASY)),
        ("partie dure svp", Command("play", Level.EXPERT)),
        ("partie rapide svp", Command("play", unknown="rapide")),
    ],
)
def test_please_is_read_past(args: str, command: Command) -> None:
    assert read_command(args.split()) == command


def test_a_new_game_asked_politely() -> None:
    assert new_game_said(["une", "nouvelle", "partie", "svp"])
