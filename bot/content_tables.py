"""The shipped data tables in `content/`: reading and writing them (the engine does no I/O).

`content/crib_tables.json` holds the expert crib tables (see `bot.engine.crib_tables`), made by

    muggins crib-tables --write

which regenerates them from the seed and sample size below (deterministic), and writes the
file. `muggins crib-tables` alone regenerates them and says whether they match the file.
`content/peg_tables.json` holds the pegging tables (see `bot.engine.peg_tables`), made and
checked the same way by `muggins peg-tables [--write]`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Final, Generic, TypeVar

from bot.engine.crib_tables import CribTables, tables_from_json, tables_to_json
from bot.engine.peg_tables import PegTables, peg_tables_from_json, peg_tables_to_json
from bot.resources import data_dir

CONTENT_DIR = data_dir("content")
"""The data tables: inside the installed package, else the repository's `content/`."""

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class ContentTable(Generic[T]):
    """A data table shipped in `content/`: its file (`path`), the JSON object it holds
    (`from_json`, `to_json`; `what` names the table in a malformed file's error) and, when the
    file is not that object as indented JSON (a table entry a line), its text (`layout`)."""

    path: Path
    what: str
    from_json: Callable[[dict[str, object]], T]
    to_json: Callable[[T], object]
    layout: Callable[[T], str] | None = None

    def read(self, path: Path | None = None) -> T:
        """The table in `path` (by default the shipped file).

        OSError if unreadable, ValueError if malformed.
        """
        path = self.path if path is None else path
        with path.open(encoding="utf-8") as f:
            data = json.load(f)
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected a JSON object")
        try:
            return self.from_json(data)
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"{path}: malformed {self.what} ({exc!r})") from exc

    def text(self, table: T) -> str:
        """The file's text, ending with a newline."""
        if self.layout is not None:
            return self.layout(table)
        return json.dumps(self.to_json(table), ensure_ascii=False, indent=2) + "\n"

    def write(self, table: T, path: Path | None = None) -> None:
        """Write the table to `path` (by default the shipped file; the folder is created if
        needed), in UTF-8."""
        path = self.path if path is None else path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(self.text(table), encoding="utf-8")


CRIB_TABLES: Final = ContentTable(
    CONTENT_DIR / "crib_tables.json", "crib tables", tables_from_json, tables_to_json
)
PEG_TABLES: Final = ContentTable(
    CONTENT_DIR / "peg_tables.json", "pegging tables", peg_tables_from_json, peg_tables_to_json
)


@cache
def shipped_crib_tables() -> CribTables:
    """The tables shipped in `content/crib_tables.json`, read once."""
    return CRIB_TABLES.read()


@cache
def shipped_peg_tables() -> PegTables:
    """The tables shipped in `content/peg_tables.json`, read once."""
    return PEG_TABLES.read()
