"""A database the bot cannot use as it is (a damaged file, or one a newer Muggins wrote), said
to the organizer: `muggins run` refusing to start (its log line), and `muggins chat`, `backup`
and the listings (their line on stderr).

Kept apart from `bot.tg.upkeep` (which checks the database while the bot runs): the command
line imports this module on every start, without python-telegram-bot.
"""

from __future__ import annotations

import sqlite3
from typing import Final

from bot.i18n import Translator
from bot.storage import NotMugginsError, SchemaTooNewError
from bot.tg.config import Config

DAMAGED_CODES: Final = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


def is_damaged(error: BaseException) -> bool:
    """Whether `error` says the database file is damaged or is no SQLite database at all
    (the start-up integrity check's `DatabaseDamaged`, or SQLite's own "malformed" and
    "file is not a database")."""
    from bot.tg.upkeep import DatabaseDamaged

    if isinstance(error, DatabaseDamaged):
        return True
    return isinstance(error, sqlite3.DatabaseError) and (
        getattr(error, "sqlite_errorcode", None) in DAMAGED_CODES
    )


def damaged_message(tr: Translator, config: Config) -> str:
    """The line for a damaged database: what it is and what to do, in the reader's language."""
    return tr._(
        "The database {database} is damaged (SQLite cannot read it). Stop the bot, then put "
        "your latest backup in its place (made with muggins backup; the steps: "
        'docs/operations.md, "Backup and restore"), or move this file away to start with an '
        "empty database."
    ).format(database=config.db_path)


def database_message(error: BaseException, tr: Translator, config: Config) -> str | None:
    """The line for a database the bot cannot use (damaged, written by a newer Muggins, or
    another program's), in the reader's language; None for another error."""
    if is_damaged(error):
        return damaged_message(tr, config)
    if isinstance(error, NotMugginsError):
        return tr._(
            "The file {database} is not a Muggins database: it holds another program's tables "
            "({tables}), and it was left as it is. Set MUGGINS_DB to the bot's own database, or "
            "to a new file name to start with an empty one."
        ).format(database=config.db_path, tables=", ".join(error.tables))
    if isinstance(error, SchemaTooNewError):
        return tr._(
            "The database {database} was written by a newer Muggins (its version {found}; this "
            "one knows up to {known}): install that newer Muggins again, or set MUGGINS_DB to "
            "another file."
        ).format(database=config.db_path, found=error.found, known=error.known)
    return None
