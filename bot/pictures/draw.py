"""Drawing tools shared by the pictures: colours, fonts, suit shapes, cards, PNG bytes.

Everything is drawn with Pillow from shapes and Pillow's own bundled font
(`ImageFont.load_default(size=...)`, Aileron, scalable, ASCII only), never a system font, so
a slim Docker image draws exactly what a laptop draws. Suits are polygons and ellipses drawn
four times larger and scaled down once (cached), so they are smooth and identical every time.
Words drawn into a picture go through `ascii_text` (accents dropped: the font has none); the
captions carry the full text.
"""

from __future__ import annotations

import io
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Final, TypeAlias

from PIL import Image, ImageDraw, ImageFont

from bot.engine.cards import Suit

RGB: TypeAlias = tuple[int, int, int]
Font: TypeAlias = ImageFont.FreeTypeFont | ImageFont.ImageFont

SUPERSAMPLE: Final = 4
PNG_COMPRESS_LEVEL: Final = 1  # fast, and these flat pictures stay small

FELT: Final[RGB] = (22, 94, 56)
FELT_DARK: Final[RGB] = (14, 66, 39)
WHITE: Final[RGB] = (255, 255, 255)
INK: Final[RGB] = (33, 33, 33)
GREY: Final[RGB] = (140, 140, 140)
LIGHT: Final[RGB] = (228, 228, 228)
GOLD: Final[RGB] = (247, 196, 44)
CARD_EDGE: Final[RGB] = (170, 170, 170)

SUIT_COLOURS: Final[dict[Suit, RGB]] = {
    Suit.SPADES: (25, 25, 25),
    Suit.HEARTS: (204, 20, 32),
    Suit.DIAMONDS: (20, 90, 200),
    Suit.CLUBS: (16, 128, 48),
}
"""A four-colour deck: spades black, hearts red, diamonds blue, clubs green (told apart at a
glance on a small screen, and by colour-blind players through the shapes)."""


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


@cache
def font(size: int) -> Font:
    """Pillow's bundled scalable font at `size` pixels."""
    return ImageFont.load_default(size=size)


def ascii_text(text: str) -> str:
    """Text the bundled font can draw: accents dropped, other non-ASCII characters left out."""
    decomposed = unicodedata.normalize("NFKD", text.replace("\u00a0", " "))
    return "".join(ch for ch in decomposed if " " <= ch <= "~")


def text_size(text: str, size: int) -> tuple[int, int]:
    """The width and height of `text` drawn at `size` (its ink box from the drawing origin)."""
    left, top, right, bottom = font(size).getbbox(ascii_text(text))
    return int(right - left), int(bottom - top)


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
    """Draw `text` (made ASCII) at `xy` with Pillow's anchor convention; `weight` > 0
    thickens the strokes by that many pixels (a bold look from the regular font)."""
    draw.text(
        xy,
        ascii_text(text),
        font=font(size),
        fill=fill,
        anchor=anchor,
        stroke_width=weight,
        stroke_fill=fill,
    )


def png(image: Image.Image) -> bytes:
    """The picture as PNG bytes (no metadata, so equal pictures give equal bytes)."""
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return out.getvalue()


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
    mask = Image.new("L", (big, big), 0)
    _SHAPES[suit](ImageDraw.Draw(mask), big)
    return mask.resize((size, size), Image.Resampling.LANCZOS)


def paste_suit(image: Image.Image, suit: Suit, x: int, y: int, size: int) -> None:
    """Draw the suit's shape in its colour with its top-left corner at (x, y)."""
    image.paste(SUIT_COLOURS[suit], (x, y, x + size, y + size), suit_mask(suit, size))


@cache
def rounded_mask(width: int, height: int, radius: int) -> Image.Image:
    """A smooth rounded-rectangle mask."""
    big = Image.new("L", (width * SUPERSAMPLE, height * SUPERSAMPLE), 0)
    ImageDraw.Draw(big).rounded_rectangle(
        (0, 0, width * SUPERSAMPLE - 1, height * SUPERSAMPLE - 1),
        radius * SUPERSAMPLE,
        fill=255,
    )
    return big.resize((width, height), Image.Resampling.LANCZOS)


def paste_rounded(image: Image.Image, box: Box, radius: int, colour: RGB) -> None:
    """Fill a smooth rounded rectangle."""
    image.paste(colour, (box.x, box.y, box.right, box.bottom), rounded_mask(box.w, box.h, radius))
