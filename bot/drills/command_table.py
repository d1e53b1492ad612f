"""Reading the registry's table, pure: the command a typed name means (`/help <word>`), the
name a message calls its command by, whether a command deals hands to count, the question
kinds whose answers count as hands in /stats, and the drills' /stats sections. The table's
shapes (`bot.tg.handlers.entries`) are seen through the protocols below."""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Final, Protocol, TypeVar

from bot.drills.questions_kinds import Tally


class Named(Protocol):
    """A command, by its names (the menu's first; ASCII lowercase)."""

    @property
    def names(self) -> tuple[str, ...]: ...


class Tallied(Protocol):
    """A question kind: its name and where its answers go in /stats."""

    @property
    def name(self) -> str: ...

    @property
    def tally(self) -> Tally: ...


class Row(Protocol):
    """An entry of the table: its commands and the question kinds they ask."""

    @property
    def commands(self) -> Sequence[object]: ...

    @property
    def kinds(self) -> Sequence[Tallied]: ...


N = TypeVar("N", bound=Named)
S_co = TypeVar("S_co", covariant=True)


class Sectioned(Protocol[S_co]):
    """An entry of the table by its /stats section (None: it has none)."""

    @property
    def stats(self) -> S_co | None: ...


def plain_name(word: str) -> str:
    """A typed command name as the registry writes it: no slash, no @bot, lowercase, no
    accents (« /Écart » → "ecart")."""
    name = word.removeprefix("/").partition("@")[0].casefold()
    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))


def typed_name(text: str | None) -> str | None:
    """The name a message calls its command by, as `plain_name` writes it (« /Partie@bot 61 »
    → "partie"), else None (no text, or a text that is no command): which of a command's names
    was typed (/partie rather than /course)."""
    first = (text or "").split(maxsplit=1)[:1]
    return plain_name(first[0]) if first and first[0].startswith("/") else None


NEAR_CUTOFF: Final = 0.75
"""How alike (difflib's ratio) an unknown command's name must be to a command's: « roi » is
0.86 of « rois », « quizz » 0.89 of « quiz », « stat » 0.89 of « stats »; « x », « go » none."""


def near_command(word: str, commands: Iterable[N]) -> tuple[N, str] | None:
    """The command an unknown name is a slip of (« /roi »: /rois, « /quizz »: /quiz,
    « /statistique »: /statistiques), with its name nearest the one typed (`NEAR_CUTOFF`);
    None when no name is near."""
    typed = plain_name(word)
    named = {name: command for command in commands for name in command.names}
    near = difflib.get_close_matches(typed, named, n=1, cutoff=NEAR_CUTOFF)
    return (named[near[0]], near[0]) if near and typed else None


ASKED_AS: Final[dict[str, str]] = dict.fromkeys(["partie", "parties", "game", "games"], "play")
"""`/help <word>` on a word a newcomer types for a game of cribbage (« /aide partie », "/help
game"): it asks about /play, though /race answers to /partie and /game (/help showed /race
alone, « la course des mains »); /race's lines follow /play's, as they name /play."""


def find_command(word: str, commands: Iterable[N]) -> N | None:
    """The command `/help <word>` asks about, by any of its names (« /aide écart »,
    "/help /hand") or as `ASKED_AS` reads the word, else None."""
    name = plain_name(word)
    name = ASKED_AS.get(name, name)
    return next((c for c in commands if name in c.names), None)


def asks_counts(command: object, rows: Iterable[Row]) -> bool:
    """Whether a command deals hands to count (/help on it says how to answer): a kind of its
    entry counts as hands (`Tally.SHOW`)."""
    row = next(r for r in rows if command in r.commands)
    return any(kind.tally is Tally.SHOW for kind in row.kinds)


def show_kinds(rows: Iterable[Row]) -> frozenset[str]:
    """The kinds whose answers count as hands in /stats (`Tally.SHOW`)."""
    return frozenset(k.name for r in rows for k in r.kinds if k.tally is Tally.SHOW)


def stats_sections(rows: Iterable[Sectioned[S_co]]) -> list[S_co]:
    """The drills' /stats sections, in the table's order."""
    return [row.stats for row in rows if row.stats is not None]
