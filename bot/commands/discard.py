"""`muggins ecart` (alias `discard`): which cards to lay away, ranked; `muggins crib-tables`.

    muggins ecart 5H 5D JC KS 2S 9D --dealer|--pone [--model uniform|expert]
                  [--players 2|3|4] [--lang fr|en] [--json]
    muggins crib-tables [--write] [--samples N] [--seed N] [--max-iterations N] [--output PATH]

`ecart` prints every lay-away, best first: the cards laid away and kept, the kept hand's
average over every unseen starter, the crib's average (added for the dealer, subtracted for
the pone), the total, and the best and worst starters. His heels and pegging are not counted.
Six cards for 2 players; five with `--players 3` or `4`. Cards are read in the chosen
language's notation, or the other one's when only it reads the text (see `render.read_cards`).
The language defaults to $MUGGINS_DEFAULT_LANG when set, else English.

`crib-tables` regenerates the expert crib tables (about a minute or two on one core) and says
whether they match `content/crib_tables.json`; `--write` writes them there.

Bad input prints one line on stderr, in the chosen language, and exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.commands.common import (
    EXIT_FAILURE,
    EXIT_OK,
    add_lang_argument,
    default_lang,
    fail,
    one_line_errors,
)
from bot.content_tables import (
    CRIB_TABLES_PATH,
    read_crib_tables,
    shipped_crib_tables,
    write_crib_tables,
)
from bot.engine.cards import SUIT_SYMBOLS, Card, CardError, CardErrorReason
from bot.engine.crib_tables import (
    DEFAULT_MAX_ITERATIONS,
    DEFAULT_SAMPLES,
    DEFAULT_SEED,
    CribTables,
    generate_tables,
    tables_to_json,
)
from bot.engine.discard import CARDS_DEALT, CRIB_MODELS, EXCLUDED, PLAYERS, DiscardOption
from bot.engine.discard import analyse_discards as analyse
from bot.i18n import LANGUAGES, I18n, I18nError, Translator, render

CUTS_SHOWN = 4


def add_parser(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> None:
    """Register the `ecart` (alias `discard`) and `crib-tables` subcommands."""
    parser = subparsers.add_parser(
        "ecart",
        aliases=["discard"],
        help="rank the lay-aways of a deal: muggins ecart 5H 5D JC KS 2S 9D --dealer",
        description=(
            "Rank every way to lay away cards to the crib: the kept hand's average over every "
            "starter, the crib's average (added for the dealer, subtracted for the pone), the "
            "total, the best and worst starters. His heels and pegging are not counted."
        ),
    )
    parser.add_argument("cards", nargs="*", metavar="CARD", help="the dealt cards (6, or 5)")
    parser.add_argument(
        "--dealer",
        action="store_true",
        help="you deal (with 4 players: your side deals): the crib is yours",
    )
    parser.add_argument("--pone", action="store_true", help="you are the pone: the crib is not")
    parser.add_argument(
        "--model",
        choices=CRIB_MODELS,
        default="uniform",
        help="uniform: the other crib cards are any unseen cards (exact); expert: tables of "
        "expert lay-aways (2 players)",
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=PLAYERS,
        default=2,
        help="2 (6 cards, lay away 2) or 3-4 (5 cards, lay away 1); default 2",
    )
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help="print the analysis as JSON")
    parser.set_defaults(func=run)
    one_line_errors(parser, "ecart")

    tables = subparsers.add_parser(
        "crib-tables",
        help="regenerate the expert crib tables (--write to update content/crib_tables.json)",
        description=(
            "Regenerate the expert crib tables (Hessel/Colvert fixed point over seeded random "
            "deals) and compare them with the shipped file, or write them with --write."
        ),
    )
    tables.add_argument("--samples", type=int, default=None, help="random 6-card deals")
    tables.add_argument("--seed", type=int, default=None, help="seed of the random deals")
    tables.add_argument(
        "--max-iterations", type=int, default=None, help="stop after this many iterations"
    )
    tables.add_argument("--write", action="store_true", help="write the tables to the file")
    tables.add_argument(
        "--output", type=Path, default=CRIB_TABLES_PATH, help="the tables file (JSON)"
    )
    tables.add_argument("--lang", choices=LANGUAGES, default=default_lang())
    tables.set_defaults(func=run_tables)
    one_line_errors(tables, "crib-tables")


# -- Text ------------------------------------------------------------------------------------


def starters_text(option: DiscardOption, points: int, tr: Translator) -> str:
    """The starters giving `points`, by rank: "5" for every unseen 5, "5♠♥" for some of them."""
    unseen = Counter(c.rank for c, _ in option.hand_by_starter)
    chosen: dict[int, list[Card]] = {}
    for c in option.starters_scoring(points):
        chosen.setdefault(c.rank, []).append(c)
    items = [
        render.rank_text(rank, tr)
        + ("" if len(cs) == unseen[rank] else "".join(SUIT_SYMBOLS[c.suit] for c in cs))
        for rank, cs in sorted(chosen.items())
    ]
    if len(items) > CUTS_SHOWN:
        items = [*items[:CUTS_SHOWN], "…"]
    return " ".join(items)


def cut_text(option: DiscardOption, points: int, tr: Translator) -> str:
    """ "29 (5♠)": points and the starters giving them."""
    return tr._("{points} ({starters})").format(
        points=tr.number(points), starters=starters_text(option, points, tr)
    )


def signed(x: float, tr: Translator) -> str:
    """A decimal with its sign, "+5.30" or "-4.12"."""
    text = tr.decimal(abs(x))
    return ("-" if x < 0 else "+") + text


def table_rows(options: Sequence[DiscardOption], tr: Translator) -> list[list[str]]:
    """The ranking as table cells, with a header row."""
    header = [
        tr._("#"),
        tr._("Lay away"),
        tr._("Keep"),
        tr._("Hand"),
        tr._("Crib"),
        tr._("Total"),
        tr._("Best cut"),
        tr._("Worst cut"),
    ]
    rows = [header]
    for i, o in enumerate(options, start=1):
        crib = o.crib_ev if o.dealer else -o.crib_ev
        rows.append(
            [
                tr.number(i),
                render.cards(o.discard, tr),
                render.cards(o.keep, tr),
                tr.decimal(o.hand_ev),
                signed(crib, tr),
                tr.decimal(o.total_ev),
                cut_text(o, o.hand_max, tr),
                cut_text(o, o.hand_min, tr),
            ]
        )
    return rows


_RIGHT_ALIGNED = frozenset({0, 3, 4, 5})


def format_table(rows: Sequence[Sequence[str]]) -> list[str]:
    """Aligned columns: numbers to the right, cards and cuts to the left."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(w) if i in _RIGHT_ALIGNED else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return lines


def role_text(*, dealer: bool, tr: Translator) -> str:
    """Whose crib it is and how it counts."""
    if dealer:
        return tr._("You deal: the crib is yours (total = hand + crib).")
    return tr._("You are the pone: the crib is the dealer's (total = hand - crib).")


def model_text(model: str, players: int, tables: CribTables | None, tr: Translator) -> str:
    """How the crib is valued."""
    if model == "expert" and tables is not None:
        samples = int(tables.meta.get("samples", 0))
        return tr._(
            "Crib: expert tables by laid-away ranks (Hessel and Colvert's method, "
            "{samples} random deals)."
        ).format(samples=tr.number(samples))
    if players == 3:
        return tr._(
            "Crib: the other lay-aways and the card from the deck are any unseen cards, "
            "all equally likely (exact)."
        )
    return tr._("Crib: the other lay-aways are any unseen cards, all equally likely (exact).")


def analysis_text(
    cards: Sequence[Card],
    options: Sequence[DiscardOption],
    tr: Translator,
    *,
    model: str,
    players: int,
    tables: CribTables | None = None,
) -> str:
    """The whole lookup for people: the deal, the ranking table and what it assumes."""
    dealer = options[0].dealer
    starters = len(options[0].hand_by_starter)
    lines = [
        tr._("Lay-away analysis: {cards}").format(cards=render.cards(cards, tr)),
        role_text(dealer=dealer, tr=tr),
        "",
        *format_table(table_rows(options, tr)),
        "",
        tr.ngettext(
            "Averages over the {n} unseen starter.",
            "Averages over the {n} unseen starters.",
            starters,
        ).format(n=tr.number(starters)),
        model_text(model, players, tables, tr),
        tr._("His heels and pegging are not counted."),
    ]
    return "\n".join(lines)


def option_json(option: DiscardOption) -> dict[str, Any]:
    """One lay-away as plain JSON data (cards as canonical codes)."""
    exact = option.crib_exact
    return {
        "discard": [str(c) for c in option.discard],
        "keep": [str(c) for c in option.keep],
        "hand_ev": option.hand_ev,
        "hand_ev_exact": str(option.hand_exact),
        "hand_min": option.hand_min,
        "hand_max": option.hand_max,
        "crib_ev": option.crib_ev,
        "crib_ev_exact": None if exact is None else str(exact),
        "total_ev": option.total_ev,
        "best_cuts": [str(c) for c in option.best_starters],
        "worst_cuts": [str(c) for c in option.worst_starters],
        "hand_by_starter": {str(c): p for c, p in option.hand_by_starter},
    }


def analysis_json(
    cards: Sequence[Card],
    options: Sequence[DiscardOption],
    tr: Translator,
    *,
    model: str,
    players: int,
    tables: CribTables | None = None,
) -> dict[str, Any]:
    """The whole lookup as JSON data."""
    return {
        "lang": tr.lang,
        "cards": [str(c) for c in cards],
        "role": "dealer" if options[0].dealer else "pone",
        "players": players,
        "model": model,
        "tables": None if tables is None else dict(tables.meta),
        "excluded": list(EXCLUDED),
        "note": tr._("His heels and pegging are not counted."),
        "options": [option_json(o) for o in options],
    }


# -- Commands --------------------------------------------------------------------------------


def _card_problem(err: CardError, players: int, tr: Translator) -> str:
    """The card error, with a hint about --players when the count fits another game."""
    line = render.card_error(err, tr)
    if err.reason is CardErrorReason.WRONG_COUNT and players == 2 and err.got == CARDS_DEALT[3]:
        line += " " + tr._("With 3 or 4 players (5 cards), add --players 3 or --players 4.")
    elif err.reason is CardErrorReason.WRONG_COUNT and players != 2 and err.got == CARDS_DEALT[2]:
        line += " " + tr._("Six cards are a 2-player deal: leave out --players.")
    return line


def run(args: argparse.Namespace) -> int:
    """Print the ranking of the lay-aways in `args`; exit code 0, or 2 on bad input."""
    try:
        tr = I18n.load().translator(args.lang)
    except I18nError as exc:
        return fail(f"muggins ecart: {exc}", EXIT_FAILURE)
    if args.dealer == args.pone:
        if args.dealer:
            return fail(tr._("Choose one role: --dealer or --pone, not both."))
        return fail(tr._("Say whether you deal (--dealer) or not (--pone)."))
    try:
        cards = render.read_cards(" ".join(args.cards), tr, count=CARDS_DEALT[args.players])
    except CardError as exc:
        return fail(_card_problem(exc, args.players, tr))
    tables = None
    if args.model == "expert":
        if args.players != 2:
            return fail(tr._("The expert tables are for 2-player deals: use --model uniform."))
        try:
            tables = shipped_crib_tables()
        except (OSError, ValueError) as exc:
            line = tr._("Cannot read the crib tables: {error}").format(error=str(exc))
            return fail(line, EXIT_FAILURE)
    options = analyse(
        cards, dealer=args.dealer, crib_model=args.model, players=args.players, tables=tables
    )
    if args.json:
        data = analysis_json(
            cards, options, tr, model=args.model, players=args.players, tables=tables
        )
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        text = analysis_text(
            cards, options, tr, model=args.model, players=args.players, tables=tables
        )
        print(text)
    return EXIT_OK


def run_tables(args: argparse.Namespace) -> int:
    """Regenerate the expert tables; compare them with the file, or write it."""
    try:
        tr = I18n.load().translator(args.lang)
    except I18nError as exc:
        return fail(f"muggins crib-tables: {exc}", EXIT_FAILURE)
    shipped = None
    try:
        shipped = read_crib_tables(args.output)
    except (OSError, ValueError) as exc:
        if not args.write:
            line = tr._("Cannot read the crib tables: {error}").format(error=str(exc))
            return fail(line, EXIT_FAILURE)
    meta = shipped.meta if shipped is not None else {}
    samples = args.samples or int(meta.get("samples", DEFAULT_SAMPLES))
    seed = args.seed if args.seed is not None else int(meta.get("seed", DEFAULT_SEED))
    iterations = args.max_iterations or int(meta.get("max_iterations", DEFAULT_MAX_ITERATIONS))
    if samples < 1 or iterations < 1:
        return fail(tr._("--samples and --max-iterations must be at least 1."))

    def progress(iteration: int, dealer: int, pone: int) -> None:
        line = tr._("iteration {i}: {dealer} dealer and {pone} pone lay-aways changed")
        print(line.format(i=iteration, dealer=dealer, pone=pone), file=sys.stderr, flush=True)

    tables = generate_tables(
        samples=samples, seed=seed, max_iterations=iterations, progress=progress
    )
    if args.write:
        write_crib_tables(tables, args.output)
        print(tr._("Wrote {path}.").format(path=args.output))
        return EXIT_OK
    if shipped is not None and tables_to_json(tables) == tables_to_json(shipped):
        print(tr._("The regenerated tables match {path}.").format(path=args.output))
        return EXIT_OK
    print(tr._("The regenerated tables differ from {path}.").format(path=args.output))
    return EXIT_FAILURE
