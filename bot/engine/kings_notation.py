"""The typed notation of Kings Cribbage moves, and cell names.

A cell is a column letter and a row number, as on word-game boards: `A1` is the top-left
cell, `H8` the centre of the 15 by 15 grid. A move is typed one of two ways:

- a start cell, a direction and the tiles in order: `H8 → 5 6 4` (across) or `H8 ↓ 5 6 4`
  (down); the direction may also be `>` `->` `-` (across) or `v` `|` (down, a lowercase v:
  the capital V is the jack), or a word (`across`, `right`, `down`, « horizontal »,
  « vertical », « droite », « bas », said as in speech: « à droite », « vers le bas »),
  before or after the tiles. Cells already holding a
  tile are skipped, as on the board. One tile needs no direction.
- each tile with its cell: `H8 5, H9 6, H10 4`.

A tile is its rank: `A` (or `1`), `2` … `10`, `J` `Q` `K`, or the French `V` `D` `R`; a 6 typed
as a 9 is placed turned over. Colours come from the rack (`resolve_move`): when the rack holds a
rank in both colours, the colour that scores best is placed, unless the tile is marked dark
with a star (`5*`), as the grid is written.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from enum import StrEnum
from itertools import product

from bot.engine.card_parsing import InputError
from bot.engine.kings import RACK_SIZE, Colour, Tile, orientations
from bot.engine.kings_grid import (
    ACROSS,
    DOWN,
    FIRST_MOVE_MIN,
    MOVE_MIN,
    Cell,
    Grid,
    Illegal,
    IllegalMove,
    Move,
    Placement,
    normal,
    score_move,
    take_from_rack,
)

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
RANK_WORDS: dict[str, int] = {
    "A": 1,
    "AS": 1,
    "J": 11,
    "V": 11,
    "Q": 12,
    "D": 12,
    "K": 13,
    "R": 13,
    "ACE": 1,
    "VALET": 11,
    "JACK": 11,
    "DAME": 12,
    "QUEEN": 12,
    "ROI": 13,
    "KING": 13,
} | {str(n): n for n in range(1, 11)}
NUMBER_WORDS: dict[str, int] = {
    word: n
    for words in (
        ("DEUX", "TROIS", "QUATRE", "CINQ", "SIX", "SEPT", "HUIT", "NEUF", "DIX"),
        ("TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN"),
    )
    for n, word in enumerate(words, start=2)
}
"""2 to 10 in words; not « un » / "one", an article as often as a number (« échange un
roi »): the ace is « as »."""
RANK_WORDS |= NUMBER_WORDS
"""The words of a tile's rank: its letter, French or English, its name (« roi », "king") or
its number in words (« neuf », "nine")."""
RANK_NAMES: dict[int, str] = {1: "A", 11: "J", 12: "Q", 13: "K"} | {n: str(n) for n in range(2, 11)}
RANK_NAMES_FR: dict[int, str] = RANK_NAMES | {11: "V", 12: "D", 13: "R"}
ACROSS_WORDS = frozenset(
    {"→", ">", "->", "-", "—", "ACROSS", "RIGHT", "HORIZONTAL", "DROITE", "HORIZONTALEMENT"}
    | {"HORIZONTALE", "L'HORIZONTALE", "L\u2019HORIZONTALE", "\u27a1", "\u27a1\ufe0f"}
)
DOWN_WORDS = frozenset(
    {"↓", "|", "DOWN", "BAS", "VERTICAL", "VERTICALEMENT", "VERTICALE", "\u2b07", "\u2b07\ufe0f"}
)
"""The ways, as typed (« H8 > 5 6 4 », a phone's emoji arrows ➡️ ⬇️) or said; « à
l'horizontale », « à la verticale » as the help says them."""
EMOJI_WAYS = {"\u27a1\ufe0f": "→", "\u27a1": "→", "\u2b07\ufe0f": "↓", "\u2b07": "↓"}
"""A phone's emoji arrows (➡️ ⬇️, with or without their emoji selector), read as → and ↓."""
LINK_WORDS = frozenset({"À", "VERS", "LA", "LE", "EN", "TO", "THE"})
"""The little words of a direction said as in speech (« à droite », « vers le bas », « en
bas », "to the right"): skipped; « a » only before a direction word (« a droite »), else it
is the ace."""
AND_WORDS = frozenset({"ET", "AND"})
"""« et », "and" between two tiles of a move (« H8 → roi et as »): skipped."""
CELL_LINK_WORDS = frozenset({"EN", "À", "SUR", "AT", "ON", "IN"})
"""The little word before a cell said after its tiles (« 5 6 4 en H8 », "5 6 4 at H8"): the
cell is then read first. Not « a » (« à » typed without its accent), which may be the ace;
without its word (« 5 H8 ») the cell is still asked first."""
MOVE_VERBS = frozenset(
    {"JE METS", "JE MET", "JE PLACE", "JE POSE", "JE JOUE", "METS", "MET", "PLACE", "POSE"}
    | {"JOUE", "I PUT", "I PLAY", "I PLACE", "I LAY", "PUT", "PLAY", "LAY"}
)
"""The verb a move may be said with (« je mets le 5 en F2 », "I put 5 at F2"): skipped."""
DARK_MARK = "*"
_CELL = re.compile(r"^([A-Z])(\d{1,2})$")
_SPLIT = re.compile(r"[\s,;:]+")
"""What separates the words of a move: spaces, commas, semicolons, and a colon (« F2 : 5 »)."""
_HYPHENED_CELL = re.compile(r"^([A-Za-z])[-\u2010\u2011\u2013](\d{1,2})$")
"""A cell typed with a hyphen (« H-8 »), read as the cell when the move has no other."""


class NotationError(StrEnum):
    """Why a typed move was not understood (the UI translates these codes)."""

    EMPTY = "empty"
    NO_CELL = "no_cell"  # no start cell
    BAD_CELL = "bad_cell"  # a cell off the grid
    BAD_TILE = "bad_tile"  # a word that is no tile
    NO_DIRECTION = "no_direction"  # several tiles after one cell, no direction
    NO_TILE = "no_tile"
    PAIRS = "pairs"  # cells and tiles do not alternate
    OFF_GRID = "off_grid"  # the line runs off the grid


class MoveNotationError(InputError[NotationError]):
    """A typed move that is not understood; `reason` says why, `token` what was read."""


def cell_name(cell: Cell) -> str:
    """`H8` for (7, 7): column letter, row number from 1."""
    row, col = cell
    return f"{LETTERS[col]}{row + 1}"


def rank_name(rank: int, lang: str = "en") -> str:
    """`A`, `2` … `10`, `J` `Q` `K` (French `V` `D` `R`)."""
    return (RANK_NAMES_FR if lang == "fr" else RANK_NAMES)[rank]


def move_text(move: Sequence[Placement], lang: str = "en") -> str:
    """A move in the first notation when its tiles are consecutive, else cell by cell."""
    ordered = sorted(move)
    if len(ordered) == 1:
        p = ordered[0]
        return f"{cell_name(p.cell)} {rank_name(p.tile.rank, lang)}"
    return ", ".join(f"{cell_name(p.cell)} {rank_name(p.tile.rank, lang)}" for p in ordered)


def _cell(token: str, size: int) -> Cell | None:
    match = _CELL.match(token)
    if match is None:
        return None
    col = LETTERS.index(match.group(1))
    row = int(match.group(2)) - 1
    if not (0 <= row < size and col < size):
        raise MoveNotationError(NotationError.BAD_CELL, token)
    return (row, col)


def _rank(token: str) -> tuple[int, bool]:
    """The rank of a tile word, and whether it is marked dark (`5*`)."""
    dark = token.endswith(DARK_MARK) and len(token) > 1
    rank = RANK_WORDS.get(token[:-1] if dark else token)
    if rank is None:
        raise MoveNotationError(NotationError.BAD_TILE, token)
    return rank, dark


DOWN_LETTER = "v"
"""A lowercase v alone is down (its shape is the arrow's) when a start cell and several tiles
have no other direction; the capital V stays the French jack (« valet »)."""


def without_verb(said: Sequence[str]) -> list[str]:
    """The words of a move without the verb it was said with (`MOVE_VERBS`), when more
    follow."""
    for n in (2, 1):
        if len(said) > n and " ".join(said[:n]).upper() in MOVE_VERBS:
            return list(said[n:])
    return list(said)


def way_tail(tokens: Sequence[str]) -> int:
    """Where the way said at the end of a move begins (« 5 6 4 en H8 vers le bas »: at
    « vers »), `len(tokens)` when it ends otherwise; `tokens` in capitals. « a » before a
    way is « à » typed without its accent (« a droite »), else the ace it may be."""
    ways = ACROSS_WORDS | DOWN_WORDS
    tail = len(tokens)
    while tail > 0 and (
        tokens[tail - 1] in ways | LINK_WORDS
        or (tokens[tail - 1] == "A" and any(t in ways for t in tokens[tail:]))
    ):
        tail -= 1
    return tail


SENTENCE_END = " .!…\u00a0"
"""What ends a move typed as a sentence (« F2 5. », « F2 5! »): left out."""


def _tokens(text: str) -> list[str]:
    text = text.rstrip(SENTENCE_END)
    for emoji, arrow in EMOJI_WAYS.items():
        text = text.replace(emoji, arrow)
    spaced = text.replace("→", " → ").replace("↓", " ↓ ").replace("->", " -> ")
    raw = without_verb([t for t in _SPLIT.split(spaced) if t])
    if len(raw) > 1 and raw[0].upper() in CELL_LINK_WORDS and _CELL.match(raw[1].upper()):
        raw = raw[1:]  # « en F2 le 5 »: the cell said first, with its little word
    if (
        len(raw) > 1
        and not any(_CELL.match(t.upper()) for t in raw)
        and _CELL.match((raw[0] + raw[1]).upper())
    ):  # « H 8 → 5 6 4 »: a phone's space after the letter; a move needs a cell, so no tiles
        raw = [raw[0] + raw[1], *raw[2:]]
    if raw and not any(_CELL.match(t.upper()) for t in raw):
        raw[0] = _HYPHENED_CELL.sub(r"\1\2", raw[0])  # « H-8 → 5 6 4 »: the cell, hyphened
    tokens = [t.upper() for t in raw]
    cells = [t for t in tokens if _CELL.match(t)]
    tiles = [t for t in raw if t != DOWN_LETTER and not _CELL.match(t.upper())]
    directed = any(t in ACROSS_WORDS | DOWN_WORDS for t in tokens)
    if DOWN_LETTER in raw and len(cells) == 1 and len(tiles) >= 2 and not directed:
        tokens[raw.index(DOWN_LETTER)] = "↓"  # several tiles need a way: this v is it
    tail = way_tail(tokens)  # « 5 6 4 en H8 vers le bas »: the way said after the cell
    said_last = tail > 2 and tokens[tail - 1] in cells and tokens[tail - 2] in CELL_LINK_WORDS
    if len(cells) == 1 and said_last:  # « 5 6 4 en H8 »: said as in speech, read as typed
        tokens = [cells[0], *tokens[: tail - 2], *tokens[tail:]]
    return tokens


def start_cell(text: str, size: int) -> Cell | None:
    """The cell a typed move starts with (« D8 → Q 8 »: D8), None when it starts otherwise."""
    tokens = _tokens(text)
    try:
        return _cell(tokens[0], size) if tokens else None
    except MoveNotationError:
        return None


def parse_move(text: str, grid: Grid) -> list[tuple[Cell, int]]:
    """The cells and ranks of a typed move (MoveNotationError when it cannot be read)."""
    return [(cell, rank) for cell, rank, _ in _parse(text, grid)]


def parse_move_marked(text: str, grid: Grid) -> tuple[list[tuple[Cell, int]], frozenset[Cell]]:
    """The cells and ranks of a typed move, and the cells whose tile was marked dark (`5*`,
    as the grid is written)."""
    parsed = _parse(text, grid)
    return [(c, r) for c, r, _ in parsed], frozenset(c for c, _, dark in parsed if dark)


def _parse(text: str, grid: Grid) -> list[tuple[Cell, int, bool]]:
    tokens = _tokens(text)
    if not tokens:
        raise MoveNotationError(NotationError.EMPTY)
    cells = [(i, c) for i, t in enumerate(tokens) if (c := _cell(t, grid.size)) is not None]
    if not cells:
        raise MoveNotationError(NotationError.NO_CELL, tokens[0])
    if len(cells) > 1:
        return _pairs(tokens, cells)
    index, start = cells[0]
    if index != 0:
        raise MoveNotationError(NotationError.NO_CELL, tokens[0])
    direction: Cell | None = None
    ranks: list[tuple[int, bool]] = []
    rest = tokens[1:]
    for i, token in enumerate(rest):
        following = rest[i + 1] if i + 1 < len(rest) else ""
        if token in ACROSS_WORDS:
            direction = ACROSS
        elif token in DOWN_WORDS:
            direction = DOWN
        elif token in LINK_WORDS or (token == "A" and following in ACROSS_WORDS | DOWN_WORDS):
            continue  # « à droite », and « a droite » typed without its accent: no ace
        elif token in AND_WORDS and ranks and following:
            continue  # « H8 → roi et as »: the word between two tiles
        else:
            ranks.append(_rank(token))
    if not ranks:
        raise MoveNotationError(NotationError.NO_TILE, tokens[0])
    if direction is None and len(ranks) == 1:  # with a direction, taken cells are skipped
        return [(start, *ranks[0])]
    if direction is None:
        raise MoveNotationError(NotationError.NO_DIRECTION, text.strip())
    return _along(grid, start, direction, ranks)


def _along(
    grid: Grid, start: Cell, direction: Cell, ranks: list[tuple[int, bool]]
) -> list[tuple[Cell, int, bool]]:
    out = []
    here = start
    for rank, dark in ranks:
        while grid.inside(here) and here in grid.tiles:
            here = (here[0] + direction[0], here[1] + direction[1])
        if not grid.inside(here):
            raise MoveNotationError(NotationError.OFF_GRID, cell_name(start))
        out.append((here, rank, dark))
        here = (here[0] + direction[0], here[1] + direction[1])
    return out


def _pairs(tokens: list[str], cells: list[tuple[int, Cell]]) -> list[tuple[Cell, int, bool]]:
    if len(tokens) != 2 * len(cells) or any(i % 2 for i, _ in cells):
        raise MoveNotationError(NotationError.PAIRS, " ".join(tokens))
    return [(cell, *_rank(tokens[i + 1])) for i, cell in cells]


def resolve_move(
    grid: Grid,
    rack: Sequence[Tile],
    wanted: Sequence[tuple[Cell, int]],
    dark: Collection[Cell] = (),
) -> Move:
    """The move the player means: each rank matched to a rack tile (a 6 for a 9 and back),
    a dark tile on the cells in `dark`, other colours chosen for the best legal score. When no
    choice is legal the first that fits the rack is returned (`score_move` then names the rule
    it breaks); `IllegalMove` (not in rack) when the rack does not hold the tiles. The size of
    the move is checked first, as `score_move` does: six tiles typed break the rule of five
    (a rack never holds them all, but « not on your rack » would not say why)."""
    if not (FIRST_MOVE_MIN if grid.empty else MOVE_MIN) <= len(wanted) <= RACK_SIZE:
        raise IllegalMove(Illegal.FIRST_MOVE_SIZE if grid.empty else Illegal.MOVE_SIZE)
    options = []
    for cell, rank in wanted:
        fits = sorted(
            {
                placed
                for tile in rack
                for placed in orientations(tile)
                if placed.rank == rank
                and normal(placed) == normal(tile)
                and (cell not in dark or tile.colour is Colour.DARK)
            }
        )
        options.append([Placement(*cell, tile) for tile in fits])
    candidates = [
        move
        for move in product(*options)
        if take_from_rack(rack, (p.tile for p in move)) is not None
    ]
    if not candidates:
        raise IllegalMove(Illegal.NOT_IN_RACK)
    best: tuple[int, Move] | None = None
    for move in candidates:
        try:
            points = score_move(grid, move, rack).total
        except IllegalMove:
            continue
        if best is None or points > best[0]:
            best = (points, tuple(move))
    return best[1] if best is not None else tuple(candidates[0])
