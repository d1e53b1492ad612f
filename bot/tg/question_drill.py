"""A plain question drill's spec (`QuestionDrill`): its pure functions and its view's, named in
one registry entry (`entries.drill_entry`), from which `bot.tg.handlers.plain_drill` builds its
command, text answers, buttons, question kind, /stats and replay (docs/architecture.md,
"Adding a drill")."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

from bot.drills.grading import SettledCount
from bot.engine.cards import Card
from bot.i18n import Translator
from bot.tg.handlers.callbacks import checked

DealT = TypeVar("DealT")
AnswerT = TypeVar("AnswerT")
GradeT = TypeVar("GradeT", bound=SettledCount)

PREFIX_PATTERN: Final = re.compile(r"[a-z]{1,8}")
"""A plain drill's callback prefix: short, so that `<prefix>:<question id>:<key>` fits 64 bytes."""
MAX_KEYS: Final = 100
"""A plain drill's buttons are numbered 0 to 99 in their callback data."""


@dataclass(frozen=True, slots=True)
class QuestionDrill(Generic[DealT, AnswerT, GradeT]):
    """A plain question drill (deal, ask, typed answer and/or buttons, grade, verdict, record,
    close): its registry entry (`entries.drill_entry`) is all its wiring, the handlers are
    built here from these functions (docs/architecture.md, "Adding a drill").

    The drill's (`bot/drills/<drill>.py`, pure): `deal` from a random source, `dump` it as the
    stored JSON, `load` it back (`ValueError`, `KeyError`, `TypeError`: unreadable), `read` a
    typed answer (None: not one), `grade` it into a `SettledCount` (the true points and the
    points said), and the `keys`: answers offered as buttons (at most `MAX_KEYS`, `prefix`:
    their `callback_data` prefix, unique in the registry). Its view's (`bot/views/<drill>.py`,
    HTML): `menu` and `help` lines, `question`, `verdict` (with the explanation), the
    `unreadable` hint, a key's label, the `stats` lines (of the attempts and the right ones).
    `kind` is the question kind and the entry's name; `command` the menu name (`en`, `fr`:
    the others); `cards`, those the question shows (drawn when the player has pictures on).
    """

    kind: str
    command: str
    deal: Callable[[random.Random], DealT]
    dump: Callable[[DealT], Mapping[str, object]]
    load: Callable[[Mapping[str, object]], DealT]
    read: Callable[[str], AnswerT | None]
    grade: Callable[[DealT, AnswerT], GradeT]
    menu: Callable[[Translator], str]
    help: Callable[[Translator], Sequence[str]]
    question: Callable[[DealT, Translator], Sequence[str]]
    verdict: Callable[[DealT, GradeT, Translator], Sequence[str]]
    unreadable: Callable[[Translator], str]
    stats: Callable[[int, int, Translator], Sequence[str]]
    en: tuple[str, ...] = ()
    fr: tuple[str, ...] = ()
    cards: Callable[[DealT], Sequence[Card]] | None = None
    keys: Callable[[DealT], Sequence[AnswerT]] | None = None
    key_label: Callable[[AnswerT, Translator], str] | None = None
    prefix: str | None = None

    def __post_init__(self) -> None:
        with_keys = (self.keys is not None, self.key_label is not None, self.prefix is not None)
        if any(with_keys) and not all(with_keys):
            raise ValueError(f"{self.kind}: keys, key_label and prefix go together")
        if self.prefix is not None and PREFIX_PATTERN.fullmatch(self.prefix) is None:
            raise ValueError(f"{self.kind}: a button prefix is 1 to 8 letters: {self.prefix!r}")

    @property
    def pattern(self) -> re.Pattern[str]:
        """The buttons' callback data: `<prefix>:<question id>:<key index>`."""
        return re.compile(rf"^{self.prefix}:([0-9]{{1,15}}):([0-9]{{1,2}})$")

    def key_data(self, question_id: int, index: int) -> str:
        """The callback data of button `index` under question `question_id` (<= 64 bytes)."""
        return checked(f"{self.prefix}:{question_id}:{index}")

    def loaded(self, deal: Mapping[str, object]) -> DealT | None:
        """The stored deal read back (None: it cannot be read)."""
        try:
            return self.load(deal)
        except (ValueError, KeyError, TypeError):
            return None

    def name_in(self, lang: str) -> str:
        """The drill's command as a language names it (/jouet in French)."""
        return self.fr[0] if lang == "fr" and self.fr else self.command


AnyDrill = QuestionDrill[Any, Any, Any]
"""A plain drill of any deal, answer and grade (the registry's view of one)."""


def result_of(grade: SettledCount) -> dict[str, object]:
    """The `result` JSON of a plain drill's attempt: right or not, points missed and over."""
    return {"correct": not (grade.missed or grade.over), "missed": grade.missed, "over": grade.over}
