"""The renderer process: pictures drawn in a child process, off the bot's interpreter lock.

Drawing is pure Python holding the GIL (Pillow lets go of it only while it encodes), so on the
bot's own thread it competes with the event loop; a child process draws on the other core.
`python -m bot.pictures.worker` reads requests on its standard input and answers on its
standard output, in order, one answer per request, until its input closes:

- a request is a frame: its length (4 bytes, big-endian) then a pickle of `(name, values)`,
  `name` one of `DRAWINGS` (an explicit allow-list: never a pickled callable) and `values`
  the drawing's arguments flattened to plain data (numbers, strings, tuples, dicts) by that
  drawing's `Codec`: the child unpickles no class at all (`RequestUnpickler`), and the parent
  spends a few microseconds per request, not pickle's generic walk of dataclasses and enums;
- an answer is a status byte (`DRAWN`, else `FAILED`), a length (4 bytes, big-endian) and
  the PNG bytes, or for `FAILED` the error's text (the parent then draws on its own thread,
  where the real exception is raised and logged).

The child imports only what drawing needs (Pillow, ISA-L, `bot.pictures`, the engine's card
types: no database, no catalogs, no Telegram) and sends its stray prints to its standard error,
never into the answers. `request(draw, args, kwargs)` builds a request in the parent, or None
for a function that is not on the list (it is then drawn on the parent's thread). The client,
on the event loop, is `bot.tg.renderer`.
"""

from __future__ import annotations

import contextlib
import fcntl
import io
import os
import pickle
import signal
import struct
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from types import MappingProxyType
from typing import Any, Final, TypeAlias

from bot.engine.cards import Card, Suit
from bot.engine.kings import Colour, Tile
from bot.engine.kings_grid import Cell
from bot.pictures.board import BoardLabels, Race, board_png
from bot.pictures.cards import deal_png
from bot.pictures.chart import ChartData, ChartLabels, Tally, chart_png
from bot.pictures.coach_chart import Bar, coach_png
from bot.pictures.kings import grid_png
from bot.tg import cpu

Values: TypeAlias = tuple[Any, ...]
"""A drawing's arguments as plain data (what pickle writes without any class)."""
Arguments: TypeAlias = tuple[tuple[Any, ...], dict[str, Any]]

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
ANSWERS_PIPE_SIZE: Final = 1 << 20
"""What the answers' pipe holds (Linux allows up to 1 MB unprivileged): some fifty pictures."""


@dataclass(frozen=True, slots=True)
class Lookup:
    """A formatter replaced by its values: `Lookup(table)(key)` is `table[key]`.

    The /stats chart's labels format percentages and days with the player's catalogs; the
    parent formats the few values one chart draws (`flat_chart`) so the child needs none."""

    table: Mapping[Any, str]

    def __call__(self, key: Any) -> str:
        return self.table[key]


# -- Each drawing's arguments as plain data, and back --------------------------------------


def _card(card: Card) -> tuple[int, str]:
    return card.rank, card.suit.value


def flat_deal(
    cards: Sequence[Card],
    starter: Card | None,
    ranks: Mapping[int, str],
    *,
    four_colours: bool = False,
) -> Values:
    return (
        tuple([_card(card) for card in cards]),
        None if starter is None else _card(starter),
        dict(ranks),
        four_colours,
    )


def deal_arguments(cards: Any, starter: Any, ranks: Any, four_colours: Any) -> Arguments:
    return (
        (
            [Card(rank, Suit(suit)) for rank, suit in cards],
            None if starter is None else Card(starter[0], Suit(starter[1])),
            ranks,
        ),
        {"four_colours": four_colours},
    )


def flat_board(race: Race, labels: BoardLabels) -> Values:
    return (
        (race.target, race.margin_rule, race.player, race.bot, race.player_back, race.bot_back),
        (labels.player, labels.bot, dict(labels.lines)),
    )


def board_arguments(race: Any, labels: Any) -> Arguments:
    return (Race(*race), BoardLabels(*labels)), {}


CHART_SCALE: Final = (0.0, 0.5, 1.0)
"""The shares written on the chart's scale (`bot.pictures.chart.draw_chart`)."""


def flat_chart(data: ChartData, labels: ChartLabels) -> Values:
    """The chart's numbers, and its labels with each formatter replaced by the values this
    chart draws: the scale's shares and each kind group's, and every day of the window."""
    shares = {*CHART_SCALE, *(tally.accuracy for _, tally in data.kinds)}
    return (
        tuple((day.toordinal(), tally.count, tally.right) for day, tally in data.days),
        tuple((group, tally.count, tally.right) for group, tally in data.kinds),
        (labels.days_title, labels.kinds_title, dict(labels.kinds)),
        {share: labels.percent(share) for share in shares},
        {day.toordinal(): labels.day(day) for day, _ in data.days},
    )


def chart_arguments(days: Any, kinds: Any, titles: Any, percents: Any, dates: Any) -> Arguments:
    data = ChartData(
        tuple((date.fromordinal(day), Tally(count, right)) for day, count, right in days),
        tuple((group, Tally(count, right)) for group, count, right in kinds),
    )
    day_names = {date.fromordinal(day): name for day, name in dates.items()}
    days_title, kinds_title, kind_names = titles
    labels = ChartLabels(days_title, kinds_title, kind_names, Lookup(percents), Lookup(day_names))
    return (data, labels), {}


def flat_coach(title: str, bars: Sequence[Bar]) -> Values:
    return title, tuple((bar.label, bar.share, bar.count) for bar in bars)


def coach_arguments(title: Any, bars: Any) -> Arguments:
    return (title, [Bar(*bar) for bar in bars]), {}


def flat_kings(
    tiles: Mapping[Cell, Tile], size: int, new: Sequence[Cell] | frozenset[Cell], ranks: Any
) -> Values:
    return (
        tuple((cell, tile.rank, tile.colour.value) for cell, tile in tiles.items()),
        size,
        tuple(new),
        dict(ranks),
    )


def kings_arguments(tiles: Any, size: Any, new: Any, ranks: Any) -> Arguments:
    grid = {tuple(cell): Tile(rank, Colour(colour)) for cell, rank, colour in tiles}
    return (grid, size, frozenset(tuple(cell) for cell in new), ranks), {}


@dataclass(frozen=True, slots=True)
class Codec:
    """One drawing the child runs: its arguments flattened in the parent (`flatten`, called
    as the drawing is) and rebuilt in the child (`arguments`)."""

    draw: Callable[..., bytes]
    flatten: Callable[..., Values]
    arguments: Callable[..., Arguments]


DRAWINGS: Final[Mapping[str, Codec]] = MappingProxyType(
    {
        "deal": Codec(deal_png, flat_deal, deal_arguments),
        "board": Codec(board_png, flat_board, board_arguments),
        "chart": Codec(chart_png, flat_chart, chart_arguments),
        "coach": Codec(coach_png, flat_coach, coach_arguments),
        "kings": Codec(grid_png, flat_kings, kings_arguments),
    }
)
"""The drawings the child runs, by the name a request gives."""
_BY_FUNCTION: Final[Mapping[Callable[..., bytes], tuple[str, Codec]]] = MappingProxyType(
    {codec.draw: (name, codec) for name, codec in DRAWINGS.items()}
)


class RequestUnpickler(pickle.Unpickler):
    """Unpickles a request: plain data only, any class refused."""

    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"{module}.{name} is not plain data")


def request(
    draw: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> bytes | None:
    """The framed request for `draw(*args, **kwargs)`, or None when `draw` is not one of
    `DRAWINGS` (a `functools.partial` of one counts, with its arguments)."""
    if isinstance(draw, partial):
        args = (*draw.args, *args)
        kwargs = {**draw.keywords, **kwargs}
        draw = draw.func
    known = _BY_FUNCTION.get(draw)
    if known is None:
        return None
    name, codec = known
    payload = pickle.dumps((name, codec.flatten(*args, **kwargs)), PICKLE_PROTOCOL)
    return LENGTH.pack(len(payload)) + payload


def answer(payload: bytes) -> bytes:
    """The answer to one request's pickle: the picture, or why it could not be drawn."""
    try:
        name, values = RequestUnpickler(io.BytesIO(payload)).load()
        codec = DRAWINGS[name]
        args, kwargs = codec.arguments(*values)
        picture = codec.draw(*args, **kwargs)
    except Exception as error:  # the parent draws it again on its thread, and logs that one
        text = f"{type(error).__name__}: {error}"[:ERROR_TEXT_MAX].encode()
        return ANSWER.pack(FAILED, len(text)) + text
    return ANSWER.pack(DRAWN, len(picture)) + picture


class Requests:
    """The requests arriving on a file descriptor, read in large chunks."""

    CHUNK: Final = 1 << 16

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self._buffer = bytearray()

    def next(self) -> bytes | None:
        """The next request's pickle, waiting for it; None once the input has ended."""
        if not self._fill(LENGTH.size):
            return None
        (size,) = LENGTH.unpack_from(self._buffer)
        if size > MAX_FRAME:
            raise SystemExit(f"renderer: a request of {size} bytes: the stream is broken")
        end = LENGTH.size + size
        if not self._fill(end):
            return None
        payload = bytes(self._buffer[LENGTH.size : end])
        del self._buffer[:end]
        return payload

    def _fill(self, size: int) -> bool:
        while len(self._buffer) < size:
            chunk = os.read(self.fd, max(self.CHUNK, size - len(self._buffer)))
            if not chunk:
                return False
            self._buffer += chunk
        return True


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def serve(requests: int, answers: int) -> None:
    """Answer each request arriving on file descriptor `requests` on `answers`, in order, as
    soon as it is drawn, until the input ends. (Holding answers back to write several at
    once made pictures wait tens of milliseconds under load; the bot reads every answer
    already there at once anyway.)"""
    reader = Requests(requests)
    while (payload := reader.next()) is not None:
        _write_all(answers, answer(payload))


def widen(fd: int, size: int = ANSWERS_PIPE_SIZE) -> int:
    """Let the pipe at `fd` hold `size` bytes (Linux; elsewhere it keeps its size); the size
    it holds. At 64 kB (Linux's default) three pictures fill it: the child then waits for
    the bot's loop to read, one turn of the loop per three pictures, and under load pictures
    waited twice as long as on the thread."""
    try:
        return fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, size)
    except (AttributeError, OSError):  # not Linux, or above /proc/sys/fs/pipe-max-size
        return 0


def main() -> None:
    """The child's entry point: serve the parent on the standard streams.

    Interrupts are the parent's to handle (Ctrl+C reaches the whole process group): the child
    ends when its input closes. Its standard output is kept for the answers and pointed at its
    standard error, so a stray print cannot break the stream."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    cpu.widen_child()  # not the one CPU of a bot pinned when it started this child
    widen(sys.stdout.fileno())
    answers = os.dup(sys.stdout.fileno())
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    try:
        with contextlib.suppress(BrokenPipeError):  # the parent left mid-answer
            serve(sys.stdin.fileno(), answers)
    finally:
        os.close(answers)


if __name__ == "__main__":
    # Run as `-m`, this file is `__main__`: serve from the module itself, so the classes a
    # request names (`bot.pictures.worker.Lookup`) are the ones on the list.
    from bot.pictures.worker import main as serve_parent

    serve_parent()
