"""`muggins run` (the Telegram bot), `muggins chat` (the same bot offline) and `muggins` alone.

    muggins run                 # needs TELEGRAM_BOT_TOKEN; polls until SIGINT/SIGTERM
    muggins run --webhook       # the same on a webhook (MUGGINS_WEBHOOK_URL, ..._SECRET)
    muggins chat [--lang fr|en] # the bot in the terminal, same database (MUGGINS_DB)
    muggins                     # run if a token is set, else a banner, a sample count, chat

Configuration comes from the environment (see `bot.tg.config`). A bad or missing setting
prints one line on stderr in the default language and exits 2.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import sqlite3
import sys
from collections.abc import Awaitable, Callable, Iterable, Sequence
from pathlib import Path
from typing import Final, Protocol, TextIO, TypeVar

from bot.commands.common import (
    ERRORS_LANG,
    EXIT_FAILURE,
    EXIT_OK,
    EXIT_USAGE,
    Subparsers,
    add_command,
    cli_translator,
    default_lang,
    file_problem,
    lang_setting,
)
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import LANGUAGES, I18nError, Translator, render, translator_or_source
from bot.storage import Database, StorageError
from bot.storage.db_readonly import SchemaTooOldError
from bot.storage.models import DamagedRow
from bot.tg.config import (
    ENV_BASE_URL,
    ENV_DB,
    ENV_GC_FREEZE,
    ENV_LANG,
    ENV_LOG_LEVEL,
    ENV_PORT,
    ENV_PURGE_DAYS,
    ENV_TOKEN,
    ENV_TZ,
    ENV_WEBAPP_URL,
    ENV_WEBHOOK_SECRET,
    ENV_WEBHOOK_URL,
    Config,
    ConfigError,
    QuotedSettingError,
)
from bot.tg.damaged import database_message

TOKEN_FORM: Final = re.compile(r"[0-9]+:[A-Za-z0-9_-]+")
"""A bot token as BotFather gives it: the bot's id, a colon, then its secret. Anything else
(the secret alone, a leading `bot` copied from a URL) Telegram refuses: `muggins run` says so
at once, rather than after its calls to the Bot API."""

SAMPLE_HAND: Final = "5H 5D 5C JS 5S"
"""The 29 hand: three fives and the jack of the starter's suit, with the last five cut."""


def add_parser(subparsers: Subparsers) -> None:
    """Register the `run` and `chat` subcommands."""
    tr = cli_translator()
    run_parser = add_command(
        subparsers,
        "run",
        run,
        help=tr._("run the Telegram bot (needs TELEGRAM_BOT_TOKEN)"),
        description=(
            tr._(
                "Answer the players on Telegram until stopped (Ctrl+C, or stopping its "
                "service). Environment: "
                "TELEGRAM_BOT_TOKEN (required), TELEGRAM_BASE_URL, MUGGINS_DB, "
                "MUGGINS_DEFAULT_LANG, MUGGINS_TZ, MUGGINS_LOG_LEVEL, MUGGINS_PURGE_DAYS, "
                "MUGGINS_WEBAPP_URL (and MUGGINS_LISTEN, MUGGINS_PORT), MUGGINS_CACHE_DIR, "
                "MUGGINS_GC_FREEZE (each described in the README, Configuration)."
            )
        ),
    )
    add_messages_lang(run_parser)
    run_parser.add_argument(
        "--webhook",
        action="store_true",
        help=tr._(
            "receive updates on a webhook instead of polling (needs MUGGINS_WEBHOOK_URL and "
            "MUGGINS_WEBHOOK_SECRET; listens on MUGGINS_LISTEN:MUGGINS_PORT, answers /healthz)"
        ),
    )
    chat_parser = add_command(
        subparsers,
        "chat",
        chat,
        help=tr._("talk to the bot offline, in the terminal"),
        description=(
            tr._(
                "The same bot without Telegram: type commands and answers, '#N' presses "
                "button N, '/quit' (or Ctrl+D, or Ctrl+C) leaves. Progress is kept in "
                "MUGGINS_DB."
            )
        ),
    )
    add_bot_lang(
        chat_parser,
        tr._(
            "your Telegram language (default: {variable}, else the terminal's, {terminal}, else fr)"
        ).format(variable=f"${ENV_LANG}", terminal="$LANG"),
    )


def add_bot_lang(parser: argparse.ArgumentParser, help: str) -> None:
    """The `--lang fr|en` of a subcommand speaking as the bot (`chat`, `run`, `backup`, the
    listings): None when not given, for `default_lang()` once the configuration is read;
    `muggins --lang fr COMMAND …` gives it too."""
    parser.add_argument("--lang", choices=LANGUAGES, default=ERRORS_LANG.get(), help=help)


def add_messages_lang(parser: argparse.ArgumentParser) -> None:
    """The `--lang fr|en` of a subcommand whose only words are its messages (`run`,
    `backup`): their language, `default_lang()` when not given."""
    add_bot_lang(
        parser,
        cli_translator()
        ._(
            "language of the messages (default: {variable}, else the terminal's, {terminal}, "
            "else fr)"
        )
        .format(variable=f"${ENV_LANG}", terminal="$LANG"),
    )


def run(args: argparse.Namespace) -> int:
    """`muggins run`: poll Telegram; exit 2 without a token."""
    settings = _settings(getattr(args, "lang", None))
    if settings is None:
        return EXIT_USAGE
    config, tr = settings
    if config.token is None:
        error_line(
            tr._(
                "{variable} is not set: muggins run needs the token BotFather gave your bot "
                "(muggins chat runs the bot offline without one)."
            ).format(variable=ENV_TOKEN)
        )
        return EXIT_USAGE
    if TOKEN_FORM.fullmatch(config.token) is None:  # `abc`, `bot123:…`: said before any call
        error_line(invalid_setting_message(ConfigError(ENV_TOKEN, config.token), tr))
        return EXIT_USAGE
    webhook = bool(getattr(args, "webhook", False))
    if webhook and (config.webhook_url is None or config.webhook_secret is None):
        error_line(
            tr._(
                "muggins run --webhook needs {url} (the public https address Telegram posts "
                "to) and {secret} (a secret of 1 to 256 letters, digits, _ or -)."
            ).format(url=ENV_WEBHOOK_URL, secret=ENV_WEBHOOK_SECRET)
        )
        return EXIT_USAGE
    if not made_db_folder(config, tr):
        return EXIT_USAGE
    from bot.tg.runner import configure_logging
    from bot.tg.runner import run as run_bot

    configure_logging(config)
    return run_bot(config, webhook=webhook, tr=tr)


def chat(args: argparse.Namespace, *, banner: str | None = None) -> int:
    """`muggins chat`: the offline chat on stdin/stdout."""
    lang: str | None = getattr(args, "lang", None)
    settings = _settings(lang)
    if settings is None:
        return EXIT_USAGE
    config, tr = settings
    if not made_db_folder(config, tr):
        return EXIT_USAGE
    from bot.tg.offline import run_chat
    from bot.tg.runner import configure_logging

    level = None if os.environ.get(ENV_LOG_LEVEL) else "WARNING"
    # The terminal is the chat's screen: log lines go to a file beside the database.
    configure_logging(config, stream=chat_log_stream(config), level=level, owns_stream=True)
    try:
        return run_chat(config, lang=lang or default_lang(), banner=banner)
    except BrokenPipeError:
        raise  # the reader stopped early (`| head`): `bot.cli.main` ends quietly
    except (OSError, sqlite3.Error, StorageError, I18nError) as error:
        said = database_message(error, tr, config)
        if said is not None:
            error_line(said)
        elif config.db_path.is_dir():  # SQLite says "unable to open database file"
            error_line(folder_database_message(tr, config))
        else:
            error_line(str(error))
        return EXIT_FAILURE


def folder_database_message(tr: Translator, config: Config) -> str:
    """The line for a MUGGINS_DB that names a folder (the chat would make the database in it)."""
    return tr._(
        "MUGGINS_DB names the folder {path}: give it the database file, like {example}."
    ).format(path=config.db_path, example=config.db_path / "muggins.sqlite3")


def no_database_message(tr: Translator, config: Config) -> str:
    """The line for a MUGGINS_DB that names no database file (mistyped, a folder)."""
    return tr._("There is no database at {database}: check MUGGINS_DB.").format(
        database=config.db_path
    )


CHAT_LOG_NAME = "muggins-chat.log"


def chat_log_path(config: Config) -> Path:
    """Where the offline chat's log lines go: a file beside the database."""
    return config.db_path.parent / CHAT_LOG_NAME


def chat_log_stream(config: Config) -> TextIO:
    """The offline chat's log file (appended to), or nowhere if it cannot be written: never
    the terminal, where a log line would read as part of the conversation."""
    path = chat_log_path(config)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return path.open("a", encoding="utf-8")  # open for the whole chat
    except OSError:
        return open(os.devnull, "w", encoding="utf-8")


def default(args: argparse.Namespace) -> int:
    """`muggins` alone: the bot when a token is set, else the offline chat behind a banner."""
    settings = _settings(getattr(args, "lang", None))  # `muggins --lang fr`
    if settings is None:
        return EXIT_USAGE
    config, tr = settings
    if config.token is not None:
        return run(args)
    return chat(args, banner=banner(tr))


def banner(tr: Translator) -> str:
    """The greeting of `muggins` without a token: what is happening and a sample count."""
    starter_hand = parse_cards(SAMPLE_HAND, lang="en", count=5)
    hand, starter = starter_hand[:4], starter_hand[4]
    score = score_hand(hand, starter)
    lines = [
        tr._("Muggins, the cribbage counting coach."),
        tr._("{variable} is not set, so here is the bot offline, in this terminal.").format(
            variable=ENV_TOKEN
        ),
        tr._("For example, {hand} with {starter} cut: {count}.").format(
            hand=render.cards(hand, tr),
            starter=render.card(starter, tr),
            count=render.called_count_text(score, tr),
        ),
        tr._("Type /start to begin, #N to press button N, /quit to leave."),
    ]
    return "\n".join(lines)


EXPECTED: Final[dict[str, Callable[[Translator], str]]] = {
    ENV_TOKEN: lambda tr: tr._(
        "the token BotFather gave your bot: its number, a colon, then letters and digits, "
        "without spaces, like {example}"
    ).format(example="123456789:AAF…"),
    ENV_BASE_URL: lambda tr: tr._("an address beginning with https:// or http://"),
    ENV_DB: lambda tr: tr._("the path of a file, like data/muggins.sqlite3"),
    ENV_PURGE_DAYS: lambda tr: tr._("a number of days, 0 or more (0: never)"),
    ENV_WEBHOOK_URL: lambda tr: tr._("an address beginning with https:// or http://"),
    ENV_WEBHOOK_SECRET: lambda tr: tr._("1 to 256 letters, digits, _ or -"),
    ENV_PORT: lambda tr: tr._("a port number from 1 to 65535"),
    ENV_TZ: lambda tr: tr._("a time zone, like America/Montreal"),
    ENV_WEBAPP_URL: lambda tr: tr._("an address beginning with https://"),
    ENV_GC_FREEZE: lambda tr: tr._("1 or 0"),
}
"""What each setting takes, for the line saying its value cannot be used (the settings with
a list of values say the list)."""


def _config(lang: str | None = None) -> Config | None:
    """The configuration from the environment, or None after printing what is wrong (in
    `lang`, the `--lang` given, else `default_lang()`)."""
    try:
        return Config.from_env()
    except ConfigError as error:
        tr = translator_or_source(lang or default_lang())
        error_line(invalid_setting_message(error, tr))
        return None


def refused_lang_setting(lang: str | None) -> bool:
    """Whether $MUGGINS_DEFAULT_LANG holds a value the bot refuses (`de`, `francais`): then
    True, after the line `muggins run` gives for it, in `lang` (the `--lang` given), else
    `default_lang()`. Every subcommand stops on it, the lookups too: they spoke English on
    `de`, while `run`, `chat` and the listings stopped."""
    try:
        lang_setting()
    except ConfigError as error:
        error_line(invalid_setting_message(error, translator_or_source(lang or default_lang())))
        return True
    return False


def made_db_folder(config: Config, tr: Translator) -> bool:
    """Create the database's folder for a command that writes the database (`run`, `chat`);
    False after saying why it cannot be made. The commands that only read it (`backup`, the
    listings) create nothing."""
    try:
        config.create_db_folder()
    except OSError as error:
        error_line(
            tr._("Cannot create the database folder for {path}: {error}").format(
                path=config.db_path, error=file_problem(error, tr)
            )
        )
        return False
    return True


def invalid_setting_message(error: ConfigError, tr: Translator) -> str:
    """The line saying a setting's value cannot be used, and what it takes (a secret's value
    is never printed)."""
    secret = error.variable in (ENV_TOKEN, ENV_WEBHOOK_SECRET)
    value = tr._("[hidden]") if secret else error.value
    if isinstance(error, QuotedSettingError):
        return tr._(
            "{variable} is written between quotes ({value}): remove the quotes in the file "
            "that sets it (docker run --env-file keeps them as part of the value)."
        ).format(variable=error.variable, value=value)
    expected = EXPECTED.get(error.variable)
    if error.allowed or expected is not None:
        allowed = _or_list(error.allowed, tr) if error.allowed or expected is None else expected(tr)
        return tr._("Invalid {variable}: {value} (expected {allowed}).").format(
            variable=error.variable, value=value, allowed=allowed
        )
    return tr._("Invalid {variable}: {value}.").format(variable=error.variable, value=value)


def _or_list(values: Sequence[str], tr: Translator) -> str:
    """ "fr or en", "DEBUG, INFO, WARNING or ERROR" (not « attendu : fr, en »)."""
    if len(values) == 1:
        return values[0]
    return tr._("{first} or {last}").format(first=", ".join(values[:-1]), last=values[-1])


def _settings(lang: str | None) -> tuple[Config, Translator] | None:
    """The configuration from the environment and the translator of `lang` (the `--lang`
    given), else of `default_lang()`, as every subcommand; None after printing what is
    wrong."""
    config = _config(lang)
    if config is None:
        return None
    return config, translator_or_source(lang or default_lang())


def stored_database(lang: str | None) -> tuple[Config, Translator] | int:
    """What a subcommand reading MUGGINS_DB starts with (`backup`, the listings): the
    configuration and the translator of `lang` (else `default_lang()`). Else the
    exit code after one line: 2 when a setting is wrong, 1 when there is no database file
    there (a mistyped MUGGINS_DB: no empty database is made there; a folder: the file to
    give it) or the file is empty (0 bytes: left so, not given the schema)."""
    settings = _settings(lang)
    if settings is None:
        return EXIT_USAGE
    config, tr = settings
    if config.db_path.is_dir():  # said as `chat` and `run` say it: which file to give
        error_line(folder_database_message(tr, config))
        return EXIT_FAILURE
    if not config.db_path.is_file():
        error_line(no_database_message(tr, config))
        return EXIT_FAILURE
    if empty_file(config.db_path):  # SQLite would write the schema into it
        error_line(
            tr._(
                "The file {database} is empty: there is no database in it yet; check MUGGINS_DB."
            ).format(database=config.db_path)
        )
        return EXIT_FAILURE
    return config, tr


def empty_file(path: Path) -> bool:
    """Whether the database file is empty (0 bytes) with no write-ahead log beside it that
    holds its pages: no database there yet."""
    wal = path.with_name(path.name + "-wal")
    return path.stat().st_size == 0 and not (wal.is_file() and wal.stat().st_size > 0)


def error_line(message: str) -> None:
    """One line on stderr, prefixed with the program name."""
    sys.stderr.write(f"muggins: {message}\n")


T = TypeVar("T")
READ_ERRORS: Final = (OSError, sqlite3.Error, StorageError, ValueError, KeyError, TypeError)
UNREADABLE_RECORD: Final = (
    StorageError,
    ValueError,
    KeyError,
    TypeError,
    AttributeError,
    IndexError,
)
"""What making a listing's record of a stored row of another shape raises (`Table.from_json`,
a night's or a tournament's standings): that item is said unreadable, the others listed."""


class Stored(Protocol):
    """What a listing lists (a game, a night, a tournament): its id and its group, which its
    `DamagedRow` keeps when its record cannot be made (`records_or_damaged`)."""

    @property
    def id(self) -> str: ...

    @property
    def chat_id(self) -> int: ...


S = TypeVar("S", bound=Stored)
R = TypeVar("R")


async def records_or_damaged(
    stored: Iterable[S | DamagedRow],
    record: Callable[[S], R | Awaitable[R]],
    user: Callable[[S], int | None] = lambda item: None,
) -> list[R | DamagedRow]:
    """Each stored item's `record`, one whose record cannot be made (`UNREADABLE_RECORD`)
    given as its `DamagedRow` (its id, its `user` and its group), as those the database could
    not read already are: a listing says them unreadable and lists the others."""
    records: list[R | DamagedRow] = []
    for item in stored:
        if isinstance(item, DamagedRow):
            records.append(item)
            continue
        try:
            made = record(item)
            records.append(await made if isinstance(made, Awaitable) else made)
        except UNREADABLE_RECORD:
            records.append(DamagedRow(item.id, user(item), item.chat_id))
    return records


def marked_records(stored: Iterable[T | DamagedRow], record: Callable[[T], object]) -> list[object]:
    """`--json`: each item's `record`; in an unreadable one's place its id, its group and
    `"unreadable": true` (no record holds that field)."""
    return [
        {"id": s.id, "chat": s.chat_id, "unreadable": True}
        if isinstance(s, DamagedRow)
        else record(s)
        for s in stored
    ]


def damaged_lines(stored: Iterable[object], said: str) -> list[str]:
    """A line for each item of `stored` whose record cannot be read (its `DamagedRow`):
    `said`, with its `{id}`, its group (`{chat}`) and its player (`{user}`)."""
    return [
        said.format(id=r.id, chat=r.chat_id, user=r.user_id)
        for r in stored
        if isinstance(r, DamagedRow)
    ]


def read_problem(error: BaseException, tr: Translator) -> str:
    """Why a listing could not read what the database holds, in the reader's words: a file
    problem, or a stored record of another shape (Python's own text, "expected a JSON array,
    got dict", "'int' object is not subscriptable", is English and says nothing to an
    organiser)."""
    if isinstance(error, OSError):
        return file_problem(error, tr)
    if isinstance(error, UNREADABLE_RECORD):
        return tr._("a record in it is damaged and cannot be read")
    return str(error)


def older_schema_message(tr: Translator, config: Config) -> str:
    """The line for a database an older Muggins wrote, which a listing reads without
    upgrading it: `muggins upgrade` does (the bot too, when it starts). No « its version 27;
    this one reads version 28 »: numbers of the database's layout, which an organiser takes
    for Muggins' own version (`muggins --version`: 0.1.0), and which tell them nothing to do."""
    return tr._(
        "The database {database} was written by an older Muggins. Take a copy with muggins "
        "backup FILE, then bring the database up to date with muggins upgrade and list "
        "again; this command only reads it."
    ).format(database=config.db_path)


async def _read(path: str, load: Callable[[Database], Awaitable[T]]) -> T:
    """What `load` reads from the database at `path`, opened read-only: no file created,
    nothing written, no migration (`Database.open_read_only`)."""
    db = await Database.open_read_only(path)
    try:
        return await load(db)
    finally:
        await db.close()


def add_listing(
    subparsers: Subparsers,
    name: str,
    *,
    help: str,
    description: str,
    json_help: str,
    load: Callable[[Database, argparse.Namespace], Awaitable[T]],
    cannot_read: Callable[[Translator], str],
    records: Callable[[T], object],
    lines: Callable[[T, Translator], Iterable[str]],
    options: Callable[[argparse.ArgumentParser], object] = lambda parser: None,
    unreadable: Callable[[T, Translator], Sequence[str]] = lambda stored, tr: (),
) -> None:
    """Register a listing subcommand (`muggins games`, `nights`, `tournaments`) and its
    `--json` (`json_help`): what `load` reads from MUGGINS_DB (given the arguments), printed as
    JSON (`records`) or as `lines` for people; `options` adds the subcommand's own options,
    before `--json`; `--lang` says the lines' language (the bot's default language
    otherwise). It exits 0 when listed (even none), 1 when the database cannot be read
    (`cannot_read`: a message with `{database}` and `{error}`) or when an item of it cannot
    (`unreadable`: one line each on stderr, after the others listed), 2 when the configuration
    is wrong."""

    def run(args: argparse.Namespace) -> int:
        return _list_stored(
            args.json,
            args.lang,
            lambda db: load(db, args),
            cannot_read,
            records,
            lines,
            unreadable,
        )

    parser = add_command(subparsers, name, run, help=help, description=description)
    options(parser)
    add_bot_lang(
        parser,
        cli_translator()
        ._("language of the lines (default: {variable}, else the terminal's, {terminal}, else fr)")
        .format(variable=f"${ENV_LANG}", terminal="$LANG"),
    )
    parser.add_argument("--json", action="store_true", help=json_help)


def _list_stored(
    as_json: bool,
    lang: str | None,
    load: Callable[[Database], Awaitable[T]],
    cannot_read: Callable[[Translator], str],
    records: Callable[[T], object],
    lines: Callable[[T, Translator], Iterable[str]],
    unreadable: Callable[[T, Translator], Sequence[str]],
) -> int:
    """`add_listing`'s subcommand, run."""
    found = stored_database(lang)
    if isinstance(found, int):
        return found
    config, tr = found
    try:
        stored = asyncio.run(_read(str(config.db_path), load))
    except READ_ERRORS as error:
        said = database_message(error, tr, config)
        if said is not None:
            error_line(said)
        elif isinstance(error, SchemaTooOldError):  # not upgraded: a listing writes nothing
            error_line(older_schema_message(tr, config))
        else:
            error_line(
                cannot_read(tr).format(database=config.db_path, error=read_problem(error, tr))
            )
        return EXIT_FAILURE
    if as_json:
        print(json.dumps(records(stored), ensure_ascii=False, indent=2))
    else:
        for line in lines(stored, tr):
            print(line)
    damaged = unreadable(stored, tr)
    if damaged:
        sys.stdout.flush()  # the listing first, then what could not be read
        for line in damaged:
            error_line(line)
        return EXIT_FAILURE
    return EXIT_OK
