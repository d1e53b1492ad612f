"""The words of /pictures read, and the board drawn after a counted hand (back pegs where the
game stood before it)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.i18n import I18n
from bot.pictures.board import Race
from bot.storage import Game
from bot.views.pictures import PicturesSaid, pictures_reply, race_of, read_pictures_args

EN = I18n.load().translator("en")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        ([], PicturesSaid()),
        (["couleurs"], PicturesSaid()),
        (["ON"], PicturesSaid(True)),
        (["non"], PicturesSaid(False)),
        (["0"], PicturesSaid(False)),
        (["4"], PicturesSaid(True, True)),
        (["couleurs", "deux"], PicturesSaid(True, False)),
        (["4couleurs"], PicturesSaid(True, True)),
        (["oui", "4"], PicturesSaid(True, True)),
        (["2", "on"], PicturesSaid(True, False)),
        (["off", "4"], None),
        (["on", "off"], None),
        (["4", "2"], None),
        (["peut-être"], None),
    ],
)
def test_read_pictures_args(args: list[str], said: PicturesSaid | None) -> None:
    assert read_pictures_args(args) == said


GAME = Game(7, 1, 1, 121, "skunk", 40, 52, "active", 3, "2026-01-01T00:00:00", None)


@pytest.mark.parametrize(
    ("before", "after", "race"),
    [
        (None, None, None),
        (None, GAME, Race(121, "skunk", 40, 52, 40, 52)),
        (replace(GAME, player_score=31), GAME, Race(121, "skunk", 40, 52, 31, 52)),
        (replace(GAME, id=6, player_score=31), GAME, Race(121, "skunk", 40, 52, 40, 52)),
        (GAME, replace(GAME, target=100), None),
    ],
)
def test_race_of(before: Game | None, after: Game | None, race: Race | None) -> None:
    assert race_of(before, after) == race


@pytest.mark.parametrize(
    ("said", "on", "four", "starts"),
    [
        (None, True, False, "Send <code>/pictures on</code>"),
        (PicturesSaid(), False, False, "Pictures are off"),
        (PicturesSaid(), True, True, "Pictures are on"),
        (PicturesSaid(True), False, False, "Done: pictures on."),
        (PicturesSaid(False), True, True, "Done: pictures off."),
        (PicturesSaid(True, True), False, False, "Done: suits in four colours"),
        (PicturesSaid(True, False), True, True, "Done: suits in red and black"),
    ],
)
def test_pictures_reply(said: PicturesSaid | None, on: bool, four: bool, starts: str) -> None:
    """Each case of /pictures gets its own answer; a change is told as made, whatever the
    setting was (`on`, `four`: read only when nothing is asked)."""
    assert pictures_reply(said, on, four, EN).startswith(starts)


@pytest.mark.parametrize(
    ("typed", "quoted"),
    [
        (["maybe"], "“maybe”"),
        (["on", "blue"], "“blue”"),
        (["off", "4"], "“off 4”"),
        (["<b>"], "“&lt;b&gt;”"),
    ],
)
def test_words_not_understood_are_quoted_back(typed: list[str], quoted: str) -> None:
    """/pictures says which words it did not take (HTML escaped), then how to use it."""
    text = pictures_reply(read_pictures_args(typed), True, False, EN, typed)
    first, usage = text.split("\n")
    assert first == f"I do not understand {quoted}."
    assert usage.startswith("Send <code>/pictures on</code>")
