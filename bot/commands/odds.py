"""`muggins odds`: the chance of winning at a score; `muggins odds-table`: the shipped table.

    muggins odds ME OPP --dealer|--pone [--target 121|61] [--fadoq] [--lang fr|en] [--json]
    muggins odds 95 110 donneur   # a role word (donneur, receveur, dealer, pone...), as ecart
    muggins odds 95 110 je donne pas 61   # the role said as to the chat's /odds, the length
    muggins odds 95-110 --pone            # the scores as /odds takes them: « moi 90 lui 100 »
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

from bot.commands.common import (
    ERRORS_LANG,
    EXIT_OK,
    EXIT_USAGE,
    HelpFormatter,
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
    take_words_after_options,
)
from bot.content_odds import ODDS, shipped_odds
from bot.content_tables import shipped_crib_tables
from bot.drills.odds_deals import DEFAULT_DEALS, DEFAULT_SEED, generate_odds
from bot.engine.odds import DEFAULT_TARGET, TARGETS, OddsTables
from bot.engine.variants import fadoq_rule
from bot.i18n import Translator
from bot.views.odds import (
    LENGTHS,
    ROLES,
    UNREAD,
    Request,
    RequestError,
    both_targets_text,
    chance_json,
    chance_line,
    fadoq_line,
    range_problem,
    read_words,
)


def no_role(text: str) -> str:
    """A word after the scores that says no role, nor the game's length."""
    return (
        cli_translator()
        ._("'{value}' says no role: --dealer (or dealer) if you deal, --pone (or pone) if not")
        .format(value=text)
    )


class ScoresFormatter(HelpFormatter):
    """The help of `muggins odds`: the opponent's score in its usage line as needed, `MOI ADV`
    (argparse wrote `MOI [ADV]`: it may ride with the player's, `95-110`, but is asked for)."""

    def _format_args(self, action: argparse.Action, default_metavar: str) -> str:
        if action.dest == "opponent" and isinstance(action.metavar, str):
            return action.metavar
        return super()._format_args(action, default_metavar)


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
        missing=what_to_type,
    )
    # The scores as words, read as the chat's /chances reads them (`bot.views.odds.read_words`):
    # « 95-110 », « moi 90 lui 100 », « 95 à 110 » (they were « n'est pas un nombre entier »).
    parser.add_argument("me", metavar=placeholders(tr)["ME"], help=tr._("your score"))
    parser.add_argument(
        "opponent",
        nargs="?",  # `95-110`: both in one word; `run` asks for it when it is not there
        metavar=placeholders(tr)["OPP"],
        help=tr._("your opponent's score (or both together: 95-110)"),
    )
    parser.formatter_class = ScoresFormatter
    # Neither or both: `run` says so as `muggins ecart` does (argparse said « il faut l'une des
    # options --dealer --pone », « argument --pone : incompatible avec --dealer »).
    parser.add_argument("--dealer", action="store_true", help=tr._("you deal this deal"))
    parser.add_argument("--pone", action="store_true", help=tr._("your opponent deals"))
    # `muggins odds 95 110 donneur`, as `muggins ecart … donneur` (it was « arguments
    # inconnus : donneur »): a role word, in either language, instead of the option; « je
    # donne pas » and the game's length too, before or after the options.
    parser.add_argument(
        "role", nargs="*", default=None, metavar=placeholders(tr)["ROLE"], help=argparse.SUPPRESS
    )
    # The words typed after an option (`muggins odds 95 110 --pone receveur`, `muggins odds 95
    # --pone 110`) join them, as the chat's /chances reads them wherever they are.
    take_words_after_options(
        parser,
        lambda parsed, words: setattr(
            parsed, "role", [*(getattr(parsed, "role", None) or []), *words]
        ),
    )
    parser.add_argument(
        "--target",
        type=int,
        choices=TARGETS,
        default=None,  # given: checked against a length said in words (`run`)
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
    """Print the chance of winning at the scores in `args`; exit code 0, or 2 on bad input
    (the words typed that do not read are argument errors, in the language of `--lang`)."""
    token = ERRORS_LANG.set(args.lang)
    try:
        return chances(args)
    finally:
        ERRORS_LANG.reset(token)


def chances(args: argparse.Namespace) -> int:
    """`run`, in the language of `--lang`."""
    tr = command_translator(args.lang, "odds")
    if isinstance(tr, int):
        return tr
    words = [args.me, *([] if args.opponent is None else [args.opponent]), *(args.role or [])]
    try:
        said = read_words(words, tr)
    except RequestError as exc:
        if exc.reason == ROLES:  # « donneur receveur »: as --dealer --pone
            return fail(role_problem(True, True, tr) or "")
        if exc.reason == LENGTHS:  # « 61 121 »: the game's length, no argument's fault
            return usage_error(args, exc.message)
        if exc.reason == UNREAD and exc.read < 2:  # « quatre-vingt », « 1.5 »: not a score
            return argument_error(args, ("ME", "OPP")[exc.read], f"invalid int value: '{exc.word}'")
        if exc.reason == UNREAD:  # `muggins odds 95 110 bof`
            return argument_error(args, "ROLE", no_role(exc.word))
        return missing_scores(args)
    if said.me is None or said.opponent is None:
        return missing_scores(args)
    target = said.target or args.target or DEFAULT_TARGET
    if said.target is not None and args.target not in (None, said.target):
        length = both_targets_text(str(said.length), f"--target {args.target}", tr)
        return usage_error(args, length)  # the length said twice: no role («argument RÔLE»)
    args.dealer, args.pone = args.dealer or said.dealer is True, args.pone or said.dealer is False
    args.fadoq = args.fadoq or said.fadoq  # `muggins odds 118 118 donneur fadoq`
    if not (args.dealer or args.pone) and said.trailing:  # `muggins odds 95 110 moi`
        return argument_error(args, "ROLE", no_role(said.trailing[0]))
    problem = role_problem(args.dealer, args.pone, tr)
    if problem is not None:
        return fail(problem)
    me, opponent = said.me, said.opponent
    out_of_range = range_problem(me, opponent, target, tr)
    if out_of_range is not None:
        return fail(out_of_range)
    try:
        odds = shipped_odds()
    except (OSError, ValueError) as exc:
        return fail(tr._("Cannot read the win table: {error}").format(error=str(exc)), 1)
    request = Request(me, opponent, args.dealer, target)
    rule = fadoq_rule(target) if args.fadoq else None
    fadoq = None if rule is None else rule.threshold
    chance = odds.chance(me, opponent, dealer=args.dealer, target=target, fadoq=fadoq)
    if args.json:
        print_json(chance_json(request, chance, fadoq=fadoq), indent=None)
    else:
        print(chance_line(request, chance, tr))
        if fadoq is not None:
            print(fadoq_line(fadoq, tr))
    return EXIT_OK


def what_to_type(tr: Translator) -> str:
    """What `muggins odds` takes, with an example (as said when nothing is given)."""
    return tr._(
        "Give your score, then your opponent's, and say who deals; for example: {example}"
    ).format(example="muggins odds 95 110 --dealer")


def argument_error(args: argparse.Namespace, argument: str, message: str) -> int:
    """An argument error about the words typed (`argument`: the key of `placeholders` naming
    them), said as argparse says its own: one line naming the argument and `muggins odds
    --help`, in the language of `--lang`; it ends the process, exit code 2."""
    return usage_error(args, f"argument {placeholders(cli_translator())[argument]}: {message}")


def missing_scores(args: argparse.Namespace) -> int:
    """A score missing (`muggins odds 95 --dealer`): what to type, as when nothing is given."""
    return usage_error(args, "the following arguments are required: OPP")


def usage_error(args: argparse.Namespace, message: str) -> int:
    """argparse's error `message` (in English, as argparse words it), said in the language of
    `--lang` (`run` sets it) by the parser's one-line error (`one_line_errors`): it ends the
    process."""
    args.usage_error(message)
    return EXIT_USAGE


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
            text = line.format(done=tr.number(done), deals=tr.number(deals))  # « 12 345 »
            print(text, file=sys.stderr, flush=True)

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
