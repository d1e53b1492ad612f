"""`muggins drill`: printable practice sheets, or the same questions as JSON.

    muggins drill hand|crib|peg|round|best|ecart|kings --count N [--seed S] [--lang fr|en] [--json]
                  [--model expert|uniform] [--dealer|--pone]

The sheets' French names are taken too (main, crib, jeu, tour, jouer, ecart, kings: the chat's
/main, /jeu, /peg tour, /peg jouer), and the help and the errors name the sheets in the
reader's language.

The seed is the sheet's number, printed on it: the same number gives the same sheet; without
`--seed` a new one is drawn (with `--json`, said on stderr). The answers follow a form feed, on a
page of their own. `--json` prints one JSON array of N items (cards as
`muggins score --json` writes them, rank then H/D/C/S):

- hand, crib: `{"kind": "hand"|"crib", "hand": [4 cards], "starter": card, "points": int}`
- peg: count items and round items, from simulated rounds:
  `{"kind": "peg-play", "pile": [...], "last_card": bool, "points": int}` (the pile since the
  last reset, the scored card last; `last_card` when it earns the go / last-card point,
  included in `points`) and `{"kind": "peg-round", "dealer": 0|1, "hands": [[4], [4]],
  "plays": [{"player": p, "card": c} | {"player": p, "go": true}, ...], "points": [p0, p1]}`.
- round: peg-round items only.
- best (the best card to lay, as `/peg play`): `{"kind": "peg-best", "hand": [...], "pile": [...],
  "mine": [bool], "earlier": [...], "starter": card, "opponent_cards": int, "dealer": bool,
  "go": bool, "best": [cards], "options": [{"card", "now", "reply", "net"}]}`, best first;
  `net` is `now - reply`, `round` the card's worth to the end of the round (the verdict's
  measure, as in /peg play), `best` every card with the best worth (empty: go).
- ecart: `{"kind": "ecart", "cards": [6], "dealer": bool, "model": "uniform"|"expert",
  "best": [2 cards], "options": [15 x {"discard": [2], "hand_ev", "crib_ev", "total_ev"}]}`,
  best first; `total_ev` is `hand_ev + crib_ev` for the dealer, `hand_ev - crib_ev` for the pone.
- kings (Kings Cribbage, moves to count, from games between bots): `{"kind": "kings", "grid":
  [[row, col, rank, colour], ...] (the tiles before the move), "move": [[row, col, rank,
  colour], ...] (the placed tiles, as placed: a turned 6 is a 9), "first": bool, "rack_emptied":
  bool, "points": int (bonuses included), "lines": [{"cells": [[row, col], ...], "points":
  int}]}`, rank 1 (ace) to 13 (king), colour "light" or "dark", rows and columns from 0.

`--dealer` / `--pone` fix the player's role (hands, whole rounds of play, lay-aways; `--dealer`
on the crib sheet too); without them it is drawn for each question. Given for the peg sheet
they are refused, pointing to the round sheet: its single cards score the same whoever deals,
and a role that only held for some questions would be ignored silently on the others; for the
kings or best sheet too (no role there). `--model` is the crib model of the ecart sheet
(refused on another sheet): by default the expert tables, as the chat's /ecart, `muggins
ecart` and inline mode value a lay-away.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache, partial
from typing import Final

from bot.commands.common import (
    EXIT_OK,
    Subparsers,
    add_command,
    add_lang_argument,
    add_number_option,
    cli_translator,
    command_translator,
    fail,
    placeholders,
    print_json,
    role_problem,
    typed_word,
)
from bot.commands.discard import add_model_option, expert_tables
from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.deals import Deal, deal_crib, deal_hand
from bot.drills.ecart import EXPERT, UNIFORM, Challenge, analyse
from bot.drills.ecart_args import read_lookup
from bot.drills.kings import deal_kings_counts
from bot.drills.peg import PegCountQuestion, deal_peg_count
from bot.drills.peg_best import analyse_play, deal_peg_play
from bot.drills.peg_round import PegRoundQuestion, deal_peg_round
from bot.engine.crib_tables import CribTables
from bot.engine.dealing import deal
from bot.engine.peg_tables import PegTables
from bot.i18n import LANGUAGES, Translator, translator_or_source
from bot.views import kings_sheet
from bot.views import peg_sheet as sheet

KINDS: Final = ("hand", "crib", "peg", "round", "best", "ecart", "kings")
"""hand and crib counts, pegging (single cards and rounds), whole rounds only, the best card to
lay, lay-aways, Kings Cribbage moves."""


def kind_words(tr: Translator) -> dict[str, str]:
    """The sheets' names as typed after `muggins drill`, in the reader's language (`{hand}`
    in a sentence: « main » in French)."""
    return {kind: sheet.sheet_word(kind, tr) for kind in KINDS}


@cache
def sheet_names() -> dict[str, str]:
    """Every sheet's name in every language (`typed_word`) and its sheet: `main` and `hand` are
    both the hands to count, whatever the language of the output; `discard` is the lay-away
    sheet too, as `muggins discard` is `muggins ecart`."""
    return {
        "discard": "ecart",
        **{
            typed_word(word): kind
            for lang in LANGUAGES
            for kind, word in kind_words(translator_or_source(lang)).items()
        },
    }


def sheet_kind(text: str) -> str:
    """An argparse `type`: the sheet named by `text` (in either language, a plural `s` or
    accents allowed); else an argument error naming the sheets in the reader's language."""
    word = typed_word(text)
    names = sheet_names()
    kind = names.get(word) or names.get(word.removesuffix("s"))
    if kind is None:
        tr = cli_translator()
        raise argparse.ArgumentTypeError(
            tr._(
                "'{value}' is not a sheet: {hand}, {crib}, {peg}, {round}, {best}, {ecart} "
                "or {kings}"
            ).format(value=text, **kind_words(tr))
        )
    return kind


SHEET_NUMBERS: Final = range(10_000, 100_000)
"""Without --seed a sheet number is drawn from these (five digits, easy to read out)."""
FORM_FEED: Final = "\f"
"""Before the answers: a printer starts them on a page of their own."""
MAX_ITEMS: Final = 100
ROUND_SHARE: Final = 1 / 3
"""The share of whole rounds among the pegging items (the rest are single cards)."""
ECART_CARDS: Final = 6


@dataclass(frozen=True, slots=True)
class Item:
    """One question of a sheet: its JSON item, its question lines and its answer lines."""

    data: dict[str, object]
    question: Callable[[Translator], list[str]]
    answer: Callable[[Translator], list[str]]
    note: Callable[[Translator], str] | None = None
    """A line the answers end with, once per sheet (how the lay-aways were valued)."""


def add_parser(subparsers: Subparsers) -> None:
    """Register the `drill` subcommand."""
    tr = cli_translator()
    parser = add_command(
        subparsers,
        "drill",
        run,
        help=tr._("print a practice sheet: {example}").format(
            example=f"muggins drill {sheet.sheet_word('hand', tr)} --count 10 --seed 1"
        ),
        description=(
            tr._(
                "Print a practice sheet (numbered questions, the answers at the end) of hands, "
                "cribs, pegging, lay-aways or Kings Cribbage moves. The same number gives the same "
                "sheet."
            )
        ),
        missing=lambda tr: tr._(
            "Say which sheet to print: {hand}, {crib}, {peg}, {round}, {best}, {ecart} or "
            "{kings}; for example: {example}"
        ).format(example=f"muggins drill {sheet.sheet_word('hand', tr)}", **kind_words(tr)),
    )
    parser.add_argument(
        "kind",
        type=sheet_kind,
        metavar=placeholders(tr)["SHEET"],
        help=tr._(
            "the sheet: {hand} (hands to count), {crib} (cribs to count), {peg} (the play), "
            "{round} (whole rounds of play), {best} (the best card to lay), {ecart} (the "
            "lay-away) or {kings} (Kings Cribbage)"
        ).format(**kind_words(tr)),
    )
    add_number_option(
        parser, "--count", tr._("questions (1 to {max})").format(max=MAX_ITEMS), default=10
    )
    add_number_option(
        parser,
        "--seed",
        tr._(
            "the sheet number printed on a sheet, 0 or more: the same number gives the same "
            "sheet (without it a new number is drawn)"
        ),
    )
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help=tr._("print the items as a JSON array"))
    add_model_option(  # given: refused on another sheet, rather than ignored
        parser,
        tr._(
            "{ecart}: the crib model ({expert}: tables of expert lay-aways, the default, as in "
            "the chat; {uniform}: the other crib cards drawn at random)"
        ).format(expert=EXPERT, uniform=UNIFORM, **kind_words(tr)),
    )
    # `muggins drill ecart donneur`, `… main 5`: a role and a number of questions in words, as
    # `muggins ecart … donneur` takes the role (it was « arguments inconnus : donneur »).
    parser.add_argument(
        "words",
        nargs="*",
        action=SheetWords,
        default=None,
        metavar=placeholders(tr)["ROLE"],
        help=argparse.SUPPRESS,
    )
    role = parser.add_mutually_exclusive_group()
    role.add_argument(
        "--dealer",
        action="store_true",
        help=tr._("you are the dealer, on the {hand}, {crib}, {round} and {ecart} sheets").format(
            **kind_words(tr)
        ),
    )
    role.add_argument(
        "--pone",
        action="store_true",
        help=tr._("you are the pone, on the {hand}, {round} and {ecart} sheets").format(
            **kind_words(tr)
        ),
    )


class SheetWords(argparse.Action):
    """The words after the sheet's name: a role, read as `muggins ecart` reads it among the
    cards (« donneur », « je donne pas », "pone": `words_dealer`), and a number, the
    questions (`--count`); any other word is an argument error naming it."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        words = [str(value) for value in values or ()]
        numbers = [word for word in words if word.isdecimal()]
        asked = read_lookup([word for word in words if not word.isdecimal()])
        unread = asked.cards.split()[:1] + numbers[1:]
        if unread:
            line = cli_translator()._(
                '"{word}" is neither a role (dealer, pone) nor a number of questions'
            )
            raise argparse.ArgumentError(self, line.format(word=unread[0]))
        if numbers:
            namespace.count = int(numbers[0])
        namespace.words_dealer = None if asked.dealer is None else asked.dealer
        namespace.words_both = asked.both
        role = [word for word in words if not word.isdecimal()]
        namespace.words_role = " ".join(role) if asked.dealer is not None else None


# -- Items -----------------------------------------------------------------------------------


def _role(rng: random.Random, dealer: bool | None) -> bool:
    """The player's role: fixed by the options, else drawn."""
    return rng.random() < 0.5 if dealer is None else dealer


def show_item(kind: str, rng: random.Random, dealer: bool | None) -> Item:
    """A hand or a crib to count."""
    dealt: Deal = deal_crib(rng) if kind == "crib" else deal_hand(rng)
    if kind == "hand" and dealer is not None:
        dealt = replace(dealt, player_is_dealer=dealer)
    data = {
        "kind": kind,
        "hand": [str(c) for c in dealt.hand],
        "starter": str(dealt.starter),
        "points": dealt.score().total,
    }
    return Item(
        data, lambda tr: sheet.show_question(dealt, tr), lambda tr: sheet.show_answer(dealt, tr)
    )


def round_item(rng: random.Random, dealer: bool | None) -> Item:
    """A whole round of play: both players' points to find."""
    round_ = deal_peg_round(rng)
    if dealer is not None:
        round_ = replace(round_, player=round_.dealer if dealer else 1 - round_.dealer)
    rq: PegRoundQuestion = round_
    return Item(
        rq.worksheet(),
        lambda tr: sheet.peg_round_question(rq, tr),
        lambda tr: sheet.peg_round_answer(rq, tr),
    )


def best_item(rng: random.Random) -> Item:
    """A position in mid-round: which card to lay (or go), as `/peg play` asks it."""
    position = deal_peg_play(rng)
    options = analyse_play(position)
    best = [o for o in options if o.round_net == options[0].round_net] if options else []
    data = {
        "kind": "peg-best",
        **position.to_dict(),
        "go": position.is_go,
        "best": [str(o.card) for o in best],
        "options": [
            {
                "card": str(o.card),
                "now": o.points,
                "reply": float(o.reply),
                "net": float(o.net),
                "round": float(o.round_net),
            }
            for o in options
        ],
    }
    return Item(
        data,
        lambda tr: sheet.peg_play_question(position, tr),
        lambda tr: sheet.peg_play_answer(position, options, tr),
        sheet.peg_play_note,
    )


def peg_item(rng: random.Random) -> Item:
    """A single card to score, or (one time in three) a whole round, the role drawn (`run`
    refuses --dealer and --pone here: a single card has no role)."""
    if rng.random() < ROUND_SHARE:
        return round_item(rng, None)
    count: PegCountQuestion = deal_peg_count(rng)
    return Item(
        count.worksheet(),
        lambda tr: sheet.peg_count_question(count, tr),
        lambda tr: sheet.peg_count_answer(count, tr),
    )


def ecart_item(
    rng: random.Random,
    dealer: bool | None,
    model: str,
    tables: CribTables | None,
    pegging: PegTables | None = None,
) -> Item:
    """Six cards to lay away from, analysed under the chat's crib model (or the one asked);
    with `pegging` tables, the answer also gives each lay-away's play and what decides."""
    cards = deal(rng, ECART_CARDS)
    deals = _role(rng, dealer)
    options = analyse(Challenge(tuple(cards), deals), model=model, tables=tables, pegging=pegging)
    data = {
        "kind": "ecart",
        "cards": [str(c) for c in cards],
        "dealer": deals,
        "model": model,
        "best": [str(c) for c in options[0].discard],
        "options": [
            {
                "discard": [str(c) for c in o.discard],
                "hand_ev": o.hand_ev,
                "crib_ev": o.crib_ev,
                "total_ev": o.total_ev,
            }
            for o in options
        ],
    }
    return Item(
        data,
        lambda tr: sheet.ecart_question(cards, deals, tr),
        lambda tr: sheet.ecart_answer(options, tr),
        lambda tr: (sheet.ecart_note if pegging is None else sheet.ecart_note_with_play)(
            model, None if tables is None else tables.meta, tr
        ),
    )


def kings_items(rng: random.Random, count: int) -> list[Item]:
    """Kings Cribbage moves to count, from games between bots."""
    return [
        Item(
            move.worksheet(),
            partial(kings_sheet.kings_question, move),
            partial(kings_sheet.kings_answer, move),
        )
        for move in deal_kings_counts(rng, count)
    ]


def make_items(
    kind: str,
    count: int,
    seed: int,
    *,
    dealer: bool | None = None,
    model: str = EXPERT,
    tables: CribTables | None = None,
    pegging: PegTables | None = None,
) -> list[Item]:
    """The sheet's questions: the same arguments always give the same items (the ecart
    sheet with the expert model shows the play too, from the shipped pegging tables unless
    `pegging` is given)."""
    rng = random.Random(seed)
    if kind in ("hand", "crib"):
        return [show_item(kind, rng, dealer) for _ in range(count)]
    if kind == "peg":
        if dealer is not None:
            raise ValueError("the peg sheet's single cards have no role: ask for rounds")
        return [peg_item(rng) for _ in range(count)]
    if kind == "round":
        return [round_item(rng, dealer) for _ in range(count)]
    if kind == "best":
        return [best_item(rng) for _ in range(count)]
    if kind == "kings":
        return kings_items(rng, count)
    if model == EXPERT and tables is None:
        tables = shipped_crib_tables()
    if model == EXPERT and pegging is None:
        pegging = shipped_peg_tables()
    return [ecart_item(rng, dealer, model, tables, pegging) for _ in range(count)]


def draw_sheet_number(rng: random.Random | None = None) -> int:
    """A new sheet number (a seed): a different sheet every week unless one is asked for."""
    return (rng or random.SystemRandom()).choice(SHEET_NUMBERS)


def sheet_text(kind: str, items: list[Item], seed: int, tr: Translator) -> str:
    """The printable sheet: the questions, then (after a form feed, on a page of their own)
    the sheet's number again and the answers."""
    lines = [sheet.sheet_title(kind, len(items), seed, tr), ""]
    for number, item in enumerate(items, 1):
        lines += [*sheet.numbered(number, item.question(tr)), ""]
    lines += [FORM_FEED + sheet.answers_title(seed, tr), ""]
    for number, item in enumerate(items, 1):
        lines += sheet.numbered(number, item.answer(tr))
    notes = list(dict.fromkeys(item.note(tr) for item in items if item.note is not None))
    if notes:
        lines += ["", *notes]
    return "\n".join(lines)


# -- The command -----------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    """Print the sheet (or its JSON); exit code 0, 2 on bad arguments."""
    tr = command_translator(args.lang, "drill")
    if isinstance(tr, int):
        return tr
    if not 1 <= args.count <= MAX_ITEMS:
        return fail(tr._("--count must be between 1 and {max}.").format(max=tr.number(MAX_ITEMS)))
    if args.seed is not None and args.seed < 0:  # -5 would deal the sheet of 5
        return fail(tr._("--seed is the number printed on a sheet: 0 or more."))
    said = getattr(args, "words_dealer", None)  # « donneur », « je donne pas »
    both = (said is True and args.pone) or (said is False and args.dealer)
    if both or getattr(args, "words_both", False):
        return fail(role_problem(True, True, tr) or "")
    # « receveur » typed is named back as typed: « retirez --pone » named an option not typed
    typed = None if args.dealer or args.pone else getattr(args, "words_role", None)
    words = typed
    args.dealer, args.pone = args.dealer or said is True, args.pone or said is False
    dealer = True if args.dealer else False if args.pone else None
    if args.model is not None and args.kind != "ecart":
        return fail(
            tr._(
                "--model is the crib model of the lay-away sheet ({ecart}): leave it out for "
                "this sheet."
            ).format(**kind_words(tr))
        )
    if args.kind == "kings" and words is not None:
        return fail(
            tr._(
                'Kings Cribbage has no dealer nor pone: leave out "{words}" for the {kings} sheet.'
            ).format(words=words, **kind_words(tr))
        )
    if args.kind == "kings" and dealer is not None:
        return fail(
            tr._(
                "Kings Cribbage has no dealer nor pone: leave out --dealer and --pone for the "
                "{kings} sheet."
            ).format(**kind_words(tr))
        )
    if args.kind == "peg" and dealer is not None:
        example = " ".join(
            (
                "muggins drill",
                sheet.sheet_word("round", tr),
                typed or ("--dealer" if dealer else "--pone"),
            )
        )
        if words is not None:
            return fail(
                tr._(
                    'A card of the play scores the same whoever deals: leave out "{words}" for '
                    "the {peg} sheet, or ask for whole rounds of play: {example}"
                ).format(words=words, example=example, **kind_words(tr))
            )
        return fail(
            tr._(
                "A card of the play scores the same whoever deals: leave out --dealer and "
                "--pone for the {peg} sheet, or ask for whole rounds of play: {example}"
            ).format(**kind_words(tr), example=example)
        )
    model = args.model or EXPERT
    if args.kind == "crib" and args.pone and words is not None:
        crib = tr._('A crib is always the dealer\'s: leave out "{words}".')
        return fail(crib.format(words=words))
    if args.kind == "crib" and args.pone:
        return fail(tr._("A crib is always the dealer's: leave out --pone."))
    tables = pegging = None
    if args.kind == "ecart" and model == EXPERT:
        expert = expert_tables(tr)
        if isinstance(expert, int):
            return expert
        tables, pegging = expert
    if args.kind == "best" and words is not None:
        return fail(
            tr._(
                'The best card sheet draws each position from a round: leave out "{words}".'
            ).format(words=words)
        )
    if args.kind == "best" and (args.dealer or args.pone):
        return fail(
            tr._(
                "The best card sheet draws each position from a round: "
                "leave out --dealer and --pone."
            )
        )
    seed = args.seed if args.seed is not None else draw_sheet_number()
    items = make_items(
        args.kind,
        args.count,
        seed,
        dealer=dealer,
        model=model,
        tables=tables,
        pegging=pegging,
    )
    if args.json:
        if args.seed is None:
            print(sheet.sheet_number_note(seed, tr), file=sys.stderr)
        print_json([item.data for item in items])
    else:
        print(sheet_text(args.kind, items, seed, tr))
    return EXIT_OK
