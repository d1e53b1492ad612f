"""The refusals of Kings Cribbage's moves, typed or tapped: why a move is not allowed, tiles
the rack does not hold, a move typed without its cell or as a count (plain text, no HTML;
`bot.views.kings` writes the tiles and the grid)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.drills.kings_rack import rack_order
from bot.engine.kings import (
    FLIPS,
    RACK_SIZE,
    Colour,
    Tile,
)
from bot.engine.kings_grid import Cell, Illegal
from bot.engine.kings_notation import (
    MoveNotationError,
    NotationError,
    cell_name,
)
from bot.i18n import Translator, render
from bot.views.kings import rack_text, span, stuck_line, tile_text, tiles_text

# -- Refusals --------------------------------------------------------------------------------


def illegal_text(reason: Illegal, tr: Translator) -> str:
    """Why the rules refuse a move, in a player's words."""
    texts = {
        Illegal.NOT_IN_RACK: tr._("Those tiles are not on your rack."),
        Illegal.OFF_GRID: tr._("That cell is off the grid."),
        Illegal.CELL_TAKEN: tr._("A tile is already on that cell."),
        Illegal.SAME_CELL: tr._("Two tiles cannot go on the same cell."),
        Illegal.FIRST_MOVE_SIZE: tr._("The first move lays 2 to 5 tiles in a line."),
        Illegal.MOVE_SIZE: tr._("A move lays 1 to 5 tiles."),
        Illegal.DIAGONAL: tr._("No diagonals: tiles go in one row or one column."),
        Illegal.NOT_STRAIGHT: tr._("The tiles of a move go in one row or one column."),
        Illegal.GAP: tr._(
            "The tiles must make one unbroken line with the tiles already between them."
        ),
        Illegal.NOT_TOUCHING: tr._(
            "After the first move, a tile must touch a tile already on the grid."
        ),
        Illegal.TOO_LONG: tr._("No line may be longer than five tiles."),
        Illegal.SCORES_NOTHING: tr._(
            "Every line a move makes or lengthens must score at least one point."
        ),
        Illegal.TILE_ALONE: tr._("Every tile placed must belong to a scoring line."),
    }
    return texts[reason]


def illegal_lines(
    reason: Illegal,
    rack: Sequence[Tile],
    tr: Translator,
    missing: Sequence[Tile] = (),
    fault: str | None = None,
    typed: int = 0,
    *,
    stuck: bool = False,
    bag: bool = True,
) -> list[str]:
    """A refused move: why, and the player's tiles when they named some they do not hold
    (`missing`: those tiles, named when known), then `fault`: the line at fault
    (`faulty_line`), or what they typed wrong (`start_taken_note`, `cell_taken_note`: for a
    cell taken, said instead of the rule, as it names the cell). A
    move of more tiles than a rack holds (`typed`) says how many were typed; a move of too
    few tiles naming some not held (« je mets le 3 en H8 » as the first move, with no 3)
    says those first, with the rack, then the rule (the tile cannot be laid at all). With no
    legal move at all (`stuck`, as the step says), it ends with what to do instead: pass (the
    `bag` empty or not, as the step says it)."""
    lines = _refused_lines(reason, rack, tr, missing, fault, typed)
    if stuck:
        lines.append(stuck_line(tr, bag=bag))
    return lines


def _refused_lines(
    reason: Illegal,
    rack: Sequence[Tile],
    tr: Translator,
    missing: Sequence[Tile],
    fault: str | None,
    typed: int,
) -> list[str]:
    if reason is Illegal.CELL_TAKEN and fault is not None:  # the cell named: « D2 a déjà… »
        return [fault]
    lines = [illegal_text(reason, tr)]
    sized = reason in (Illegal.MOVE_SIZE, Illegal.FIRST_MOVE_SIZE)
    if sized and missing and typed <= RACK_SIZE:
        return [*short_of_lines(missing, rack, tr), rack_text(rack, tr), *lines]
    if sized and typed > RACK_SIZE:
        lines.append(
            tr.ngettext(
                "You typed {n} tile; a rack holds {rack}.",
                "You typed {n} tiles; a rack holds {rack}.",
                typed,
            ).format(n=tr.number(typed), rack=tr.number(RACK_SIZE))
        )
    if reason is Illegal.NOT_IN_RACK and missing:
        lines = short_of_lines(missing, rack, tr)
    if reason is Illegal.NOT_IN_RACK:
        lines.append(rack_text(rack, tr))
    if fault is not None:
        lines.append(fault)
    return lines


def held(tile: Tile, rack: Sequence[Tile]) -> int:
    """How many tiles the rack shows as `tile`: of its rank as written (a 9 typed is not
    counted on a 6 shown, though one turns into the other), dark when `tile` is (a starred
    rank asks for a dark tile)."""
    return sum(
        1
        for t in rack
        if t.rank == tile.rank and (tile.colour is Colour.LIGHT or t.colour is Colour.DARK)
    )


def short_of_lines(missing: Sequence[Tile], rack: Sequence[Tile], tr: Translator) -> list[str]:
    """The tiles typed that the rack cannot give: those it has none of, then those it has
    fewer of than typed (« H8 → 5 5 » with one 5: « Votre support n'a qu'un seul 5. », not
    « Pas sur votre support : 5. » above a rack that shows a 5). The 6s and 9s typed are
    counted together when the rack shows both, as a 6 lays as a 9 and back (« F2 ↓ 6 6 6 6 »
    with 6 6* 9: the three tiles that can be laid as a 6 or a 9, not « only 2 6s »); a rack
    showing 6s alone is short of the 9s typed, as it shows them."""
    turnable = [t for t in missing if t.rank in FLIPS]
    dark = bool(turnable) and all(t.colour is Colour.DARK for t in turnable)  # 6* typed
    shown = rack_order(rack)  # the 6s and 9s named in the order the rack shows them
    usable = [t for t in shown if t.rank in FLIPS and (not dark or t.colour is Colour.DARK)]
    if len({t.rank for t in usable}) < len(FLIPS):  # the rack shows one kind: said as it is
        turnable, usable = [], []
    absent = [t for t in missing if t not in turnable and not held(t, rack)]
    lines = []
    if absent:
        lines.append(tr._("Not on your rack: {tiles}.").format(tiles=tiles_text(absent, tr)))
    if turnable and usable:  # a 6 lays as a 9 and back: counted together
        lines.append(
            tr.ngettext(
                "Your rack has only one tile to lay as a 6 or a 9: {tiles}.",
                "Your rack has only {count} tiles to lay as a 6 or a 9: {tiles}.",
                len(usable),
            ).format(count=tr.number(len(usable)), tiles=tiles_text(usable, tr))
            + " "
            + tr._("A 6 turned over makes a 9, and back.")
        )
    for tile in dict.fromkeys(t for t in missing if t not in turnable and held(t, rack)):
        count = held(tile, rack)
        lines.append(
            tr.ngettext(
                "Your rack has only one {tile}.", "Your rack has only {count} {tile} tiles.", count
            ).format(tile=tile_text(tile, tr), count=render.count_word(count, tr))
        )
    return lines


def cell_taken_note(cell: Cell, tr: Translator) -> str:
    """A tile typed onto a cell that holds one, under the tiles it names that the rack does not
    hold (« je mets le 5 en D2 », no 5, D2 taken): both what is wrong, nothing else."""
    return tr._("{cell} already holds a tile.").format(cell=cell_name(cell))


def start_taken_note(cell: Cell, tr: Translator) -> str:
    """A move typed from a cell that holds a tile, with tiles not on the rack: the player
    likely typed the grid's tiles too (« D8 → Q 8 Q K J 5 » to lay the 5)."""
    return tr._(
        "{cell} already holds a tile: type only the tiles of your rack, the cells taken are "
        "skipped."
    ).format(cell=cell_name(cell))


def faulty_line(
    reason: Illegal, cells: Sequence[Cell], tiles: Mapping[Cell, Tile], tr: Translator
) -> str | None:
    """The line a refused move would make that breaks the rule (`IllegalMove.cells`, `tiles`
    the grid with the move on it), for the rules about one line: « D9-E9 (5 8) ne rapporte
    rien. »; None for the others (the grid shows what they are about)."""
    if not cells or not all(c in tiles for c in cells):
        return None
    named = {"span": span(cells), "tiles": tiles_text([tiles[c] for c in cells], tr)}
    if reason is Illegal.SCORES_NOTHING:
        return tr._("{span} ({tiles}) scores nothing.").format(**named)
    if reason is Illegal.TOO_LONG:
        return tr.ngettext(  # six or more: the plural, but a count goes through ngettext
            "{span} ({tiles}) would be {n} tile long.",
            "{span} ({tiles}) would be {n} tiles long.",
            len(cells),
        ).format(n=tr.number(len(cells)), **named)
    return None


def claim_number_note(tr: Translator) -> str:
    """A count after « = » that cannot be read (« = 9 jetons »; « = neuf » reads)."""
    return tr._("After =, write the number of points: H8 → 5 6 4 = 9.")


def negative_count_note(tr: Translator, *, claimed: bool) -> str:
    """A count below zero in a game step: typed alone (« -3 »), or after a move's « = »
    (`claimed`, « H8 → 5 6 4 = -3 »)."""
    if claimed:
        return tr._(
            "A count is never negative: after =, write the number of points: H8 → 5 6 4 = 9."
        )
    return tr._("A count is never negative. Type your move, then = and its points: H8 → 5 6 4 = 9.")


def count_alone_lines(
    joker: bool,
    tr: Translator,
    *,
    said: int | None = None,
    tile: Tile | None = None,
    first: bool = False,
) -> list[str]:
    """A count typed alone in a game step: where a count goes and, while the bot's last count
    is open to it, how to say it forgot points. A number that is also a tile of the rack
    (`tile`, « 5 » with a 5 on it) is asked back, never guessed: `said` points, or that tile
    to lay, and how to type each (at the game's `first` move, with other tiles in a line)."""
    if tile is None or said is None:
        lines = [
            tr._("A count alone is no move. Type your move, then = and its points: H8 → 5 6 4 = 9.")
        ]
    else:
        named = tile_text(tile, tr)
        lines = [
            tr._("Did you mean {points}, or your tile {tile}?").format(
                points=render.points(said, tr), tile=named
            ),
            tr._("A count goes after its move: H8 → 5 6 4 = 9."),
            tr._(
                "To lay your {tile}, write a cell and a direction before your tiles: "
                "H8 → {tile} 6 4."
            ).format(tile=named)
            if first
            else tr._("To lay your {tile}, write its cell first: H8 {tile}.").format(tile=named),
        ]
    if joker:
        lines.append(tr._("If my count left points out, call Joker."))
    return lines


def no_cell_lines(
    typed: Sequence[Tile],
    tr: Translator,
    *,
    first: bool = False,
    missing: Sequence[Tile] = (),
    rack: Sequence[Tile] = (),
) -> list[str]:
    """Tiles typed with no cell (« A 5 »): named back as tiles, never read as a count, and
    the cell asked for, with a direction for several (and for one at the game's `first`
    move, which lays 2 to 5 tiles in a line); those of them the `rack` cannot give
    (`missing`) said at once, with the rack."""
    named = tiles_text(typed, tr)
    if len(typed) > 1:
        lines = [
            tr._(
                "Where do you lay {tiles}? Write a cell and a direction first: H8 → {tiles} "
                "(across) or H8 ↓ {tiles} (down)."
            ).format(tiles=named)
        ]
    elif first:
        lines = [
            tr._("Where do you lay {tile}?").format(tile=named),
            tr._(
                "To lay your {tile}, write a cell and a direction before your tiles: "
                "H8 → {tile} 6 4."
            ).format(tile=named),
        ]
    else:
        question = tr._("Where do you lay {tile}?").format(tile=named)
        lines = [question + " " + tr._("Write its cell first: H8 {tile}.").format(tile=named)]
    if missing:
        lines += [*short_of_lines(missing, rack, tr), rack_text(rack, tr)]
    return lines


def not_a_tile_note(word: str, tr: Translator) -> str:
    """A word typed where a tile is named (in a move, or after « échange ») that is none."""
    return tr._("“{word}” is not a tile: A, 2 to 10, J, Q, K (or V, D, R).").format(word=word)


def notation_error_text(error: MoveNotationError, tr: Translator) -> str:
    """Why a typed move could not be read, with the way to type it. A word that is no tile is
    quoted as a word (« je », « pour »: the notation reads in capitals), a single letter as
    the tile letter it is not (« X »)."""
    token = error.token
    texts = {
        NotationError.EMPTY: tr._("Type your move, for example H8 → 5 6 4."),
        NotationError.NO_CELL: tr._("Start with a cell, for example H8 → 5 6 4."),
        NotationError.BAD_CELL: tr._("{cell} is not on the grid (A1 to O15).").format(cell=token),
        NotationError.BAD_TILE: not_a_tile_note(token.lower() if len(token) > 1 else token, tr),
        NotationError.NO_DIRECTION: tr._(
            "Which way? Add > (or right) for across, a small v (or down) for down: H8 > 5 6 4."
        ),
        NotationError.NO_TILE: tr._("Which tiles? For example H8 → 5 6 4."),
        NotationError.PAIRS: tr._("Give each tile its cell: H8 5, H9 6, H10 4."),
        NotationError.OFF_GRID: tr._("That line runs off the grid."),
    }
    return texts[error.reason]
