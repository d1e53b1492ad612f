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
from functools import cache
from pathlib import Path
from typing import TypeVar

from bot.engine.crib_tables import CribTables, tables_from_json, tables_to_json
from bot.engine.peg_tables import PegTables, peg_tables_from_json, peg_tables_to_json
from bot.resources import data_dir

CONTENT_DIR = data_dir("content")
"""The data tables: inside the installed package, else the repository's `content/`."""
CRIB_TABLES_PATH = CONTENT_DIR / "crib_tables.json"
PEG_TABLES_PATH = CONTENT_DIR / "peg_tables.json"

T = TypeVar("T")


def read_json_table(path: Path, from_json: Callable[[dict[str, object]], T], what: str) -> T:
    """The table `from_json` makes of the JSON object in `path`.

    OSError if unreadable, ValueError if malformed (`what` names the table in the message).
    """
    with path.open(encoding="utf-8") as f:
        data = json.load(f)
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a JSON object")
    try:
        return from_json(data)
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"{path}: malformed {what} ({exc!r})") from exc


def write_text_file(path: Path, text: str) -> None:
    """Write `text` to `path` in UTF-8 (the folder is created if needed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def read_crib_tables(path: Path = CRIB_TABLES_PATH) -> CribTables:
    """The crib tables in `path`; OSError if unreadable, ValueError if malformed."""
    return read_json_table(path, tables_from_json, "crib tables")


@cache
def shipped_crib_tables() -> CribTables:
    """The tables shipped in `content/crib_tables.json`, read once."""
    return read_crib_tables(CRIB_TABLES_PATH)


def crib_tables_text(tables: CribTables) -> str:
    """The file's text: JSON with one table entry per line, ending with a newline."""
    return json.dumps(tables_to_json(tables), ensure_ascii=False, indent=2) + "\n"


def write_crib_tables(tables: CribTables, path: Path = CRIB_TABLES_PATH) -> None:
    """Write the tables to `path` (the folder is created if needed)."""
    write_text_file(path, crib_tables_text(tables))


def read_peg_tables(path: Path = PEG_TABLES_PATH) -> PegTables:
    """The pegging tables in `path`; OSError if unreadable, ValueError if malformed."""
    return read_json_table(path, peg_tables_from_json, "pegging tables")


@cache
def shipped_peg_tables() -> PegTables:
    """The tables shipped in `content/peg_tables.json`, read once."""
    return read_peg_tables(PEG_TABLES_PATH)


def peg_tables_text(tables: PegTables) -> str:
    """The file's text: JSON with one table entry per line, ending with a newline."""
    return json.dumps(peg_tables_to_json(tables), ensure_ascii=False, indent=2) + "\n"


def write_peg_tables(tables: PegTables, path: Path = PEG_TABLES_PATH) -> None:
    """Write the tables to `path` (the folder is created if needed)."""
    write_text_file(path, peg_tables_text(tables))
