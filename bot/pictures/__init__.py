"""Pictures: deals drawn as cards, the muggins race as a cribbage board, the /stats chart.

Pure renderers (no Telegram, no I/O): engine values and labels in, PNG bytes out. Each has a
`*_layout` function giving its geometry, so tests check what is drawn against the engine
instead of against stored pixels. Drawn with Pillow only (see `draw`).
"""

from __future__ import annotations

from bot.pictures.board import BoardLabels, Race, board_layout, board_png
from bot.pictures.cards import deal_layout, deal_png, rank_labels
from bot.pictures.chart import ChartData, ChartLabels, chart_data, chart_layout, chart_png

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
    "deal_layout",
    "deal_png",
    "rank_labels",
]
