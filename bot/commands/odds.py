"""`muggins odds`: the chance of winning at a score; `muggins odds-table`: the shipped table.

    muggins odds ME OPP --dealer|--pone [--target 121|61] [--fadoq] [--lang fr|en] [--json]
    muggins odds 95 110 donneur   # a role word (donneur, receveur, dealer, pone...), as ecart
    muggins odds 95 110 je donne pas 61   # the role said as to the chat's /odds, the length
    muggins odds-table [--write] [--deals N] [--seed N] [--output PATH]

`odds` prints the chance that you win at `ME` against `OPP`, dealing or not, from the shipped
table (`content/odds.json`, see `bot.engine.odds`), under the FADOQ rule with `--fadoq` (no go
or last card from 116, from 56 in a game of 61); with `--json`, one object whose `win` is
that chance (0 to 1) and whose `fadoq` is the rule's threshold (null: the standard game).
The wording is `bot.views.odds`'s, shared with the chat's /odds.

`odds-table` measures expert deals again (about seven minutes on one core) and says whether
the tables match the file; `--write` writes them there.

Bad input prints one line on stderr, in the chosen language, and exits 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Final

from bot.commands.common import (
    EXIT_OK,
    Subparsers,
    add_command,
    add_lang_argument,
    add_number_option,
    add_table_options,
    cli_translator,
    command_translator,
    fail,
    given_or,
    placeholders,
    print_json,
    regenerate,
    role_problem,
)
from bot.content_odds import ODDS, shipped_odds
from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import DEALER_WORDS, PONE_WORDS, read_lookup
from bot.drills.odds_deals import DEFAULT_DEALS, DEFAULT_SEED, generate_odds
from bot.engine.odds import DEFAULT_TARGET, TARGETS, OddsTables
from bot.engine.variants import fadoq_rule
from bot.i18n import Translator
from bot.views.odds import (
    Request,
    both_targets_text,
    chance_json,
    chance_line,
    fadoq_line,
    score_range_text,
)


def role_word(text: str) -> str:
    """An argparse `type`: "dealer" or "pone", the role a word says (« donneur », "pone"...,
    as `muggins ecart` reads it); else an argument error saying the words."""
    word = text.casefold().strip().lstrip("-")
    if word in DEALER_WORDS:
        return "dealer"
    if word in PONE_WORDS:
        return "pone"
    raise argparse.ArgumentTypeError(no_role(text))


def no_role(text: str) -> str:
    """A word after the scores that says no role, nor the game's length."""
    return (
        cli_translator()
        ._("'{value}' says no role: --dealer (or dealer) if you deal, --pone (or pone) if not")
        .format(value=text)
    )


BOTH: Final = "both"
"""The role words said both roles (« donneur receveur »): `run` says to keep one."""


class RoleWords(argparse.Action):
    """The words after the scores, read as `muggins ecart` reads the role among the cards
    (`bot.drills.ecart.read_lookup`): « donneur », « je donne pas », "not my deal", « il
    donne » (the player is the pone); 61 or 121 among them is the game's length, as the
    chat's /odds takes it. A word that says neither is an argument error naming it."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        words = [str(value) for value in values or ()]
        lengths = [word for word in words if word.isdecimal() and int(word) in TARGETS]
        asked = read_lookup([word for word in words if word not in lengths])
        if asked.cards:
            raise argparse.ArgumentError(self, no_role(asked.cards.split()[0]))
        if len(set(lengths)) > 1:  # « 61 121 »: as the chat's /odds says it
            raise argparse.ArgumentError(
                self, both_targets_text(lengths[0], lengths[-1], cli_translator())
            )
        if lengths:
            namespace.target = int(lengths[0])
        said = len(words) > len(lengths)
        role = BOTH if said else None
        if asked.dealer is not None:
            role = "dealer" if asked.dealer else "pone"
        setattr(namespace, self.dest, role)


def add_parser(subparsers: Subparsers) -> None:
    """Register the `odds` and `odds-table` subcommands."""
    tr = cli_translator()
    parser = add_command(
        subparsers,
        "odds",
        run,
        help=tr._("your chance of winning at a score (dealing or not)"),
        description=tr._(
            "The chance of winning a game of cribbage from a score pair, from the "
            "shipped win table (expert play on both sides)."
        ),
        missing=lambda tr: tr._(
            "Give your score, then your opponent's, and say who deals; for example: {example}"
        ).format(example="muggins odds 95 110 --dealer"),
    )
    parser.add_argument("me", type=int, metavar=placeholders(tr)["ME"], help=tr._("your score"))
    parser.add_argument(
        "opponent", type=int, metavar=placeholders(tr)["OPP"], help=tr._("your opponent's score")
    )
    # Neither or both: `run` says so as `muggins ecart` does (argparse said « il faut l'une des
    # options --dealer --pone », « argument --pone : incompatible avec --dealer »).
    parser.add_argument("--dealer", action="store_true", help=tr._("you deal this deal"))
    parser.add_argument("--pone", action="store_true", help=tr._("your opponent deals"))
    # `muggins odds 95 110 donneur`, as `muggins ecart … donneur` (it was « arguments
    # inconnus : donneur »): a role word, in either language, instead of the option; « je
    # donne pas » and the game's length too (`RoleWords`).
    parser.add_argument(
        "role",
        nargs="*",
        action=RoleWords,
        default=None,
        metavar=placeholders(tr)["ROLE"],
        help=argparse.SUPPRESS,
    )
    parser.add_argument(
        "--target",
        type=int,
        choices=TARGETS,
        default=DEFAULT_TARGET,
        help=tr._("the game: to 121 or to 61 points (default {default})").format(
            default=DEFAULT_TARGET
        ),
    )
    parser.add_argument(
        "--fadoq",
        action="store_true",
        help=tr._("with the FADOQ rule: no go or last card from 116 (from 56 in a game of 61)"),
    )
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help=tr._("print one JSON object"))

    table = add_command(
        subparsers,
        "odds-table",
        run_table,
        help=tr._("regenerate the win table (--write to update content/odds.json)"),
        description=tr._(
            "Measure expert deals and compute the win table by dynamic programming; "
            "compare it with the shipped file, or write it with --write."
        ),
    )
    add_number_option(table, "--deals", tr._("expert deals to measure"))
    add_number_option(
        table, "--seed", tr._("number of the deals (the same number, the same deals)")
    )
    add_table_options(table, ODDS.path)


def run(args: argparse.Namespace) -> int:
    """Print the chance of winning at the scores in `args`; exit code 0, or 2 on bad input."""
    tr = command_translator(args.lang, "odds")
    if isinstance(tr, int):
        return tr
    if args.role is not None:
        args.dealer, args.pone = (
            args.dealer or args.role in ("dealer", BOTH),
            args.pone or args.role in ("pone", BOTH),
        )
    problem = role_problem(args.dealer, args.pone, tr)
    if problem is not None:
        return fail(problem)
    if not (0 <= args.me < args.target and 0 <= args.opponent < args.target):
        return fail(score_range_text(args.target, tr))
    try:
        odds = shipped_odds()
    except (OSError, ValueError) as exc:
        return fail(tr._("Cannot read the win table: {error}").format(error=str(exc)), 1)
    request = Request(args.me, args.opponent, args.dealer, args.target)
    rule = fadoq_rule(args.target) if args.fadoq else None
    fadoq = None if rule is None else rule.threshold
    chance = odds.chance(
        args.me, args.opponent, dealer=args.dealer, target=args.target, fadoq=fadoq
    )
    if args.json:
        print_json(chance_json(request, chance, fadoq=fadoq), indent=None)
    else:
        print(chance_line(request, chance, tr))
        if fadoq is not None:
            print(fadoq_line(fadoq, tr))
    return EXIT_OK


def run_table(args: argparse.Namespace) -> int:
    """Regenerate the win table; compare it with the file, or write it."""

    def make(tr: Translator, shipped: OddsTables | None) -> OddsTables | int:
        meta = shipped.meta if shipped is not None else {}
        deals = given_or(args.deals, meta.get("deals", DEFAULT_DEALS))
        seed = given_or(args.seed, meta.get("seed", DEFAULT_SEED))
        if deals < 2:
            return fail(tr._("--deals must be at least 2."))

        def progress(done: int) -> None:
            line = tr._("Deals measured: {done} of {deals}")
            print(line.format(done=done, deals=deals), file=sys.stderr, flush=True)

        return generate_odds(deals, seed, shipped_crib_tables(), progress)

    return regenerate(
        args,
        "odds-table",
        ODDS,
        lambda tr: tr._("Cannot read the win table in {path}: {error}"),
        make,
        lambda tr: (
            tr._("Wrote {path}."),
            tr._("The regenerated table matches {path}."),
            tr._("The regenerated table differs from {path}."),
        ),
    )
