"""kings21: « /quiz roi » (the singular of « /quiz rois », as the game is « Kings ») got « Je ne
comprends pas « roi ». » under /quiz's usage. Now « roi » and "king" name the Kings quiz."""

from __future__ import annotations

import pytest

from bot.drills.quiz import read_quiz_args


@pytest.mark.parametrize(
    ("args", "read"),
    [
        (["roi"], ("kings", 1)),
        (["roi", "5"], ("kings", 5)),
        (["5", "roi"], ("kings", 5)),
        (["king"], ("kings", 1)),
        (["rois"], ("kings", 1)),
    ],
)
def test_the_kings_quiz_in_the_singular(args: list[str], read: tuple[str, int]) -> None:
    assert read_quiz_args(args) == read
