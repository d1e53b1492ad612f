"""Typed rows: frozen dataclasses built from SQLite rows, JSON columns decoded to dicts.

Times are UTC ISO 8601 strings ("2025-01-31T18:04:05.123+00:00"), as stored.
"""

from __future__ import annotations

import json
import types
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import Field, dataclass, field, fields, replace
from enum import Enum
from typing import (
    Any,
    ClassVar,
    Final,
    Protocol,
    Self,
    TypeAlias,
    TypeVar,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)

JSONDict: TypeAlias = dict[str, Any]
T = TypeVar("T")

# Question states.
PENDING: Final = "pending"
ANSWERED: Final = "answered"
CANCELLED: Final = "cancelled"
REPLACED: Final = "replaced"

# Game states.
ACTIVE: Final = "active"
WON: Final = "won"
LOST: Final = "lost"
ABANDONED: Final = "abandoned"

MUGGINS_GAME: Final = "muggins"


class Row(Protocol):
    """A row whose columns are read by name: an `sqlite3.Row`, or a dict of a joined row's
    columns (`repo_questions.user_and_pending`)."""

    def __getitem__(self, key: str, /) -> Any: ...


class StorageError(RuntimeError):
    """A storage failure the caller cannot fix by retrying (bad data, bad schema)."""


def just_written(found: T | None, what: str) -> T:
    """`found`, read back in the transaction that wrote it; `StorageError` if it is None
    (`what`, « user 42 », vanished inside its own transaction)."""
    if found is None:
        raise StorageError(f"{what} vanished inside its own transaction")
    return found


@dataclass(frozen=True, slots=True)
class DamagedRow:
    """A listed row that cannot be read as its model (a JSON column that is not JSON, or not
    an object): its id, player (if one) and chat, for a listing to name it and go on
    (`repo_table.list_table_games_or_damaged`, `repo_members.list_member_games_or_damaged`)."""

    id: str
    user_id: int | None
    chat_id: int


DAMAGED_COLUMN: Final = (ValueError, StorageError)
"""What `RowModel.from_row` raises for a JSON column that cannot be decoded to its shape."""


def dump_json(value: Mapping[str, object] | Sequence[object]) -> str:
    """Canonical JSON text for a column: sorted keys, compact, UTF-8 kept."""
    return _ENCODER.encode(value)


_ENCODER: Final = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)
"""`dump_json`'s encoder, made once (`json.dumps` with these options makes one per call)."""
_decode_at_start: Final = json.JSONDecoder().raw_decode
"""Decodes the JSON value at the start of a string: what `json.loads` does, without its two
passes over the whitespace around the value, which `dump_json` never writes."""


def load_json(text: str) -> Any:
    """Decode a JSON column: what `json.loads` gives (and raises)."""
    value: Any
    try:
        value, end = _decode_at_start(text)
    except (json.JSONDecodeError, TypeError):
        end = -1
    if end != len(text):  # whitespace around it, not JSON, not a string: as json.loads says
        value = json.loads(text)
    return value


def load_json_dict(text: str) -> JSONDict:
    """Decode a JSON column that must hold an object."""
    value = load_json(text)
    if not isinstance(value, dict):
        raise StorageError(f"expected a JSON object, got {type(value).__name__}")
    return value


RowReader: TypeAlias = Callable[[Row], object]
"""A field read from a whole row (`RowModel.READERS`)."""
_Convert: TypeAlias = Callable[[Any], object]
"""A column's value (what SQLite gives: int, float, str, bytes or None) as a field's."""


class RowModel:
    """The base of a frozen dataclass built from a row of its table: `from_row` reads each
    field from the column of its name and converts it by the field's type, `int`, `str`,
    `bool`, `float`, an `Enum` (by value), a JSON column (`dict[...]`: an object, as
    `load_json_dict`; `list[...]` or `tuple[X, ...]`: an array, its items made `str`, `int`
    or `float` when `X` is one), or any of these `| None` (NULL stays None). A field whose
    column has another name is in `COLUMNS`; one made from the row another way (several
    columns, a rule) in `READERS`. A JSON column of the wrong shape raises `StorageError`."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]
    COLUMNS: ClassVar[Mapping[str, str]] = {}
    """Field -> its column, for a field stored under another name."""
    READERS: ClassVar[Mapping[str, RowReader]] = {}
    """Field -> how it is read from the row, for a field that is not one column's value."""

    @classmethod
    def from_row(cls, row: Row) -> Self:
        """Build from a row of its table (an `sqlite3.Row`, or a dict of the same columns)."""
        plan = _PLANS.get(cls) or _plan(cls)
        return cls(*[read(row) if col is None else read(row[col]) for col, read in plan])


_Plan: TypeAlias = tuple[tuple[str | None, _Convert], ...]
_PLANS: Final[dict[type[RowModel], _Plan]] = {}
"""Each model's plan, made by its first `from_row`."""


def _plan(model: type[RowModel]) -> _Plan:
    """For each field `__init__` takes, in order: its column and how its value is converted,
    or None and its `RowReader` (kept in `_PLANS`)."""
    hints = get_type_hints(model)
    plan: list[tuple[str | None, _Convert]] = []
    for f in fields(model):
        if not f.init:
            continue
        reader = model.READERS.get(f.name)
        if reader is not None:
            plan.append((None, reader))
        else:
            plan.append((model.COLUMNS.get(f.name, f.name), _converter(hints[f.name])))
    _PLANS[model] = planned = tuple(plan)
    return planned


_SCALARS: Final[tuple[type, ...]] = (int, str, bool, float)


def _converter(hint: object) -> _Convert:
    """How a column's value becomes a field of type `hint` (see `RowModel`)."""
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType) and len(args) == 2 and type(None) in args:
        convert = _converter(args[0] if args[1] is type(None) else args[1])
        return lambda value: None if value is None else convert(value)
    if hint in _SCALARS or (isinstance(hint, type) and issubclass(hint, Enum)):
        return hint  # a type is its own converter
    if hint is dict or origin is dict:
        return load_json_dict
    if origin in (list, tuple):
        item = args[0] if args and args[0] in _SCALARS else None
        return _json_array(list if origin is list else tuple, item)
    raise TypeError(f"no column converter for a field of type {hint!r}")


def _json_array(
    make: Callable[[Any], Sequence[object]], item: Callable[[Any], object] | None
) -> _Convert:
    """A JSON array column as `make` (list or tuple) of its items, each made `item`."""

    def convert(text: str) -> Sequence[object]:
        value = load_json(text)
        if not isinstance(value, list):
            raise StorageError(f"expected a JSON array, got {type(value).__name__}")
        return make(value if item is None else map(item, value))

    return convert


USER_COLUMNS: Final = ("tg_id", "lang", "language_code", "settings", "created_at", "updated_at")
"""The columns of `users`, in the table's order (`User.from_values` takes their values)."""
USER_DATA_COLUMNS: Final = USER_COLUMNS[1:]
"""Every column of `users` but its id, which a read by id already knows (Python's sqlite3
hands the interpreter lock over around the fetch of each column)."""
QUESTION_COLUMNS: Final = (
    "id",
    "user_id",
    "chat_id",
    "kind",
    "deal",
    "expected",
    "message_id",
    "game_id",
    "state",
    "created_at",
    "closed_at",
    "keyboard",
    "update_id",
)
"""The columns of `questions`, in the table's order (`Question.from_values` takes their
values), that of `Question`'s fields."""
_DEAL: Final = QUESTION_COLUMNS.index("deal")
_KEYBOARD: Final = QUESTION_COLUMNS.index("keyboard")
"""The columns `Question.from_values` converts: a JSON object, a flag (NULL: not known)."""
GAME_COLUMNS: Final = (
    "id",
    "user_id",
    "chat_id",
    "kind",
    "target",
    "margin_rule",
    "player_score",
    "bot_score",
    "hands",
    "state",
    "started_at",
    "finished_at",
)
"""The columns of `games`, in the table's order (`Game.from_values` takes their values)."""


@dataclass(frozen=True, slots=True)
class User(RowModel):
    """A Telegram user: chosen language (None until /lang) and the last language_code seen."""

    tg_id: int
    lang: str | None
    language_code: str | None
    created_at: str
    updated_at: str = ""
    settings: JSONDict = field(default_factory=dict)

    @classmethod
    def from_values(cls, values: Sequence[Any]) -> User:
        """Build from the values of `USER_COLUMNS`, in that order (the table is STRICT: its
        integers and texts come typed)."""
        tg_id, lang, language_code, settings, created_at, updated_at = values
        return cls(tg_id, lang, language_code, created_at, updated_at, load_json_dict(settings))

    def is_current(self, language_code: str | None) -> bool:
        """Whether the row has nothing to record of `language_code`, the one Telegram just
        gave (None: not given): `upsert_user` would leave it as it is."""
        return language_code is None or language_code == self.language_code


@dataclass(frozen=True, slots=True)
class Question(RowModel):
    """A drill question waiting for (or past) its answer; it survives restarts.

    Its `expected` JSON is kept as stored (`expected_json`) and decoded when first read:
    most reads of a question never look at it (answering a hand grades it from the deal),
    and it is the largest of its columns (the whole breakdown)."""

    id: int
    user_id: int
    chat_id: int
    kind: str
    deal: JSONDict
    expected_json: str
    """The `expected` column as stored (JSON text of an object)."""
    message_id: int | None
    game_id: int | None
    state: str
    created_at: str
    closed_at: str | None = None
    keyboard: bool | None = None
    """Whether its message carries an inline keyboard (None: not known, shown before v7)."""
    update_id: int | None = None
    """The Telegram update that asked it (None: a job, or asked before v12)."""
    _expected: JSONDict | None = field(default=None, init=False, repr=False, compare=False)
    """`expected` once decoded (see `expected`)."""

    COLUMNS: ClassVar = {"expected_json": "expected"}

    @property
    def expected(self) -> JSONDict:
        """What the question expects (the `expected` column decoded, once: later reads give
        the same dict). `StorageError` if the stored text is not a JSON object."""
        decoded = self._expected
        if decoded is None:
            decoded = load_json_dict(self.expected_json)
            # A cache, not a change of value: the frozen dataclass's own way to set a slot.
            object.__setattr__(self, "_expected", decoded)
        return decoded

    @property
    def is_pending(self) -> bool:
        """True while the question can still be answered."""
        return self.state == PENDING

    @property
    def open_deal(self) -> JSONDict | None:
        """The deal while the question is pending or set aside by a newer one (a game's step
        can still be resumed), None once it is answered or cancelled."""
        return self.deal if self.state in (PENDING, REPLACED) else None

    @classmethod
    def from_values(cls, values: Sequence[Any]) -> Question:
        """Build from the values of `QUESTION_COLUMNS`, in that order (the table is STRICT:
        its integers and texts come typed); what `from_row` gives for the same row."""
        columns = list(values)
        columns[_DEAL] = load_json_dict(columns[_DEAL])
        if columns[_KEYBOARD] is not None:
            columns[_KEYBOARD] = bool(columns[_KEYBOARD])
        return cls(*columns)


@dataclass(frozen=True, slots=True)
class Attempt(RowModel):
    """One graded answer: what was dealt, expected, answered and the per-category result."""

    id: int
    user_id: int
    chat_id: int
    kind: str
    deal: JSONDict
    expected_total: int
    answered_total: int
    result: JSONDict
    seconds: float
    created_at: str
    question_id: int | None = None
    game_id: int | None = None
    expected: JSONDict = field(default_factory=dict)
    answered: JSONDict = field(default_factory=dict)
    correct: bool = False
    missed: int = 0
    player_points: int = 0
    bot_points: int = 0


@dataclass(frozen=True, slots=True)
class Game(RowModel):
    """A race to `target` against the bot: correct counts peg the player, missed points the bot."""

    id: int
    user_id: int
    chat_id: int
    target: int
    margin_rule: str
    player_score: int
    bot_score: int
    state: str
    hands: int
    started_at: str
    finished_at: str | None
    kind: str = MUGGINS_GAME

    @property
    def is_active(self) -> bool:
        """True while the game is still being played."""
        return self.state == ACTIVE

    @classmethod
    def from_values(cls, values: Sequence[Any]) -> Game:
        """Build from the values of `GAME_COLUMNS`, in that order (the table is STRICT: its
        integers and texts come typed); what `from_row` gives for the same row."""
        (
            id_,
            user_id,
            chat_id,
            kind,
            target,
            margin_rule,
            player_score,
            bot_score,
            hands,
            state,
            started_at,
            finished_at,
        ) = values
        return cls(
            id_,
            user_id,
            chat_id,
            target,
            margin_rule,
            player_score,
            bot_score,
            state,
            hands,
            started_at,
            finished_at,
            kind,
        )


@dataclass(frozen=True, slots=True)
class AnswerOutcome:
    """What `answer_question` did.

    `accepted` is False when the question was missing or no longer pending (nothing written);
    `question` is then its current row (None if it does not exist), so callers can tell why.
    `game` is the game after pegging this answer, or None when nothing was pegged (no game,
    the answer was refused, or the game had already ended or been abandoned); `before` is
    the question's game as it stood before (None without a game or when refused).
    """

    accepted: bool
    attempt_id: int | None
    game: Game | None
    question: Question | None = None
    before: Game | None = None


@dataclass(frozen=True, slots=True)
class KindStats:
    """Totals for one drill kind."""

    count: int
    exact: int
    missed_points: int
    in_games: int = 0
    """Of `count`, the tries made in whole games (`result["source"]` "game")."""

    @property
    def accuracy(self) -> float:
        """Share of exact answers, 0.0 when there are none."""
        return self.exact / self.count if self.count else 0.0


@dataclass(frozen=True, slots=True)
class Stats:
    """A player's progress: per-kind totals, missed points, kinds missed most, games."""

    hands: int
    by_kind: dict[str, KindStats]
    avg_missed: float
    missed_kinds: list[tuple[str, int]]
    games_won: int
    games_lost: int
    current_game: Game | None
    exact: int = 0
    missed_points: int = 0

    @property
    def accuracy(self) -> float:
        """Share of exact answers over every kind, 0.0 when there are none."""
        return self.exact / self.hands if self.hands else 0.0

    def only(self, kinds: Collection[str]) -> Stats:
        """These stats over `kinds` only (/stats' show: a drill of its own never inflates
        "hands counted")."""
        by_kind = {k: v for k, v in self.by_kind.items() if k in kinds}
        hands = sum(v.count for v in by_kind.values())
        missed = sum(v.missed_points for v in by_kind.values())
        return replace(
            self,
            by_kind=by_kind,
            hands=hands,
            exact=sum(v.exact for v in by_kind.values()),
            missed_points=missed,
            avg_missed=missed / hands if hands else 0.0,
        )
