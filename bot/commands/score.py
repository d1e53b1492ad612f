"""`muggins score`: the itemized show of a hand or crib, called aloud in French or English.

    muggins score 5H 5D 5C JS 5S [--crib] [--lang fr|en] [--json]

The first four cards are the hand (or crib), the fifth the starter. Cards are read in the
chosen language's notation (French: 5C = 5 of hearts, VP = jack of spades), or in the other
language's when the text has no reading in the chosen one. The language defaults to
$MUGGINS_DEFAULT_LANG when set (any French variant gives French), else English: the
command line is most often fed English codes, which French would read differently (5C).

Bad input prints one line on stderr, in the chosen language, and exits 2.
"""

from __future__ import annotations

import argparse
import html
import json
import os
import sys
import types
from typing import Any, NoReturn

from bot.engine.cards import Card, CardError
from bot.engine.show import Combo, Score, called_count, score_hand
from bot.i18n import LANGUAGES, I18n, I18nError, Translator, negotiate, render

DEFAULT_LANG_ENV = "MUGGINS_DEFAULT_LANG"
HAND_SIZE = 4
EXIT_USAGE = 2
EXIT_CATALOGS = 1


def default_lang() -> str:
    """$MUGGINS_DEFAULT_LANG negotiated to "fr" or "en"; "en" when unset."""
    return negotiate(os.environ.get(DEFAULT_LANG_ENV), default="en")


def add_parser(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Register the `score` subcommand."""
    parser = subparsers.add_parser(
        "score",
        help="score a hand or crib: muggins score 5H 5D 5C JS 5S",
        description=(
            "Score a hand (or crib) of four cards and the starter (the fifth card), "
            "and call the count aloud. Cards: rank (A 2-10 T J Q K) then suit (S H D C) "
            "or a suit symbol; with --lang fr: A 2-10 V D R then P C K T."
        ),
    )
    parser.add_argument("cards", nargs="*", metavar="CARD", help="four cards then the starter")
    parser.add_argument("--crib", action="store_true", help="score it as the dealer's crib")
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=default_lang(),
        help=f"language of the output and of the card letters (default: ${DEFAULT_LANG_ENV}, "
        "else en)",
    )
    parser.add_argument("--json", action="store_true", help="print the breakdown as JSON")
    parser.set_defaults(func=run)
    parser.error = types.MethodType(_one_line_error, parser)  # type: ignore[method-assign]
    return parser


def _one_line_error(parser: argparse.ArgumentParser, message: str) -> NoReturn:
    """Argument errors as one line (no usage block), like bad cards."""
    try:
        tr = I18n.load().translator(default_lang())
        line = tr._("Bad arguments: {message} (see muggins score --help)").format(message=message)
    except I18nError:
        line = f"Bad arguments: {message} (see muggins score --help)"
    parser.exit(EXIT_USAGE, f"{parser.prog}: {line}\n")


def combo_json(combo: Combo) -> dict[str, Any]:
    """A combination as plain JSON data (cards as canonical codes)."""
    return {
        "kind": combo.kind.value,
        "cards": [str(c) for c in combo.cards],
        "points": combo.points,
        "parts": [combo_json(p) for p in combo.parts],
    }


def score_json(
    hand: list[Card], starter: Card, score: Score, tr: Translator, *, crib: bool
) -> dict[str, Any]:
    """The whole lookup as JSON data: cards, combinations, calls and total."""
    return {
        "lang": tr.lang,
        "crib": crib,
        "hand": [str(c) for c in hand],
        "starter": str(starter),
        "total": score.total,
        "combos": [combo_json(c) for c in score.combos],
        "calls": [
            {"kind": c.kind.value, "points": c.points, "total": c.total, "number": c.number}
            for c in called_count(score)
        ],
        "called": render.called_count_text(score, tr),
    }


def score_text(hand: list[Card], starter: Card, score: Score, tr: Translator, *, crib: bool) -> str:
    """The lookup for people: the cards, the called count, the breakdown, the total."""
    label = tr._("Crib: {cards}") if crib else tr._("Hand: {cards}")
    lines = [
        label.format(cards=render.cards(hand, tr))
        + "   "
        + tr._("Starter: {card}").format(card=render.card(starter, tr)),
        render.called_count_text(score, tr),
        "",
        *("  " + line for line in render.breakdown_lines(score, tr)),
        tr._("Total: {points}").format(points=render.points(score.total, tr)),
    ]
    if not score.combos:
        del lines[2]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Print the score of the cards in `args`; exit code 0, or 2 on bad input."""
    try:
        tr = I18n.load().translator(args.lang)
    except I18nError as exc:
        print(f"muggins score: {exc}", file=sys.stderr)
        return EXIT_CATALOGS
    try:
        cards = render.read_cards(" ".join(args.cards), tr, count=HAND_SIZE + 1)
    except CardError as exc:
        # The message escapes the user's token for Telegram HTML; a terminal wants it raw.
        print(html.unescape(render.card_error(exc, tr)), file=sys.stderr)
        return EXIT_USAGE
    hand, starter = cards[:HAND_SIZE], cards[HAND_SIZE]
    score = score_hand(hand, starter, crib=args.crib)
    if args.json:
        data = score_json(hand, starter, score, tr, crib=args.crib)
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(score_text(hand, starter, score, tr, crib=args.crib))
    return 0
