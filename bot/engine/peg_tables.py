"""Pegging tables: the expected net points of the play for a kept four, by role.

`pone[k]` is what the pone keeping ranks `k` pegs in the round minus what the dealer pegs, on
average; `dealer[k]` the same for the dealer keeping `k` (its points minus the pone's). The key
is the four kept ranks, lowest first: suits never change the play's points, and each rank
counts apart (a ten and a king count ten alike but do not pair or run alike). How the values
are measured is `bot.drills.peg_tables`; this module only holds and reads them (no I/O).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine.cards import RANK_CODES, Card
from bot.engine.lay_away import rank_multisets
from bot.engine.role_tables import roles_from_json, roles_to_json
from bot.engine.show import HAND_SIZE

FORMAT_VERSION = 1
KeptRanks = tuple[int, int, int, int]
"""Four kept ranks, lowest first."""
KEPT_RANKS: tuple[KeptRanks, ...] = tuple((a, b, c, d) for a, b, c, d in rank_multisets(HAND_SIZE))
"""The 1,820 rank multisets of four cards (no rank more than four times), in table order."""


def kept_ranks(cards: Sequence[Card]) -> KeptRanks:
    """The table key of four kept cards."""
    a, b, c, d = sorted(card.rank for card in cards)
    return (a, b, c, d)


def kept_code(ranks: KeptRanks) -> str:
    """The key in the file: the ranks' codes, e.g. "A-5-5-K"."""
    return "-".join(RANK_CODES[r] for r in ranks)


@dataclass(frozen=True)
class PegTables:
    """Expected net pegging of a kept four, for the pone and for the dealer."""

    dealer: Mapping[KeptRanks, float]
    pone: Mapping[KeptRanks, float]
    meta: Mapping[str, Any] = field(default_factory=dict)

    def peg_value(self, keep: Sequence[Card], *, dealer: bool) -> float:
        """The kept cards' expected net pegging (own points minus the opponent's)."""
        table = self.dealer if dealer else self.pone
        return table[kept_ranks(keep)]


def peg_tables_to_json(tables: PegTables, *, digits: int = 4) -> dict[str, Any]:
    """A JSON-ready dict: format, metadata, and both tables by kept code, rounded."""
    roles = (tables.dealer, tables.pone)
    return roles_to_json(FORMAT_VERSION, roles, tables.meta, KEPT_RANKS, kept_code, digits)


def peg_tables_from_json(data: Mapping[str, Any]) -> PegTables:
    """Tables from `peg_tables_to_json` output; ValueError if the shape is wrong."""
    by_code = {kept_code(k): k for k in KEPT_RANKS}
    names = ("pegging tables", "kept fours")
    return PegTables(*roles_from_json(data, FORMAT_VERSION, KEPT_RANKS, by_code.__getitem__, names))
