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

from bot.pictures.chart import LABEL_SIZE, PADDING, TITLE_SIZE
from bot.pictures.draw import (
    FELT,
    FELT_DARK,
    LIGHT,
    WHITE,
    canvas,
    ink,
    paste_text,
    pen,
    png,
    share_colour,
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
    draw = pen(image)
    paste_text(image, (PADDING, PADDING), title, TITLE_SIZE, WHITE, FELT, valign="top", weight=1)
    left, right = PADDING, WIDTH - PADDING
    for i, bar in enumerate(shown):
        top = PADDING + TITLE_HEIGHT + i * ROW_HEIGHT + (ROW_HEIGHT - BAR_HEIGHT)
        paste_text(image, (left, top - 4), bar.label, LABEL_SIZE, WHITE, FELT, valign="bottom")
        paste_text(
            image,
            (right, top - 4),
            bar.count,
            LABEL_SIZE - 2,
            LIGHT,
            FELT,
            align="right",
            valign="bottom",
        )
        draw.rectangle((left, top, right, top + BAR_HEIGHT), fill=ink(FELT_DARK))
        filled = round((right - left) * max(0.0, min(1.0, bar.share)))
        if filled > 0:
            draw.rectangle(
                (left, top, left + filled - 1, top + BAR_HEIGHT), fill=ink(share_colour(bar.share))
            )
    return png(image)
