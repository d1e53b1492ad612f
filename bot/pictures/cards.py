"""A deal drawn as cards: the hand (or crib, or any cards) in a row, the starter set apart.

`deal_layout` is the geometry alone (which card goes where: tests check it against the deal),
`deal_png` draws it. Rank letters come from the caller (`rank_labels(tr)`: A 2-10 J Q K in
English, A 2-10 V D R in French), so the same deal is drawn in the player's notation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from bot.engine.cards import RANKS, Card
from bot.pictures.draw import (
    CARD_EDGE,
    FELT,
    GOLD,
    WHITE,
    Box,
    draw_text,
    framed_canvas,
    new_picture,
    paste_rounded,
    paste_suit,
    pen,
    suit_colours,
    to_palette,
    unframe,
)
from bot.pictures.png import framed_png

if TYPE_CHECKING:  # drawn with the letters it is given: no catalogs loaded here
    from PIL import Image

    from bot.i18n import Translator

CARD_WIDTH: Final = 128
CARD_HEIGHT: Final = 180
CARD_RADIUS: Final = 12
CARD_EDGE_WIDTH: Final = 2
CARD_GAP: Final = 14
STARTER_GAP: Final = 48
STARTER_FRAME: Final = 6
PADDING: Final = 20
CARDS_PER_ROW: Final = 6
MAX_CARDS: Final = 18
RANK_SETS_KEPT: Final = 8
"""Translators whose rank letters are kept (one per language in a running bot)."""
TILES_KEPT: Final = 4 * 52 * 2
"""Card faces kept drawn: each card, in both languages' letters, plain and as the starter."""

RANK_SIZE: Final = 60
RANK_WEIGHT: Final = 1
INDEX_SUIT_SIZE: Final = 36
BIG_SUIT_SIZE: Final = 70
INSET: Final = 12


@dataclass(frozen=True, slots=True)
class CardBox:
    """One card drawn in a picture, where, and whether it is the starter."""

    card: Card
    box: Box
    starter: bool = False


@dataclass(frozen=True, slots=True)
class DealLayout:
    """The size of a deal's picture and the card boxes in it, the starter last."""

    width: int
    height: int
    cards: tuple[CardBox, ...]

    @property
    def starter(self) -> CardBox | None:
        """The starter's box, if the deal has one."""
        last = self.cards[-1] if self.cards else None
        return last if last is not None and last.starter else None

    @property
    def hand(self) -> tuple[CardBox, ...]:
        """The boxes of the cards other than the starter, in order."""
        return tuple(box for box in self.cards if not box.starter)


@lru_cache(maxsize=RANK_SETS_KEPT)
def rank_labels(tr: Translator) -> Mapping[int, str]:
    """The rank letters of the translator's language (French R D V, English K Q J), read-only
    and kept per translator: every deal of a language asks the same letters (thirteen
    lookups in the catalog, some 20 µs on the event loop, once instead of per deal)."""
    from bot.i18n.render import rank_text  # the catalogs, only when labels are asked

    return MappingProxyType({rank: rank_text(rank, tr) for rank in RANKS})


def deal_layout(cards: Sequence[Card], starter: Card | None = None) -> DealLayout:
    """Where each card goes: rows of up to six, the starter right of the first row, apart."""
    if not cards and starter is None:
        raise ValueError("a deal picture needs at least one card")
    if len(cards) + (starter is not None) > MAX_CARDS:
        raise ValueError(f"a deal picture shows at most {MAX_CARDS} cards")
    columns = min(len(cards), CARDS_PER_ROW)
    rows = -(-len(cards) // CARDS_PER_ROW)
    boxes = [
        CardBox(
            card,
            Box(
                PADDING + (i % CARDS_PER_ROW) * (CARD_WIDTH + CARD_GAP),
                PADDING + (i // CARDS_PER_ROW) * (CARD_HEIGHT + CARD_GAP),
                CARD_WIDTH,
                CARD_HEIGHT,
            ),
        )
        for i, card in enumerate(cards)
    ]
    width = PADDING + columns * CARD_WIDTH + max(columns - 1, 0) * CARD_GAP
    if starter is not None:
        x = width + (STARTER_GAP if cards else 0)
        boxes.append(CardBox(starter, Box(x, PADDING, CARD_WIDTH, CARD_HEIGHT), starter=True))
        width = x + CARD_WIDTH
    height = PADDING + max(rows, 1) * CARD_HEIGHT + max(rows - 1, 0) * CARD_GAP + PADDING
    return DealLayout(width + PADDING, height, tuple(boxes))


@lru_cache(maxsize=TILES_KEPT)
def card_tile(card: Card, rank: str, starter: bool, four_colours: bool = False) -> Image.Image:
    """One card face on felt (the starter with its gold frame around): the rank and a small
    suit in the corner, a big suit below. Drawn once per card, rank letter and frame, and
    kept on the shared palette."""
    frame = STARTER_FRAME if starter else 0
    tile = new_picture("RGB", (CARD_WIDTH + 2 * frame, CARD_HEIGHT + 2 * frame), FELT)
    if starter:
        paste_rounded(tile, Box(0, 0, tile.width, tile.height), CARD_RADIUS + frame, GOLD)
    box = Box(frame, frame, CARD_WIDTH, CARD_HEIGHT)
    paste_rounded(tile, box, CARD_RADIUS, CARD_EDGE)
    inner = Box(
        box.x + CARD_EDGE_WIDTH,
        box.y + CARD_EDGE_WIDTH,
        box.w - 2 * CARD_EDGE_WIDTH,
        box.h - 2 * CARD_EDGE_WIDTH,
    )
    paste_rounded(tile, inner, CARD_RADIUS - CARD_EDGE_WIDTH, WHITE)
    colour = suit_colours(four_colours)[card.suit]
    draw = pen(tile)
    draw_text(draw, (box.x + INSET, box.y + INSET - 4), rank, RANK_SIZE, colour, weight=RANK_WEIGHT)
    paste_suit(
        tile,
        card.suit,
        box.x + INSET + 2,
        box.y + INSET + RANK_SIZE,
        INDEX_SUIT_SIZE,
        four_colours=four_colours,
    )
    paste_suit(
        tile,
        card.suit,
        box.right - INSET - BIG_SUIT_SIZE,
        box.bottom - INSET - BIG_SUIT_SIZE,
        BIG_SUIT_SIZE,
        four_colours=four_colours,
    )
    return to_palette(tile)


def draw_deal(
    layout: DealLayout, ranks: Mapping[int, str], *, four_colours: bool = False
) -> Image.Image:
    """The deal's picture on green felt (a "P" picture on the shared palette): red and black
    suits, or four colours (`four_colours`)."""
    return unframe(_framed_deal(layout, ranks, four_colours))


def _framed_deal(layout: DealLayout, ranks: Mapping[int, str], four_colours: bool) -> Image.Image:
    """The deal's picture on a framed canvas (`framed_canvas`: one pixel to the right)."""
    image = framed_canvas(layout.width, layout.height, FELT)
    for card_box in layout.cards:
        frame = STARTER_FRAME if card_box.starter else 0
        rank = ranks[card_box.card.rank]
        tile = card_tile(card_box.card, rank, card_box.starter, four_colours)
        image.paste(tile, (card_box.box.x - frame + 1, card_box.box.y - frame))
    return image


def deal_png(
    cards: Sequence[Card],
    starter: Card | None,
    ranks: Mapping[int, str],
    *,
    four_colours: bool = False,
) -> bytes:
    """The deal drawn as cards (starter apart, framed in gold), as PNG bytes."""
    return framed_png(_framed_deal(deal_layout(cards, starter), ranks, four_colours))
