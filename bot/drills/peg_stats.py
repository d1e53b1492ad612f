"""Pegging progress for /stats: how often each question kind was right, and each kind of
points (15, 31, pairs, runs, go / last card) counted right, from the stored attempts."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from bot.drills.peg import PegKind
from bot.drills.peg_calls import PEG_CATEGORIES, PegCategory

WEAKEST_MIN_SEEN: Final = 3
"""A category counts as the weakest only once it has come up this many times."""


@dataclass(frozen=True, slots=True)
class PegStats:
    """Pegging progress: (right, asked) per question kind; (counted, seen) per category."""

    questions: Mapping[PegKind, tuple[int, int]]
    categories: Mapping[PegCategory, tuple[int, int]]

    @property
    def weakest(self) -> PegCategory | None:
        """The category counted right least often (seen often enough), if any was missed.
        None while a category seen fewer times shows a lower rate: /stats lists every rate,
        and « Point faible : paires » under « paires 33 %, go 0 % » read as a mistake."""
        seen = [
            (hits / n, c)
            for c, (hits, n) in self.categories.items()
            if n >= WEAKEST_MIN_SEEN and hits < n
        ]
        if not seen:
            return None
        rate, weakest = min(seen, key=lambda item: (item[0], PEG_CATEGORIES.index(item[1])))
        if any(hits / n < rate for hits, n in self.categories.values()):
            return None
        return weakest


def peg_stats(results: Iterable[tuple[str, Mapping[str, object]]]) -> PegStats:
    """Tally stored attempts (question kind, `result` JSON) into pegging stats."""
    questions: dict[PegKind, list[int]] = {}
    categories: dict[PegCategory, list[int]] = {}
    for kind, result in results:
        if kind not in PegKind.__members__.values():
            continue
        tally = questions.setdefault(PegKind(kind), [0, 0])
        tally[0] += result.get("correct") is True
        tally[1] += 1
        hits = result.get("categories")
        if not isinstance(hits, Mapping):
            continue
        for name, hit in hits.items():
            if name in PegCategory.__members__.values() and isinstance(hit, bool):
                counts = categories.setdefault(PegCategory(name), [0, 0])
                counts[0] += hit
                counts[1] += 1
    return PegStats(
        {
            k: (v[0], v[1])
            for k, v in sorted(questions.items(), key=lambda i: list(PegKind).index(i[0]))
        },
        {
            c: (v[0], v[1])
            for c, v in sorted(categories.items(), key=lambda i: PEG_CATEGORIES.index(i[0]))
        },
    )
