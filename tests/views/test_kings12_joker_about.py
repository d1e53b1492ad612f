"""« Joker? » at a game step: what the call is, and whether the bot's last count can be called
now (open, already called, the bot passed, nothing counted yet)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.drills.kings_play import BotCount, KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.i18n import I18n
from bot.views.kings_asides import joker_about_lines
from tests.engine.kings_helpers import across, grid, tiles

GAME = KingsGame(
    grid([". . . . . . .", ". . . 5 10 . ."], 15),
    tuple(tiles("7 7 7 7")),
    (tuple(tiles("A 5 6 4 K")), tuple(tiles("A A A A A"))),
)
COUNT = BotCount(tuple(across(1, 3, "5 10")), 4, 2, 0)


@pytest.mark.parametrize(
    ("match", "now"),
    [
        (KingsMatch(GAME, Level.NORMAL, COUNT), "My last count is open to it: type joker."),
        (
            KingsMatch(GAME, Level.NORMAL, replace(COUNT, open=False)),
            "You have already called Joker on my last count: wait for my next move.",
        ),
        (
            KingsMatch(replace(GAME, passes=1), Level.NORMAL),
            "I passed: no count of mine to call it on for now.",
        ),
        (
            KingsMatch(GAME, Level.NORMAL),
            "I have not counted a move yet: nothing to call it on for now.",
        ),
    ],
)
def test_joker_about_lines(match: KingsMatch, now: str) -> None:
    lines = joker_about_lines(match, I18n.load().translator("en"))
    assert lines[0].startswith("Joker is for when I forget points in my count")
    assert lines[1:] == [
        "(Joker! is Kings Cribbage's muggins: the points a count leaves out go to the other "
        "player.)",
        now,
    ]
