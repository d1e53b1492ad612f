"""The wording of the pegging drill's whole round (`peg-round`), shared by the chat and the
command line: the round card by card, the verdict on both players' pegs and its breakdown,
and why a round's answer could not be read. Plain text lines, as in `bot.views.peg`, whose
names and notes it uses.
"""

from __future__ import annotations

from typing import assert_never

from bot.drills.grading import Verdict
from bot.drills.peg_round import PegRoundGrade, PegRoundQuestion
from bot.drills.peg_round_answer import Missing, RoundAnswerError, RoundErrorReason
from bot.engine.pegging import CannotPlay, Go, Play, Reset
from bot.engine.show import Kind
from bot.i18n import Translator, render
from bot.views import calls as calls_view
from bot.views import calls_unread
from bot.views.markup import BULLET
from bot.views.peg import fadoq_note, go_line, laid_line, no_cards_line, role_line, who_name
from bot.views.peg_asides import round_aside


def round_question_lines(question: PegRoundQuestion, tr: Translator) -> list[str]:
    """The round card by card (who laid what, each go, each reset); the question last."""
    lines = [tr._("How many points did you and your opponent each peg in this play?")]
    lines.append(role_line(question.player_is_dealer, tr))
    before: object = None
    went = False  # the other player said go in this series: the cards after it are in a row
    for event in question.record().events:
        if isinstance(event, Play):
            mine = event.player == question.player
            if not went and isinstance(before, Play) and before.player == event.player:
                lines.append(f"{BULLET} " + no_cards_line(not mine, tr))  # as `pile_lines`
            lines.append(f"{BULLET} " + laid_line(mine, event.card, event.count_after, tr))
        elif isinstance(event, CannotPlay):
            went = True
            lines.append(f"{BULLET} " + go_line(event.player == question.player, tr))
        elif isinstance(event, Reset):
            went = False
            lines.append(tr._("(the count goes back to 0)"))
        before = event
    if question.fadoq_applies() and question.board is not None:
        mine_board, theirs = question.board[question.player], question.board[1 - question.player]
        lines.append(
            tr._("FADOQ rule on: the board is {mine} for you, {theirs} for your opponent.").format(
                mine=tr.number(mine_board), theirs=tr.number(theirs)
            )
        )
    lines.append(
        tr._("Answer with two numbers, yours first, for example {example}.").format(
            example=tr.number(5) + " 3"
        )
    )
    return lines


def _round_peg_line(event: Play | Go, mine: bool, tr: Translator) -> str:
    who = who_name(mine, tr)
    if isinstance(event, Play):
        return tr._("{who}: {card} ({count}) — {call}").format(
            who=who,
            card=render.card(event.card, tr),
            count=tr.number(event.count_after),
            call=render.play_call_text(event.score, tr),
        )
    # « Vous : go (1 point) » read as the player saying go, as « Adversaire : go » does in
    # the question above it: the point is said as pegged, and what for.
    last = event.kind is Kind.LAST_CARD
    if event.barred:
        if last:
            return tr._("{who}: no point for the last card, under the FADOQ rule").format(who=who)
        return tr._("{who}: no point for the go, under the FADOQ rule").format(who=who)
    text = tr._("{who}: {points} for the last card") if last else tr._("{who}: {points} for the go")
    return text.format(who=who, points=render.points(event.points, tr))


def round_breakdown(question: PegRoundQuestion, tr: Translator) -> list[str]:
    """Every card that pegged, each go and last-card point, then both totals."""
    lines: list[str] = []
    for event in question.record().events:
        if (isinstance(event, Play) and event.points) or isinstance(event, Go):
            mine = event.player == question.player
            lines.append(f"{BULLET} " + _round_peg_line(event, mine, tr))
    mine_total, theirs = question.points()
    lines.append(
        tr._("In the play: you {mine}, your opponent {theirs}.").format(
            mine=render.points(mine_total, tr), theirs=render.points(theirs, tr)
        )
    )
    return lines


def round_verdict_lines(
    question: PegRoundQuestion, grade: PegRoundGrade, tr: Translator
) -> list[str]:
    """The verdict on both numbers, muggins on the player's own, then the card-by-card pegs."""
    mine, theirs = grade.expected
    said_mine, said_theirs = grade.answered
    if grade.correct:
        right = tr._("Right: {mine} for you, {theirs} for your opponent.")
        lines = [f"✅ {right.format(mine=tr.number(mine), theirs=tr.number(theirs))}"]
    else:
        match grade.verdict:
            case Verdict.LOW if not grade.muggins:
                head = tr.ngettext(
                    "You pegged {mine}, not {said}: the point you missed is lost (muggins is off).",
                    "You pegged {mine}, not {said}: the {missed} points you missed are lost "
                    "(muggins is off).",
                    grade.missed,
                ).format(
                    mine=tr.number(mine), said=tr.number(said_mine), missed=tr.number(grade.missed)
                )
            case Verdict.LOW:
                head = (
                    tr._("Muggins!")
                    + " "
                    + tr.ngettext(
                        "You pegged {mine}, not {said}: I take the point you missed.",
                        "You pegged {mine}, not {said}: I take the {missed} points you missed.",
                        grade.missed,
                    ).format(
                        mine=tr.number(mine),
                        said=tr.number(said_mine),
                        missed=tr.number(grade.missed),
                    )
                )
            case Verdict.HIGH if not grade.settlement.excess:
                head = (
                    tr._("Too high: you pegged {mine}, not {said}.").format(
                        mine=tr.number(mine), said=tr.number(said_mine)
                    )
                    + " "
                    + calls_view.over_law_note(False, tr)
                )
            case Verdict.HIGH:
                head = (
                    tr.ngettext(
                        "Too high: you pegged {mine}, not {said}. I peg the point too many.",
                        "Too high: you pegged {mine}, not {said}. "
                        "I peg the {over} points too many.",
                        grade.over,
                    ).format(
                        mine=tr.number(mine), said=tr.number(said_mine), over=tr.number(grade.over)
                    )
                    + " "
                    + calls_view.over_law_note(True, tr)
                )
            case Verdict.EXACT:
                head = tr._("Your own points are right: {mine}.").format(mine=tr.number(mine))
            case _:
                assert_never(grade.verdict)
        lines = [f"{calls_view.verdict_mark(grade.verdict, muggins=grade.muggins)} {head}"]
        if said_theirs != theirs:
            lines.append(
                tr._("Your opponent pegged {theirs}, not {said}.").format(
                    theirs=tr.number(theirs), said=tr.number(said_theirs)
                )
            )
    lines += round_breakdown(question, tr)
    if any(isinstance(e, Go) and e.barred for e in question.record().events):
        lines.append(fadoq_note(tr))
    return lines


def round_send_line(tr: Translator) -> str:
    """What a round's answer is (plain text): after why an answer could not be read, and
    in the help at a round (`commands.peg_round_how`)."""
    return tr._(
        "Send two numbers, your points first, then your opponent's, for example {example}."
    ).format(example=tr.number(5) + " 3")


def round_error(error: RoundAnswerError, tr: Translator, *, muggins: bool = True) -> str:
    """Why a round answer could not be read; « je ne sais pas » is told what a short answer
    costs under the player's `muggins` setting."""
    hint = round_send_line(tr)
    aside = round_aside(error.text, hint, tr, muggins=muggins)
    if aside is not None:
        return aside
    if error.reason is RoundErrorReason.TOO_LARGE:
        return tr._("Nobody pegs that much in one play.") + " " + hint
    if error.missing is not None:  # « 4 », « j'ai 4 »: one number, whose points are missing
        return missing_line(error.missing, tr)
    if calls_unread.cards_typed(error.text):
        return tr._(
            "Those are cards: send the points you and your opponent pegged, yours first, for "
            "example "
            "{example}."
        ).format(example=tr.number(5) + " 3")
    return hint


def missing_line(missing: Missing, tr: Translator) -> str:
    """A round's answer of one number (« 4 », « j'ai 4 », « lui 3 »): whose points are
    missing, and the two numbers to send."""
    example = tr.number(5) + " 3"
    if missing is Missing.MINE:
        text = tr._(
            "Your own points are missing: send two numbers, your points first, then your "
            "opponent's, for example {example}."
        )
    else:
        text = tr._(
            "Your opponent's points are missing: send two numbers, your points first, then your "
            "opponent's, for example {example}."
        )
    return text.format(example=example)
