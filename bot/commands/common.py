"""What the `muggins` subcommands share: exit codes, the default language, one-line errors."""

from __future__ import annotations

import argparse
import errno
import gettext
import html
import json
import os
import re
import sys
import types
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any, Final, NoReturn, TypeAlias, TypeVar

from bot.content_tables import ContentTable
from bot.i18n import LANGUAGES, I18n, I18nError, Translator, negotiate, translator_or_source
from bot.tg.config import DEFAULT_LANG, Config, ConfigError

T = TypeVar("T")
Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
"""The `muggins` subcommands, as each module's `add_parser` is given them."""

DEFAULT_LANG_ENV = "MUGGINS_DEFAULT_LANG"
EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2


TERMINAL_LANG_ENV: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the terminal's language is set, in the order gettext reads them."""


def terminal_lang() -> str | None:
    """The terminal's language ($LANG=fr_CA.UTF-8: "fr"), from the first of
    `TERMINAL_LANG_ENV` that is set; None when none is, or it is the C locale."""
    for variable in TERMINAL_LANG_ENV:
        code = os.environ.get(variable, "").split(":")[0].strip()
        if code:
            if code.partition(".")[0] in ("C", "POSIX"):
                return None
            return negotiate(code)
    return None


BOT_LANG: Final = DEFAULT_LANG
"""The bot's own default language."""


def lang_setting() -> str | None:
    """$MUGGINS_DEFAULT_LANG read as the bot reads it (`Config`): "fr" or "en" (fr_CA, en_US...
    give their language); None when unset or blank. ConfigError for a value the bot refuses
    (`de`, `francais`, "fr" between quotes), which `muggins run` stops on."""
    value = os.environ.get(DEFAULT_LANG_ENV, "")
    if not value.strip():
        return None
    return Config.from_env({DEFAULT_LANG_ENV: value}).default_lang


def default_lang() -> str:
    """The language of every subcommand when `--lang` gives none (the lookups, the listings,
    `backup`, `upgrade`, `run`'s lines, the chat, the help and the argument errors):
    $MUGGINS_DEFAULT_LANG (`lang_setting`); when unset, or a value the bot refuses (the line
    saying so is then in this language), the terminal's language (`terminal_lang`), else
    "fr", the bot's default. (The lookups fell back to English and the listings to French:
    on a C-locale terminal `muggins score` spoke English, `games` French.)"""
    try:
        setting = lang_setting()
    except ConfigError:
        setting = None
    return setting or terminal_lang() or BOT_LANG


def add_lang_argument(parser: argparse.ArgumentParser) -> None:
    """The `--lang fr|en` option: the output's language and the card letters' notation."""
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=ERRORS_LANG.get() or default_lang(),  # `muggins --lang fr score …` too
        help=cli_translator()
        ._(
            "language of the output and of the card letters (default: {variable}, else the "
            "terminal's, {terminal}, else fr)"
        )
        .format(variable=f"${DEFAULT_LANG_ENV}", terminal="$LANG"),
    )


ERRORS_LANG: ContextVar[str | None] = ContextVar("muggins_errors_lang", default=None)
"""The language `--lang` names on the command line being parsed (`bot.cli.main` sets it), for
the argument errors and the help: argparse prints them before `args.lang` exists."""


def cli_translator() -> Translator:
    """The language of the command line being parsed: its `--lang` (`ERRORS_LANG`), else
    `default_lang()`; the English source when the catalogs cannot be read."""
    return translator_or_source(ERRORS_LANG.get() or default_lang())


def placeholders(tr: Translator) -> dict[str, str]:
    """The words standing for what to type in the usage lines, the help and the argument
    errors (argparse's metavars: `--count NUMBER`), in the reader's language."""
    return {
        "COMMAND": tr._("COMMAND"),
        "CARD": tr._("CARD"),
        "CALL": tr._("CALL"),
        "SHEET": tr._("SHEET"),
        "NUMBER": tr._("NUMBER"),
        "ME": tr._("ME"),
        "OPP": tr._("OPP"),
        "ROLE": tr._("ROLE"),
        "KEY": tr._("KEY"),
        "CODE": tr._("CODE"),
        "FILE": tr._("FILE"),
        "ID": tr._("ID"),
    }


SECTION_TITLES: dict[str, Callable[[Translator], str]] = {
    "positional arguments": lambda tr: tr._("positional arguments"),
    "options": lambda tr: tr._("options"),
}
"""argparse's section titles in the help, each in our catalogs."""


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help with its own words ("usage:", the section titles) in the language of
    `cli_translator`; the help strings are translated where they are written."""

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[Any],
        prefix: str | None = None,
    ) -> None:
        """The usage line, after "usage: " in the reader's language."""
        if prefix is None:
            prefix = cli_translator()._("usage: ")
        super().add_usage(usage, actions, groups, prefix)

    def __init__(self, prog: str, *args: Any, **kwargs: Any) -> None:
        super().__init__(prog, *args, **kwargs)
        self.section_titles: set[str] = set()
        """The sections' titles, which argparse ends with ":" (`format_help` writes the
        reader's colon: a no-break space before it in French)."""

    def start_section(self, heading: str | None) -> None:
        """A section of the help, its title in the reader's language."""
        title = SECTION_TITLES.get(heading or "")
        heading = heading if title is None else title(cli_translator())
        if heading:
            self.section_titles.add(heading)
        super().start_section(heading)

    def format_help(self) -> str:
        """The help, each section's title followed by the colon of the reader's language:
        argparse writes "title:" whatever the language."""
        text = super().format_help()
        if not self.section_titles:
            return text
        titles = "|".join(re.escape(title) for title in sorted(self.section_titles))
        heading = cli_translator()._("{title}:")
        return re.sub(
            rf"^(?P<indent> *)(?P<title>{titles}):$",
            lambda found: found["indent"] + heading.format(title=found["title"]),
            text,
            flags=re.MULTILINE,
        )


def add_help_option(parser: argparse.ArgumentParser) -> None:
    """`-h`, `--help` (the parser made with `add_help=False`), described in the reader's
    language."""
    parser.add_argument(
        "-h", "--help", action="help", help=cli_translator()._("show this help message and exit")
    )


TELEGRAM_ID_MAX = 2**63 - 1
"""The largest id SQLite stores (Telegram's are far below it)."""


def telegram_user_id(text: str) -> int:
    """An argparse `type`: a Telegram user id, a whole number from 1 to `TELEGRAM_ID_MAX`;
    anything else is an argument error saying what an id looks like."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= TELEGRAM_ID_MAX:
        raise argparse.ArgumentTypeError(
            cli_translator()
            ._("{value} is not a Telegram user id (a positive whole number, like 123456789)")
            .format(value=text)
        )
    return value


def requested_lang(argv: Sequence[str]) -> str | None:
    """The language of the last `--lang fr|en` (or `--lang=fr`) in `argv`, as argparse keeps
    the last one; None when there is none or it names no language of ours."""
    found: str | None = None
    for index, arg in enumerate(argv):
        if arg == "--lang" and index + 1 < len(argv):
            found = argv[index + 1]
        elif arg.startswith("--lang="):
            found = arg.partition("=")[2]
    return found if found in LANGUAGES else None


def argparse_argument(tr: Translator) -> str:
    """argparse's "argument --lang: …": the argument's name kept, its `message` translated
    too."""
    return tr._("argument {argument}: {message}")


def argparse_required(tr: Translator) -> str:
    """argparse's list of the missing positional arguments, named as the help names them
    (a subcommand may say instead what to type: `add_command`'s `missing`)."""
    return tr._("the following arguments are required: {names}")


ARGPARSE_MESSAGES: tuple[Callable[[Translator], str], ...] = (
    lambda tr: tr._("invalid choice: {value} (choose from {choices})"),
    lambda tr: tr._("invalid int value: {value}"),
    lambda tr: tr._("invalid float value: {value}"),
    lambda tr: tr._("expected one argument"),
    lambda tr: tr._("not allowed with argument {other}"),
    argparse_required,
    lambda tr: tr._("one of the arguments {names} is required"),
    lambda tr: tr._("unrecognized arguments: {names}"),
)
"""argparse's own error messages (English only: Python ships no catalog for them), each
written once, as argparse words it, `{name}` standing for what it quotes; another message is
kept as argparse wrote it.

(argparse does call gettext, but through the process-wide default domain, with the language
of the environment and catalogs compiled to .mo files on disk: not the `--lang` of the command
line nor our catalogs.)"""


SOURCE: Final = Translator("en", gettext.NullTranslations())
"""The English source sentences (the msgids), as argparse words its messages."""


@cache
def english_pattern(english: str) -> re.Pattern[str]:
    """A pattern matching the English sentence `english` (a msgid), each `{name}` in it a
    group of that name (the shortest text that makes the whole sentence match)."""
    parts = re.split(r"\{(\w+)\}", english)
    return re.compile(
        "".join(
            re.escape(part) if index % 2 == 0 else f"(?P<{part}>.+?)"
            for index, part in enumerate(parts)
        ),
        re.DOTALL,
    )


QUOTED: Final = re.compile(r"'([^']*)'")
"""A value argparse quotes (its `repr`: 'dix')."""


def requoted(text: str, tr: Translator) -> str:
    """`text`, the value or the list of choices argparse quotes ('dix', 'fr', 'en'), each in
    the reader's quotes (« dix » in French); as it is when it is not quoted that way (the
    numbers of `--players`: 2, 3, 4)."""
    values = QUOTED.findall(text)
    if not values or ", ".join(f"'{value}'" for value in values) != text:
        return text
    quote = tr.pgettext("argparse quotes", "'{value}'")
    return ", ".join(quote.format(value=value) for value in values)


def argparse_message(message: str, tr: Translator) -> str:
    """argparse's error `message` in the reader's language (the names and values it quotes
    kept as they are, in the reader's quotes: « 'dix' n'est pas un nombre » mixed English
    quotes into French)."""
    argument = english_pattern(argparse_argument(SOURCE)).fullmatch(message)
    if argument is not None:
        return argparse_argument(tr).format(
            argument=argument["argument"], message=argparse_message(argument["message"], tr)
        )
    for wording in ARGPARSE_MESSAGES:
        found = english_pattern(wording(SOURCE)).fullmatch(message)
        if found is not None:
            quoted = {
                name: requoted(text, tr) if name in ("value", "choices") else text
                for name, text in found.groupdict().items()
            }
            return wording(tr).format(**quoted)
    return message


def one_line_errors(
    parser: argparse.ArgumentParser,
    command: str | None,
    missing: Callable[[Translator], str] | None = None,
) -> None:
    """Make the parser's argument errors one translated line (no usage block), exit code 2,
    in the language `--lang` names on the command line (else `default_lang()`); `command`
    is the subcommand whose --help is pointed to (None: `muggins` itself, a command mistyped).
    `missing` is the line (a sentence saying what to type) when positional arguments are
    missing, in place of argparse's list of their names in the code."""

    def error(self: argparse.ArgumentParser, message: str) -> NoReturn:
        tr = cli_translator()
        if missing is not None and english_pattern(argparse_required(SOURCE)).fullmatch(message):
            self.exit(EXIT_USAGE, f"{self.prog}: {missing(tr)}\n")
        if command is None:
            line = tr._("Bad arguments: {message} (see muggins --help)")
        else:
            line = tr._("Bad arguments: {message} (see muggins {command} --help)")
        message = argparse_message(message, tr)
        self.exit(EXIT_USAGE, f"{self.prog}: {line.format(message=message, command=command)}\n")

    parser.error = types.MethodType(error, parser)  # type: ignore[method-assign]


def add_command(
    subparsers: Subparsers,
    name: str,
    run: Callable[[argparse.Namespace], int],
    *,
    help: str,
    description: str,
    aliases: Sequence[str] = (),
    missing: Callable[[Translator], str] | None = None,
) -> argparse.ArgumentParser:
    """Register the subcommand `name` (`run` runs it), its argument errors one line each and
    its help in the reader's language (`help` and `description` translated by the caller,
    with `cli_translator`). `missing` says what to type when the command's positional
    arguments are missing (argparse would name them by their names in the code)."""
    parser = subparsers.add_parser(
        name,
        aliases=aliases,
        help=help,
        description=description,
        add_help=False,
        formatter_class=HelpFormatter,
    )
    add_help_option(parser)
    one_line_errors(parser, name, missing)
    # `usage_error`: how `bot.cli.main` reports the words this subcommand did not take.
    parser.set_defaults(func=run, usage_error=parser.error)
    return parser


def not_an_option(word: str) -> bool:
    """Whether a word typed is no option: it does not start with "-", or is a negative number."""
    return not word.startswith("-") or word[1:].isdecimal()


def take_words_after_options(
    parser: argparse.ArgumentParser,
    take: Callable[[argparse.Namespace, list[str]], object],
    word: Callable[[str], bool] = not_an_option,
) -> None:
    """The words typed after an option (those `word` says are words) given to `take`, with the
    arguments parsed: argparse hands its positional arguments the words before the first
    option only, and left the others « arguments inconnus ». Options it does not know stay
    unknown."""
    parse = parser.parse_known_args

    def parse_known_args(
        args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        parsed, extras = parse(args, namespace)
        words = [w for w in extras if word(w)]
        take(parsed, words)
        return parsed, [w for w in extras if w not in words]

    parser.parse_known_args = parse_known_args  # type: ignore[assignment]


def typed_word(word: str) -> str:
    """A word typed on the command line as compared with the words a command takes (a sheet's
    name, a crib model): lowercase, without accents (« Écart » is `ecart`)."""
    decomposed = unicodedata.normalize("NFD", word.strip().lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def role_problem(dealer: bool, pone: bool, tr: Translator) -> str | None:
    """Neither role said or both (`--dealer`, `--pone`, or a role word), as `muggins ecart`
    and `muggins odds` answer it; None when exactly one is said."""
    if dealer != pone:
        return None
    if dealer:
        return tr._("Choose one role: --dealer or --pone, not both.")
    return tr._("Say whether you deal (--dealer) or not (--pone).")


def fail(line: str, code: int = EXIT_USAGE) -> int:
    """Print one line on stderr (HTML entities of escaped user tokens undone); return `code`."""
    print(html.unescape(line), file=sys.stderr)
    return code


def command_translator(lang: str, command: str) -> Translator | int:
    """The translator of `--lang`; else exit code 1, after one line `muggins COMMAND: why`
    (the catalogs cannot be read)."""
    try:
        return I18n.load().translator(lang)
    except I18nError as exc:
        return fail(f"muggins {command}: {exc}", EXIT_FAILURE)


def print_json(data: object, *, indent: int | None = 2) -> None:
    """Print `--json` output: `data` as JSON, accented letters as they are."""
    print(json.dumps(data, ensure_ascii=False, indent=indent))


def add_number_option(
    parser: argparse.ArgumentParser, flag: str, help: str, *, default: int | None = None
) -> None:
    """An option taking a whole number (`--seed NUMBER`, NUMBER in the reader's language);
    `default` when not given (None: the command decides, often from its table's recipe)."""
    parser.add_argument(
        flag, type=int, default=default, metavar=placeholders(cli_translator())["NUMBER"], help=help
    )


def add_table_options(parser: argparse.ArgumentParser, output: Path) -> None:
    """The options `regenerate` reads: `--write`, `--output` (the shipped file by default)
    and `--lang`."""
    tr = cli_translator()
    parser.add_argument("--write", action="store_true", help=tr._("write the table(s) to the file"))
    parser.add_argument(
        "--output",
        type=Path,
        default=output,
        metavar=placeholders(tr)["FILE"],
        help=tr._("the file (JSON)"),
    )
    add_lang_argument(parser)


def file_problem(error: OSError | ValueError, tr: Translator) -> str:
    """Why a file could not be read or written, in the reader's words (Python's own text,
    "[Errno 21] Is a directory: …", is English and says nothing of what to do)."""
    if isinstance(error, ValueError):
        return tr._("it does not hold that table (a damaged file, or another file)")
    if isinstance(error, IsADirectoryError):
        return tr._("it is a folder, not a file")
    if isinstance(error, NotADirectoryError | FileExistsError):
        return tr._("a part of the path is a file, not a folder")
    if isinstance(error, FileNotFoundError):
        return tr._("there is no such file")
    if isinstance(error, PermissionError):
        return tr._("permission denied (check the rights of the file and of its folder)")
    if error.errno == errno.ENOSPC:
        return tr._("the disk is full")
    if error.errno == errno.EROFS:
        return tr._("the disk is read-only")
    return error.strerror or str(error)


def check_writable(path: Path) -> None:
    """Raise the OSError writing `path` would raise (its folder is made, as `ContentTable.write`
    makes it); a file made for the check is removed. Run before a long computation, so that a
    path that cannot be written is said at once, not after minutes of work."""
    path.parent.mkdir(parents=True, exist_ok=True)
    existed = path.exists()
    with path.open("a", encoding="utf-8"):
        pass
    if not existed:
        path.unlink()


def given_or(value: int | None, recipe: Any) -> int:
    """An option of a table's recipe (`--seed`, `--deals`...): the number given, 0 included,
    else the one the file's table was made with (`recipe`, from its JSON)."""
    return value if value is not None else int(recipe)


def regenerate(
    args: argparse.Namespace,
    command: str,
    table: ContentTable[T],
    cannot_read: Callable[[Translator], str],
    make: Callable[[Translator, T | None], T | int],
    texts: Callable[[Translator], tuple[str, str, str]],
) -> int:
    """A table-regenerating subcommand: read `table` in `args.output`, make it again, then
    write it there with --write, else compare the two (their JSON); the exit code.

    The language is `args.lang`. `make` is given the file's table (None when it is unreadable
    and --write replaces it) and gives the fresh one, or an exit code. `cannot_read` is the
    line (with `{path}` and `{error}`) when the file cannot be read; `texts` the "wrote
    {path}", "matches {path}" and "differs from {path}" lines (each command keeps its own
    messages in its own catalog). A file that cannot be read or written is one line saying
    why (`file_problem`), exit code 1; with --write, checked before `make` runs.
    """
    tr = command_translator(args.lang, command)
    if isinstance(tr, int):
        return tr
    path: Path = args.output
    shipped: T | None = None
    try:
        shipped = table.read(path)
    except (OSError, ValueError) as exc:
        if not args.write:
            return fail(
                cannot_read(tr).format(path=path, error=file_problem(exc, tr)), EXIT_FAILURE
            )
    if args.write:
        try:
            check_writable(path)
        except OSError as exc:
            return cannot_write(path, exc, tr)
    fresh = make(tr, shipped)
    if isinstance(fresh, int):
        return fresh
    wrote, matches, differs = texts(tr)
    if args.write:
        try:
            table.write(fresh, path)
        except OSError as exc:
            return cannot_write(path, exc, tr)
        print(wrote.format(path=path))
        return EXIT_OK
    if shipped is not None and table.to_json(fresh) == table.to_json(shipped):
        print(matches.format(path=args.output))
        return EXIT_OK
    print(differs.format(path=args.output))
    return EXIT_FAILURE


def cannot_write(path: Path, error: OSError, tr: Translator) -> int:
    """Exit code 1, after the line saying `path` cannot be written and why."""
    line = tr._("Cannot write {path}: {reason}. Choose another file with --output.")
    return fail(line.format(path=path, reason=file_problem(error, tr)), EXIT_FAILURE)
