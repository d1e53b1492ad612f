"""The renderer process: pictures drawn in a child process, off the bot's interpreter lock.

Drawing is pure Python holding the GIL (Pillow lets go of it only while it encodes), so on the
bot's own thread it competes with the event loop; a child process draws on the other core.
`python -m bot.pictures.worker` reads requests on its standard input and answers on its
standard output, in order, one answer per request, until its input closes:

- a request is a frame: its length (4 bytes, big-endian) then a pickle of
  `(name, args, kwargs)`, `name` one of `DRAWINGS` (an explicit allow-list: never a pickled
  callable) and the arguments engine values and labels (cards, races, tallies, strings);
- an answer is a status byte (`DRAWN`, else `FAILED`), a length (4 bytes, big-endian) and
  the PNG bytes, or for `FAILED` the error's text (the parent then draws on its own thread,
  where the real exception is raised and logged).

The child unpickles only the classes of `ALLOWED_CLASSES` (`RequestUnpickler`), imports only
what drawing needs (Pillow, ISA-L, `bot.pictures`, the engine's card types: no database, no
catalogs, no Telegram) and sends its stray prints to its standard error, never into the
answers. `request(draw, args, kwargs)` builds a request in the parent, or None for a
function that is not on the list (it is then drawn on the parent's thread). The client, on
the event loop, is `bot.tg.renderer`.
"""

from __future__ import annotations

import contextlib
import io
import os
import pickle
import signal
import struct
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from functools import partial
from types import MappingProxyType
from typing import Any, BinaryIO, Final, TypeAlias

from bot.engine.cards import Card, Suit
from bot.engine.kings import Colour, Tile
from bot.pictures.board import BoardLabels, Race, board_png
from bot.pictures.cards import deal_png
from bot.pictures.chart import ChartData, ChartLabels, Tally, chart_png
from bot.pictures.coach_chart import Bar, coach_png
from bot.pictures.kings import grid_png

Drawing: TypeAlias = Callable[..., bytes]

DRAWINGS: Final[Mapping[str, Drawing]] = MappingProxyType(
    {
        "deal": deal_png,
        "board": board_png,
        "chart": chart_png,
        "coach": coach_png,
        "kings": grid_png,
    }
)
"""The drawing functions the child runs, by the name a request gives."""
NAMES: Final[Mapping[Drawing, str]] = MappingProxyType({f: n for n, f in DRAWINGS.items()})

LENGTH: Final = struct.Struct(">I")
"""A request's header: the pickle's length."""
ANSWER: Final = struct.Struct(">BI")
"""An answer's header: status, then the length of what follows."""
DRAWN: Final = 0
"""Status: PNG bytes follow."""
FAILED: Final = 1
"""Status: the drawing raised; the error's text follows (UTF-8)."""
MAX_FRAME: Final = 64 << 20
"""No request or picture is this big: a longer frame means the stream is broken."""
PICKLE_PROTOCOL: Final = 5
ERROR_TEXT_MAX: Final = 500


@dataclass(frozen=True, slots=True)
class Lookup:
    """A formatter replaced by its values: `Lookup(table)(key)` is `table[key]`.

    The /stats chart's labels format percentages and days with the player's catalogs; the
    parent formats the few values one chart draws (`chart_request_labels`) so the child needs
    no catalogs."""

    table: Mapping[Any, str]

    def __call__(self, key: Any) -> str:
        return self.table[key]


CHART_SCALE: Final = (0.0, 0.5, 1.0)
"""The shares written on the chart's scale (`bot.pictures.chart.draw_chart`)."""


def chart_request_labels(data: ChartData, labels: ChartLabels) -> ChartLabels:
    """The chart's labels with each formatter replaced by the values this chart draws: the
    scale's shares and each kind group's, and every day of the window."""
    shares = {*CHART_SCALE, *(tally.accuracy for _, tally in data.kinds)}
    return ChartLabels(
        days_title=labels.days_title,
        kinds_title=labels.kinds_title,
        kinds=dict(labels.kinds),
        percent=Lookup({share: labels.percent(share) for share in shares}),
        day=Lookup({day: labels.day(day) for day, _ in data.days}),
    )


ALLOWED_CLASSES: Final[Mapping[tuple[str, str], type]] = MappingProxyType(
    {
        (cls.__module__, cls.__qualname__): cls
        for cls in (
            Card,
            Suit,
            Tile,
            Colour,
            Race,
            BoardLabels,
            ChartData,
            ChartLabels,
            Tally,
            Lookup,
            Bar,
            date,
            dict,
        )
    }
)
"""The only classes a request may hold (besides str, numbers, tuples, lists, dicts, sets)."""


class RequestUnpickler(pickle.Unpickler):
    """Unpickles a request's arguments, refusing any class not in `ALLOWED_CLASSES`."""

    def find_class(self, module: str, name: str) -> Any:
        allowed = ALLOWED_CLASSES.get((module, name))
        if allowed is None:
            raise pickle.UnpicklingError(f"{module}.{name} is not a drawing argument")
        return allowed


def _reduce_proxy(proxy: MappingProxyType[Any, Any]) -> tuple[type, tuple[dict[Any, Any]]]:
    """A read-only mapping (e.g. `rank_labels`) pickled as a copy of the mapping it shows
    (the drawings only read it)."""
    return dict, (dict(proxy),)


class RequestPickler(pickle.Pickler):
    """Pickles a request's arguments: read-only mappings (which pickle refuses) as theirs."""

    dispatch_table: Final = {MappingProxyType: _reduce_proxy}  # type: ignore[misc]


def request(
    draw: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> bytes | None:
    """The framed request for `draw(*args, **kwargs)`, or None when `draw` is not one of
    `DRAWINGS` (a `functools.partial` of one counts, with its arguments)."""
    if isinstance(draw, partial):
        args = (*draw.args, *args)
        kwargs = {**draw.keywords, **kwargs}
        draw = draw.func
    name = NAMES.get(draw)
    if name is None:
        return None
    if draw is chart_png:
        data, labels = args
        args = (data, chart_request_labels(data, labels))
    buffer = io.BytesIO()
    buffer.write(b"\0\0\0\0")
    RequestPickler(buffer, protocol=PICKLE_PROTOCOL).dump((name, args, kwargs))
    frame = buffer.getbuffer()
    LENGTH.pack_into(frame, 0, len(frame) - LENGTH.size)
    del frame
    return buffer.getvalue()


def answer(payload: bytes) -> bytes:
    """The answer to one request's pickle: the picture, or why it could not be drawn."""
    try:
        name, args, kwargs = RequestUnpickler(io.BytesIO(payload)).load()
        picture = DRAWINGS[name](*args, **kwargs)
    except Exception as error:  # the parent draws it again on its thread, and logs that one
        text = f"{type(error).__name__}: {error}"[:ERROR_TEXT_MAX].encode()
        return ANSWER.pack(FAILED, len(text)) + text
    return ANSWER.pack(DRAWN, len(picture)) + picture


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Answer each request of `requests` on `answers`, in order, until `requests` ends."""
    while True:
        header = requests.read(LENGTH.size)
        if len(header) < LENGTH.size:
            return
        (size,) = LENGTH.unpack(header)
        if size > MAX_FRAME:
            raise SystemExit(f"renderer: a request of {size} bytes: the stream is broken")
        payload = requests.read(size)
        if len(payload) < size:
            return
        answers.write(answer(payload))
        answers.flush()


def main() -> None:
    """The child's entry point: serve the parent on the standard streams.

    Interrupts are the parent's to handle (Ctrl+C reaches the whole process group): the child
    ends when its input closes. Its standard output is kept for the answers and pointed at its
    standard error, so a stray print cannot break the stream."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    requests = os.fdopen(os.dup(sys.stdin.fileno()), "rb")
    with requests, answers, contextlib.suppress(BrokenPipeError):  # the parent left mid-answer
        serve(requests, answers)


if __name__ == "__main__":
    # Run as `-m`, this file is `__main__`: serve from the module itself, so the classes a
    # request names (`bot.pictures.worker.Lookup`) are the ones on the list.
    from bot.pictures.worker import main as serve_parent

    serve_parent()
