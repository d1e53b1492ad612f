"""The tiles a player names at a game step, held against the rack: a number that may be a
rack tile or a count, tiles typed without their cell, the tiles named after « exchange », and
the tiles of a typed move that the rack cannot give (`kings_args` reads what the text is); and
the order a rack is shown in (`rack_order`)."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from typing import Final

from bot.drills.kings_args import ALL_WORDS, _exchange_named, count_alone, points_said
from bot.drills.kings_questions import words
from bot.engine.kings import Colour, Tile
from bot.engine.kings_grid import Cell, normal
from bot.engine.kings_notation import DARK_MARK, DOWN_LETTER, RANK_WORDS


def rack_order(rack: Iterable[Tile]) -> tuple[Tile, ...]:
    """A rack as a player reads it: by rank from the ace to the king, a light tile before a
    dark one of its rank (« 5* 6 6 8 D* », not as drawn, « 6 D* 8 5* 6 »), as
    `bot.engine.cards.hand_order` shows a hand of cards. Every place a rack is shown uses it:
    the chat's lines and the Mini App, whose tiles are named by their index in this order
    (`bot.webapp.kings.placements`). The rack stays stored as drawn."""
    return tuple(sorted(rack, key=lambda tile: (tile.rank, tile.colour is Colour.DARK)))


def tile_or_count(text: str, rack: Sequence[Tile]) -> Tile | None:
    """The rack tile a number typed alone may also name (« 5 », « six » with a 5, a 6 on the
    rack: the tile to lay, or a count of points?), or None when the text is surely a count
    (« 5 points », « = 5 », « 12 », a number the rack has no tile of). A 9 on the rack is not
    named by « 6 »: the player sees a 9."""
    rank = RANK_WORDS.get(words(text).upper())
    if rank is None or not count_alone(text):
        return None
    return next((t for t in rack if t.rank == rank), None)


TILE_LINK_WORDS: Final = frozenset({"ET", "AND"})
"""A word between two tiles typed without their cell (« as et roi »)."""


def tiles_without_cell(text: str) -> list[Tile] | None:
    """The tiles typed with no cell before them (« A 5 », « 5 6* 4 », « R », « as et roi »:
    the tiles to lay, the cell forgotten), light or dark as starred; None when a word is no
    tile, and for a number alone, which may be a count (« 5 »: `tile_or_count`)."""
    said = [w for w in re.split(r"[\s,;]+", words(text).upper()) if w]
    inner = said[1:-1]  # « as et roi », "ace and king": the word between two tiles skipped
    said = said[:1] + [w for w in inner if w not in TILE_LINK_WORDS] + said[1:][-1:]
    read = []
    for word in said:
        dark = word.endswith(DARK_MARK)
        rank = RANK_WORDS.get(word[: -len(DARK_MARK)] if dark else word)
        if rank is None:
            return None
        read.append(Tile(rank, Colour.DARK if dark else Colour.LIGHT))
    if not read or (len(read) == 1 and points_said(text) is not None):
        return None
    return read


def exchange_tiles(text: str, rack: Sequence[Tile]) -> list[Tile] | None:
    """The rack tiles named after « exchange » (all of them when none is named), or None
    when a named tile is not on the rack."""
    named = _exchange_named(words(text)) or []
    if not named or tuple(named) in ALL_WORDS:
        return list(rack)
    read = _exchanged(named, rack)
    return None if read is None or read[1] else read[0]


def exchange_not_held(text: str, rack: Sequence[Tile]) -> list[Tile]:
    """The tiles named after « exchange » that the rack cannot give, in the order typed (none
    when a word is no tile)."""
    read = _exchanged(_exchange_named(words(text)) or [], rack)
    return [] if read is None else read[1]


def exchange_not_a_tile(text: str) -> str | None:
    """The first word named after « exchange » that is no tile (« échange 5 chose »:
    « chose »), as typed but folded; None when each names a tile (or the whole rack)."""
    named = _exchange_named(words(text)) or []
    if tuple(named) in ALL_WORDS:
        return None
    return next((w for w in named if RANK_WORDS.get(w.upper().strip(",")) is None), None)


def _exchanged(named: Sequence[str], rack: Sequence[Tile]) -> tuple[list[Tile], list[Tile]] | None:
    """The rack tiles these words name and the named tiles it lacks; None when a word is no
    tile."""
    left = list(rack)
    out, missing = [], []
    for word in named:
        rank = RANK_WORDS.get(word.upper().strip(","))
        if rank is None:
            return None
        found = next((t for t in left if normal(t).rank == normal(Tile(rank, t.colour)).rank), None)
        if found is None:
            missing.append(Tile(rank, Colour.LIGHT))
        else:
            left.remove(found)
            out.append(found)
    return out, missing


def tiles_not_held(
    wanted: Sequence[tuple[Cell, int]], dark: Collection[Cell], rack: Sequence[Tile]
) -> list[Tile]:
    """The tiles of a typed move (`parse_move_marked`) that the rack cannot give, in the order
    typed: a starred rank (its cell in `dark`) needs a dark tile, a plain rank takes either
    colour; a 6 and a 9 are one tile turned over."""
    left = [normal(t) for t in rack]
    starred_first = sorted(range(len(wanted)), key=lambda i: wanted[i][0] not in dark)
    missing = set()
    for i in starred_first:
        cell, rank = wanted[i]
        want = normal(Tile(rank, Colour.LIGHT)).rank
        found = next(
            (t for t in left if t.rank == want and (cell not in dark or t.colour is Colour.DARK)),
            None,
        )
        if found is None:
            missing.add(i)
        else:
            left.remove(found)
    return [
        Tile(rank, Colour.DARK if cell in dark else Colour.LIGHT)
        for i, (cell, rank) in enumerate(wanted)
        if i in missing
    ]


def taken_cell(wanted: Sequence[tuple[Cell, int]], taken: Collection[Cell]) -> Cell | None:
    """The first cell of a typed move (`parse_move_marked`) that already holds a tile: a tile
    typed onto it (« D2 5 », « je mets le 5 en D2 »), or None. A move typed with a direction
    skips the taken cells, so names none of them."""
    return next((cell for cell, _ in wanted if cell in taken), None)


def tiles_not_on_rack(typed: Sequence[Tile], rack: Sequence[Tile]) -> list[Tile]:
    """The tiles typed without their cells (`tiles_without_cell`) that the rack cannot give,
    counted as `tiles_not_held` counts a move's (a dark one typed starred)."""
    wanted = [((0, i), tile.rank) for i, tile in enumerate(typed)]
    dark = frozenset((0, i) for i, tile in enumerate(typed) if tile.colour is Colour.DARK)
    return tiles_not_held(wanted, dark, rack)


JACK: Final = 11
CAPITAL_DOWN: Final = re.compile(r"^(\s*[A-Oa-o]\d{1,2})\s+V\s+(?=\S+\s+\S)")
"""A capital V right after a move's cell, two tiles or more after it (« H8 V 5 6 »)."""


def capital_down(text: str, rack: Iterable[Tile]) -> str:
    """A move typed with a capital V for its way (« H8 V 5 6 », `CAPITAL_DOWN`) read with the
    small v, down, when the rack holds no jack: no tile could be laid for that V, and several
    tiles need a way (with a jack, the V stays the jack: `kings_notation.DOWN_LETTER`)."""
    if any(tile.rank == JACK for tile in rack):
        return text
    return CAPITAL_DOWN.sub(rf"\1 {DOWN_LETTER} ", text, count=1)
