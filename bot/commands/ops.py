"""`muggins backup FILE`: copy the live database safely (the bot may keep running);
`muggins upgrade`: bring a database an older Muggins wrote up to date, without starting the bot.

    muggins backup backups/muggins-2026-11-23.sqlite3 [--force]
    muggins upgrade

The database is MUGGINS_DB (see `bot.tg.config`). Restoring is a file copy with the bot
stopped; docs/operations.md, "Backup and restore", gives the steps.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sqlite3
from pathlib import Path
from typing import Final

from bot.commands.bot import add_messages_lang, error_line, stored_database
from bot.commands.common import (
    EXIT_FAILURE,
    EXIT_OK,
    EXIT_USAGE,
    Subparsers,
    add_command,
    cli_translator,
    file_problem,
    placeholders,
)
from bot.i18n import Translator
from bot.storage import Database, StorageError
from bot.storage.backup import backup_database
from bot.storage.db_readonly import SchemaTooOldError
from bot.tg.config import Config
from bot.tg.damaged import database_message


def add_parser(subparsers: Subparsers) -> None:
    """Register the `backup` and `upgrade` subcommands."""
    tr = cli_translator()
    parser = add_command(
        subparsers,
        "backup",
        backup,
        help=tr._("copy the database to FILE, safely while the bot runs"),
        description=(
            tr._(
                "Copy MUGGINS_DB to FILE: a whole and consistent copy, taken while the bot keeps "
                "answering (no need to stop it). FILE is written only once the copy is checked."
            )
        ),
        missing=lambda tr: tr._(
            "Give the name of the file to write the copy to; for example: {example}"
        ).format(example="muggins backup muggins-copy.sqlite3"),
    )
    parser.add_argument(  # a str: `Path` would drop the "/" that says a folder is meant
        "file", metavar=placeholders(tr)["FILE"], help=tr._("where to write the copy")
    )
    parser.add_argument("--force", action="store_true", help=tr._("overwrite FILE if it exists"))
    add_messages_lang(parser)
    upgrade_parser = add_command(
        subparsers,
        "upgrade",
        upgrade,
        help=tr._("bring a database an older Muggins wrote up to date"),
        description=tr._(
            "Bring MUGGINS_DB up to date for this Muggins, as the bot does when it starts, "
            "without starting it (no token needed). Take a copy first with muggins backup "
            "FILE, and stop a bot of the older Muggins that uses this database: it cannot "
            "read it once it is brought up to date."
        ),
    )
    add_messages_lang(upgrade_parser)


COMPANION_SUFFIXES = ("-wal", "-shm", "-journal")
"""The files SQLite keeps beside a database (`muggins.sqlite3-wal`...): a copy written under
one of these names is deleted or overwritten the next time the database is opened."""


def companion_suffix(path: Path, database: Path) -> str | None:
    """The suffix (`-wal`...) when `path` names one of `database`'s companion files, else None."""
    resolved, base = path.resolve(), database.resolve()
    return next((s for s in COMPANION_SUFFIXES if resolved == base.with_name(base.name + s)), None)


def backup(args: argparse.Namespace) -> int:
    """`muggins backup FILE`: 0 when the copy is written, 1 when it could not be."""
    # What an organizer can get wrong, said in their language (`backup_database` refuses
    # these too, in the log's English): no database, and the target below.
    found = stored_database(args.lang)
    if isinstance(found, int):
        return found
    config, tr = found
    target = Path(args.file)
    example = target / "muggins-backup.sqlite3"
    if target.is_dir():
        error_line(
            tr._("{path} is a folder: give the name of the file to write, like {example}.").format(
                path=target, example=example
            )
        )
        return EXIT_USAGE
    if args.file.endswith(("/", os.sep)):  # `backups/`: a folder not made yet, not a file name
        error_line(
            tr._(
                "{path} names a folder (it ends with /): give the name of the file to write, "
                "like {example}."
            ).format(path=args.file, example=example)
        )
        return EXIT_USAGE
    if target.exists() and target.resolve() == config.db_path.resolve():
        error_line(tr._("{path} is the database itself: choose another file.").format(path=target))
        return EXIT_USAGE
    suffix = companion_suffix(target, config.db_path)
    if suffix is not None:
        error_line(
            tr._(
                "{path} is a file SQLite keeps beside the database (its {suffix} file), and "
                "deletes or rewrites: choose another file."
            ).format(path=target, suffix=suffix)
        )
        return EXIT_USAGE
    if target.exists() and not args.force:
        error_line(
            tr._("{path} already exists; choose another file or add --force.").format(path=target)
        )
        return EXIT_FAILURE
    try:
        result = asyncio.run(backup_database(config.db_path, target, overwrite=args.force))
    except (OSError, sqlite3.Error, StorageError) as error:
        said = database_message(error, tr, config)
        if said is not None:
            error_line(said)
            return EXIT_FAILURE
        why = file_problem(error, tr) if isinstance(error, OSError) else str(error)
        error_line(
            tr._("Backup of {database} to {path} failed: {error}").format(
                database=config.db_path, path=target, error=why
            )
        )
        return EXIT_FAILURE
    # No "schema version": a number that tells an organiser nothing they need (a copy is
    # restored with the same Muggins, or a newer one, which brings it up to date itself).
    print(
        tr._("Backed up {database} to {path}: {size} bytes.").format(
            database=config.db_path, path=result.target, size=tr.number(result.size)
        )
    )
    return EXIT_OK


def upgrade(args: argparse.Namespace) -> int:
    """`muggins upgrade`: 0 when the database is up to date (brought so, or already), 1 when
    it could not be (no database, a damaged one, one a newer Muggins wrote)."""
    found = stored_database(args.lang)
    if isinstance(found, int):
        return found
    config, tr = found
    try:
        versions = asyncio.run(_upgrade(config.db_path))
    except (OSError, sqlite3.Error, StorageError) as error:
        error_line(_upgrade_failure(error, tr, config))
        return EXIT_FAILURE
    if versions is None:
        print(
            tr._("The database {database} is already up to date: nothing to do.").format(
                database=config.db_path
            )
        )
    else:
        # Not "version 28 (it was version 27)": numbers of the database's layout, which an
        # organiser would take for Muggins' own version, and which tell them nothing to do.
        print(
            tr._(
                "The database {database} is brought up to date: this Muggins can use it now."
            ).format(database=config.db_path)
        )
    return EXIT_OK


async def _upgrade(path: Path) -> tuple[int, int] | None:
    """Run the migrations the database at `path` lacks: (its version before, after); None,
    and nothing written, when it had them all."""
    try:
        await (await Database.open_read_only(path)).close()
    except SchemaTooOldError as older:
        async with await Database.open(path) as db:
            return older.found, db.schema_version
    return None


SCHEMA_CLASHES: Final = ("already exists", "duplicate column", "no such table", "no such column")
"""What SQLite says when a migration meets tables other than its version's (a database whose
version was set back by hand, or half of another Muggins' migration)."""


def _upgrade_failure(error: BaseException, tr: Translator, config: Config) -> str:
    """The line saying why `muggins upgrade` could not bring the database up to date."""
    said = database_message(error, tr, config)
    if said is not None:
        return said
    if isinstance(error, sqlite3.OperationalError) and any(
        words in str(error) for words in SCHEMA_CLASHES
    ):  # SQLite's English: "table quiz_series already exists"
        return tr._(
            "The database {database} could not be brought up to date: its tables are not the "
            "ones its version says (a damaged or hand-edited database). Put your latest backup "
            "(made with muggins backup) in its place."
        ).format(database=config.db_path)
    why = file_problem(error, tr) if isinstance(error, OSError) else str(error)
    return tr._("The database {database} could not be brought up to date: {error}").format(
        database=config.db_path, error=why
    )
