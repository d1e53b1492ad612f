"""A picture's description (`bot.pictures.specs`), once through JSON as the outbox keeps it,
draws exactly the PNG its renderer draws from the same values; one it cannot read is a
`ValueError` (the sender then sends the text)."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from bot.engine.card_parsing import parse_cards
from bot.engine.cards import RANK_CODES
from bot.engine.kings import Colour, Tile
from bot.pictures import specs
from bot.pictures.board import BoardLabels, Race, board_png
from bot.pictures.cards import deal_png
from bot.pictures.chart import DAYS, KIND_GROUPS, ChartData, ChartLabels, Tally, chart_png
from bot.pictures.coach_chart import Bar, coach_png
from bot.pictures.kings import grid_png

FRENCH = {**RANK_CODES, 1: "A", 11: "V", 12: "D", 13: "R"}
LABELS = BoardLabels("Vous", "Muggins", {"skunk": "Capot", "double_skunk": "Double capot"})


def through_json(spec: specs.Spec) -> specs.Spec:
    """The description as the outbox gives it back."""
    loaded = json.loads(json.dumps(spec, ensure_ascii=False))
    assert isinstance(loaded, dict)
    return loaded


def chart_values() -> tuple[ChartData, ChartLabels]:
    today = date(2026, 11, 28)
    days = tuple(
        (today - timedelta(days=DAYS - 1 - i), Tally(i % 4, (i % 4) // 2)) for i in range(DAYS)
    )
    kinds = tuple((group, Tally(7, n)) for n, group in enumerate(KIND_GROUPS))
    labels = ChartLabels(
        days_title="Comptes exacts, 30 derniers jours",
        kinds_title="Justes, par combinaison",
        kinds={group: group.capitalize() for group in KIND_GROUPS},
        percent=lambda share: f"{round(share * 100)} %",
        day=lambda day: str(day.day),
        number=str,
    )
    return ChartData(days, kinds), labels


def cases() -> list[tuple[specs.Spec, bytes]]:
    hand, starter = parse_cards("5H 5S JD 10C"), parse_cards("4H")[0]
    race = Race(121, "skunk", 64, 80, 60, 71)
    data, labels = chart_values()
    bars = [Bar("Quinzes", 0.25, "1/4"), Bar("Paires", 1.0, "3/3")]
    tiles = {(7, 7): Tile(5, Colour.LIGHT), (7, 8): Tile(13, Colour.DARK)}
    ranks = {rank: FRENCH[rank] for rank in range(1, 14)}
    return [
        (specs.deal(hand, starter, FRENCH), deal_png(hand, starter, FRENCH)),
        (
            specs.deal(hand, None, FRENCH, four_colours=True),
            deal_png(hand, None, FRENCH, four_colours=True),
        ),
        (specs.board(race, LABELS), board_png(race, LABELS)),
        (specs.chart(data, labels), chart_png(data, labels)),
        (specs.coach("Vos points faibles", bars), coach_png("Vos points faibles", bars)),
        (specs.grid(tiles, 15, {(7, 8)}, ranks), grid_png(tiles, 15, {(7, 8)}, ranks)),
    ]


def test_each_description_draws_what_its_renderer_draws() -> None:
    for spec, expected in cases():
        assert specs.draw(through_json(spec)) == expected, spec["kind"]


@pytest.mark.parametrize(
    "spec",
    [
        {},
        {"kind": "photo of the cat"},
        {"kind": "deal", "cards": [[5, "X"]], "starter": None, "ranks": {}, "four_colours": 0},
        {"kind": "deal", "cards": [[5, "H"]], "starter": None, "ranks": {}, "four_colours": 0},
        {"kind": "board", "race": [100, "skunk", 0, 0, 0, 0], "labels": {}},
        {"kind": "coach", "title": "x", "bars": [["a", "half", "1/2"]]},
        {"kind": "grid", "tiles": [[7, 7, 5, "purple"]], "size": 15, "new": [], "ranks": {}},
    ],
)
def test_a_description_that_cannot_be_read_is_a_value_error(spec: specs.Spec) -> None:
    with pytest.raises(ValueError):
        specs.draw(spec)
