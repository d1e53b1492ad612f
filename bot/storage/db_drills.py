"""The drills' storage methods of `Database` (/ecart, /quiz, /daily): thin, SQL in their repo_*.

Each method awaits one repo function in a transaction of its own (see `bot.storage.db_base`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from functools import partial

from bot.storage import repo_daily, repo_ecart, repo_quiz
from bot.storage.db_base import DatabaseBase
from bot.storage.models import Question
from bot.storage.sql import BEGIN_READ


class DrillAreas(DatabaseBase):
    """`Database` methods for the discard challenge, the quiz and the daily challenge."""

    # -- the discard challenge (/ecart): see repo_ecart ------------------------------------

    async def toggle_ecart_card(
        self, question_id: int, index: int, *, limit: int
    ) -> repo_ecart.Toggled:
        """Select or unselect card `index` of a pending challenge (at most `limit` selected)."""
        return await self._write(
            partial(repo_ecart.toggle_selected, question_id=question_id, index=index, limit=limit)
        )

    async def record_ecart(
        self, question_id: int, *, record: repo_ecart.EcartRecord, via: str, seconds: float
    ) -> Question | None:
        """Close a pending challenge and store its graded lay-away; None if already closed."""
        return await self._write(
            partial(
                repo_ecart.record_ecart,
                question_id=question_id,
                record=record,
                via=via,
                seconds=seconds,
                now=self.now(),
            )
        )

    async def ecart_of_question(self, question_id: int) -> repo_ecart.EcartRecord | None:
        """The graded lay-away of a challenge's question, or None."""
        return await self._run(partial(repo_ecart.ecart_of_question, question_id=question_id))

    async def ecart_stats(
        self, user_id: int
    ) -> tuple[repo_ecart.EcartTotals, list[repo_ecart.EcartRecord]]:
        """The player's challenge totals and latest lay-aways, in one snapshot."""
        return await self._run(partial(repo_ecart.ecart_stats, user_id=user_id), BEGIN_READ)

    # -- quiz (see repo_quiz) --------------------------------------------------------------

    async def start_quiz_series(
        self, user_id: int, chat_id: int, *, lang: str, plan: Sequence[str]
    ) -> repo_quiz.QuizSeries:
        """A new quiz series; the player's active one in that chat is replaced."""
        return await self._write(
            partial(
                repo_quiz.start_series,
                user_id=user_id,
                chat_id=chat_id,
                lang=lang,
                plan=plan,
                now=self.now(),
            )
        )

    async def get_quiz_series(self, series_id: int) -> repo_quiz.QuizSeries | None:
        """The quiz series in any state, or None."""
        return await self._run(partial(repo_quiz.get_series, series_id=series_id))

    async def add_quiz_poll(
        self,
        poll_id: str,
        chat_id: int,
        *,
        message_id: int | None,
        series_id: int | None,
        position: int,
        ref: str,
        topic: str,
        rule: str,
        correct: int,
    ) -> repo_quiz.QuizPollRecord:
        """Remember a quiz poll just sent: Telegram's poll id -> chat, series, question."""
        return await self._write(
            partial(
                repo_quiz.add_poll,
                poll_id=poll_id,
                chat_id=chat_id,
                message_id=message_id,
                series_id=series_id,
                position=position,
                ref=ref,
                topic=topic,
                rule=rule,
                correct=correct,
                now=self.now(),
            )
        )

    async def get_quiz_poll(self, poll_id: str) -> repo_quiz.QuizPollRecord | None:
        """A quiz poll the bot sent, or None."""
        return await self._run(partial(repo_quiz.get_poll, poll_id=poll_id))

    async def record_quiz_answer(
        self, poll_id: str, user_id: int, *, name: str, option_ids: Sequence[int]
    ) -> repo_quiz.QuizAnswerOutcome | None:
        """Record a poll answer, and say what the series does next (None: unknown poll)."""
        return await self._write(
            partial(
                repo_quiz.record_answer,
                poll_id=poll_id,
                user_id=user_id,
                name=name,
                option_ids=option_ids,
                now=self.now(),
            )
        )

    async def quiz_series_scores(self, series_id: int) -> list[repo_quiz.QuizScore]:
        """Every player's score in a quiz series, best first."""
        return await self._run(partial(repo_quiz.series_scores, series_id=series_id))

    async def quiz_series_missed(
        self, series_id: int, user_id: int
    ) -> list[repo_quiz.QuizPollRecord]:
        """The polls of a series a player got wrong, in order."""
        return await self._run(
            partial(repo_quiz.series_missed, series_id=series_id, user_id=user_id)
        )

    async def quiz_stats(self, user_id: int) -> repo_quiz.QuizStats:
        """A player's quiz answers, correct answers and weakest topic."""
        return await self._run(partial(repo_quiz.quiz_stats, user_id=user_id), BEGIN_READ)

    # -- the daily challenge ---------------------------------------------------------------

    async def daily_result(self, user_id: int, day: date) -> repo_daily.DailyRow | None:
        """The player's daily_results row for that local day, or None (nothing answered)."""
        return await self._run(
            partial(repo_daily.daily_result, user_id=user_id, day=day.isoformat())
        )

    async def daily_finished_days(self, user_id: int) -> list[date]:
        """The local days the player finished the daily challenge, oldest first."""
        days = await self._run(partial(repo_daily.finished_days, user_id=user_id))
        return [date.fromisoformat(day) for day in days]

    async def record_daily_part(
        self,
        question_id: int,
        *,
        user_id: int,
        day: date,
        part_index: int,
        parts_total: int,
        item: Mapping[str, object],
        pour: int,
        contre: int,
    ) -> repo_daily.PartOutcome:
        """Atomically: close the part's question and add the part to the day's row."""
        return await self._write(
            partial(
                repo_daily.record_part,
                question_id=question_id,
                user_id=user_id,
                day=day.isoformat(),
                part_index=part_index,
                parts_total=parts_total,
                item=item,
                pour=pour,
                contre=contre,
                now=self.now(),
            )
        )

    async def close_question(self, question_id: int) -> Question | None:
        """Mark a pending question answered without an attempt (daily replays); None if it
        was no longer pending."""
        return await self._write(
            partial(repo_daily.close_question, question_id=question_id, now=self.now())
        )

    async def daily_reminders(self) -> list[repo_daily.Reminder]:
        """Every player with a daily reminder (rebuilt into JobQueue jobs at start-up)."""
        return await self._run(repo_daily.reminders)
