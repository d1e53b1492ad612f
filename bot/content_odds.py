"""The shipped win table, `content/odds.json`: reading and writing it (the engine does no I/O).

Made by

    muggins odds-table --write

which measures expert deals from the seed and sample size in the file's `meta` (deterministic)
and computes the tables, standard and under the FADOQ rule, from the same deals
(`bot.drills.odds_deals.generate_odds`). `muggins odds-table` alone
regenerates them and says whether they match the file.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Final

from bot.content_tables import CONTENT_DIR, ContentTable
from bot.engine.odds import OddsTables, odds_from_json, odds_to_json


def _rows_text(tables: dict[str, list[list[int]]]) -> str:
    """`{"121":[rows],"61":[rows]}` with one row per line."""
    parts = []
    for target, rows in tables.items():
        lines = ",\n".join(json.dumps(row, separators=(",", ":")) for row in rows)
        parts.append(f'"{target}":[\n{lines}]')
    return "{\n" + ",\n".join(parts) + "}"


def odds_text(odds: OddsTables) -> str:
    """The file's text: compact JSON, one row of a table per line, ending with a newline; the
    standard tables, then the FADOQ rule's."""
    data = odds_to_json(odds)
    tables = data.pop("dealer_wins")
    fadoq = data.pop("fadoq_dealer_wins")
    head = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return (
        head[:-1]
        + ',"dealer_wins":'
        + _rows_text(tables)
        + ',\n"fadoq_dealer_wins":'
        + _rows_text(fadoq)
        + "}\n"
    )


ODDS: Final = ContentTable(
    CONTENT_DIR / "odds.json", "win tables", odds_from_json, odds_to_json, odds_text
)


@cache
def shipped_odds() -> OddsTables:
    """The tables shipped in `content/odds.json`, read once."""
    return ODDS.read()
