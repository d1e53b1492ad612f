"""Tries made in whole games (`bot.drills.table_tries`), stored as the drills' answers are.

Each try is an attempt with no question (`question_id` NULL) and the coach's part of an
answer (`repo_coach_try.record_try`): /stats, the coach's ratings and themes and the review queue
read them as they read a drill's answer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import aiosqlite

from bot.coach.questions import ECART_KIND, Seen, Unreadable, observe
from bot.drills.table_tries import GAME_SOURCE, GameLayAway, GameTry, Tries
from bot.storage.models import dump_json
from bot.storage.repo_coach_try import record_try
from bot.storage.repo_ecart import EcartRecord, insert_ecart
from bot.storage.repo_users import insert_owned_id
from bot.storage.repository import Repository, writes


async def _record_lay_away(
    conn: aiosqlite.Connection, laid: GameLayAway, *, chat_id: int | None, now: str
) -> None:
    verdict = laid.verdict
    await insert_ecart(
        conn,
        now,
        EcartRecord.of(verdict),
        question_id=None,
        user_id=laid.user_id,
        chat_id=laid.user_id if chat_id is None else chat_id,
        via=GAME_SOURCE,
        seconds=0,
    )
    deal = {ECART_KIND: verdict.challenge.to_dict()}
    await record_try(
        conn,
        now,
        user_id=laid.user_id,
        seen=_seen(ECART_KIND, deal),
        won=verdict.is_best,
        kind=ECART_KIND,
        deal=deal,
    )


async def _record_counts(
    conn: aiosqlite.Connection, tries: Sequence[GameTry], *, chat_id: int | None, now: str
) -> None:
    for each in tries:
        await insert_owned_id(
            conn,
            each.user_id,
            now,
            "INSERT INTO attempts (question_id, user_id, chat_id, kind, game_id, deal, expected,"
            " answered, result, expected_total, answered_total, correct, missed, player_points,"
            " bot_points, seconds, created_at)"
            " VALUES (NULL, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)",
            (
                each.user_id,
                each.user_id if chat_id is None else chat_id,
                each.kind,
                dump_json(each.deal),
                dump_json({"total": each.expected_total}),
                dump_json({"total": each.answered_total}),
                dump_json(each.result),
                each.expected_total,
                each.answered_total,
                int(each.correct),
                max(0, each.expected_total - each.answered_total),
                now,
            ),
        )
        await record_try(
            conn,
            now,
            user_id=each.user_id,
            seen=_seen(each.kind, each.deal),
            won=each.correct,
            kind=each.kind,
            deal=each.deal,
        )


def _seen(kind: str, deal: Mapping[str, object]) -> Seen:
    """The coach's reading of a try's deal, built from the table (always readable)."""
    seen = observe(kind, deal)
    if seen is None:  # pragma: no cover - hands, cribs and lay-aways are followed
        raise Unreadable(f"the coach does not follow {kind!r}")
    return seen


class GameTries(Repository):
    """The queries of a whole game's tries: `db.tries`."""

    async def record_game_tries(self, tries: Tries, *, chat_id: int | None) -> int:
        """Store the tries of a whole game's move as the drills' answers (attempts and /ecart
        challenges, ratings, themes, the review box), in one transaction; how many (none:
        nothing written). `chat_id` None: each in its person's private chat."""
        if not tries:
            return 0
        return await self._record(tries, chat_id=chat_id)

    @writes
    async def _record(
        self, conn: aiosqlite.Connection, tries: Tries, *, chat_id: int | None
    ) -> int:
        """Store each count as an attempt and each lay-away as an /ecart challenge, and play
        each for the coach (one transaction); how many. `chat_id` None: each in its person's
        private chat (a game between members, whose steps are private: the club's leaderboards
        of drills are left as they were)."""
        now = self.db.now()
        await _record_counts(conn, tries.counts, chat_id=chat_id, now=now)
        for laid in tries.lay_aways:
            await _record_lay_away(conn, laid, chat_id=chat_id, now=now)
        return len(tries.counts) + len(tries.lay_aways)
