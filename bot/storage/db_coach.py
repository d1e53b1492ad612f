"""The coach's storage methods of `Database` (/coach, /review, coached deals): SQL in repo_coach.

Each method awaits one repo function in a transaction of its own (see `bot.storage.db_base`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Literal, overload

import aiosqlite

from bot.coach.glicko import Rating
from bot.coach.plan import ThemeStat, weak_themes
from bot.coach.questions import Drill, Seen
from bot.drills.table_tries import Tries
from bot.engine.themes import Theme
from bot.storage import repo_coach, repo_tries
from bot.storage.db_base import DatabaseBase
from bot.storage.sql import BEGIN_READ


@dataclass(frozen=True, slots=True)
class CoachView:
    """Everything /coach shows, read in one snapshot."""

    ratings: list[repo_coach.DrillRating]
    themes: list[repo_coach.ThemeRecord]
    due: list[repo_coach.Review]
    next_due: str | None


async def _overview(conn: aiosqlite.Connection, user_id: int, now: datetime) -> CoachView:
    return CoachView(
        await repo_coach.ratings(conn, user_id, now),
        await repo_coach.theme_records(conn, user_id),
        await repo_coach.due_reviews(conn, user_id, now),
        await repo_coach.next_review_due(conn, user_id),
    )


@dataclass(frozen=True, slots=True)
class CoachPlan:
    """What choosing a deal needs: the player's theme records, rating, and the learned
    difficulty of the drill's themes."""

    stats: list[ThemeStat]
    rating: Rating
    learned: dict[Theme, float]
    weak: list[ThemeStat]
    """The weak themes among `stats`, weakest first (`weak_themes`)."""


async def _plan(conn: aiosqlite.Connection, user_id: int, drill: Drill) -> CoachPlan:
    rating, learned = await repo_coach.rating_and_learned(conn, user_id, drill)
    stats = await repo_coach.theme_stats(conn, user_id)
    return CoachPlan(stats, rating, learned, weak_themes(stats))


class CoachAreas(DatabaseBase):
    """`Database` methods for the coach: ratings, theme records, reviews."""

    async def coach_record_try(
        self,
        *,
        user_id: int,
        seen: Seen,
        won: bool,
        kind: str,
        deal: Mapping[str, object],
        question_id: int | None = None,
        review_id: int | None = None,
    ) -> repo_coach.TryOutcome:
        """Record a graded first try: rating, themes, the review box (one transaction)."""
        return await self._write(
            partial(
                repo_coach.record_try,
                user_id=user_id,
                seen=seen,
                won=won,
                kind=kind,
                deal=deal,
                question_id=question_id,
                review_id=review_id,
                now=self._clock(),
            )
        )

    async def record_game_tries(self, tries: Tries, *, chat_id: int | None) -> int:
        """Store the tries of a whole game's move as the drills' answers (attempts and /ecart
        challenges, ratings, themes, the review box), in one transaction; how many (none:
        nothing written). `chat_id` None: each in its person's private chat."""
        if not tries:
            return 0
        return await self._write(
            partial(repo_tries.record_game_tries, tries=tries, chat_id=chat_id, now=self.now())
        )

    @overload
    async def coach_plan(
        self,
        user_id: int,
        drill: Drill,
        *,
        when_weak: Literal[False] = False,
        stats: Sequence[ThemeStat] | None = None,
    ) -> CoachPlan: ...

    @overload
    async def coach_plan(
        self,
        user_id: int,
        drill: Drill,
        *,
        when_weak: Literal[True],
        stats: Sequence[ThemeStat] | None = None,
    ) -> CoachPlan | None: ...

    async def coach_plan(
        self,
        user_id: int,
        drill: Drill,
        *,
        when_weak: bool = False,
        stats: Sequence[ThemeStat] | None = None,
    ) -> CoachPlan | None:
        """The player's records, rating and the drill's learned difficulties.

        Without `when_weak`: the three in one snapshot. With it: None when the player has
        no weak theme (`weak_themes`), the rating and the learned difficulties then not read
        (a deal chosen at random needs neither); the records are read first (or given as
        `stats`, read with the user by `Database.user_and_theme_stats`), then, for a player
        with a weak theme, the rating and the learned difficulties in one statement
        (`repo_coach.rating_and_learned`), no read transaction around the two reads. Nothing
        of the player's can change between them: their updates are handled one at a time
        (`bot.tg.app.PerUserUpdateProcessor`) and only their own answers write their records
        and rating; the learned difficulties are every player's and move with any answer.
        """
        if when_weak:
            if stats is None:
                stats = await self._run(partial(repo_coach.theme_stats, user_id=user_id))
            weak = weak_themes(stats)
            if not weak:
                return None
            rating, learned = await self._run(
                partial(repo_coach.rating_and_learned, user_id=user_id, drill=drill)
            )
            return CoachPlan(list(stats), rating, learned, weak)
        return await self._run(partial(_plan, user_id=user_id, drill=drill), BEGIN_READ)

    async def coach_rating(self, user_id: int, drill: Drill) -> Rating:
        """The player's rating on a drill (1500 before any try)."""
        return await self._run(partial(repo_coach.get_rating, user_id=user_id, drill=drill))

    async def coach_learned(self, drill: Drill) -> dict[Theme, float]:
        """What all players' answers taught about each theme of a drill (offsets from 1500)."""
        return await self._run(partial(repo_coach.learned_offsets, drill=drill))

    async def coach_ratings(self, user_id: int) -> list[repo_coach.DrillRating]:
        """The player's ratings with their trend over a week."""
        return await self._run(
            partial(repo_coach.ratings, user_id=user_id, now=self._clock()), BEGIN_READ
        )

    async def coach_themes(self, user_id: int) -> list[repo_coach.ThemeRecord]:
        """The player's record on every theme met."""
        return await self._run(partial(repo_coach.theme_records, user_id=user_id))

    async def coach_due_reviews(
        self, user_id: int, kinds: Sequence[str] | None = None
    ) -> list[repo_coach.Review]:
        """The player's reviews due now, the longest waiting first."""
        return await self._run(
            partial(repo_coach.due_reviews, user_id=user_id, now=self._clock(), kinds=kinds)
        )

    async def coach_review(self, review_id: int) -> repo_coach.Review | None:
        """A review by id."""
        return await self._run(partial(repo_coach.get_review, review_id=review_id))

    async def coach_overview(self, user_id: int) -> CoachView:
        """Ratings, themes and reviews in one snapshot (for /coach and the weekly message)."""
        return await self._run(partial(_overview, user_id=user_id, now=self._clock()), BEGIN_READ)

    async def coach_weekly_users(self) -> list[int]:
        """The players who asked for the weekly coach message."""
        return await self._run(repo_coach.weekly_users)
