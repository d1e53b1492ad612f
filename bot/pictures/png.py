"""Palette PNG bytes, compressed with ISA-L (Intel's deflate, through `isal`).

Pillow's PNG encoder deflates with zlib: at its fastest level (1) that was 91% of the time to
make a deal picture and 97% of a board's. ISA-L's level 1 writes a standard zlib stream of the
same size five to seven times faster, so the pictures are written here, chunk by chunk, from
a "P" (palette) picture: signature, IHDR (8-bit palette), PLTE, one IDAT, IEND. Every row is
filtered with "None" (filter type 0): palette indices gain nothing from the other filters. No
metadata, so equal pictures give equal bytes. Any PNG reader reads them (Telegram, Pillow).
"""

from __future__ import annotations

import struct
import zlib
from functools import lru_cache
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # imported where a picture is written (see `bot.pictures.draw`)
    from PIL import Image

SIGNATURE: Final = b"\x89PNG\r\n\x1a\n"
BIT_DEPTH: Final = 8
PALETTE_COLOUR_TYPE: Final = 3
DEFLATE_LEVEL: Final = 1
"""ISA-L levels run 0-3; 1 gives Pillow's level-1 size in a fraction of its time."""
FILTER_NONE: Final = 0
HEADERS_KEPT: Final = 64
"""Picture sizes whose IHDR chunk is kept (deals come in a handful of sizes, boards in two)."""
PALETTES_KEPT: Final = 4


def _chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: length, type, data, CRC of type and data."""
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
    )


@lru_cache(maxsize=HEADERS_KEPT)
def _header_chunk(width: int, height: int) -> bytes:
    """The IHDR chunk of an 8-bit palette picture of this size."""
    header = struct.pack(">IIBBBBB", width, height, BIT_DEPTH, PALETTE_COLOUR_TYPE, 0, 0, 0)
    return _chunk(b"IHDR", header)


@lru_cache(maxsize=PALETTES_KEPT)
def _palette_chunk(palette: bytes) -> bytes:
    """The PLTE chunk of a palette (the pictures share one: written once)."""
    return _chunk(b"PLTE", palette)


_END: Final = _chunk(b"IEND", b"")


def frame(image: Image.Image) -> Image.Image:
    """The picture one column to the right on a canvas of index 0: `tobytes` of the result
    is the PNG's rows, each preceded by its filter type byte (0: None), in one copy (`tobytes`
    of a "P" picture is its rows of indices, one byte each).

    A picture drawn straight on such a framed canvas (`bot.pictures.draw.framed_canvas`)
    skips this copy: `framed_png` writes it as it is."""
    width, height = image.size
    from PIL.Image import new

    framed = new("P", (width + 1, height), FILTER_NONE)
    framed.paste(image, (1, 0))
    return framed


def scanlines(image: Image.Image) -> bytes:
    """The picture's rows, each preceded by its filter type byte (0: None)."""
    return frame(image).tobytes()


def palette_png(image: Image.Image) -> bytes:
    """A "P" picture as PNG bytes (its palette, 8-bit indices)."""
    if image.mode != "P":
        raise ValueError(f"palette_png takes a palette ('P') picture, not {image.mode!r}")
    width, height = image.size
    if width < 1 or height < 1:
        raise ValueError("an empty picture has no PNG")
    return _png(width, height, image.getpalette(), scanlines(image))


def framed_png(framed: Image.Image) -> bytes:
    """A "P" picture drawn on a framed canvas (first column index 0, the filter bytes; see
    `frame`) as the PNG bytes of the rest: its rows are written as they are, no copy."""
    if framed.mode != "P":
        raise ValueError(f"framed_png takes a palette ('P') picture, not {framed.mode!r}")
    width, height = framed.size
    if width < 2 or height < 1:
        raise ValueError("an empty picture has no PNG")
    return _png(width - 1, height, framed.getpalette(), framed.tobytes())


def _png(width: int, height: int, palette: list[int] | None, rows: bytes) -> bytes:
    """Signature, IHDR, PLTE, one IDAT of the rows (filter bytes included), IEND."""
    from isal.isal_zlib import compress

    pixels = compress(rows, DEFLATE_LEVEL)
    return b"".join(
        (
            SIGNATURE,
            _header_chunk(width, height),
            _palette_chunk(bytes(palette or [0, 0, 0])),
            _chunk(b"IDAT", pixels),
            _END,
        )
    )
