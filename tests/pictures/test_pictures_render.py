"""The pure renderers: valid PNGs of the layout's size, showing the engine's cards and scores.

Pixels are never compared with stored pictures: the layouts say what is drawn where, they are
checked against the deal, the race or the attempts, and a few pixels are read back to check
that the drawing follows the layout.
"""

from __future__ import annotations

import io
import random
from dataclasses import replace
from datetime import date, timedelta
from itertools import combinations
from zoneinfo import ZoneInfo

import pytest
from PIL import Image

from bot.drills.deals import DrillKind, deal_drill
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import DECK, RANKS, Card, Suit
from bot.engine.variants import DOUBLE_SKUNK_LINES, LURCH_LINES, SKUNK_LINES
from bot.i18n import I18n
from bot.pictures import board, cards, chart, clear_caches
from bot.pictures.draw import (
    FAIR_BAR,
    FELT,
    GOOD_BAR,
    PALETTE_SIZE,
    POOR_BAR,
    SUIT_COLOURS,
    TWO_COLOURS,
    ascii_text,
    ink,
    palette_colours,
)
from bot.storage.models import Attempt

WHITE_INK = (255, 255, 255)

FR_RANKS = {r: {1: "A", 11: "V", 12: "D", 13: "R"}.get(r, str(r)) for r in RANKS}
LABELS = board.BoardLabels("You", "Me", {"skunk": "skunk", "lurch": "lurch"})


def image_of(data: bytes) -> Image.Image:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


def close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 8) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


# -- Deals -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


def test_rank_letters_follow_the_language(i18n: I18n) -> None:
    fr, en = cards.rank_labels(i18n.translator("fr")), cards.rank_labels(i18n.translator("en"))
    assert [fr[r] for r in (1, 10, 11, 12, 13)] == ["A", "10", "V", "D", "R"]
    assert [en[r] for r in (1, 10, 11, 12, 13)] == ["A", "10", "J", "Q", "K"]
    assert all(fr[r] == en[r] == str(r) for r in range(2, 11))


@pytest.mark.parametrize("kind", list(DrillKind))
def test_drill_deals_are_drawn_card_by_card(kind: DrillKind) -> None:
    rng = random.Random(14)
    for _ in range(20):
        deal = deal_drill(kind, rng)
        layout = cards.deal_layout(deal.hand, deal.starter)
        assert [b.card for b in layout.hand] == list(deal.hand)
        assert layout.starter is not None and layout.starter.card == deal.starter
        image = image_of(cards.deal_png(deal.hand, deal.starter, FR_RANKS)).convert("RGB")
        assert image.size == (layout.width, layout.height)
        for card_box in layout.cards:
            box = card_box.box
            assert box.inside(layout.width, layout.height)
            # the big suit, bottom right, in the suit's colour; the card itself is white
            centre = (
                box.right - cards.INSET - cards.BIG_SUIT_SIZE // 2,
                box.bottom - cards.INSET - cards.BIG_SUIT_SIZE // 2,
            )
            assert close(image.getpixel(centre), TWO_COLOURS[card_box.card.suit])
            assert image.getpixel((box.x + box.w // 2, box.y + box.h // 2)) == (255, 255, 255)


def test_the_starter_is_set_apart_and_nothing_overlaps() -> None:
    hand = parse_cards("5H 5D 5C JS")
    layout = cards.deal_layout(hand, Card(5, Suit.SPADES))
    starter = layout.starter
    assert starter is not None and starter.starter and starter.card == Card(5, Suit.SPADES)
    last = layout.hand[-1].box
    assert starter.box.x - last.right >= cards.STARTER_GAP
    gaps = [b.box.x - a.box.right for a, b in zip(layout.hand, layout.hand[1:], strict=False)]
    assert gaps == [cards.CARD_GAP] * 3
    for a, b in combinations(layout.cards, 2):
        assert not a.box.overlaps(b.box)


@pytest.mark.parametrize("n", [1, 5, 6, 7, 12])
def test_any_number_of_cards_wraps_in_rows_of_six(n: int) -> None:
    deck = list(DECK)
    layout = cards.deal_layout(deck[:n])
    assert layout.starter is None and [b.card for b in layout.cards] == deck[:n]
    rows = {b.box.y for b in layout.cards}
    assert len(rows) == -(-n // cards.CARDS_PER_ROW)
    image = image_of(cards.deal_png(deck[:n], None, FR_RANKS))
    assert image.size == (layout.width, layout.height)
    for a, b in combinations(layout.cards, 2):
        assert not a.box.overlaps(b.box)


def test_phone_sized_cards() -> None:
    layout = cards.deal_layout(parse_cards("AH 2D 3C 4S"), Card(13, Suit.HEARTS))
    # Telegram shows a photo about 1000 px wide on a phone: a card stays over 100 px wide.
    assert layout.width <= 1280
    assert all(b.box.w >= 120 and b.box.h >= 170 for b in layout.cards)
    assert cards.RANK_SIZE >= 0.4 * cards.CARD_WIDTH


def test_pictures_are_deterministic() -> None:
    hand = parse_cards("10H 5D QC JS")
    first = cards.deal_png(hand, Card(5, Suit.SPADES), FR_RANKS)
    assert cards.deal_png(hand, Card(5, Suit.SPADES), FR_RANKS) == first
    assert cards.deal_png(hand, Card(5, Suit.SPADES), {**FR_RANKS, 12: "Q"}) != first


def test_bad_deals_are_refused() -> None:
    with pytest.raises(ValueError):
        cards.deal_layout([])
    with pytest.raises(ValueError):
        cards.deal_layout(list(DECK[: cards.MAX_CARDS + 1]))


def test_words_are_made_drawable() -> None:
    assert ascii_text("Départ à l\u2019écart\u00a0: 5 ♠") == "Depart a lecart : 5 "


# -- Board -----------------------------------------------------------------------------------


@pytest.mark.parametrize("target", [121, 61])
@pytest.mark.parametrize("rule", ["skunk", "lurch", "none"])
def test_margin_lines_follow_the_variant(target: int, rule: str) -> None:
    lines = board.margin_lines(target, rule)
    if rule == "lurch":
        assert lines == (("lurch", LURCH_LINES[target]),)
    elif rule == "skunk":
        expected = [("skunk", SKUNK_LINES[target])]
        if target in DOUBLE_SKUNK_LINES:
            expected.insert(0, ("double_skunk", DOUBLE_SKUNK_LINES[target]))
        assert lines == tuple(expected)
    else:
        assert lines == ()
    layout = board.board_layout(board.Race(target, rule, 0, 0))
    assert [(line.name, line.hole) for line in layout.lines] == list(lines)
    for line in layout.lines:
        # drawn between the hole before the line and the line's hole
        x, _ = layout.holes["player", line.hole]
        assert line.x < x


def test_every_hole_is_on_the_board_once() -> None:
    for target in (121, 61):
        layout = board.board_layout(board.Race(target, "skunk", 0, 0))
        assert len(layout.holes) == 2 * (target + 1)
        assert len(set(layout.holes.values())) == 2 * target + 1  # the game hole is shared
        for x, y in layout.holes.values():
            assert 0 < x < layout.width and 0 < y < layout.height


@pytest.mark.parametrize(
    ("race", "pegs"),
    [
        (board.Race(121, "skunk", 72, 40, 64, 34), 4),
        (board.Race(121, "lurch", 10, 0, 10, 0), 2),
        (board.Race(61, "none", 61, 20, 50, 20), 3),
    ],
)
def test_pegs_stand_in_the_scores_holes(race: board.Race, pegs: int) -> None:
    layout = board.board_layout(race)
    assert len(layout.pegs) == pegs
    image = image_of(board.board_png(race, LABELS)).convert("RGB")
    assert image.size == (layout.width, layout.height)
    for side in board.SIDES:
        front = [p for p in layout.pegs if p.side == side and p.front]
        assert [p.hole for p in front] == [race.front(side)]
        backs = [p.hole for p in layout.pegs if p.side == side and not p.front]
        assert backs == ([] if race.back(side) == race.front(side) else [race.back(side)])
    for peg in layout.pegs:
        assert (peg.x, peg.y) == layout.holes[peg.side, peg.hole]
        colours = board.SIDE_COLOURS if peg.front else board.BACK_COLOURS
        assert image.getpixel((peg.x, peg.y)) == colours[peg.side]


def test_a_race_must_make_sense() -> None:
    with pytest.raises(ValueError):
        board.Race(100, "skunk", 0, 0)
    with pytest.raises(ValueError):
        board.Race(121, "skunk", 10, 0, player_back=11)
    with pytest.raises(ValueError):
        board.Race(61, "skunk", 62, 0)


# -- Chart -----------------------------------------------------------------------------------

TODAY = date(2026, 11, 23)


def attempt(
    days_ago: int, correct: bool, kinds: list[str], missed: list[str] = (), **extra: object
) -> Attempt:
    day = TODAY - timedelta(days=days_ago)
    return Attempt(
        id=days_ago,
        user_id=1,
        chat_id=1,
        kind="hand",
        deal={},
        expected_total=0,
        answered_total=0,
        result={"missed_kinds": list(missed), **extra},
        seconds=1.0,
        created_at=f"{day.isoformat()}T08:30:00+00:00",
        expected={"total": 0, "combos": [{"kind": k} for k in kinds]},
        correct=correct,
    )


def test_chart_numbers() -> None:
    attempts = [
        attempt(0, True, ["fifteen", "pair"]),
        attempt(0, False, ["fifteen", "run"], ["fifteen"]),
        attempt(3, False, ["double_run", "fifteen"], ["double_run"]),
        attempt(29, True, ["go", "last_card"]),
        attempt(30, False, ["fifteen"], ["fifteen"]),  # outside the 30 days
        attempt(5, False, ["flush", "pair_royal"], over_kinds=["flush"]),
        attempt(5, False, ["fifteen", "pair", "nobs"]),  # a bare total, short: no kind known
    ]
    data = chart.chart_data(attempts, TODAY)
    assert len(data.days) == chart.DAYS and data.days[-1][0] == TODAY
    assert data.days[0][0] == TODAY - timedelta(days=29)
    per_day = {day: (t.count, t.right) for day, t in data.days if t.count}
    assert per_day == {
        TODAY: (2, 1),
        TODAY - timedelta(days=3): (1, 0),
        TODAY - timedelta(days=5): (2, 0),
        TODAY - timedelta(days=29): (1, 1),
    }
    kinds = {group: (t.count, t.right) for group, t in data.kinds}
    assert kinds == {
        "fifteens": (3, 2),
        "pairs": (2, 2),
        "runs": (2, 1),
        "flush": (1, 0),
        "pegging": (1, 1),
    }
    assert [group for group, _ in data.kinds] == [g for g in chart.KIND_GROUPS if g in kinds]
    assert not data.empty and chart.chart_data([], TODAY).empty


def test_chart_bars_follow_the_numbers() -> None:
    attempts = [
        attempt(i % 30, i % 3 != 0, ["fifteen", "nobs"], ["nobs"] * (i % 4 == 0)) for i in range(90)
    ]
    data = chart.chart_data(attempts, TODAY)
    layout = chart.chart_layout(data)
    assert [bar.key for bar in layout.days] == [day.isoformat() for day, _ in data.days]
    for bar in layout.days + layout.kinds:
        assert bar.box.inside(layout.width, layout.height)
    for bar in layout.days:
        assert bar.box.h == round(chart.DAYS_PANEL.h * bar.tally.accuracy)
    for bar in layout.kinds:
        assert bar.box.w == round(chart.KINDS_PANEL.w * bar.tally.accuracy)
    labels = chart.ChartLabels("a", "b", {}, lambda x: f"{x:.0%}", lambda d: str(d.day), str)
    image = image_of(chart.chart_png(data, labels)).convert("RGB")
    assert image.size == (layout.width, layout.height)
    tall = max(layout.days, key=lambda b: b.box.h)
    assert image.getpixel((tall.box.x + 1, tall.box.bottom - 2)) != FELT


def test_unreadable_attempts_are_skipped() -> None:
    odd = Attempt(
        id=1,
        user_id=1,
        chat_id=1,
        kind="peg",
        deal={},
        expected_total=0,
        answered_total=0,
        result={"missed_kinds": "nope"},
        seconds=1.0,
        created_at="yesterday",
        expected={"combos": [{"kind": "unknown"}, 3]},
    )
    strange = attempt(1, False, ["mystery"], ["mystery"])
    data = chart.chart_data([odd, strange], TODAY)
    assert sum(t.count for _, t in data.days) == 1 and data.kinds == ()


def test_same_bytes_from_empty_or_warm_caches() -> None:
    hand, starter = parse_cards("AH 10D QC KS"), Card(11, Suit.SPADES)
    race = board.Race(61, "lurch", 40, 33, 31, 30)
    data = chart.chart_data([attempt(2, True, ["fifteen"])], TODAY)
    labels = chart.ChartLabels("t", "k", {}, lambda x: f"{x:.0%}", lambda d: str(d.day), str)

    def draw_all() -> list[bytes]:
        return [
            cards.deal_png(hand, starter, FR_RANKS),
            board.board_png(race, LABELS),
            chart.chart_png(data, labels),
        ]

    warm = draw_all()
    clear_caches()
    assert draw_all() == warm
    for data_bytes in warm:
        assert image_of(data_bytes).mode == "P"


def test_the_palette_holds_every_colour_drawn() -> None:
    colours = palette_colours()
    assert len(colours) <= PALETTE_SIZE and len(set(colours)) == len(colours)
    used = [*SUIT_COLOURS.values(), *board.SIDE_COLOURS.values(), *board.BACK_COLOURS.values()]
    used += [FELT, board.BOARD_WOOD, board.HOLE_COLOUR, GOOD_BAR, FAIR_BAR, POOR_BAR]
    assert all(ink(colour) == colours.index(colour) for colour in used)


def test_chart_days_are_the_player_s_days() -> None:
    """Tonight's play in Montréal (02:30 UTC the next day) is charted on the 23rd, the day the
    daily challenge calls « 23 nov. », not on the UTC 24th."""
    tonight = replace(attempt(0, True, ["fifteen"]), created_at="2026-11-24T02:30:00.000+00:00")
    toronto = ZoneInfo("America/Toronto")
    data = chart.chart_data([tonight], TODAY, tz=toronto)
    assert data.days[-1] == (TODAY, chart.Tally(count=1, right=1))
    assert chart.attempt_day(tonight, toronto) == TODAY
    assert chart.attempt_day(tonight) == date(2026, 11, 24)  # in UTC
    in_utc = chart.chart_data([tonight], TODAY)
    assert all(t.count == 0 for _, t in in_utc.days)  # the UTC 24th is past the window


def _colours(png_bytes: bytes) -> set[tuple[int, int, int]]:
    picture = Image.open(io.BytesIO(png_bytes)).convert("RGB")
    return {colour for _, colour in picture.getcolors(maxcolors=1 << 16) or []}


def test_suits_are_red_and_black_by_default_and_four_colours_on_request() -> None:
    """Two-colour suits, as on the cards club members hold; four colours as an option."""
    from bot.pictures.draw import BLACK_SUIT, FOUR_COLOURS, RED_SUIT

    hand = parse_cards("5H 5D 5C 5S")
    ranks = cards.rank_labels(I18n.load().translator("en"))
    blue, green = FOUR_COLOURS[Suit.DIAMONDS], FOUR_COLOURS[Suit.CLUBS]
    two = _colours(cards.deal_png(hand, None, ranks))
    assert {RED_SUIT, BLACK_SUIT} <= two and blue not in two and green not in two
    four = _colours(cards.deal_png(hand, None, ranks, four_colours=True))
    assert {RED_SUIT, BLACK_SUIT, blue, green} <= four


def test_pictures_keep_french_accents() -> None:
    """The shipped font (DejaVu Sans, subset, with its licence) draws « É », « à », « œ »."""
    from bot.pictures.draw import FONT_PATH, drawable_text, font_characters, text_patch

    assert FONT_PATH.is_file() and (FONT_PATH.parent / "LICENSE.txt").is_file()
    french = "Écart à 19 h 30 : « Réponse », œuf, ça, où, naïf, août, ♠♥♦♣ \u22125,31"
    assert drawable_text(french) == french.replace("\u00a0", " ")
    assert set("ÀÂÇÉÈÊËÎÏÔÙÛÜŸŒàâçéèêëîïôùûüÿœ«»") <= font_characters()
    assert drawable_text("中文 Ǆ") == " DZ"  # a letter the font lacks keeps what it can
    accented, plain = (
        text_patch("École", 26, WHITE_INK, FELT),
        text_patch("Ecole", 26, WHITE_INK, FELT),
    )
    assert accented.height > plain.height  # the accent is drawn above the E


def test_only_counts_are_charted_as_exact_counts() -> None:
    """/stats read « Les 30 derniers jours : 0 compte exact sur 2 » after one /main hand and
    one /jeu jouer card: the best card (no total to count) was charted as a count. Counts are
    answers with a total: hands and cribs, with their breakdown or, in a /play game, without."""
    best_card = replace(attempt(0, False, []), kind="peg-play", expected={"go": False})
    in_a_game = replace(attempt(0, True, []), expected={"total": 6})
    hand = attempt(0, False, ["fifteen"], ["fifteen"])
    data = chart.chart_data([hand, best_card, in_a_game], TODAY)
    assert {day: (t.count, t.right) for day, t in data.days if t.count} == {TODAY: (2, 1)}
