"""Pictures drawn on a framed canvas (the PNG's filter bytes in their first column) give the
very bytes the plain path gives: same pixels, same palette, same stream."""

from __future__ import annotations

import random

import pytest
from PIL import Image

from bot.drills.deals import DrillKind, deal_drill
from bot.engine.cards import RANKS
from bot.pictures import board, cards
from bot.pictures.draw import FELT, framed_canvas, unframe
from bot.pictures.png import frame, framed_png, palette_png, scanlines

RANKS_EN = {r: {1: "A", 11: "J", 12: "Q", 13: "K"}.get(r, str(r)) for r in RANKS}
LABELS = board.BoardLabels("You", "Me", {"skunk": "skunk", "double_skunk": "double skunk"})


@pytest.mark.parametrize("kind", list(DrillKind))
def test_a_deal_is_written_as_the_plain_path_writes_it(kind: DrillKind) -> None:
    rng = random.Random(11)
    for four in (False, True):
        deal = deal_drill(kind, rng)
        layout = cards.deal_layout(deal.hand, deal.starter)
        plain = palette_png(cards.draw_deal(layout, RANKS_EN, four_colours=four))
        assert cards.deal_png(deal.hand, deal.starter, RANKS_EN, four_colours=four) == plain


@pytest.mark.parametrize(("target", "rule"), [(121, "skunk"), (61, "lurch")])
def test_a_board_is_written_as_the_plain_path_writes_it(target: int, rule: str) -> None:
    rng = random.Random(target)
    for _ in range(4):
        player, bot = rng.randrange(target + 1), rng.randrange(target + 1)
        race = board.Race(target, rule, player, bot, rng.randrange(player + 1), bot)
        plain = palette_png(board.draw_board(board.board_layout(race), race, LABELS))
        assert board.board_png(race, LABELS) == plain


def test_a_framed_canvas_holds_the_filter_bytes_then_the_picture() -> None:
    canvas = framed_canvas(3, 2, FELT)
    assert canvas.size == (4, 2)
    assert unframe(canvas).size == (3, 2)
    assert canvas.crop((0, 0, 1, 2)).tobytes() == bytes(2)
    assert canvas.tobytes() == scanlines(unframe(canvas))
    assert framed_canvas(3, 2, FELT) is not framed_canvas(3, 2, FELT)  # never the kept blank
    picture = Image.new("P", (2, 1), 5)
    assert frame(picture).tobytes() == bytes([0, 5, 5])


def test_only_framed_palette_pictures_are_written() -> None:
    with pytest.raises(ValueError, match="palette"):
        framed_png(Image.new("RGB", (3, 2)))
    with pytest.raises(ValueError, match="empty"):
        framed_png(Image.new("P", (1, 3)))


def test_kept_pictures_hold_the_shared_palette_as_bytes() -> None:
    from bot.engine.cards import Card, Suit
    from bot.pictures.draw import palette_image, text_patch, to_palette

    tile = cards.card_tile(Card(5, Suit.HEARTS), "5", False)
    patch = text_patch("Muggins 57", 30, (255, 255, 255), FELT, 1)
    plain = Image.new("RGB", (3, 2), FELT).quantize(
        palette=palette_image(), dither=Image.Dither.NONE
    )
    for picture in (tile, patch, to_palette(Image.new("RGB", (3, 2), FELT))):
        assert picture.palette is not None
        assert isinstance(picture.palette.palette, bytes)
        assert picture.getpalette() == plain.getpalette() == palette_image().getpalette()
