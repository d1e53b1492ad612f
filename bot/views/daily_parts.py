"""The daily challenge's parts shown as their drills show them (`shown`), and the counted
parts graded as their drills grade them (/hand and /crib, /peg count: muggins claims
included), with the drills' own verdict wording. No I/O."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from bot.drills.answer_claims import Answer
from bot.drills.answers import AnswerError, parse_answer
from bot.drills.daily import (
    Challenge,
    Part,
    PartQuestion,
    PartResult,
    count_result,
    ecart_result,
)
from bot.drills.deals import Deal
from bot.drills.ecart import Verdict as LayAwayVerdict
from bot.drills.grading import Verdict, grade
from bot.drills.peg import PegCountQuestion, grade_peg_count
from bot.drills.peg_calls import parse_peg_call
from bot.engine.cards import Card
from bot.i18n import Translator, render
from bot.views import calls as calls_view
from bot.views import daily as daily_view
from bot.views import ecart as ecart_view
from bot.views import peg as peg_view
from bot.views import show
from bot.views.markup import bold, esc


@dataclass(frozen=True, slots=True)
class Shown:
    """A part as the player sees it: its own deal (JSON), its lines (HTML) and the cards
    shown (the starter apart)."""

    deal: dict[str, object]
    lines: list[str]
    cards: tuple[Card, ...]
    starter: Card | None = None


def shown(challenge: Challenge, part: Part, tr: Translator, name: str) -> Shown:
    """A part of the day's `challenge` as its drill shows it: a hand or crib as /hand and
    /crib, the pegging card as /peg count, the six cards as /ecart (in a private chat)."""
    if part is Part.PEG:
        peg = challenge.peg
        lines = peg_view.html_lines(peg_view.count_question_lines(peg, tr), tr)
        return Shown(peg.to_dict(), lines, tuple(peg.pile))
    if part is Part.ECART:
        ecart = challenge.ecart
        lines = ecart_view.challenge_text(ecart, tr).split("\n")
        return Shown(ecart.to_dict(), lines, tuple(ecart.cards))
    deal = challenge.crib if part is Part.CRIB else challenge.hand
    lines = show.question(deal, tr, private=True, name=name).split("\n")
    return Shown(deal.to_dict(), lines, tuple(deal.hand), deal.starter)


@dataclass(frozen=True, slots=True)
class Graded:
    """A graded answer: the part's result and the verdict lines, as the drill words them."""

    result: PartResult
    lines: list[str] = field(default_factory=list)


def over_text(said: int, total: int, tr: Translator) -> str:
    """A count too high, under the daily's own law (`count_result`): the excess is not just
    corrected, it counts against the player, so the drills' "corrected, you peg 2" would
    contradict the part's "0 for, 3 against" said right after it. Plain text; a count of
    nothing says so ("but it's only 0 points" read oddly)."""
    if total == 0:
        return tr._(
            "You said {said}, but there are no points. In the daily challenge, extra points "
            "you claim count against you."
        ).format(said=tr.number(said))
    return tr._(
        "You said {said}, but it's only {total}. In the daily challenge, extra points you "
        "claim count against you."
    ).format(said=tr.number(said), total=render.points(total, tr))


def over_numbers(result: PartResult, tr: Translator) -> str:
    """The daily's law on a count too high, in numbers (plain text): the excess comes off the
    count (never below 0) (« 0 pour, 6 contre » after « Vous dites 12, ça fait 6 » left the 0
    unexplained). The points for and against are the part's line's, said right after
    (`daily.part_points_line`): « Donc : 6 - 6 = 0 pour, 6 contre. » then « Étape 1/4 🟥 :
    0 pour, 6 contre. » said them twice."""
    over = result.answered - result.expected
    if over <= result.expected:
        text = tr._("So: {total} \u2212 {over} = {pour}.")
    else:
        text = tr._("Points for never go below 0.")
    return text.format(
        total=tr.number(result.expected), over=tr.number(over), pour=tr.number(result.pour)
    )


def too_high_head(result: PartResult, tr: Translator) -> str:
    """The first line of a count too high, for every counted part (HTML): the drills' mark
    (❌), "Too high." in bold, the daily's law (`over_text`) and its numbers (`over_numbers`)."""
    mark = calls_view.verdict_mark(Verdict.HIGH, muggins=False)
    law = over_text(result.answered, result.expected, tr) + " " + over_numbers(result, tr)
    return f"{mark} " + bold(tr._("Too high.")) + " " + esc(law)


GradeText = Callable[[PartQuestion, str, Translator, str], "Graded | str"]
"""Grade a typed answer (the player's translator and name): the result, or (str) the HTML
hint for an answer that can't be read."""


def grade_count(question: PartQuestion, text: str, tr: Translator, name: str) -> Graded | str:
    """A hand or crib, graded as /hand and /crib grade."""
    try:
        answer: Answer = parse_answer(text)
    except AnswerError as error:  # a short count leaves its missed points to the bot
        return show.answer_error(error, tr, muggins=True)
    deal = Deal.from_dict(question.deal)
    score = deal.score()
    result = grade(answer, score)
    lines = show.verdict(
        result,
        score,
        answer,
        tr,
        private=True,
        name=name,
        crib_flush=show.crib_flush_trap(deal),
        hand_flush=show.starter_flush_trap(deal),
    )
    part = count_result(question.part, result.expected, result.answered)
    if result.verdict is Verdict.HIGH:
        lines[0] = too_high_head(part, tr)
    return Graded(part, lines)


def grade_peg(question: PartQuestion, text: str, tr: Translator, name: str) -> Graded | str:
    """The points of one card, graded as /peg count grades them."""
    try:
        answer = parse_peg_call(text)
    except AnswerError as error:
        return esc(peg_view.call_error(error, tr, muggins=True))
    count = PegCountQuestion.from_dict(question.deal)
    result = grade_peg_count(count, answer)
    lines = peg_view.html_lines(peg_view.count_verdict_lines(count, result, tr), tr)
    part = count_result(Part.PEG, result.expected_total, result.answered)
    if result.verdict is Verdict.HIGH:
        lines[0] = too_high_head(part, tr)
    return Graded(part, lines)


def grade_ecart(
    verdict: LayAwayVerdict, tr: Translator, *, name: str | None = None, folded: bool = False
) -> Graded:
    """A lay-away graded as /ecart grades it (rank and loss under the crib model), scored on
    the daily's écart scale: /ecart's verdict, then why one short of the best earned fewer
    points (`daily.ecart_scale_note`). In a club's group (`folded`, the member's `name`),
    the verdict as /ecart words it there: its details in a quote that expands in place."""
    result = ecart_result(verdict.shown_loss, verdict.rank)
    scale = daily_view.ecart_scale_note(result, tr)
    text = ecart_view.verdict_text(verdict, tr, name=name, folded=folded)
    return Graded(result, [text, *([scale] if scale else [])])


GRADERS: Final[dict[Part, GradeText]] = {
    Part.HAND: grade_count,
    Part.CRIB: grade_count,
    Part.PEG: grade_peg,
}
"""How the counted parts grade a typed answer (the écart takes /ecart's reader)."""
