"""After a night closed, an organizer's order was answered « Pour en ouvrir une autre :
/soiree fadoq », whatever the night had been (a jeux50 club read how to open a FADOQ night).
The words now open a night like the last one: `setup_words` is read back by `read_setup`."""

from __future__ import annotations

import pytest

from bot.drills.night import Format, Ranking, Setup
from bot.drills.night_args import read_setup, setup_words


@pytest.mark.parametrize(
    ("setup", "words"),
    [
        (Setup(Format.JEUX50, Ranking.POUR_CONTRE, False, 0, 121), ["jeux50"]),
        (Setup(Format.FADOQ, Ranking.POINTS, True, 6, 121), ["fadoq", "doubles"]),
        (Setup(Format.ACC, Ranking.GAME_POINTS, False, 9, 61), ["acc", "61"]),
        (Setup(Format.CUSTOM, Ranking.GAME_POINTS, True, 7, 61), ["7", "acc", "doubles", "61"]),
    ],
)
def test_the_words_open_the_same_night(setup: Setup, words: list[str]) -> None:
    assert setup_words(setup) == words
    again = read_setup(words)
    assert (again.format, again.ranking, again.doubles, again.target) == (
        setup.format,
        setup.ranking,
        setup.doubles,
        setup.target,
    )
    assert again.games == setup.games or setup.format is Format.JEUX50
