"""`muggins ecart` (alias `discard`): which cards to lay away, ranked; `muggins crib-tables`.

    muggins ecart 5H 5D JC KS 2S 9D --dealer|--pone [--model expert|uniform]
                  [--players 2|3|4] [--lang fr|en] [--json]
    muggins ecart 5C 5K VT RP 2P 9K donneur        # as the chat's /ecart: --dealer
    muggins ecart 5C 5K VT RP 2P 9K --pone --model uniforme   # the French word: uniform
    muggins crib-tables [--write] [--samples N] [--seed N] [--max-iterations N] [--output PATH]
    muggins peg-tables [--write] [--output PATH]

`ecart` prints every lay-away, best first (the wording is `bot.views.ecart`'s, shared with
the chat's /ecart): the cards laid away and kept, the kept hand's
average over every unseen starter, the crib's average (added for the dealer, subtracted for
the pone), the total, and the best and worst starters. With the expert model, the play's
expected net points (the pegging tables) are shown beside the total, with the total counting
them and a line saying which part decides the best lay-away. His heels are not counted.
Six cards for 2 players; five with `--players 3` or `4`. Cards are read in the chosen
language's notation, or the other one's when only it reads the text (see `card_input.read_cards`).
The language defaults to $MUGGINS_DEFAULT_LANG when set, else the terminal's, else French.

`crib-tables` regenerates the expert crib tables (about a minute or two on one core) and says
whether they match `content/crib_tables.json`; `--write` writes them there. `peg-tables` does
the same for the pegging tables (`bot.drills.peg_tables`, exact: no seed; about two minutes
of one processor) and `content/peg_tables.json`.

Bad input prints one line on stderr, in the chosen language, and exits 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import Final

from bot.commands.common import (
    EXIT_FAILURE,
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
    typed_word,
)
from bot.content_tables import CRIB_TABLES, PEG_TABLES, shipped_crib_tables, shipped_peg_tables
from bot.drills.ecart import EXPERT, UNIFORM, default_model
from bot.drills.ecart_args import read_lookup
from bot.drills.peg_tables import generate_peg_tables
from bot.engine.card_parsing import CardError, CardErrorReason
from bot.engine.crib_tables import (
    DEFAULT_MAX_ITERATIONS,
    DEFAULT_SAMPLES,
    DEFAULT_SEED,
    CribTables,
    generate_tables,
)
from bot.engine.lay_away import CARDS_DEALT, CRIB_MODELS, PLAYERS
from bot.engine.lay_away import analyse_lay_aways as analyse
from bot.engine.peg_tables import PegTables
from bot.i18n import Translator, card_input
from bot.views import ecart as ecart_view
from bot.views.ecart_table import analysis_json, analysis_text
from bot.views.score_args import words_after

MODEL_NAMES: Final = {"expert": EXPERT, "experts": EXPERT, "uniform": UNIFORM, "uniforme": UNIFORM}
"""The words taken after `--model`: the models' names (`CRIB_MODELS`; the help writes them as
the code does, as tests/i18n/test_i18n_jargon.py wants), and « uniforme », as a French reader
writes the name (it was refused)."""


def crib_model(text: str) -> str:
    """An argparse `type`: the crib model `text` names (capitals and accents allowed); else
    an argument error naming the models."""
    model = MODEL_NAMES.get(typed_word(text))
    if model is None:
        raise argparse.ArgumentTypeError(
            cli_translator()
            ._("'{value}' is not a crib model: {expert} or {uniform}")
            .format(value=text, expert=EXPERT, uniform=UNIFORM)
        )
    return model


def add_model_option(parser: argparse.ArgumentParser, help: str) -> None:
    """`--model expert|uniform` (`uniforme` taken too), None when not given."""
    parser.add_argument(
        "--model",
        type=crib_model,
        default=None,  # given: refused where it does not apply, rather than ignored
        metavar="{" + ",".join(CRIB_MODELS) + "}",
        help=help,
    )


def add_parser(subparsers: Subparsers) -> None:
    """Register the `ecart` (alias `discard`), `crib-tables` and `peg-tables` subcommands."""
    tr = cli_translator()
    parser = add_command(
        subparsers,
        "ecart",
        run,
        aliases=["discard"],
        help=tr._("rank the lay-aways of a deal: muggins ecart 5H 5D JC KS 2S 9D --dealer"),
        description=(
            tr._(
                "Rank every way to lay away cards to the crib: the kept hand's average over every "
                "starter, the crib's average (added for the dealer, subtracted for the pone), the "
                "total, the best and worst starters. With the expert model (2 players), the play "
                "too: what the four kept cards peg on average, net of the opponent's pegging, and "
                "the total with it. His heels are not counted."
            )
        ),
    )
    parser.add_argument(
        "cards", nargs="*", metavar=placeholders(tr)["CARD"], help=tr._("the dealt cards (6, or 5)")
    )
    parser.add_argument(
        "--dealer",
        action="store_true",
        help=tr._("you deal (with 4 players: your side deals): the crib is yours"),
    )
    parser.add_argument(
        "--pone", action="store_true", help=tr._("you are the pone: the crib is not")
    )
    add_model_option(
        parser,
        tr._(
            "the crib model: {expert} (tables of expert lay-aways, 2 players; the default, as "
            "in the chat) or {uniform} (the other crib cards drawn at random from the unseen "
            "cards; the default with 3 or 4 players)"
        ).format(expert=EXPERT, uniform=UNIFORM),
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=PLAYERS,
        default=2,
        help=tr._("2 (6 cards, lay away 2) or 3-4 (5 cards, lay away 1); default 2"),
    )
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help=tr._("print the analysis as JSON"))

    tables = add_command(
        subparsers,
        "crib-tables",
        run_tables,
        help=tr._("regenerate the expert crib tables (--write to update content/crib_tables.json)"),
        description=(
            tr._(
                "Regenerate the expert crib tables (a fixed point over numbered random deals) "
                "and compare them with the shipped file, or write them with --write."
            )
        ),
    )
    add_number_option(tables, "--samples", tr._("random 6-card deals"))
    add_number_option(
        tables, "--seed", tr._("number of the random deals (the same number, the same deals)")
    )
    add_number_option(tables, "--max-iterations", tr._("stop after this many iterations"))
    add_table_options(tables, CRIB_TABLES.path)

    pegs = add_command(
        subparsers,
        "peg-tables",
        run_peg_tables,
        help=tr._("regenerate the pegging tables (--write to update content/peg_tables.json)"),
        description=(
            tr._(
                "Measure the expected net pegging of every kept four, for the pone and the dealer "
                "(exact over every four the opponent could hold, the expert's lead), and compare "
                "the tables with the shipped file, or write them with --write."
            )
        ),
    )
    add_table_options(pegs, PEG_TABLES.path)


# -- Commands --------------------------------------------------------------------------------


def _card_problem(err: CardError, players: int, tr: Translator) -> str:
    """The card error, with a hint about --players when the count fits another game."""
    line = card_input.card_error(err, tr)
    if err.reason is CardErrorReason.WRONG_COUNT and players == 2 and err.got == CARDS_DEALT[3]:
        line += " " + tr._("With 3 or 4 players (5 cards), add --players 3 or --players 4.")
    elif err.reason is CardErrorReason.WRONG_COUNT and players != 2 and err.got == CARDS_DEALT[2]:
        line += " " + tr._("Six cards are a 2-player deal: leave out --players.")
    return line


CARD_CHARS: Final = 3
"""The longest card code (`10H`): a word this short after too few cards is a card mistyped
(`ZZ`), told as an unknown card."""


def _card_typo(words: str) -> bool:
    """Whether the words after the cards read are one token as short as a card (`ZZ`, `1OH`)."""
    return " " not in words.strip() and len(words.strip()) <= CARD_CHARS


def expert_tables(tr: Translator) -> tuple[CribTables, PegTables] | int:
    """The shipped expert crib and pegging tables; else exit code 1, after one line saying
    which cannot be read."""
    try:
        tables = shipped_crib_tables()
    except (OSError, ValueError) as exc:
        line = tr._("Cannot read the crib tables: {error}").format(error=str(exc))
        return fail(line, EXIT_FAILURE)
    try:
        return tables, shipped_peg_tables()
    except (OSError, ValueError) as exc:
        line = tr._("Cannot read the pegging tables: {error}").format(error=str(exc))
        return fail(line, EXIT_FAILURE)


def run(args: argparse.Namespace) -> int:
    """Print the ranking of the lay-aways in `args`; exit code 0, or 2 on bad input."""
    tr = command_translator(args.lang, "ecart")
    if isinstance(tr, int):
        return tr
    if not args.cards:  # `muggins ecart` alone: what to type, as `odds` and `verify` say it
        return fail(
            tr._(
                "Give the six cards dealt (five with --players 3 or 4) and say whether you deal; "
                "for example: muggins ecart 5H 5D JC KS 2S 9D --dealer"
            )
        )
    # « donneur », "pone" among the cards, as the chat's /ecart takes them: --dealer, --pone.
    asked = read_lookup(args.cards)
    dealer = args.dealer or asked.dealer is True or asked.both  # « donneur receveur »: both
    problem = role_problem(dealer, args.pone or asked.dealer is False or asked.both, tr)
    if problem is not None:
        return fail(problem)
    try:
        cards = card_input.read_cards(asked.cards, tr, count=CARDS_DEALT[args.players])
    except CardError as exc:
        dealt = CARDS_DEALT[args.players]
        after = words_after(asked.cards, tr.lang, sorted(set(CARDS_DEALT.values())))
        if after is not None and after[0] == dealt:  # `… 2P 9K donneur merci`
            return fail(ecart_view.words_after_line(*after, tr))
        if after is not None and not _card_typo(after[1]):  # `… DT 2C donneur merci`: 5, not 6
            count = CardError(CardErrorReason.WRONG_COUNT, expected=(dealt,), got=after[0])
            words = ecart_view.words_after_count_line(after[1], tr)
            return fail(_card_problem(count, args.players, tr) + " " + words)
        return fail(_card_problem(exc, args.players, tr))
    tables = pegging = None
    model = args.model or default_model(args.players)
    if model == EXPERT:
        if args.players != 2:
            return fail(tr._("The expert tables are for 2-player deals: leave out --model."))
        expert = expert_tables(tr)
        if isinstance(expert, int):
            return expert
        tables, pegging = expert
    options = analyse(
        cards,
        dealer=dealer,
        crib_model=model,
        players=args.players,
        tables=tables,
        pegging=pegging,
    )
    meta = None if tables is None else tables.meta
    if args.json:
        data = analysis_json(
            cards, options, tr, model=model, players=args.players, tables_meta=meta
        )
        print_json(data)
    else:
        text = analysis_text(
            cards, options, tr, model=model, players=args.players, tables_meta=meta
        )
        print(text)
    return EXIT_OK


def _regenerated_texts(tr: Translator) -> tuple[str, str, str]:
    """`regenerate`'s lines for the crib and pegging tables."""
    return (
        tr._("Wrote {path}."),
        tr._("The regenerated tables match {path}."),
        tr._("The regenerated tables differ from {path}."),
    )


def run_tables(args: argparse.Namespace) -> int:
    """Regenerate the expert tables; compare them with the file, or write it."""

    def make(tr: Translator, shipped: CribTables | None) -> CribTables | int:
        meta = shipped.meta if shipped is not None else {}
        samples = given_or(args.samples, meta.get("samples", DEFAULT_SAMPLES))
        seed = given_or(args.seed, meta.get("seed", DEFAULT_SEED))
        iterations = given_or(
            args.max_iterations, meta.get("max_iterations", DEFAULT_MAX_ITERATIONS)
        )
        if samples < 1 or iterations < 1:
            return fail(tr._("--samples and --max-iterations must be at least 1."))

        def progress(iteration: int, dealer: int, pone: int) -> None:
            line = tr._("iteration {i}: {dealer} dealer and {pone} pone lay-aways changed")
            text = line.format(i=iteration, dealer=tr.number(dealer), pone=tr.number(pone))
            print(text, file=sys.stderr, flush=True)  # « 12 345 », as the pegging tables

        return generate_tables(
            samples=samples, seed=seed, max_iterations=iterations, progress=progress
        )

    return regenerate(
        args,
        "crib-tables",
        CRIB_TABLES,
        lambda tr: tr._("Cannot read the crib tables in {path}: {error}"),
        make,
        _regenerated_texts,
    )


def run_peg_tables(args: argparse.Namespace) -> int:
    """Measure the pegging tables; compare them with the file, or write it."""

    def make(tr: Translator, shipped: PegTables | None) -> PegTables:
        def progress(done: int, total: int) -> None:
            line = tr._("{done} of {total} kept fours measured")
            text = line.format(done=tr.number(done), total=tr.number(total))
            print(text, file=sys.stderr, flush=True)

        return generate_peg_tables(progress)

    return regenerate(
        args,
        "peg-tables",
        PEG_TABLES,
        lambda tr: tr._("Cannot read the pegging tables in {path}: {error}"),
        make,
        _regenerated_texts,
    )
