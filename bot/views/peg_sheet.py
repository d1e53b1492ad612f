"""The wording of printable worksheets (`muggins drill`): numbered questions, answers at the end.

Plain text for clubs that photocopy. The pegging items reuse the chat's view
(`bot.views.peg`), so a sheet reads the way the bot speaks.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.drills.deals import Deal
from bot.drills.peg import PegCountQuestion, PegRoundQuestion
from bot.engine.cards import Card
from bot.engine.discard import DiscardOption
from bot.i18n import Translator, render
from bot.views import peg as view

ECART_OPTIONS_SHOWN = 3
BLANK = "______"


def sheet_title(kind: str, count: int, seed: int, tr: Translator) -> str:
    """The sheet's heading: which drill, how many questions, the seed that remakes it."""
    names = {
        "hand": tr._("hands to count"),
        "crib": tr._("cribs to count"),
        "peg": tr._("pegging"),
        "ecart": tr._("lay-aways"),
        "kings": tr._("Kings Cribbage moves"),
    }
    return tr.ngettext(
        "Muggins practice sheet: {drill}, {n} question (seed {seed})",
        "Muggins practice sheet: {drill}, {n} questions (seed {seed})",
        count,
    ).format(drill=names[kind], n=tr.number(count), seed=seed)


def answers_title(tr: Translator) -> str:
    """The heading of the answers part."""
    return tr._("Answers")


def numbered(number: int, lines: Sequence[str]) -> list[str]:
    """A question's lines, the first numbered, the others indented."""
    return [f"{number}. {lines[0]}", *(f"   {line}" for line in lines[1:])]


# -- Hands and cribs -------------------------------------------------------------------------


def show_question(deal: Deal, tr: Translator) -> list[str]:
    """Four cards and the starter, and the blank for the count."""
    cards = render.cards(deal.hand, tr)
    starter = render.card(deal.starter, tr)
    if deal.is_crib:
        line = tr._("Your crib: {cards}, starter {starter}").format(cards=cards, starter=starter)
    else:
        line = tr._("Your hand: {cards}, starter {starter}").format(cards=cards, starter=starter)
    return [line, tr._("Points: {blank}").format(blank=BLANK)]


def show_answer(deal: Deal, tr: Translator) -> list[str]:
    """The total, the called count and the breakdown."""
    score = deal.score()
    lines = [
        tr._("{points}: {call}").format(
            points=render.points(score.total, tr), call=render.called_count_text(score, tr)
        )
    ]
    return lines + [f"{view.BULLET} {line}" for line in render.breakdown_lines(score, tr)]


# -- Pegging ---------------------------------------------------------------------------------


def peg_count_question(question: PegCountQuestion, tr: Translator) -> list[str]:
    """The pile, the player's card last, and the blank."""
    lines = view.count_question_lines(question, tr)[:-1]
    return [*lines, tr._("Points: {blank}").format(blank=BLANK)]


def peg_count_answer(question: PegCountQuestion, tr: Translator) -> list[str]:
    """What the card pegs, combination by combination."""
    score = question.score()
    call = render.play_call_text(score, tr)
    points = render.points(score.total, tr)
    head = tr._("{points}: {call}").format(points=points, call=call) if call else points
    barred = question.closing_combo() if question.barred else None
    return [head, *view.play_breakdown(score, tr, barred=barred)]


def peg_round_question(question: PegRoundQuestion, tr: Translator) -> list[str]:
    """The round card by card, and the two blanks."""
    lines = view.round_question_lines(question, tr)[:-1]
    return [
        *lines,
        tr._("Your points: {blank}  Your opponent's: {blank}").format(blank=BLANK),
    ]


def peg_round_answer(question: PegRoundQuestion, tr: Translator) -> list[str]:
    """Every card that pegged, the go and last-card points, both totals."""
    lines = view.round_breakdown(question, tr)
    return [lines[-1], *lines[:-1]]


# -- Lay-aways -------------------------------------------------------------------------------


def ecart_question(cards: Sequence[Card], dealer: bool, tr: Translator) -> list[str]:
    """Six cards, whose crib it is, and the blank."""
    role = tr._("you deal (the crib is yours)") if dealer else tr._("you are the pone")
    return [
        tr._("Dealt: {cards}; {role}").format(cards=render.cards(cards, tr), role=role),
        tr._("Lay away: {blank}").format(blank=BLANK),
    ]


def ecart_answer(options: Sequence[DiscardOption], tr: Translator) -> list[str]:
    """The best lay-away and the next ones, with their expected points."""
    lines = [
        tr._("Lay away {cards}").format(cards=render.cards(options[0].discard, tr)),
    ]
    for option in options[:ECART_OPTIONS_SHOWN]:
        lines.append(
            f"{view.BULLET} "
            + tr._("{cards}: hand {hand}, crib {crib}, total {total}").format(
                cards=render.cards(option.discard, tr),
                hand=tr.decimal(option.hand_ev, 2),
                crib=tr.decimal(option.crib_ev, 2),
                total=tr.decimal(option.total_ev, 2),
            )
        )
    return lines
