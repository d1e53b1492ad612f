"""Club tournaments, the close: a JobQueue job per open tournament at the end of its closing
day (`close_job`, named `tournament-close:<id>`), rebuilt from SQLite at start-up
(`schedule_tournaments`; a close missed while the bot was down runs at once). The close
freezes the standings and announces the three winners in the group, once
(`db.tournaments.close_tournament` closes a tournament only if it is still open).

At start-up too, each open tournament's presentation is edited to what SQLite holds
(`presentations_job`, once, just after the start): its edits are paced in memory
(`bot.tg.members_pace`), and one still held when the bot stopped was lost with it (a member
who joined missing from the members taking part).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Final

from telegram.ext import JobQueue

from bot.drills.tournament import close_moment, frozen_standings, standings_json
from bot.storage.repo_tournament import Tournament
from bot.tg.context import App, Context
from bot.tg.handlers.common import tell
from bot.tg.handlers.tournament_play import group_languages, in_languages, refresh_presentation
from bot.views import tournament as view


def close_job_name(tournament_id: str) -> str:
    """The JobQueue name (and APScheduler id) of a tournament's close."""
    return f"tournament-close:{tournament_id}"


# -- The close --------------------------------------------------------------------------------


def schedule_close(
    job_queue: JobQueue[Any] | None, tournament: Tournament, *, now: datetime
) -> None:
    """(Re)schedule the tournament's close at `closes_at` (at once when already past)."""
    if job_queue is None or not tournament.is_open:
        return
    name = close_job_name(tournament.id)
    when = close_moment(datetime.fromisoformat(tournament.closes_at), now)
    job_queue.run_once(
        close_job,
        when,
        name=name,
        chat_id=tournament.chat_id,
        data=tournament.id,
        job_kwargs={"id": name, "replace_existing": True, "misfire_grace_time": None},
    )


PRESENTATIONS_JOB: Final = "tournament-presentations"
"""The JobQueue name (and APScheduler id) of the start-up's edit of the presentations."""
PRESENTATIONS_AFTER: Final = 1.0
"""Seconds after the start-up that the presentations are edited (the bot is running)."""


async def schedule_tournaments(application: App) -> int:
    """Rebuild every open tournament's close from SQLite (at start-up), and edit their
    presentations just after (`presentations_job`); how many."""
    db = application.bot_data.db
    tournaments = await db.tournaments.open_tournaments()
    now = datetime.fromisoformat(db.now())
    for tournament in tournaments:
        schedule_close(application.job_queue, tournament, now=now)
    if tournaments and application.job_queue is not None:
        application.job_queue.run_once(
            presentations_job,
            PRESENTATIONS_AFTER,
            name=PRESENTATIONS_JOB,
            job_kwargs={"id": PRESENTATIONS_JOB, "replace_existing": True},
        )
    return len(tournaments)


async def presentations_job(context: Context) -> None:
    """Edit each open tournament's presentation to what SQLite holds: an edit paced in
    memory when the bot stopped (`refresh_presentation`) was lost, and the presentation
    could miss a member who joined."""
    for tournament in await context.bot_data.db.tournaments.open_tournaments():
        await refresh_presentation(context, tournament)


async def close_job(context: Context) -> None:
    """The tournament's closing time."""
    job = context.job
    if job is None or not isinstance(job.data, str):
        return
    await close_tournament(context, job.data)


async def close_tournament(
    context: Context, tournament_id: str, *, early: date | None = None
) -> bool:
    """Close the tournament (once): freeze the standings, announce the winners in the group
    (`early`: closed by an administrator that day, which its messages say instead of its
    closing day). False when it was not open."""
    db = context.bot_data.db
    tournament = await db.tournaments.get_tournament(tournament_id)
    if tournament is None or not tournament.is_open:
        return False
    board = await context.bot_data.db.tournaments.board(tournament)
    closed = await db.tournaments.close_tournament(
        tournament.id,
        standings_json(board.rows, board.teams),
        closes=None if early is None else min(early.isoformat(), tournament.closes),
    )
    if closed is None:
        return False
    rows, about = frozen_standings(closed.standings or []), view.about_of(closed)
    texts = in_languages(
        [
            view.closed_lines(about, rows, view.side_names(board, tr), tr)
            for tr in await group_languages(context, closed)
        ]
    )
    await refresh_presentation(context, closed)
    for text in texts:
        await tell(context, closed.chat_id, text)
    return True
