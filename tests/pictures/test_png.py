"""The pictures' PNG bytes (`bot.pictures.png`, ISA-L's deflate): every picture decodes, has
its layout's size, holds exactly the pixels drawn, and a deal shows the deal's cards."""

from __future__ import annotations

import io
import random
import struct
import zlib
from datetime import date, timedelta

import pytest
from PIL import Image

from bot.drills.deals import DrillKind, deal_drill
from bot.engine.cards import RANKS
from bot.pictures import board, cards, chart
from bot.pictures.png import palette_png, scanlines
from bot.storage.models import Attempt

RANK_SETS = (
    {r: {1: "A", 11: "V", 12: "D", 13: "R"}.get(r, str(r)) for r in RANKS},
    {r: {1: "A", 11: "J", 12: "Q", 13: "K"}.get(r, str(r)) for r in RANKS},
)
LABELS = board.BoardLabels("Vous", "Moi", {"skunk": "capot", "double_skunk": "double capot"})
TODAY = date(2026, 11, 23)


def decoded(data: bytes) -> Image.Image:
    """The PNG read back by Pillow, its CRCs checked."""
    Image.open(io.BytesIO(data)).verify()
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.mode == "P"
    return image


def same_pixels(a: Image.Image, b: Image.Image) -> bool:
    """Same size, same colours everywhere (whatever the palette order)."""
    return a.size == b.size and a.convert("RGB").tobytes() == b.convert("RGB").tobytes()


@pytest.mark.parametrize("kind", list(DrillKind))
@pytest.mark.parametrize("ranks", RANK_SETS, ids=["fr", "en"])
def test_a_deal_decodes_to_its_layout_and_shows_its_cards(
    kind: DrillKind, ranks: dict[int, str]
) -> None:
    rng = random.Random(25)
    for _ in range(8):
        deal = deal_drill(kind, rng)
        layout = cards.deal_layout(deal.hand, deal.starter)
        image = decoded(cards.deal_png(deal.hand, deal.starter, ranks))
        assert image.size == (layout.width, layout.height)
        assert same_pixels(image, cards.draw_deal(layout, ranks))
        for card_box in layout.cards:
            frame = cards.STARTER_FRAME if card_box.starter else 0
            tile = cards.card_tile(card_box.card, ranks[card_box.card.rank], card_box.starter)
            x, y = card_box.box.x - frame, card_box.box.y - frame
            shown = image.crop((x, y, x + tile.width, y + tile.height))
            assert same_pixels(shown, tile), card_box.card


@pytest.mark.parametrize(("target", "rule"), [(121, "skunk"), (61, "lurch"), (121, "none")])
def test_a_board_decodes_to_its_layout(target: int, rule: str) -> None:
    rng = random.Random(target)
    for _ in range(6):
        player, bot = rng.randrange(target + 1), rng.randrange(target + 1)
        race = board.Race(target, rule, player, bot, rng.randrange(player + 1), bot)
        layout = board.board_layout(race)
        image = decoded(board.board_png(race, LABELS))
        assert image.size == (layout.width, layout.height)
        assert same_pixels(image, board.draw_board(layout, race, LABELS))


def test_a_chart_decodes_to_its_layout() -> None:
    attempts = [
        Attempt(
            id=i,
            question_id=i,
            user_id=1,
            chat_id=1,
            kind="hand",
            game_id=None,
            deal={},
            expected={"total": 4, "combos": [{"kind": "fifteen"}]},
            answered={},
            result={},
            expected_total=4,
            answered_total=4 if i % 3 else 2,
            correct=bool(i % 3),
            missed=0 if i % 3 else 2,
            player_points=4,
            bot_points=0,
            seconds=5.0,
            created_at=(TODAY - timedelta(days=i % 20)).isoformat() + "T12:00:00.000+00:00",
        )
        for i in range(1, 40)
    ]
    data = chart.chart_data(attempts, TODAY)
    labels = chart.ChartLabels("t", "k", {}, lambda x: f"{x:.0%}", lambda d: str(d.day), str)
    layout = chart.chart_layout(data)
    image = decoded(chart.chart_png(data, labels))
    assert image.size == (layout.width, layout.height)
    assert same_pixels(image, chart.draw_chart(layout, labels))


def test_the_stream_is_plain_zlib_of_unfiltered_rows() -> None:
    picture = Image.new("P", (3, 2))
    picture.putpalette([0, 0, 0, 255, 0, 0, 0, 255, 0])
    picture.frombytes(bytes([0, 1, 2, 2, 1, 0]))
    assert scanlines(picture) == bytes([0, 0, 1, 2, 0, 2, 1, 0])
    data = palette_png(picture)
    at = data.index(b"IDAT")
    (length,) = struct.unpack(">I", data[at - 4 : at])
    assert zlib.decompress(data[at + 4 : at + 4 + length]) == scanlines(picture)
    assert decoded(data).tobytes() == bytes([0, 1, 2, 2, 1, 0])


def test_only_palette_pictures_are_written() -> None:
    with pytest.raises(ValueError, match="palette"):
        palette_png(Image.new("RGB", (2, 2)))
    with pytest.raises(ValueError, match="empty"):
        palette_png(Image.new("P", (0, 3)))
