"""kings15: « /rois partie niveau facile » got « Je ne connais pas le niveau niveau », « /rois
nouvelle partie » « Je ne connais pas nouvelle », « /rois compter » « Je ne connais pas
compter ». Now the little words around the action and the level are read past, and « compter »
is « compte »."""

from __future__ import annotations

import pytest

from bot.drills.kings_command import Command, read_command
from bot.drills.kings_play import Level


@pytest.mark.parametrize(
    ("args", "command"),
    [
        ("partie niveau facile", Command("play", Level.EASY)),
        ("nouvelle partie", Command("play")),
        ("une nouvelle partie expert", Command("play", Level.EXPERT)),
        ("new game level easy", Command("play", Level.EASY)),
        ("a game", Command("play")),
        ("partie au niveau expert", Command("play", Level.EXPERT)),
    ],
)
def test_the_little_words_are_read_past(args: str, command: Command) -> None:
    assert read_command(args.split()) == command


@pytest.mark.parametrize(
    ("args", "command"),
    [
        ("partie rapide", Command("play", unknown="rapide")),
        ("nouvelle", Command(None, unknown="nouvelle")),
        ("partie niveau", Command("play")),
    ],
)
def test_what_stays_unknown(args: str, command: Command) -> None:
    assert read_command(args.split()) == command
