"""The /stats chart: exact answers per day over the last 30 days, and per combination kind.

`chart_data` computes the numbers from stored attempts (pure: the attempts and today's date
in, counts out); `chart_layout` places the bars; `chart_png` draws them.

An attempt counts for a kind group (fifteens, pairs, runs, flush, nobs, the pegging kinds go /
thirty-one / last card) when its expected breakdown (`expected["combos"][i]["kind"]`) holds a
kind of the group; it is right for that group unless one of the group's kinds is in its
`result["missed_kinds"]` or `result["over_kinds"]`. Any drill storing those keys is charted. A
wrong answer that names no kind wrong (a bare total short by 5 on fifteens, a pair and his
nobs: which were missed cannot be told) counts for its day, and for no kind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, tzinfo
from typing import TYPE_CHECKING, Final

from bot.engine.show import PAIR_FAMILY, RUN_FAMILY, Kind
from bot.pictures.draw import (
    EMPTY_DAY,
    FELT,
    FELT_DARK,
    LIGHT,
    POOR_BAR,
    WHITE,
    Box,
    canvas,
    ink,
    paste_text,
    pen,
    png,
    share_colour,
)

if TYPE_CHECKING:  # charts are drawn without loading the storage layer
    from PIL import Image

    from bot.storage.models import Attempt

DAYS: Final = 30

FIFTEENS: Final = "fifteens"
PAIRS: Final = "pairs"
RUNS: Final = "runs"
FLUSH: Final = "flush"
NOBS: Final = "nobs"
PEGGING: Final = "pegging"
KIND_GROUPS: Final[dict[str, frozenset[Kind]]] = {
    FIFTEENS: frozenset({Kind.FIFTEEN}),
    PAIRS: PAIR_FAMILY,
    RUNS: RUN_FAMILY,
    FLUSH: frozenset({Kind.FLUSH}),
    NOBS: frozenset({Kind.NOBS}),
    PEGGING: frozenset({Kind.GO, Kind.THIRTY_ONE, Kind.LAST_CARD}),
}
"""The chart's kind groups, in the order drawn."""
SCALE: Final = (0.0, 0.5, 1.0)
"""The shares written along the day bars (0, 50 and 100 %)."""


@dataclass(frozen=True, slots=True)
class Tally:
    """How many attempts, and how many of them right."""

    count: int = 0
    right: int = 0

    @property
    def accuracy(self) -> float:
        """The share right (0 when there were none)."""
        return self.right / self.count if self.count else 0.0

    def add(self, right: bool) -> Tally:
        """The tally with one more attempt."""
        return Tally(self.count + 1, self.right + right)


@dataclass(frozen=True, slots=True)
class ChartData:
    """Per day (oldest first, `DAYS` of them, ending today) and per kind group."""

    days: tuple[tuple[date, Tally], ...]
    kinds: tuple[tuple[str, Tally], ...]

    @property
    def empty(self) -> bool:
        """True when no attempt falls in the window."""
        return not any(tally.count for _, tally in self.days)


def attempt_day(attempt: Attempt, tz: tzinfo = UTC) -> date | None:
    """The day an attempt was made where the player lives (`tz`; a stored time without an
    offset is UTC), or None if its time cannot be read."""
    try:
        moment = datetime.fromisoformat(attempt.created_at)
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(tz).date()


def _kinds(items: object, key: Callable[[object], object]) -> set[Kind]:
    """The combination kinds named in a stored list (unknown names are skipped)."""
    kinds: set[Kind] = set()
    if isinstance(items, list):
        for item in items:
            value = key(item)
            if isinstance(value, str) and value in Kind.__members__.values():
                kinds.add(Kind(value))
    return kinds


def expected_kinds(attempt: Attempt) -> set[Kind]:
    """The kinds in the attempt's expected breakdown."""
    return _kinds(
        attempt.expected.get("combos"), lambda c: c.get("kind") if isinstance(c, dict) else None
    )


def wrong_kinds(attempt: Attempt) -> set[Kind]:
    """The kinds the player missed or over-claimed."""
    result = attempt.result
    return _kinds(result.get("missed_kinds"), lambda k: k) | _kinds(
        result.get("over_kinds"), lambda k: k
    )


def chart_data(
    attempts: Iterable[Attempt], today: date, days: int = DAYS, *, tz: tzinfo = UTC
) -> ChartData:
    """Exact counts per day over the `days` ending `today`, and per kind group, from the
    attempts made in that window; days are the player's (`tz`, the zone of `today`), as the
    daily challenge counts them. Only counts are charted (an answer with a total to find:
    hands, cribs, the play's points, the counts of a /play game); the best card of /peg play,
    stored with no total, is none."""
    first = today - timedelta(days=days - 1)
    per_day = {first + timedelta(days=i): Tally() for i in range(days)}
    per_kind = dict.fromkeys(KIND_GROUPS, Tally())
    for attempt in attempts:
        day = attempt_day(attempt, tz)
        if day is None or day not in per_day or "total" not in attempt.expected:
            continue
        per_day[day] = per_day[day].add(attempt.correct)
        present, wrong = expected_kinds(attempt), wrong_kinds(attempt)
        if not attempt.correct and not wrong:
            continue  # a wrong total whose misses cannot be told apart: no kind is known right
        for group, members in KIND_GROUPS.items():
            if present & members:
                per_kind[group] = per_kind[group].add(not wrong & members)
    return ChartData(
        tuple(sorted(per_day.items())),
        tuple((group, tally) for group, tally in per_kind.items() if tally.count),
    )


# -- Layout and drawing ----------------------------------------------------------------------

WIDTH: Final = 960
HEIGHT: Final = 440
PADDING: Final = 20
TITLE_SIZE: Final = 26
KIND_COUNT_ROOM: Final = 60
"""Room left at the right of a kind's label for its "12/12"."""
LABEL_SIZE: Final = 18
DAYS_PANEL: Final = Box(70, 70, 470, 300)
KINDS_PANEL: Final = Box(580, 70, 360, 300)
"""Wide enough for « valet de la bonne couleur  100 % » at `LABEL_SIZE` beside its count."""
BAR_GAP: Final = 4
KIND_BAR_HEIGHT: Final = 26
KIND_LABEL_HEIGHT: Final = 22


@dataclass(frozen=True, slots=True)
class Bar:
    """A bar drawn in the chart: what it stands for, its tally and its box."""

    key: str
    tally: Tally
    box: Box


@dataclass(frozen=True, slots=True)
class ChartLayout:
    """The chart's size and its bars: one per day, one per kind group."""

    width: int
    height: int
    days: tuple[Bar, ...]
    kinds: tuple[Bar, ...]


def chart_layout(data: ChartData) -> ChartLayout:
    """Where each bar goes: day bars as tall as the day's accuracy, kind bars as long."""
    panel = DAYS_PANEL
    step = panel.w / max(len(data.days), 1)
    width = max(int(step) - BAR_GAP, 2)
    day_bars = []
    for i, (day, tally) in enumerate(data.days):
        height = round(panel.h * tally.accuracy)
        x = panel.x + round(i * step)
        day_bars.append(Bar(day.isoformat(), tally, Box(x, panel.bottom - height, width, height)))
    kinds = KINDS_PANEL
    kind_bars = []
    row = KIND_LABEL_HEIGHT + KIND_BAR_HEIGHT + 8
    for i, (group, tally) in enumerate(data.kinds):
        y = kinds.y + i * row + KIND_LABEL_HEIGHT
        length = round(kinds.w * tally.accuracy)
        kind_bars.append(Bar(group, tally, Box(kinds.x, y, length, KIND_BAR_HEIGHT)))
    return ChartLayout(WIDTH, HEIGHT, tuple(day_bars), tuple(kind_bars))


@dataclass(frozen=True, slots=True)
class ChartLabels:
    """The words on the chart: titles, kind group names, how to write a percentage, a day and
    a count (« 1 003/1 241 » in French, "1,003/1,241" in English)."""

    days_title: str
    kinds_title: str
    kinds: Mapping[str, str]
    percent: Callable[[float], str]
    day: Callable[[date], str]
    number: Callable[[int], str]
    month_day: Callable[[date], str] | None = None
    """A day with its month (« 4 nov. », "Nov 4"), written where the month changes
    (`day_ticks`); None: days alone (a chart queued before months were written)."""


def day_ticks(days: Sequence[date]) -> list[tuple[int, bool]]:
    """The days written under the day bars, as (index, with its month): one a week ending with
    the last day, the month named at the first written and wherever it changes (« 4 11 18 25 1 »
    left « 1 » a puzzle: « 4 nov. 11 18 25 1er déc. »)."""
    last = len(days) - 1
    ticks = []
    month: tuple[int, int] | None = None
    for i, day in enumerate(days):
        if i % 7 == len(days) % 7 or i == last:
            ticks.append((i, (day.year, day.month) != month))
            month = (day.year, day.month)
    return ticks


def _panel_title(image: Image.Image, x: int, text: str, width: int) -> None:
    """A panel's title, at the top, shrunk to fit `width`."""
    paste_text(
        image, (x, PADDING), text, TITLE_SIZE, WHITE, FELT, valign="top", weight=1, max_width=width
    )


def share_bar(
    image: Image.Image,
    track: Box,
    share: float,
    label: str,
    count: str,
    *,
    label_width: int | None = None,
) -> None:
    """A horizontal bar on its dark track, `share` (0 to 1) of it filled in the share's colour,
    `label` above its left end (shrunk to `label_width`) and `count` above its right end: the
    /stats chart's kinds and the /coach chart's spots."""
    paste_text(
        image,
        (track.x, track.y - 4),
        label,
        LABEL_SIZE,
        WHITE,
        FELT,
        valign="bottom",
        max_width=label_width,
    )
    paste_text(
        image,
        (track.right, track.y - 4),
        count,
        LABEL_SIZE - 2,
        LIGHT,
        FELT,
        align="right",
        valign="bottom",
    )
    draw = pen(image)
    draw.rectangle((track.x, track.y, track.right, track.bottom), fill=ink(FELT_DARK))
    filled = round(track.w * max(0.0, min(1.0, share)))
    if filled > 0:
        draw.rectangle(
            (track.x, track.y, track.x + filled - 1, track.bottom), fill=ink(share_colour(share))
        )


def draw_chart(layout: ChartLayout, labels: ChartLabels) -> Image.Image:
    """The chart: day bars with a 0-50-100 % scale on the left, kind bars on the right (a "P"
    picture on the shared palette; texts are pasted patches, drawn once each)."""
    image = canvas(layout.width, layout.height, FELT)
    draw = pen(image)
    panel = DAYS_PANEL
    _panel_title(image, panel.x, labels.days_title, panel.w)
    draw.rectangle((panel.x, panel.y, panel.right, panel.bottom), fill=ink(FELT_DARK))
    for share in SCALE:
        y = panel.bottom - round(panel.h * share)
        draw.line((panel.x, y, panel.right, y), fill=ink(EMPTY_DAY), width=1)
        paste_text(
            image, (panel.x - 8, y), labels.percent(share), LABEL_SIZE, LIGHT, FELT, align="right"
        )
    ticks = dict(day_ticks([date.fromisoformat(bar.key) for bar in layout.days]))
    for i, bar in enumerate(layout.days):
        box = bar.box
        if bar.tally.count and box.h > 0:
            draw.rectangle(
                (box.x, box.y, box.right - 1, box.bottom),
                fill=ink(share_colour(bar.tally.accuracy)),
            )
        else:  # a stub: no answer that day, or none right
            stub = EMPTY_DAY if bar.tally.count == 0 else POOR_BAR
            draw.rectangle((box.x, panel.bottom - 3, box.right - 1, panel.bottom), fill=ink(stub))
        if i in ticks:
            day = date.fromisoformat(bar.key)
            month_day = labels.month_day if ticks[i] else None
            paste_text(
                image,
                (box.x + box.w // 2, panel.bottom + 8),
                labels.day(day) if month_day is None else month_day(day),
                LABEL_SIZE - 2,
                LIGHT,
                FELT,
                align="centre",
                valign="top",
            )
    kinds = KINDS_PANEL
    _panel_title(image, kinds.x, labels.kinds_title, layout.width - kinds.x - PADDING)
    for bar in layout.kinds:
        share = bar.tally.accuracy
        share_bar(
            image,
            Box(kinds.x, bar.box.y, kinds.w, bar.box.h),
            share,
            f"{labels.kinds.get(bar.key, bar.key)}  {labels.percent(share)}",
            f"{labels.number(bar.tally.right)}/{labels.number(bar.tally.count)}",
            label_width=kinds.w - KIND_COUNT_ROOM,
        )
    return image


def chart_png(data: ChartData, labels: ChartLabels) -> bytes:
    """The chart as PNG bytes."""
    return png(draw_chart(chart_layout(data), labels))
