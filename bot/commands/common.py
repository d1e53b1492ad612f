"""What the `muggins` subcommands share: exit codes, the default language, one-line errors."""

from __future__ import annotations

import argparse
import html
import os
import sys
import types
from typing import NoReturn

from bot.i18n import LANGUAGES, I18n, I18nError, negotiate

DEFAULT_LANG_ENV = "MUGGINS_DEFAULT_LANG"
EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2


def default_lang() -> str:
    """$MUGGINS_DEFAULT_LANG negotiated to "fr" or "en"; "en" when unset."""
    return negotiate(os.environ.get(DEFAULT_LANG_ENV), default="en")


def add_lang_argument(parser: argparse.ArgumentParser) -> None:
    """The `--lang fr|en` option: the output's language and the card letters' notation."""
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=default_lang(),
        help=f"language of the output and of the card letters (default: ${DEFAULT_LANG_ENV}, "
        "else en)",
    )


def one_line_errors(parser: argparse.ArgumentParser, command: str) -> None:
    """Make the parser's argument errors one translated line (no usage block), exit code 2."""

    def error(self: argparse.ArgumentParser, message: str) -> NoReturn:
        try:
            tr = I18n.load().translator(default_lang())
            line = tr._("Bad arguments: {message} (see muggins {command} --help)")
        except I18nError:
            line = "Bad arguments: {message} (see muggins {command} --help)"
        self.exit(EXIT_USAGE, f"{self.prog}: {line.format(message=message, command=command)}\n")

    parser.error = types.MethodType(error, parser)  # type: ignore[method-assign]


def fail(line: str, code: int = EXIT_USAGE) -> int:
    """Print one line on stderr (HTML entities of escaped user tokens undone); return `code`."""
    print(html.unescape(line), file=sys.stderr)
    return code
