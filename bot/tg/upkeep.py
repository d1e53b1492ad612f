"""Database upkeep while the bot runs: the start-up integrity check and the daily purge.

- At start-up, `PRAGMA integrity_check` (and the foreign keys) must pass, else the bot refuses
  to start with `DatabaseDamaged`, whose message says what failed and how to restore a backup.
- A heartbeat file next to the database (`heartbeat`) is touched every 30 s from the
  JobQueue, so that a container health check can tell a live bot from a stuck one.
- Questions closed without an answer (replaced or cancelled) older than MUGGINS_PURGE_DAYS
  are deleted at start-up and then once a day (0 days: never). A pending question, which a
  player can still answer, is never purged (see `bot.storage.repo_ops`).
"""

from __future__ import annotations

import logging
from datetime import timedelta
from pathlib import Path
from typing import Final

from bot.storage import Database, StorageError
from bot.tg.context import App, Context

logger = logging.getLogger("muggins.upkeep")

PURGE_EVERY: Final = timedelta(days=1)
HEARTBEAT_EVERY: Final = timedelta(seconds=30)
HEARTBEAT_FILE: Final = "heartbeat"
"""Touched every HEARTBEAT_EVERY next to the database: the Docker HEALTHCHECK reads its age."""
PURGE_JOB: Final = "purge-questions"
PROBLEMS_SHOWN: Final = 3


class DatabaseDamaged(StorageError):
    """The database failed PRAGMA integrity_check: the bot will not run on it."""

    def __init__(self, path: Path, problems: list[str]) -> None:
        shown = "; ".join(problems[:PROBLEMS_SHOWN])
        more = (
            f" (and {len(problems) - PROBLEMS_SHOWN} more)"
            if len(problems) > PROBLEMS_SHOWN
            else ""
        )
        super().__init__(
            f"the database {path} is damaged: PRAGMA integrity_check reports {shown}{more}. "
            "Stop here: restore the latest backup (docs/operations.md, 'Backup and restore') "
            "or move the file away to start with an empty database."
        )
        self.problems = problems


async def check_integrity(db: Database) -> None:
    """Raise `DatabaseDamaged` unless the database passes its integrity check."""
    problems = await db.integrity_problems()
    if problems:
        raise DatabaseDamaged(db.path, problems)


async def purge(db: Database, days: int) -> int:
    """Delete the unanswerable questions older than `days` (0: none); how many (logged)."""
    if days <= 0:
        return 0
    removed = await db.questions.purge_questions(timedelta(days=days))
    if removed:
        logger.info("purged %d questions closed without an answer over %d days ago", removed, days)
    return removed


async def purge_job(context: Context) -> None:
    """The daily purge, on the JobQueue."""
    data = context.bot_data
    db: Database | None = getattr(data, "db", None)
    if db is not None:
        await purge(db, data.config.purge_days)


def heartbeat_path(db_path: Path) -> Path:
    """The heartbeat file of the database at `db_path`."""
    return db_path.parent / HEARTBEAT_FILE


def beat(db_path: Path) -> None:
    """Touch the heartbeat file of the database at `db_path` (logged if impossible)."""
    path = heartbeat_path(db_path)
    try:
        path.touch()
    except OSError as error:
        logger.warning("cannot touch %s: %s", path, error)


async def heartbeat_job(context: Context) -> None:
    """Touch the heartbeat file (the event loop and the JobQueue are alive)."""
    beat(context.bot_data.config.db_path)


async def start(application: App) -> None:
    """Check the database, purge once, and schedule the daily purge (from post_init)."""
    data = application.bot_data
    await check_integrity(data.db)
    await purge(data.db, data.config.purge_days)
    job_queue = application.job_queue
    beat(data.config.db_path)
    if job_queue is not None:
        job_queue.run_repeating(heartbeat_job, interval=HEARTBEAT_EVERY, first=HEARTBEAT_EVERY)
    if data.config.purge_days > 0 and job_queue is not None:
        job_queue.run_repeating(purge_job, interval=PURGE_EVERY, first=PURGE_EVERY, name=PURGE_JOB)
