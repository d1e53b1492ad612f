"""The coach's choices: which themes are weak, and which deal to serve.

A theme is weak once the player missed it three times or more and their accuracy on it is
below their own average (Lichess's puzzle dashboard decides the same way). With coaching on,
`COACHED_SHARE` of the deals hold one of the weakest themes the drill can show, drawn near the
player's rating; the others stay random, so nothing becomes predictable.

    weak = weak_themes(stats, average)             # weakest first
    pick = choose(drill, weak, rating, rng, deal_random=..., deal_with=..., difficulty=...)

Pure: randomness from the `random.Random` passed in.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Generic, TypeVar

from bot.coach.questions import Drill, themes_for
from bot.engine.themes import Theme

if TYPE_CHECKING:  # storage reads the coach's plan: no import of it at run time
    from bot.storage.repo_coach import ThemeRecord

WEAK_MISSES: Final = 3
COACHED_SHARE: Final = 0.6
"""How many deals are chosen for a weakness (the issue asks for at least half)."""
WEAKEST: Final = 3
"""How many of the weakest themes a coached deal draws from (and /coach shows)."""
CANDIDATES: Final = 6
"""Deals with the theme drawn per coached deal; the one nearest the rating is served."""
MAX_REJECTIONS: Final = 200
"""For drills without a direct construction: random deals tried before giving up."""

Q = TypeVar("Q")


@dataclass(frozen=True, slots=True)
class ThemeStat:
    """A player's record on one theme: questions that held it, and how many were missed."""

    theme: Theme
    tries: int
    misses: int

    @property
    def accuracy(self) -> float:
        """The share answered right (1.0 before any try)."""
        return 1.0 - self.misses / self.tries if self.tries else 1.0


def average_accuracy(stats: Iterable[ThemeStat]) -> float:
    """The player's own average over every theme try (1.0 before any)."""
    items = list(stats)
    tries = sum(s.tries for s in items)
    return 1.0 - sum(s.misses for s in items) / tries if tries else 1.0


def weak_themes(stats: Iterable[ThemeStat], average: float | None = None) -> list[ThemeStat]:
    """The weak themes, weakest first: three misses or more, accuracy below the average."""
    items = list(stats)
    bar = average_accuracy(items) if average is None else average
    weak = [s for s in items if s.misses >= WEAK_MISSES and s.accuracy < bar]
    return sorted(weak, key=lambda s: (s.accuracy, -s.misses, s.theme.value))


@dataclass(frozen=True, slots=True)
class Pick(Generic[Q]):
    """The deal served and the weak theme it was chosen for (None: a random deal)."""

    deal: Q
    theme: Theme | None


def weakest(records: Iterable[ThemeRecord]) -> list[ThemeRecord]:
    """A player's weakest spots (their record on each theme), weakest first, `WEAKEST` at most."""
    by_theme = {r.stat.theme: r for r in records}
    return [by_theme[s.theme] for s in weak_themes(r.stat for r in by_theme.values())][:WEAKEST]


def choose(
    drill: Drill,
    weak: Sequence[Theme],
    rating: float,
    rng: random.Random,
    *,
    deal_random: Callable[[random.Random], Q],
    deal_with: Callable[[Theme, random.Random], Q | None],
    difficulty: Callable[[Q], float],
    coached_share: float = COACHED_SHARE,
    candidates: int = CANDIDATES,
) -> Pick[Q]:
    """A deal for a player with these weak themes (weakest first) and this rating.

    With probability `coached_share` and a weak theme the drill can show: one of the
    `WEAKEST` weakest at random, `candidates` deals holding it (`deal_with`, None when it
    found none), and the one whose `difficulty` is nearest the rating. Otherwise a random
    deal.
    """
    usable = themes_for(drill, weak)[:WEAKEST]
    if usable and rng.random() < coached_share:
        theme = rng.choice(usable)
        found = [d for d in (deal_with(theme, rng) for _ in range(candidates)) if d]
        if found:
            best = min(found, key=lambda d: abs(difficulty(d) - rating))
            return Pick(best, theme)
    return Pick(deal_random(rng), None)


def by_rejection(
    theme: Theme,
    rng: random.Random,
    *,
    deal_random: Callable[[random.Random], Q],
    themes_of: Callable[[Q], Iterable[Theme]],
    tries: int = MAX_REJECTIONS,
) -> Q | None:
    """A random deal holding `theme`, by drawing until one does (None after `tries`)."""
    for _ in range(tries):
        deal = deal_random(rng)
        if theme in themes_of(deal):
            return deal
    return None
