"""Drawing tools shared by the pictures: colours, fonts, suit shapes, cards, PNG bytes.

Everything is drawn with Pillow from shapes and the font shipped with Muggins
(`content/fonts/DejaVuSans-Muggins.ttf`: DejaVu Sans, free, subset to the Latin letters with
every French accent, punctuation and the suits; its licence beside it), never a system font, so
a slim Docker image draws exactly what a laptop draws, « Écart » and « Réponse » included.
Suits are polygons and ellipses drawn four times larger and scaled down once (cached), so they
are smooth and identical every time. Words go through `drawable_text`: a character the font
lacks is dropped (its accents kept when its letter is there); the captions carry the full text.

Pictures are drawn in RGB, then mapped onto one fixed palette (every colour used, and the
blends antialiasing makes between colours that touch) and saved as palette PNGs: a third of
the bytes, and about five times faster to encode than RGB (no per-row filter search);
`bot.pictures.png` writes them with ISA-L's deflate, several times faster than zlib's.

Pillow is imported here, where a picture is first drawn (`new_picture`, `pen`, the cached
parts), not when the pictures' modules are imported: a process that imports them for their
data only (the command-line tools) does not load Pillow and its libraries (about 4 MB). The
other drawing modules reach Pillow only through `new_picture` and `pen`.
"""

from __future__ import annotations

import struct
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Final, TypeAlias

from bot.engine.cards import Suit
from bot.pictures.png import FILTER_NONE, frame, palette_png
from bot.resources import data_dir

if TYPE_CHECKING:
    from PIL import Image, ImageDraw, ImageFont

    Font: TypeAlias = ImageFont.FreeTypeFont | ImageFont.ImageFont

RGB: TypeAlias = tuple[int, int, int]

SUPERSAMPLE: Final = 4
PALETTE_SIZE: Final = 256
TEXT_PATCHES_KEPT: Final = 1024
CANVASES_KEPT: Final = 16
"""Blank framed canvases kept, by size and colour (a deal's size depends on its cards)."""
MIN_TEXT_SIZE: Final = 10

FELT: Final[RGB] = (22, 94, 56)
FELT_DARK: Final[RGB] = (14, 66, 39)
WHITE: Final[RGB] = (255, 255, 255)
LIGHT: Final[RGB] = (228, 228, 228)
GOLD: Final[RGB] = (247, 196, 44)
CARD_EDGE: Final[RGB] = (170, 170, 170)
WOOD: Final[RGB] = (121, 85, 58)
HOLE: Final[RGB] = (62, 39, 24)
PLAYER_PEG: Final[RGB] = (66, 165, 245)
BOT_PEG: Final[RGB] = (239, 83, 80)
PLAYER_BACK_PEG: Final[RGB] = (21, 101, 192)
BOT_BACK_PEG: Final[RGB] = (183, 28, 28)
GOOD_BAR: Final[RGB] = (102, 187, 106)
FAIR_BAR: Final[RGB] = GOLD
POOR_BAR: Final[RGB] = BOT_PEG
GOOD_SHARE: Final = 0.8
"""From this share right up, a bar is green (mostly right)."""
FAIR_SHARE: Final = 0.5
"""From this share right up (below `GOOD_SHARE`), a bar is gold; below it, red."""
EMPTY_DAY: Final[RGB] = (70, 120, 90)

BLACK_SUIT: Final[RGB] = (25, 25, 25)
RED_SUIT: Final[RGB] = (204, 20, 32)

TWO_COLOURS: Final[dict[Suit, RGB]] = {
    Suit.SPADES: BLACK_SUIT,
    Suit.HEARTS: RED_SUIT,
    Suit.DIAMONDS: RED_SUIT,
    Suit.CLUBS: BLACK_SUIT,
}
"""The deck club members hold: spades and clubs black, hearts and diamonds red (the default)."""

FOUR_COLOURS: Final[dict[Suit, RGB]] = {
    Suit.SPADES: BLACK_SUIT,
    Suit.HEARTS: RED_SUIT,
    Suit.DIAMONDS: (20, 90, 200),
    Suit.CLUBS: (16, 128, 48),
}
"""A four-colour deck (`/pictures 4`): diamonds blue, clubs green, told apart at a glance on a
small screen (colour-blind players tell them by the shapes either way)."""

SUIT_COLOURS: Final = FOUR_COLOURS
"""Every suit colour the pictures may use (the two-colour deck's are among them)."""


def share_colour(share: float) -> RGB:
    """A bar's colour for the share right (0 to 1): green when mostly right, gold when
    half, red below (the /coach and /chart bars alike)."""
    if share >= GOOD_SHARE:
        return GOOD_BAR
    return FAIR_BAR if share >= FAIR_SHARE else POOR_BAR


def suit_colours(four_colours: bool) -> dict[Suit, RGB]:
    """The suit colours of a picture: two colours by default, four on request."""
    return FOUR_COLOURS if four_colours else TWO_COLOURS


BLEND_LEVELS: Final = 8
BLENDS: Final[tuple[tuple[RGB, RGB], ...]] = (
    *((colour, WHITE) for colour in SUIT_COLOURS.values()),
    (CARD_EDGE, FELT),
    (WHITE, CARD_EDGE),
    (GOLD, FELT),
    (CARD_EDGE, GOLD),
    (HOLE, WOOD),
    (WOOD, FELT),
    (PLAYER_PEG, WOOD),
    (BOT_PEG, WOOD),
    (PLAYER_BACK_PEG, WOOD),
    (BOT_BACK_PEG, WOOD),
    (WHITE, WOOD),
    (WHITE, PLAYER_PEG),
    (WHITE, BOT_PEG),
    (LIGHT, PLAYER_BACK_PEG),
    (LIGHT, BOT_BACK_PEG),
    (GOLD, WOOD),
    (LIGHT, WOOD),
    (WHITE, FELT),
    (PLAYER_PEG, FELT),
    (BOT_PEG, FELT),
    (LIGHT, FELT),
    (GOOD_BAR, FELT_DARK),
    (FAIR_BAR, FELT_DARK),
    (POOR_BAR, FELT_DARK),
    (EMPTY_DAY, FELT_DARK),
    (FELT_DARK, FELT),
)
"""Colours that touch in some picture: their antialiased blends get palette entries."""


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle in picture pixels: left, top, width, height."""

    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        """The first column right of the box."""
        return self.x + self.w

    @property
    def bottom(self) -> int:
        """The first row below the box."""
        return self.y + self.h

    def inside(self, width: int, height: int) -> bool:
        """True when the box lies within a picture of that size."""
        return self.x >= 0 and self.y >= 0 and self.right <= width and self.bottom <= height

    def overlaps(self, other: Box) -> bool:
        """True when the two boxes share a pixel."""
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )


FONT_PATH: Final = data_dir("content") / "fonts" / "DejaVuSans-Muggins.ttf"
"""The shipped font (DejaVu Sans, subset; `content/fonts/LICENSE.txt`)."""


@cache
def font(size: int) -> Font:
    """The shipped font at `size` pixels (Pillow's own, ASCII only, if the file is missing)."""
    from PIL import ImageFont

    try:
        return ImageFont.truetype(str(FONT_PATH), size)
    except OSError:
        return ImageFont.load_default(size=size)


@cache
def font_characters() -> frozenset[str]:
    """The characters the shipped font draws (empty when Pillow's ASCII font stands in)."""
    try:
        with FONT_PATH.open("rb") as f:
            data = f.read()
    except OSError:
        return frozenset()
    return _cmap_characters(data)


def _cmap_characters(data: bytes) -> frozenset[str]:
    """The characters of a TrueType font's Unicode cmap (format 4 subtables)."""
    tables = struct.unpack_from(">H", data, 4)[0]
    offsets = {
        data[12 + 16 * i : 16 + 16 * i]: struct.unpack_from(">I", data, 20 + 16 * i)[0]
        for i in range(tables)
    }
    cmap = offsets[b"cmap"]
    found: set[str] = set()
    for i in range(struct.unpack_from(">H", data, cmap + 2)[0]):
        platform, _, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        start = cmap + offset
        if platform not in (0, 3) or struct.unpack_from(">H", data, start)[0] != CMAP_FORMAT_4:
            continue
        segments = struct.unpack_from(">H", data, start + 6)[0] // 2
        ends = struct.unpack_from(f">{segments}H", data, start + 14)
        starts = struct.unpack_from(f">{segments}H", data, start + 16 + 2 * segments)
        for first, last in zip(starts, ends, strict=True):
            if first != CMAP_END:
                found.update(chr(c) for c in range(first, last + 1))
    return frozenset(found)


CMAP_FORMAT_4: Final = 4
CMAP_END: Final = 0xFFFF


def drawable_text(text: str) -> str:
    """Text the shipped font draws: « Écart » as is; a character it lacks is dropped, a letter
    with an accent it lacks keeps its letter. Without the font, `ascii_text`."""
    characters = font_characters()
    if not characters:
        return ascii_text(text)
    kept: list[str] = []
    for ch in text.replace("\u00a0", " ").replace("\u202f", " "):
        if ch in characters:
            kept.append(ch)
        else:
            kept += [c for c in unicodedata.normalize("NFKD", ch) if c in characters]
    return "".join(kept)


def ascii_text(text: str) -> str:
    """Text the bundled font can draw: accents dropped, other non-ASCII characters left out."""
    decomposed = unicodedata.normalize("NFKD", text.replace("\u00a0", " "))
    return "".join(ch for ch in decomposed if " " <= ch <= "~")


def new_picture(mode: str, size: tuple[int, int], colour: int | RGB = 0) -> Image.Image:
    """A blank picture of that mode and size, filled with `colour` (Pillow's `Image.new`)."""
    from PIL.Image import new

    return new(mode, size, colour)


def pen(image: Image.Image) -> ImageDraw.ImageDraw:
    """Pillow's drawing interface on `image` (`ImageDraw.Draw`)."""
    from PIL.ImageDraw import Draw

    return Draw(image)


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    anchor: str = "la",
    *,
    weight: int = 0,
) -> None:
    """Draw `text` (what the font can draw of it) at `xy` with Pillow's anchor convention;
    `weight` > 0 thickens the strokes by that many pixels (a bold look from the regular font)."""
    draw.text(
        xy,
        drawable_text(text),
        font=font(size),
        fill=fill,
        anchor=anchor,
        stroke_width=weight,
        stroke_fill=fill,
    )


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    """The colour `t` of the way from `a` to `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def palette_colours() -> list[RGB]:
    """Every colour of the shared palette: the colours used, then their blends, no repeats."""
    colours: dict[RGB, None] = {}
    for a, b in BLENDS:
        colours[a] = None
        colours[b] = None
    for a, b in BLENDS:
        for level in range(1, BLEND_LEVELS):
            colours[_blend(a, b, level / BLEND_LEVELS)] = None
    return list(colours)


@cache
def palette_indices() -> dict[RGB, int]:
    """Each palette colour's index."""
    colours = palette_colours()
    if len(colours) > PALETTE_SIZE:
        raise ValueError(f"{len(colours)} colours do not fit a {PALETTE_SIZE}-colour palette")
    return {colour: i for i, colour in enumerate(colours)}


@cache
def palette_image() -> Image.Image:
    """The shared palette as a "P" image, for `Image.quantize(palette=...)`."""
    colours = list(palette_indices())
    colours += [colours[0]] * (PALETTE_SIZE - len(colours))
    image = new_picture("P", (1, 1))
    image.putpalette([channel for colour in colours for channel in colour])
    return image


def ink(colour: RGB) -> int:
    """The palette index of a colour used in the pictures (to draw on "P" canvases)."""
    return palette_indices()[colour]


def to_palette(image: Image.Image) -> Image.Image:
    """An RGB picture on the shared palette: each pixel its nearest colour, no dithering.

    Its palette is kept as 768 bytes: Pillow's `quantize` leaves it as a list of 768 ints
    (6 kB each), and the bot's process keeps hundreds of these pictures (card faces, texts)
    in its caches: about 2 MB of its memory. The pixels, and the palette it holds, are the
    same either way."""
    from PIL.Image import Dither

    result = image.quantize(palette=palette_image(), dither=Dither.NONE)
    if result.palette is not None and not isinstance(result.palette.palette, bytes):
        result.palette.palette = bytes(result.palette.palette)
    return result


@lru_cache(maxsize=CANVASES_KEPT)
def blank_framed(width: int, height: int, colour: RGB) -> Image.Image:
    """The blank framed canvas `framed_canvas` copies (kept: never draw on it)."""
    image = canvas(width + 1, height, colour)
    image.paste(FILTER_NONE, (0, 0, 1, height))
    return image


def framed_canvas(width: int, height: int, colour: RGB) -> Image.Image:
    """A blank `width` x `height` picture on the shared palette, filled with `colour`, framed
    for `framed_png`: one column wider, drawn one pixel to the right of its coordinates (the
    first column holds the PNG's filter bytes)."""
    return blank_framed(width, height, colour).copy()


def framed(image: Image.Image) -> Image.Image:
    """A "P" picture moved onto a framed canvas (see `framed_canvas`), its palette kept."""
    result = frame(image)
    result.putpalette(image.getpalette() or [])
    return result


def unframe(image: Image.Image) -> Image.Image:
    """The picture a framed canvas holds (its first column cut off)."""
    return image.crop((1, 0, image.width, image.height))


def canvas(width: int, height: int, colour: RGB) -> Image.Image:
    """A blank "P" picture on the shared palette, filled with `colour`."""
    image = new_picture("P", (width, height), ink(colour))
    image.putpalette(palette_image().getpalette() or [])
    return image


@lru_cache(maxsize=TEXT_PATCHES_KEPT)
def text_patch(text: str, size: int, colour: RGB, background: RGB, weight: int = 0) -> Image.Image:
    """`text` drawn (antialiased) on `background`, cut to its ink, on the shared palette."""
    shown = drawable_text(text) or " "
    left, top, right, bottom = font(size).getbbox(shown, stroke_width=weight)
    patch = new_picture("RGB", (int(right - left) + 2, int(bottom - top) + 2), background)
    draw_text(pen(patch), (1 - left, 1 - top), shown, size, colour, weight=weight)
    return to_palette(patch)


def paste_text(
    image: Image.Image,
    xy: tuple[int, int],
    text: str,
    size: int,
    colour: RGB,
    background: RGB,
    *,
    align: str = "left",
    valign: str = "middle",
    weight: int = 0,
    max_width: int | None = None,
) -> None:
    """Paste a text patch on a "P" picture: `xy` is its left, centre or right end (`align`)
    and its top, middle or bottom (`valign`); a text wider than `max_width` is drawn smaller
    until it fits (a long French title stays whole)."""
    patch = text_patch(text, size, colour, background, weight)
    while max_width is not None and patch.width > max_width and size > MIN_TEXT_SIZE:
        size -= 1
        patch = text_patch(text, size, colour, background, weight)
    x, y = xy
    if align == "right":
        x -= patch.width
    elif align == "centre":
        x -= patch.width // 2
    if valign == "bottom":
        y -= patch.height
    elif valign == "middle":
        y -= patch.height // 2
    image.paste(patch, (x, y))


def png(image: Image.Image) -> bytes:
    """The picture as a palette PNG (RGB pictures are mapped onto the shared palette first;
    no metadata, so equal pictures give equal bytes)."""
    return palette_png(image if image.mode == "P" else to_palette(image))


# -- Suit shapes -----------------------------------------------------------------------------


def _heart(draw: ImageDraw.ImageDraw, s: int) -> None:
    """A heart filling an s-by-s square."""
    r = s * 0.27
    draw.ellipse((s * 0.04, s * 0.08, s * 0.04 + 2 * r, s * 0.08 + 2 * r), fill=255)
    draw.ellipse((s * 0.96 - 2 * r, s * 0.08, s * 0.96, s * 0.08 + 2 * r), fill=255)
    draw.polygon(
        [(s * 0.06, s * 0.43), (s * 0.5, s * 0.95), (s * 0.94, s * 0.43), (s * 0.5, s * 0.3)],
        fill=255,
    )


def _diamond(draw: ImageDraw.ImageDraw, s: int) -> None:
    """A diamond filling an s-by-s square."""
    draw.polygon(
        [(s * 0.5, s * 0.02), (s * 0.88, s * 0.5), (s * 0.5, s * 0.98), (s * 0.12, s * 0.5)],
        fill=255,
    )


def _stem(draw: ImageDraw.ImageDraw, s: int) -> None:
    """The foot of a spade or a club."""
    draw.polygon(
        [(s * 0.5, s * 0.55), (s * 0.7, s * 0.97), (s * 0.3, s * 0.97)],
        fill=255,
    )


def _spade(draw: ImageDraw.ImageDraw, s: int) -> None:
    """A spade (an upside-down heart on a foot) filling an s-by-s square."""
    r = s * 0.25
    top = s * 0.75 - 2 * r
    draw.ellipse((s * 0.05, top, s * 0.05 + 2 * r, top + 2 * r), fill=255)
    draw.ellipse((s * 0.95 - 2 * r, top, s * 0.95, top + 2 * r), fill=255)
    draw.polygon(
        [(s * 0.07, s * 0.53), (s * 0.5, s * 0.02), (s * 0.93, s * 0.53), (s * 0.5, s * 0.66)],
        fill=255,
    )
    _stem(draw, s)


def _club(draw: ImageDraw.ImageDraw, s: int) -> None:
    """A club (three leaves on a foot) filling an s-by-s square."""
    r = s * 0.2
    for cx, cy in ((0.5, 0.24), (0.26, 0.56), (0.74, 0.56)):
        draw.ellipse((s * cx - r, s * cy - r, s * cx + r, s * cy + r), fill=255)
    draw.rectangle((s * 0.44, s * 0.3, s * 0.56, s * 0.62), fill=255)
    _stem(draw, s)


_SHAPES: Final = {
    Suit.HEARTS: _heart,
    Suit.DIAMONDS: _diamond,
    Suit.SPADES: _spade,
    Suit.CLUBS: _club,
}


@cache
def suit_mask(suit: Suit, size: int) -> Image.Image:
    """The suit's shape as a smooth `size`-pixel square mask (drawn large, scaled down)."""
    big = size * SUPERSAMPLE
    from PIL.Image import Resampling

    mask = new_picture("L", (big, big), 0)
    _SHAPES[suit](pen(mask), big)
    return mask.resize((size, size), Resampling.LANCZOS)


def paste_suit(
    image: Image.Image, suit: Suit, x: int, y: int, size: int, *, four_colours: bool = False
) -> None:
    """Draw the suit's shape in its colour with its top-left corner at (x, y)."""
    colour = suit_colours(four_colours)[suit]
    image.paste(colour, (x, y, x + size, y + size), suit_mask(suit, size))


@cache
def rounded_mask(width: int, height: int, radius: int) -> Image.Image:
    """A smooth rounded-rectangle mask."""
    from PIL.Image import Resampling

    big = new_picture("L", (width * SUPERSAMPLE, height * SUPERSAMPLE), 0)
    pen(big).rounded_rectangle(
        (0, 0, width * SUPERSAMPLE - 1, height * SUPERSAMPLE - 1),
        radius * SUPERSAMPLE,
        fill=255,
    )
    return big.resize((width, height), Resampling.LANCZOS)


def paste_rounded(image: Image.Image, box: Box, radius: int, colour: RGB) -> None:
    """Fill a smooth rounded rectangle."""
    image.paste(colour, (box.x, box.y, box.right, box.bottom), rounded_mask(box.w, box.h, radius))
