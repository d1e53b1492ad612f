"""The /coach chart: the share right at the first try for each spot the player met, weakest
first, as horizontal bars on the felt, with the /stats chart's margins and text sizes.

    coach_png(title, [Bar("his nobs", 0.2, "1/5"), ...])

Pure drawing: labels in (already translated; the bundled font draws them without accents, as
every picture here), PNG bytes out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from bot.pictures.chart import PADDING, TITLE_SIZE, share_bar
from bot.pictures.draw import (
    FELT,
    WHITE,
    Box,
    canvas,
    paste_text,
    png,
)

WIDTH: Final = 720
TITLE_HEIGHT: Final = 50
ROW_HEIGHT: Final = 48
BAR_HEIGHT: Final = 14
MAX_BARS: Final = 10


@dataclass(frozen=True, slots=True)
class Bar:
    """One spot: its name, the share right (0 to 1) and a short count ("3/5")."""

    label: str
    share: float
    count: str


def chart_height(bars: int) -> int:
    """The picture's height for that many bars."""
    return PADDING * 2 + TITLE_HEIGHT + ROW_HEIGHT * max(1, min(bars, MAX_BARS))


def coach_png(title: str, bars: Sequence[Bar]) -> bytes:
    """The chart as PNG bytes (the first `MAX_BARS` bars)."""
    shown = list(bars)[:MAX_BARS]
    height = chart_height(len(shown))
    image = canvas(WIDTH, height, FELT)
    paste_text(image, (PADDING, PADDING), title, TITLE_SIZE, WHITE, FELT, valign="top", weight=1)
    for i, bar in enumerate(shown):
        top = PADDING + TITLE_HEIGHT + i * ROW_HEIGHT + (ROW_HEIGHT - BAR_HEIGHT)
        track = Box(PADDING, top, WIDTH - 2 * PADDING, BAR_HEIGHT)
        share_bar(image, track, bar.share, bar.label, bar.count)
    return png(image)
