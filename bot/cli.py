"""The `muggins` command line: one entry point, one module per subcommand.

Each module in `bot.commands` offers `add_parser(subparsers)`, which registers its
subcommand(s) with a `func(args) -> int` default.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from bot import __version__
from bot.commands import bot as bot_commands
from bot.commands import discard as discard_commands
from bot.commands import drill as drill_commands
from bot.commands import games as games_commands
from bot.commands import nights as night_commands
from bot.commands import odds as odds_commands
from bot.commands import ops as ops_commands
from bot.commands import score as score_commands
from bot.commands import tournaments as tournament_commands
from bot.commands import verify as verify_commands
from bot.commands.common import (
    ERRORS_LANG,
    EXIT_USAGE,
    HelpFormatter,
    add_help_option,
    cli_translator,
    one_line_errors,
    placeholders,
    requested_lang,
)
from bot.i18n import LANGUAGES


def build_parser() -> argparse.ArgumentParser:
    """The parser for every subcommand."""
    tr = cli_translator()
    parser = argparse.ArgumentParser(
        prog="muggins",
        description=tr._(
            "Muggins, a cribbage counting coach: Telegram bot, offline chat and lookups."
        ),
        add_help=False,
        formatter_class=HelpFormatter,
    )
    add_help_option(parser)
    parser.add_argument(
        "--version",
        action="version",
        version=f"muggins {__version__}",
        help=tr._("show program's version number and exit"),
    )
    parser.add_argument(  # before a command, as well as after it: `muggins --lang fr`
        "--lang",
        choices=LANGUAGES,
        default=argparse.SUPPRESS,
        help=tr._("language of the offline chat, of the help and of the messages"),
    )
    subparsers = parser.add_subparsers(dest="command", metavar=placeholders(tr)["COMMAND"])
    score_commands.add_parser(subparsers)
    discard_commands.add_parser(subparsers)
    drill_commands.add_parser(subparsers)
    games_commands.add_parser(subparsers)
    odds_commands.add_parser(subparsers)
    verify_commands.add_parser(subparsers)
    tournament_commands.add_parser(subparsers)
    night_commands.add_parser(subparsers)
    bot_commands.add_parser(subparsers)
    ops_commands.add_parser(subparsers)
    parser.set_defaults(func=bot_commands.default)
    one_line_errors(parser, None)  # a subcommand mistyped: one line too
    return parser


EXIT_BROKEN_PIPE = 141
"""What a shell reports for a program stopped by SIGPIPE (`muggins drill … | head`)."""


def parse(argv: list[str]) -> argparse.Namespace:
    """The parsed arguments; an argument error ends the process (exit code 2) after one line
    in the language `--lang` names there (`ERRORS_LANG`), words the subcommand does not take
    included; `--help` prints in that language too."""
    token = ERRORS_LANG.set(requested_lang(argv))
    try:
        parser = build_parser()
        args, extras = parser.parse_known_args(argv)
        if extras:  # said by the subcommand, in one line, as its other argument errors
            report = getattr(args, "usage_error", parser.error)
            report(f"unrecognized arguments: {' '.join(extras)}")
        return args
    finally:
        ERRORS_LANG.reset(token)


def main(argv: Sequence[str] | None = None) -> int:
    """Run `muggins`; returns the process exit code. A reader that stops early (`| head`)
    ends the output quietly, as it ends any Unix tool's, without a traceback. An unusable
    $MUGGINS_DEFAULT_LANG stops every subcommand, in one line (exit code 2), as it stops
    `muggins run`."""
    args = parse(sys.argv[1:] if argv is None else list(argv))
    if bot_commands.refused_lang_setting(getattr(args, "lang", None)):
        return EXIT_USAGE
    try:
        code: int = args.func(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python flushes stdout again at exit: point it at /dev/null so that flush is silent.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return EXIT_BROKEN_PIPE
    return code


if __name__ == "__main__":
    sys.exit(main())
