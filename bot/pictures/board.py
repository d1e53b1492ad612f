"""The muggins race as a cribbage board: two tracks of holes, front and back pegs, margin lines.

The track folds into rows of thirty holes in groups of five (four rows for a game of 121, two
for 61), the start hole before the first row and the game hole after the last. Each side has
a front peg (its score) and a back peg (its score before the last hand). The lines of the
game's margin rule (skunk and double skunk, or lurch; GLOSSARY R-000-29/30) are drawn before
the hole the loser must reach. `board_layout` is the geometry (tests check it against the
scores), `board_png` draws it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from bot.engine.variants import DOUBLE_SKUNK_LINES, LURCH_LINES, SKUNK_LINES
from bot.pictures.draw import (
    BOT_BACK_PEG,
    BOT_PEG,
    FELT,
    GOLD,
    HOLE,
    LIGHT,
    PLAYER_BACK_PEG,
    PLAYER_PEG,
    RGB,
    WHITE,
    WOOD,
    draw_text,
    framed,
    ink,
    new_picture,
    paste_text,
    pen,
    to_palette,
    unframe,
)
from bot.pictures.png import framed_png

if TYPE_CHECKING:
    from PIL import Image

HOLES_PER_ROW: Final = 30
GROUP: Final = 5
HOLE_STEP: Final = 22
GROUP_GAP: Final = 10
LANE_STEP: Final = 22
ROW_STEP: Final = 84
MARGIN_X: Final = 64
TOP: Final = 92
BOTTOM_MARGIN: Final = 28
HOLE_RADIUS: Final = 4
PEG_RADIUS: Final = 9
BACK_PEG_RADIUS: Final = 7
LINE_OVERHANG: Final = 12
TITLE_SIZE: Final = 30
SCORE_GAP: Final = 40
"""Room between the two scores and the target in the middle of the board's top line."""
SCORE_Y: Final = 32
BACKGROUNDS_KEPT: Final = 16
LABEL_SIZE: Final = 20

PLAYER: Final = "player"
BOT: Final = "bot"
SIDES: Final = (PLAYER, BOT)
SIDE_COLOURS: Final[dict[str, RGB]] = {PLAYER: PLAYER_PEG, BOT: BOT_PEG}
BACK_COLOURS: Final[dict[str, RGB]] = {PLAYER: PLAYER_BACK_PEG, BOT: BOT_BACK_PEG}
LINE_COLOUR: Final[RGB] = GOLD
BOARD_WOOD: Final[RGB] = WOOD
HOLE_COLOUR: Final[RGB] = HOLE

SKUNK: Final = "skunk"
DOUBLE_SKUNK: Final = "double_skunk"
LURCH: Final = "lurch"


@dataclass(frozen=True, slots=True)
class Race:
    """Both sides' scores (front pegs) and scores before the last hand (back pegs)."""

    target: int
    margin_rule: str
    player: int
    bot: int
    player_back: int = 0
    bot_back: int = 0

    def __post_init__(self) -> None:
        if self.target not in LURCH_LINES:
            raise ValueError(f"no board for a game of {self.target}")
        for front, back in ((self.player, self.player_back), (self.bot, self.bot_back)):
            if not 0 <= back <= front <= self.target:
                raise ValueError("pegs go 0 <= back <= front <= target")

    def front(self, side: str) -> int:
        """The side's score."""
        return self.player if side == PLAYER else self.bot

    def back(self, side: str) -> int:
        """The side's score before the last hand."""
        return self.player_back if side == PLAYER else self.bot_back


def margin_lines(target: int, margin_rule: str) -> tuple[tuple[str, int], ...]:
    """The lines a loser must reach under the rule, as (name, hole), lowest first."""
    if margin_rule == SKUNK:
        double = DOUBLE_SKUNK_LINES.get(target)
        skunk = ((SKUNK, SKUNK_LINES[target]),)
        return ((DOUBLE_SKUNK, double), *skunk) if double is not None else skunk
    if margin_rule == LURCH:
        return ((LURCH, LURCH_LINES[target]),)
    return ()


@dataclass(frozen=True, slots=True)
class Peg:
    """A peg drawn on the board: whose, front or back, in which hole, where."""

    side: str
    front: bool
    hole: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Line:
    """A margin line drawn before `hole` across both lanes."""

    name: str
    hole: int
    x: int
    top: int
    bottom: int


@dataclass(frozen=True, slots=True)
class BoardLayout:
    """The board's size, hole centres per side, pegs and lines."""

    width: int
    height: int
    target: int
    holes: Mapping[tuple[str, int], tuple[int, int]]
    pegs: tuple[Peg, ...]
    lines: tuple[Line, ...]


def rows_of(target: int) -> int:
    """Rows of thirty holes between the start and the game hole."""
    return -(-(target - 1) // HOLES_PER_ROW)


def hole_centre(target: int, side: str, hole: int) -> tuple[int, int]:
    """The centre of a side's hole: 0 the start, `target` the game hole."""
    lane = SIDES.index(side) * LANE_STEP
    if hole == 0:
        return MARGIN_X - 2 * HOLE_STEP, TOP + lane
    if hole == target:
        last_row = rows_of(target) - 1
        x = _column_x(HOLES_PER_ROW - 1) + 2 * HOLE_STEP
        return x, TOP + last_row * ROW_STEP + LANE_STEP // 2
    row, column = divmod(hole - 1, HOLES_PER_ROW)
    return _column_x(column), TOP + row * ROW_STEP + lane


def _column_x(column: int) -> int:
    return MARGIN_X + column * HOLE_STEP + (column // GROUP) * GROUP_GAP


@cache
def holes_of(target: int) -> Mapping[tuple[str, int], tuple[int, int]]:
    """Every hole's centre, by side and hole number (read-only, computed once per target)."""
    return MappingProxyType(
        {(side, n): hole_centre(target, side, n) for side in SIDES for n in range(target + 1)}
    )


def board_layout(race: Race) -> BoardLayout:
    """Where every hole, peg and line of the race's board goes."""
    target = race.target
    holes = holes_of(target)
    pegs: list[Peg] = []
    for side in SIDES:
        front, back = race.front(side), race.back(side)
        if back != front:
            pegs.append(Peg(side, False, back, *holes[side, back]))
        pegs.append(Peg(side, True, front, *holes[side, front]))
    lines = []
    for name, hole in margin_lines(target, race.margin_rule):
        x, y = holes[PLAYER, hole]
        before = holes[PLAYER, hole - 1]
        between = (x + before[0]) // 2 if before[1] == y else x - HOLE_STEP
        lines.append(Line(name, hole, between, y - LINE_OVERHANG, y + LANE_STEP + LINE_OVERHANG))
    width = _column_x(HOLES_PER_ROW - 1) + 2 * HOLE_STEP + MARGIN_X
    height = TOP + (rows_of(target) - 1) * ROW_STEP + LANE_STEP + BOTTOM_MARGIN
    return BoardLayout(width, height, target, holes, tuple(pegs), tuple(lines))


@dataclass(frozen=True, slots=True)
class BoardLabels:
    """The words on the board: each side's name and each line's name."""

    player: str
    bot: str
    lines: dict[str, str]


@lru_cache(maxsize=BACKGROUNDS_KEPT)
def board_background(
    target: int, margin_rule: str, line_labels: tuple[tuple[str, str], ...]
) -> Image.Image:
    """The board without pegs or scores: wood, holes, margin lines and row numbers (drawn
    once per target, margin rule and language, and kept on the shared palette, framed for
    `framed_png`: one pixel to the right)."""
    layout = board_layout(Race(target, margin_rule, 0, 0))
    names = dict(line_labels)
    image = new_picture("RGB", (layout.width, layout.height), FELT)
    draw = pen(image)
    # Large: drawn directly (a supersampled mask this size would cost tens of milliseconds).
    draw.rounded_rectangle((8, 64, layout.width - 9, layout.height - 9), 18, fill=BOARD_WOOD)
    for x, y in layout.holes.values():
        draw.ellipse(
            (x - HOLE_RADIUS, y - HOLE_RADIUS, x + HOLE_RADIUS, y + HOLE_RADIUS), fill=HOLE_COLOUR
        )
    for line in layout.lines:
        draw.line((line.x, line.top, line.x, line.bottom), fill=LINE_COLOUR, width=3)
        draw_text(
            draw,
            (line.x + 4, line.top),
            names.get(line.name, line.name),
            LABEL_SIZE - 2,
            LINE_COLOUR,
            anchor="lb",
        )
    for row in range(rows_of(layout.target) - 1):
        x, y = layout.holes[PLAYER, (row + 1) * HOLES_PER_ROW]
        draw_text(
            draw,
            (x + HOLE_STEP, y + LANE_STEP // 2),
            str((row + 1) * HOLES_PER_ROW),
            LABEL_SIZE - 2,
            LIGHT,
            anchor="lm",
        )
    gx, gy = layout.holes[PLAYER, layout.target]
    draw.ellipse((gx - 7, gy - 7, gx + 7, gy + 7), outline=GOLD, width=2)
    draw_text(draw, (layout.width // 2, SCORE_Y), str(target), LABEL_SIZE, LIGHT, anchor="mm")
    for side, x in ((PLAYER, 16), (BOT, layout.width - 34)):
        draw.ellipse((x, SCORE_Y - 9, x + 18, SCORE_Y + 9), fill=SIDE_COLOURS[side])
    return framed(to_palette(image))


def draw_board(layout: BoardLayout, race: Race, labels: BoardLabels) -> Image.Image:
    """The board: wood, holes, lines, pegs, and the score of each side on top (a "P" picture
    on the shared palette)."""
    return unframe(_framed_board(layout, race, labels))


def _framed_board(layout: BoardLayout, race: Race, labels: BoardLabels) -> Image.Image:
    """The board on a framed canvas (`framed_canvas`: every x one pixel to the right)."""
    line_labels = tuple(sorted(labels.lines.items()))
    image = board_background(race.target, race.margin_rule, line_labels).copy()
    draw = pen(image)
    for peg in layout.pegs:
        radius = PEG_RADIUS if peg.front else BACK_PEG_RADIUS
        colour = SIDE_COLOURS[peg.side] if peg.front else BACK_COLOURS[peg.side]
        x = peg.x + 1
        draw.ellipse(
            (x - radius, peg.y - radius, x + radius, peg.y + radius),
            fill=ink(colour),
            outline=ink(WHITE if peg.front else LIGHT),
            width=2,
        )
    player = f"{labels.player} {race.player}"
    bot = f"{labels.bot} {race.bot}"
    half = layout.width // 2 - 44 - SCORE_GAP
    paste_text(image, (45, SCORE_Y), player, TITLE_SIZE, WHITE, FELT, weight=1, max_width=half)
    paste_text(
        image,
        (layout.width - 43, SCORE_Y),
        bot,
        TITLE_SIZE,
        WHITE,
        FELT,
        align="right",
        weight=1,
        max_width=half,
    )
    return image


def board_png(race: Race, labels: BoardLabels) -> bytes:
    """The race drawn as a cribbage board, as PNG bytes."""
    return framed_png(_framed_board(board_layout(race), race, labels))
