"""kings16: « /rois jouer une partie » got « Je ne connais pas le niveau une : choisissez
facile, normal ou expert… », « /rois partie contre toi » « … le niveau contre », "/kings play a
game" « … the level a ». Now the words said around the game (« une partie », « contre toi »,
"a game", "against you") are read past, the level still read (« /rois jouer une partie
facile »), and « /rois jouer une nouvelle partie » asks a new game as « /rois nouvelle partie »
does."""

from __future__ import annotations

import pytest

from bot.drills.kings_command import Command, new_game_said, read_command
from bot.drills.kings_play import Level


@pytest.mark.parametrize(
    ("args", "command"),
    [
        ("jouer une partie", Command("play")),
        ("jouer une partie facile", Command("play", Level.EASY)),
        ("partie contre toi", Command("play")),
        ("une partie contre vous niveau expert", Command("play", Level.EXPERT)),
        ("play a game", Command("play")),
        ("play a game against you", Command("play")),
        ("play a new game easy", Command("play", Level.EASY)),
        ("jouer une partie rapide", Command("play", unknown="rapide")),
        ("compte une partie", Command("count")),
    ],
)
def test_the_words_around_the_game_are_read_past(args: str, command: Command) -> None:
    assert read_command(args.split()) == command


@pytest.mark.parametrize(
    ("args", "new"),
    [
        ("jouer une nouvelle partie", True),
        ("play a new game", True),
        ("jouer une partie", False),
        ("partie contre toi", False),
    ],
)
def test_a_new_game_said_after_the_verb(args: str, new: bool) -> None:
    assert new_game_said(args.split()) is new
