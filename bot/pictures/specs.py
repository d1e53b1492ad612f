"""Pictures as descriptions: what a picture shows as plain JSON, drawn later (issue 38).

An update's handling queues a photo's description in the outbox (`bot.tg.sending`), not its
PNG: the drawing (milliseconds of CPU) is done by the sender just before the photo is sent,
outside the update's transaction, which then holds the database for its statements alone.

A description is a JSON object `{"kind": ..., ...}` holding everything its drawing needs,
the words of the player's language included (the rank letters, the board's names): `draw`
gives the same PNG the renderer gives for the same values, at any time, in any process (a
row left in the outbox at a kill is drawn again at the restart). One builder per kind:
`deal`, `board`, `chart`, `coach`, `grid`. `draw` raises `ValueError` for a description it cannot
read (the sender then sends the photo's text instead).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from datetime import date
from typing import Final, TypeAlias

from bot.engine.cards import Card, Suit
from bot.engine.kings import Colour, Tile
from bot.engine.kings_grid import Cell
from bot.pictures.board import BoardLabels, Race, board_png
from bot.pictures.cards import deal_png
from bot.pictures.chart import SCALE, ChartData, ChartLabels, Tally, chart_png, day_ticks
from bot.pictures.coach_chart import Bar, coach_png
from bot.pictures.kings import grid_png

Spec: TypeAlias = dict[str, object]
"""A picture's description (JSON)."""


def deal(
    cards: Sequence[Card],
    starter: Card | None,
    ranks: Mapping[int, str],
    *,
    four_colours: bool = False,
) -> Spec:
    """A deal (`bot.pictures.cards.deal_png`): the cards, the starter apart, the rank letters."""
    return {
        "kind": "deal",
        "cards": [[card.rank, str(card.suit)] for card in cards],
        "starter": None if starter is None else [starter.rank, str(starter.suit)],
        "ranks": _ranks(ranks),
        "four_colours": four_colours,
    }


def board(race: Race, labels: BoardLabels) -> Spec:
    """A race on the board (`bot.pictures.board.board_png`)."""
    return {
        "kind": "board",
        "race": [
            race.target,
            race.margin_rule,
            race.player,
            race.bot,
            race.player_back,
            race.bot_back,
        ],
        "labels": {"player": labels.player, "bot": labels.bot, "lines": dict(labels.lines)},
    }


def chart(data: ChartData, labels: ChartLabels) -> Spec:
    """The /stats chart (`bot.pictures.chart.chart_png`): its tallies and its words, the
    percentages, days and counts it writes already formatted (the labels' functions, applied
    here)."""
    shares = [*SCALE, *(tally.accuracy for _, tally in data.kinds)]
    counts = {n for _, tally in data.kinds for n in (tally.right, tally.count)}
    return {
        "kind": "chart",
        "days": [[day.isoformat(), t.count, t.right] for day, t in data.days],
        "kinds": [[group, t.count, t.right] for group, t in data.kinds],
        "days_title": labels.days_title,
        "kinds_title": labels.kinds_title,
        "kind_names": dict(labels.kinds),
        "percents": {repr(share): labels.percent(share) for share in shares},
        "day_names": {day.isoformat(): labels.day(day) for day, _ in data.days},
        "month_day_names": (
            {}
            if labels.month_day is None
            else {
                data.days[i][0].isoformat(): labels.month_day(data.days[i][0])
                for i, month in day_ticks([day for day, _ in data.days])
                if month
            }
        ),
        "numbers": {str(n): labels.number(n) for n in sorted(counts)},
    }


def coach(title: str, bars: Sequence[Bar]) -> Spec:
    """The coach's chart (`bot.pictures.coach_chart.coach_png`)."""
    return {
        "kind": "coach",
        "title": title,
        "bars": [[bar.label, bar.share, bar.count] for bar in bars],
    }


def grid(
    tiles: Mapping[Cell, Tile], size: int, new: Collection[Cell], ranks: Mapping[int, str]
) -> Spec:
    """A Kings Cribbage grid (`bot.pictures.kings.grid_png`)."""
    return {
        "kind": "grid",
        "tiles": [[row, col, tile.rank, str(tile.colour)] for (row, col), tile in tiles.items()],
        "size": size,
        "new": [[row, col] for row, col in sorted(new)],
        "ranks": _ranks(ranks),
    }


def draw(spec: Mapping[str, object]) -> bytes:
    """The PNG a description describes; `ValueError` if it cannot be read."""
    drawer = DRAWERS.get(str(spec.get("kind")))
    if drawer is None:
        raise ValueError(f"no picture of kind {spec.get('kind')!r}")
    try:
        return drawer(spec)
    except (KeyError, TypeError, IndexError) as error:
        raise ValueError(f"unreadable {spec.get('kind')} picture: {error!r}") from error


def _ranks(ranks: Mapping[int, str]) -> dict[str, str]:
    return {str(rank): label for rank, label in ranks.items()}


def _read_ranks(value: object) -> dict[int, str]:
    return {int(rank): str(label) for rank, label in _mapping(value).items()}


def _card(value: object) -> Card:
    rank, suit = _list(value)
    return Card(_int(rank), Suit(str(suit)))


def _draw_deal(spec: Mapping[str, object]) -> bytes:
    starter = spec["starter"]
    return deal_png(
        [_card(card) for card in _list(spec["cards"])],
        None if starter is None else _card(starter),
        _read_ranks(spec["ranks"]),
        four_colours=bool(spec["four_colours"]),
    )


def _draw_board(spec: Mapping[str, object]) -> bytes:
    target, rule, player, bot, player_back, bot_back = _list(spec["race"])
    labels = _mapping(spec["labels"])
    lines = _strings(labels["lines"])
    return board_png(
        Race(
            _int(target),
            str(rule),
            _int(player),
            _int(bot),
            _int(player_back),
            _int(bot_back),
        ),
        BoardLabels(str(labels["player"]), str(labels["bot"]), lines),
    )


def _draw_chart(spec: Mapping[str, object]) -> bytes:
    days = [_list(day) for day in _list(spec["days"])]
    kinds = [_list(kind) for kind in _list(spec["kinds"])]
    percents = _strings(spec["percents"])
    day_names = _strings(spec["day_names"])
    month_day_names = _strings(spec.get("month_day_names", {}))  # none queued before months
    numbers = _strings(spec.get("numbers", {}))  # none in a chart queued before they were
    data = ChartData(
        tuple((date.fromisoformat(str(d)), Tally(_int(c), _int(r))) for d, c, r in days),
        tuple((str(group), Tally(_int(c), _int(r))) for group, c, r in kinds),
    )
    labels = ChartLabels(
        days_title=str(spec["days_title"]),
        kinds_title=str(spec["kinds_title"]),
        kinds=_strings(spec["kind_names"]),
        percent=lambda share: percents[repr(share)],
        day=lambda day: day_names[day.isoformat()],
        number=lambda n: numbers.get(str(n), str(n)),
        month_day=lambda day: month_day_names.get(day.isoformat(), day_names[day.isoformat()]),
    )
    return chart_png(data, labels)


def _draw_coach(spec: Mapping[str, object]) -> bytes:
    bars = [_list(bar) for bar in _list(spec["bars"])]
    return coach_png(
        str(spec["title"]),
        [Bar(str(label), _float(share), str(count)) for label, share, count in bars],
    )


def _draw_grid(spec: Mapping[str, object]) -> bytes:
    tiles: dict[Cell, Tile] = {}
    for row, col, rank, colour in map(_list, _list(spec["tiles"])):
        tiles[(_int(row), _int(col))] = Tile(_int(rank), Colour(str(colour)))
    new = frozenset((_int(row), _int(col)) for row, col in map(_list, _list(spec["new"])))
    return grid_png(tiles, _int(spec["size"]), new, _read_ranks(spec["ranks"]))


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise TypeError(f"not a list: {value!r}")
    return value


def _mapping(value: object) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise TypeError(f"not an object: {value!r}")
    return value


def _strings(value: object) -> dict[str, str]:
    return {str(key): str(word) for key, word in _mapping(value).items()}


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"not an integer: {value!r}")
    return value


def _float(value: object) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool):
        raise TypeError(f"not a number: {value!r}")
    return float(value)


DRAWERS: Final[dict[str, Callable[[Mapping[str, object]], bytes]]] = {
    "deal": _draw_deal,
    "board": _draw_board,
    "chart": _draw_chart,
    "coach": _draw_coach,
    "grid": _draw_grid,
}
