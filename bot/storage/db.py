"""The `Database`: Muggins storage API, one thin method per query (SQL in the repo_* modules).

Open with `await Database.open(path)`. Each public method is ONE step on the connection's thread,
one transaction: `bot.storage.db_base` explains that design and holds the connection's life
cycle, `transaction()` / `snapshot()` and `_run` / `_write`. The core areas (users, chats and
upkeep, questions, games, attempts and stats) are here; the drills' methods (/ecart, /quiz,
/daily) are in `bot.storage.db_drills`, the clubs' in `bot.storage.db_clubs`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta
from functools import partial

from bot.coach.plan import ThemeStat
from bot.storage import (
    repo_coach,
    repo_games,
    repo_ops,
    repo_pictures,
    repo_questions,
    repo_stats,
    repo_users,
)
from bot.storage.db_base import DEFAULT_BUSY_TIMEOUT_MS, MEMORY
from bot.storage.db_clubs import ClubAreas
from bot.storage.db_coach import CoachAreas
from bot.storage.db_drills import DrillAreas
from bot.storage.db_inbox import InboxAreas
from bot.storage.db_members import MemberAreas
from bot.storage.db_night import NightAreas
from bot.storage.db_table import TableAreas
from bot.storage.db_tournament import TournamentAreas
from bot.storage.models import (
    MUGGINS_GAME,
    AnswerOutcome,
    Attempt,
    Game,
    LeaderboardRow,
    Question,
    Stats,
    User,
)
from bot.storage.repo_games import GameTerms
from bot.storage.sql import BEGIN_READ, iso_utc

__all__ = ["DEFAULT_BUSY_TIMEOUT_MS", "MEMORY", "Database"]


class Database(
    DrillAreas,
    ClubAreas,
    CoachAreas,
    InboxAreas,
    TableAreas,
    TournamentAreas,
    MemberAreas,
    NightAreas,
):
    """Muggins storage on one SQLite file; open with `await Database.open(path)`."""

    # -- users -----------------------------------------------------------------------------

    async def get_user(self, tg_id: int) -> User | None:
        """The user, or None if never seen."""
        return await self._run(partial(repo_users.get_user, tg_id=tg_id))

    async def get_or_create_user(self, tg_id: int, *, language_code: str | None = None) -> User:
        """The user, created if new; a non-None `language_code` is recorded as the last seen.

        Writes only when something changed, so calling it on every update is cheap.
        """
        user = await self._run(partial(repo_users.get_user, tg_id=tg_id))
        if user is not None and (language_code is None or language_code == user.language_code):
            return user
        return await self._write(
            partial(
                repo_users.upsert_user, tg_id=tg_id, language_code=language_code, now=self.now()
            )
        )

    async def user_and_pending(
        self, tg_id: int, chat_id: int, *, language_code: str | None = None
    ) -> tuple[User, Question | None]:
        """`get_or_create_user(tg_id, language_code=...)`, then `pending_question(tg_id,
        chat_id)`: the same two answers, read together (one statement) when the user
        is stored with that language code, the common case; else as those two calls."""
        found = await self._run(
            partial(repo_questions.user_and_pending, tg_id=tg_id, chat_id=chat_id)
        )
        if found is not None:
            user, question = found
            if language_code is None or language_code == user.language_code:
                return user, question
        user = await self.get_or_create_user(tg_id, language_code=language_code)
        return user, await self.pending_question(tg_id, chat_id)

    async def user_and_theme_stats(
        self, tg_id: int, *, language_code: str | None = None
    ) -> tuple[User, list[ThemeStat]]:
        """`get_or_create_user(tg_id, language_code=...)`, then the player's record on every
        theme met (what `coach_plan(..., when_weak=True)` reads first): the same answers,
        read together (one statement) when the user is stored with that language
        code, the common case; else one after the other."""
        found = await self._run(partial(repo_coach.user_and_theme_stats, tg_id=tg_id))
        if found is not None:
            user, stats = found
            if language_code is None or language_code == user.language_code:
                return user, stats
        user = await self.get_or_create_user(tg_id, language_code=language_code)
        return user, await self._run(partial(repo_coach.theme_stats, user_id=tg_id))

    async def set_user_lang(self, tg_id: int, lang: str | None) -> None:
        """Record the language chosen with /lang (None: back to Telegram's language_code)."""
        await self._write(partial(repo_users.set_lang, tg_id=tg_id, lang=lang, now=self.now()))

    async def update_user_settings(self, tg_id: int, changes: Mapping[str, object]) -> User:
        """Merge `changes` into the user's settings (a None value removes the key)."""
        return await self._write(
            partial(repo_users.merge_settings, tg_id=tg_id, changes=changes, now=self.now())
        )

    # -- chats and upkeep (repo_ops) ---------------------------------------------------------

    async def mark_chat_inactive(self, chat_id: int, reason: str = "forbidden") -> bool:
        """The bot may no longer write there (403); True if it was active before."""
        return await self._write(
            partial(repo_ops.mark_chat_inactive, chat_id=chat_id, reason=reason, now=self.now())
        )

    async def mark_chat_active(self, chat_id: int) -> bool:
        """The chat is back (unblocked, re-added); True if it was inactive before."""
        return await self._write(
            partial(repo_ops.mark_chat_active, chat_id=chat_id, now=self.now())
        )

    async def is_chat_active(self, chat_id: int) -> bool:
        """False only for a chat marked inactive: scheduled sends skip it."""
        return await self._run(partial(repo_ops.is_chat_active, chat_id=chat_id))

    async def inactive_chats(self, chat_ids: Iterable[int] | None = None) -> set[int]:
        """The chats marked inactive, among `chat_ids` if given (filter a mailing list)."""
        ids = None if chat_ids is None else list(chat_ids)
        return await self._run(partial(repo_ops.inactive_chats, chat_ids=ids))

    async def purge_questions(self, older_than: timedelta) -> int:
        """Delete questions closed without an answer more than `older_than` ago; how many."""
        cutoff = iso_utc(self._clock() - older_than)
        return await self._write(partial(repo_ops.purge_questions, closed_before=cutoff))

    async def integrity_problems(self) -> list[str]:
        """`PRAGMA integrity_check` (and foreign keys): what is wrong, [] when sound."""
        return await self._run(repo_ops.integrity_problems)

    # -- questions -------------------------------------------------------------------------

    async def create_question(
        self,
        *,
        user_id: int,
        chat_id: int,
        kind: str,
        deal: Mapping[str, object],
        expected: Mapping[str, object],
        game_id: int | None = None,
        update_id: int | None = None,
    ) -> Question:
        """A new pending question; an older pending one of that user in that chat is 'replaced'.
        `update_id`: the Telegram update asking it (see `Question.update_id`)."""
        return await self._write(
            partial(
                repo_questions.create_question,
                user_id=user_id,
                chat_id=chat_id,
                kind=kind,
                deal=deal,
                expected=expected,
                game_id=game_id,
                now=self.now(),
                update_id=update_id,
            )
        )

    async def replace_question(
        self,
        *,
        user_id: int,
        chat_id: int,
        kind: str,
        deal: Mapping[str, object],
        expected: Mapping[str, object],
        game_id: int | None = None,
        update_id: int | None = None,
        game_terms: GameTerms | None = None,
    ) -> tuple[Question, Question | None]:
        """`create_question`, also giving the pending question it replaced (as it stood
        before, or None): one round trip where reading it first took two. A question this
        very update (`update_id`) asked and showed before a crash stands: returned as both.

        `game_terms` (without `game_id`): the question pegs the player's active muggins
        game in that chat, started with those terms if there is none, found in the same
        transaction (what `current_game`, then `start_game` if None, gave, without a read
        of its own before)."""
        if game_terms is not None and game_terms.target <= 0:
            raise ValueError("the target must be positive")
        return await self._write(
            partial(
                repo_questions.replace_question,
                user_id=user_id,
                chat_id=chat_id,
                kind=kind,
                deal=deal,
                expected=expected,
                game_id=game_id,
                now=self.now(),
                update_id=update_id,
                game_terms=game_terms,
            )
        )

    async def set_question_message(
        self, question_id: int, message_id: int, *, keyboard: bool | None = None
    ) -> None:
        """Remember the message that shows the question (to edit it later, to match replies)
        and whether it carries an inline keyboard (to remove it when the question closes,
        only if it has one).

        """
        await self._run(  # one UPDATE: atomic on its own, no BEGIN/COMMIT around it
            partial(
                repo_questions.set_question_message,
                question_id=question_id,
                message_id=message_id,
                keyboard=keyboard,
            )
        )

    async def get_question(self, question_id: int) -> Question | None:
        """The question in any state, or None."""
        return await self._run(partial(repo_questions.get_question, question_id=question_id))

    async def pending_question(self, user_id: int, chat_id: int) -> Question | None:
        """The pending question of that user in that chat, or None."""
        return await self._run(
            partial(repo_questions.pending_question, user_id=user_id, chat_id=chat_id)
        )

    async def latest_question_of_kind(
        self, user_id: int, chat_id: int, kind: str
    ) -> Question | None:
        """The newest question of that kind for that user in that chat (any state), or None."""
        return await self._run(
            partial(
                repo_questions.latest_question_of_kind, user_id=user_id, chat_id=chat_id, kind=kind
            )
        )

    async def question_by_message(self, chat_id: int, message_id: int) -> Question | None:
        """The latest question shown in that message (any state), or None."""
        return await self._run(
            partial(repo_questions.question_by_message, chat_id=chat_id, message_id=message_id)
        )

    async def cancel_question(self, question_id: int) -> bool:
        """Cancel a pending question; False if it was no longer pending."""
        return await self._write(
            partial(repo_questions.cancel_question, question_id=question_id, now=self.now())
        )

    async def answer_question(
        self,
        question_id: int,
        *,
        answered: Mapping[str, object],
        result: Mapping[str, object],
        expected_total: int,
        answered_total: int,
        player_points: int,
        bot_points: int,
        seconds: float,
    ) -> AnswerOutcome:
        """Atomically: close the pending question, record the attempt, peg its game.

        Exactly one of concurrent answers to one question is accepted (also across
        processes); the others get `accepted=False` and write nothing. The game, if any and
        still active, gains the points (the player's first) and ends when a side reaches
        its target ('won' or 'lost').
        """
        if player_points < 0 or bot_points < 0:
            raise ValueError("points pegged cannot be negative")
        if not math.isfinite(seconds) or seconds < 0:
            raise ValueError("seconds must be a finite, non-negative number")
        return await self._write(
            partial(
                repo_questions.answer_question,
                question_id=question_id,
                answered=answered,
                result=result,
                expected_total=expected_total,
                answered_total=answered_total,
                player_points=player_points,
                bot_points=bot_points,
                seconds=seconds,
                now=self.now(),
            )
        )

    # -- games -----------------------------------------------------------------------------

    async def current_game(
        self, user_id: int, chat_id: int, *, kind: str = MUGGINS_GAME
    ) -> Game | None:
        """The active game of that user in that chat, or None."""
        return await self._run(
            partial(repo_games.current_game, user_id=user_id, chat_id=chat_id, kind=kind)
        )

    async def get_game(self, game_id: int) -> Game | None:
        """The game in any state, or None."""
        return await self._run(partial(repo_games.get_game, game_id=game_id))

    async def start_game(
        self,
        user_id: int,
        chat_id: int,
        *,
        target: int,
        margin_rule: str,
        kind: str = MUGGINS_GAME,
    ) -> Game:
        """A new game at 0-0; the active one of that user in that chat is 'abandoned'."""
        if target <= 0:
            raise ValueError("the target must be positive")
        return await self._write(
            partial(
                repo_games.start_game,
                user_id=user_id,
                chat_id=chat_id,
                target=target,
                margin_rule=margin_rule,
                kind=kind,
                now=self.now(),
            )
        )

    async def abandon_game(self, game_id: int) -> bool:
        """Abandon an active game; False if it was not active."""
        return await self._write(partial(repo_games.abandon_game, game_id=game_id, now=self.now()))

    # -- attempts and stats ----------------------------------------------------------------

    async def attempts(
        self,
        user_id: int,
        *,
        limit: int = 50,
        kind: str | None = None,
        chat_id: int | None = None,
    ) -> list[Attempt]:
        """The user's attempts, newest first."""
        return await self._run(
            partial(repo_stats.attempts, user_id=user_id, limit=limit, kind=kind, chat_id=chat_id)
        )

    async def attempts_since(self, user_id: int, since: datetime) -> list[Attempt]:
        """The user's attempts made at `since` or later, oldest first (the /stats chart)."""
        return await self._run(
            partial(repo_pictures.attempts_since, user_id=user_id, since=iso_utc(since))
        )

    async def user_stats(self, user_id: int, *, chat_id: int | None = None) -> Stats:
        """Hands, per-kind accuracy, missed points and kinds, games won/lost, current game.

        `current_game` is the active muggins game in `chat_id`, or with None the latest
        active one in any chat.
        """
        return await self._run(
            partial(repo_stats.user_stats, user_id=user_id, chat_id=chat_id), BEGIN_READ
        )

    async def chat_leaderboard(
        self,
        chat_id: int,
        *,
        limit: int = 10,
        kind: str | None = None,
        since: datetime | None = None,
    ) -> list[LeaderboardRow]:
        """(user_id, attempts, exact) for a chat, best first; optionally one kind, or recent."""
        return await self._run(
            partial(
                repo_stats.chat_leaderboard,
                chat_id=chat_id,
                limit=limit,
                kind=kind,
                since=None if since is None else iso_utc(since),
            )
        )
