"""The labelled bar both charts draw (`chart.share_bar`): the share of its track filled in the
share's colour, the rest of the track dark, and a share outside 0..1 held to the track."""

from __future__ import annotations

import pytest

from bot.pictures.chart import share_bar
from bot.pictures.draw import FELT, FELT_DARK, Box, canvas, ink, share_colour

TRACK = Box(20, 40, 200, 10)


@pytest.mark.parametrize(
    ("share", "filled"), [(0.0, 0), (0.004, 1), (0.25, 50), (0.5, 100), (1.0, 200), (1.7, 200)]
)
def test_the_share_of_the_track_is_filled_in_its_colour(share: float, filled: int) -> None:
    image = canvas(260, 80, FELT)
    share_bar(image, TRACK, share, "", "")
    row = TRACK.y + TRACK.h // 2
    colours = [image.getpixel((TRACK.x + i, row)) for i in range(TRACK.w)]
    assert colours == [ink(share_colour(share))] * filled + [ink(FELT_DARK)] * (TRACK.w - filled)
    assert image.getpixel((TRACK.x - 1, row)) == ink(FELT)
    assert image.getpixel((TRACK.right + 1, row)) == ink(FELT)


def test_a_negative_share_leaves_the_track_empty() -> None:
    image = canvas(260, 80, FELT)
    share_bar(image, TRACK, -0.2, "", "")
    row = TRACK.y + TRACK.h // 2
    assert {image.getpixel((TRACK.x + i, row)) for i in range(TRACK.w)} == {ink(FELT_DARK)}
