"""Pictures: deals drawn as cards, the muggins race as a cribbage board, the /stats chart.

Pure renderers (no Telegram, no I/O): engine values and labels in, PNG bytes out. Each has a
`*_layout` function giving its geometry, so tests check what is drawn against the engine
instead of against stored pixels. Drawn with Pillow only (see `draw`). Parts that repeat
(card faces, board backgrounds, texts) are drawn once and kept; `clear_caches` forgets them.
"""

from __future__ import annotations

from bot.pictures import draw
from bot.pictures.board import BoardLabels, Race, board_background, board_layout, board_png
from bot.pictures.cards import card_tile, deal_layout, deal_png, rank_labels
from bot.pictures.chart import ChartData, ChartLabels, chart_data, chart_layout, chart_png


def clear_caches() -> None:
    """Forget every drawn part (fonts, suits, card faces, boards, text), as at start-up."""
    for cached in (
        draw.font,
        draw.suit_mask,
        draw.rounded_mask,
        draw.palette_indices,
        draw.palette_image,
        draw.blank_framed,
        draw.text_patch,
        card_tile,
        rank_labels,
        board_background,
    ):
        cached.cache_clear()


__all__ = [
    "BoardLabels",
    "ChartData",
    "ChartLabels",
    "Race",
    "board_layout",
    "board_png",
    "chart_data",
    "chart_layout",
    "chart_png",
    "clear_caches",
    "deal_layout",
    "deal_png",
    "rank_labels",
]
