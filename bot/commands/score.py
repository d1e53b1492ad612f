"""`muggins score`: the itemized show of a hand or crib, called aloud in French or English.

    muggins score 5H 5D 5C JS 5S [--crib] [--lang fr|en] [--json]
    muggins score 8H 7D 7C 6S 2S --claim "fifteen 8, a pair, two runs of three" [--json]
    muggins score crib 5H 5D 5C JS 5S = fifteen 16   # as the chat's /score: --crib, --claim
                                                     # (two different counts: refused)

With `--claim`, the referee of a club table: the call is read the way players say it
(`bot.drills.answers`) and judged under the laws (`bot.engine.laws`): exact, short (muggins
for the missed points) or over (the excess to the opponent); a call that cannot be read is
`unreadable` and grades nothing. The exit code is 0 whenever the cards are valid.
Cards may also be written in words: "5 de cœur", "five of hearts", "valet de pique".

The first four cards are the hand (or crib), the fifth the starter. Cards are read in the
chosen language's notation (French: 5C = 5 of hearts, VP = jack of spades), or in the other
language's when the text has no reading in the chosen one. The language is every
subcommand's (`bot.commands.common.default_lang`): $MUGGINS_DEFAULT_LANG when set (any
French variant gives French), else the terminal's, else French, the bot's; English codes
that French reads differently (5C: the 5 of hearts) need `--lang en` then, and the first line
shows the cards as read.

Bad input prints one line on stderr, in the chosen language, and exits 2; a count given with
no cards (`muggins score = 29`) prints how to type the cards, as the chat's /score does.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from bot.commands.common import (
    Subparsers,
    add_command,
    add_lang_argument,
    cli_translator,
    command_translator,
    fail,
    not_an_option,
    placeholders,
    print_json,
    take_words_after_options,
)
from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import Judgement, judge
from bot.engine.card_parsing import CardError, CardErrorReason
from bot.engine.cards import Card
from bot.engine.show import HAND_SIZE, Combo, Score, called_count, score_hand
from bot.i18n import Translator, card_input, render
from bot.views import commands as commands_view
from bot.views import referee as referee_view
from bot.views.markup import esc
from bot.views.score_args import (
    call_goes_on,
    call_without_cards,
    count_after_cards,
    count_after_wrong_cards,
    read_score_args,
    words_after_cards,
)
from bot.views.show import crib_flush_trap, flush_rule


def add_parser(subparsers: Subparsers) -> argparse.ArgumentParser:
    """Register the `score` subcommand."""
    tr = cli_translator()
    parser = add_command(
        subparsers,
        "score",
        run,
        help=tr._("score a hand or crib: muggins score 5H 5D 5C JS 5S"),
        description=(
            tr._(
                "Score a hand (or crib) of four cards and the starter (the fifth card), "
                "and call the count aloud. Cards: rank (A 2-10 T J Q K) then suit (S H D C) "
                "or a suit symbol; with --lang fr: A 2-10 V D R then P C K T."
            )
        ),
    )
    parser.add_argument(
        "cards",
        nargs="*",
        metavar=placeholders(tr)["CARD"],
        help=tr._("four cards then the starter"),
    )
    parser.add_argument("--crib", action="store_true", help=tr._("score it as the dealer's crib"))
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help=tr._("print the breakdown as JSON"))
    parser.add_argument(
        "--claim",
        metavar=placeholders(tr)["CALL"],
        help=tr._('judge a called count: --claim "fifteen 2, fifteen 4 and a pair is 6"'),
    )
    _take_words_after_claim(parser)
    return parser


def _take_words_after_claim(parser: argparse.ArgumentParser) -> None:
    """The words typed after an option's value, that argparse left « arguments inconnus »:
    the call's when they go on with it (`call_goes_on`: « --claim quinze 2 quinze 4 », the
    call not in quotes), else the cards' words, as /score reads them (« --claim 28 = 29 »: a
    second count, refused; « VP --claim 28 5P »: the starter). Options it does not know stay
    unknown."""

    def take(parsed: argparse.Namespace, words: list[str]) -> None:
        if parsed.claim is not None and call_goes_on(words):
            parsed.claim = " ".join([parsed.claim, *words])
        else:
            parsed.cards = [*(parsed.cards or []), *words]

    take_words_after_options(parser, take, lambda w: not_an_option(w) or w[1:2] == ">")


def combo_json(combo: Combo) -> dict[str, object]:
    """A combination as plain JSON data (cards as canonical codes)."""
    return {
        "kind": combo.kind.value,
        "cards": [str(c) for c in combo.cards],
        "points": combo.points,
        "parts": [combo_json(p) for p in combo.parts],
    }


def score_json(
    hand: list[Card], starter: Card, score: Score, tr: Translator, *, crib: bool
) -> dict[str, object]:
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


def cards_line(hand: list[Card], starter: Card, tr: Translator, *, crib: bool) -> str:
    """The lookup's first line, and the referee's: the hand (or crib), then the starter."""
    label = tr._("Crib: {cards}") if crib else tr._("Hand: {cards}")
    return (
        label.format(cards=render.cards(hand, tr))
        + "   "
        + tr._("Starter: {card}").format(card=render.card(starter, tr))
    )


def score_text(hand: list[Card], starter: Card, score: Score, tr: Translator, *, crib: bool) -> str:
    """The lookup for people: the cards, the called count, the breakdown, the total."""
    lines = [
        cards_line(hand, starter, tr, crib=crib),
        render.called_count_text(score, tr),
        "",
        *("  " + line for line in render.breakdown_lines(score, tr)),
        tr._("Total: {points}").format(points=render.points(score.total, tr)),
    ]
    if not score.combos:
        del lines[2]
    return "\n".join(lines + notes(hand, starter, tr, crib=crib))


def notes(hand: list[Card], starter: Card, tr: Translator, *, crib: bool) -> list[str]:
    """What the chat's /score says under the total: his heels outside the count, a crib's
    four of a suit that the starter's suit does not join."""
    deal = Deal(DrillKind.CRIB if crib else DrillKind.HAND, tuple(hand), starter, True)
    said = []
    if deal.heels() is not None:
        said.append(
            tr._("The starter is a jack: 2 for his heels go to the dealer, outside this count.")
        )
    if crib_flush_trap(deal):
        said.append(flush_rule(tr, crib=True))
    return said


def claim_json(
    judgement: Judgement, tr: Translator, dealt: Sequence[Card] = (), *, claim: bool = False
) -> dict[str, object]:
    """The keys `--claim` adds to the JSON object: the claim, the verdict and what it pegs;
    `dealt`, the cards judged (cards typed as the call are told as such); `claim`: the call
    was typed after --claim (written again there, not after « = »)."""
    answer = judgement.answer
    error = judgement.error
    read = [] if answer is None else answer.calls
    return {
        "claimed": judgement.claimed,
        "verdict": judgement.verdict.value,
        "muggins": judgement.muggins,
        "excess": judgement.excess,
        "read": [{"kind": c.kind.value, "points": c.points} for c in read],
        "missed": [combo_json(c) for c in judgement.missed],
        "error": None
        if error is None
        else referee_view.call_error_text(error, tr, dealt, claim=claim),
    }


def how_to_give(tr: Translator) -> str:
    """What to type: four cards then the starter, with an example in the reader's notation."""
    return tr._(
        "Give the four cards, then the starter (the fifth card); for example: "
        "muggins score 5H 5D 5C JS 5S"
    )


def _call_command(call: str, tr: Translator) -> str:
    """`muggins score` calling `call` on the 29 hand, in the reader's notation."""
    return commands_view.score_call_command(call, tr, command="muggins score")


def notation(call: str, tr: Translator) -> list[str]:
    """How to type the cards (HTML lines): the notation, then an example calling `call`."""
    lines = [esc(line) for line in card_input.notation_help(tr).split("\n")]
    return [*lines, commands_view.score_call_example(esc(_call_command(call, tr)), tr)]


def run(args: argparse.Namespace) -> int:
    """Print the score of the cards in `args`; exit code 0, or 2 on bad input."""
    tr = command_translator(args.lang, "score")
    if isinstance(tr, int):
        return tr
    if not args.cards:  # `muggins score` alone: what to type, as `odds` and `verify` say it
        return fail(how_to_give(tr))
    call = call_without_cards(args.cards)
    if call is not None:  # `muggins score = 29`: how to type the cards, as the chat's /score
        return fail("\n".join([commands_view.count_without_cards(call, tr), *notation(call, tr)]))
    # « crib » before or after the cards and « = CALL » after them, as the chat's /score
    # takes them: the same as --crib and --claim.
    asked = read_score_args(args.cards)
    if asked is None:  # `muggins score crib`: no cards, and no count
        return fail(how_to_give(tr))
    args.crib = args.crib or asked.crib
    # a refusal says to write the call again where it was typed: after --claim, or after « = »
    claim = args.claim is not None
    if claim and asked.call is not None and asked.call.strip() != args.claim.strip():
        first, second = esc(asked.call.strip()), esc(args.claim.strip())  # `fail` unescapes
        return fail(referee_view.two_calls_text(first, second, tr))  # which one is called?
    if args.claim is None:
        args.claim = asked.call
    try:
        cards = card_input.read_cards(asked.cards, tr, count=HAND_SIZE + 1)
    except CardError as exc:
        said = count_after_cards(asked, tr.lang, HAND_SIZE + 1) if args.claim is None else None
        wrong = count_after_wrong_cards(asked, tr.lang, HAND_SIZE + 1) if said is None else None
        if wrong is not None:  # `muggins score 5C 5K 5T VP 29`: the starter left out
            got, call = wrong
            example = commands_view.score_call_example(esc(_call_command(call, tr)), tr)
            return fail(commands_view.count_after_wrong_cards(got, call, tr) + " " + example)
        extra = words_after_cards(asked, tr.lang, HAND_SIZE + 1) if said is None else None
        if extra is not None:  # `muggins score 5C 5K 5T VP 5P merci`
            example = commands_view.score_call_example(esc(_call_command("29", tr)), tr)
            return fail(commands_view.words_after_cards(extra, tr) + " " + example)
        if said is None and exc.reason is CardErrorReason.WRONG_COUNT:  # a starter left out
            return fail(card_input.card_error(exc, tr) + " " + how_to_give(tr))
        if said is None:
            return fail(card_input.card_error(exc, tr))
        asked, cards = said  # « muggins score 5C 5K 5T VP 5P 29 »: the claim, as with =
        args.claim = asked.call
    hand, starter = cards[:HAND_SIZE], cards[HAND_SIZE]
    score = score_hand(hand, starter, crib=args.crib)
    judgement = None if args.claim is None else judge(score, args.claim)
    if args.json:
        data = score_json(hand, starter, score, tr, crib=args.crib)
        if judgement is not None:
            data |= claim_json(judgement, tr, cards, claim=claim)
        print_json(data)
    elif judgement is not None:
        print(cards_line(hand, starter, tr, crib=args.crib))
        lines = referee_view.referee_lines(judgement, tr, crib=args.crib, dealt=cards, claim=claim)
        print("\n".join(lines))
    else:
        print(score_text(hand, starter, score, tr, crib=args.crib))
    return 0
