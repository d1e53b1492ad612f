"""The referee's answer to `/score CARDS = CALL` and `muggins score CARDS --claim CALL`: the
called count judged against the show (plain text for the command line, HTML for the chat),
built on the wording of calls (`bot.views.calls`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.drills.answer_asides import asks_how
from bot.drills.answer_claims import CATEGORY_KINDS, Category
from bot.drills.answers import (
    MAX_ANSWER_CHARS,
    MAX_COUNT,
    NINETEEN,
    AnswerError,
    AnswerErrorReason,
    names_nibs,
)
from bot.drills.deals import Deal
from bot.drills.referee import (
    Family,
    Judgement,
    PartCheck,
    RefereeVerdict,
    category_family,
    family_of,
)
from bot.engine.cards import JACK, Card
from bot.engine.show import HAND_SIZE, Kind
from bot.i18n import Translator, render
from bot.views.calls import (
    combo_list,
    off_lines,
    over_law_note,
)
from bot.views.calls_unread import (
    ASKING,
    double_alone,
    error_text,
    example_call,
    how_to_count_text,
    offered_counts,
    suggestion,
    typed_cards,
    unknown_word_text,
)
from bot.views.markup import bold, esc
from bot.views.show_read_back import calls_said

RUN_KINDS: Final = frozenset({Kind.RUN, Kind.DOUBLE_RUN, Kind.TRIPLE_RUN, Kind.DOUBLE_DOUBLE_RUN})
"""The combinations that hold a run: a call of one on a show with none is told so."""

IMPOSSIBLE: Final = frozenset({AnswerErrorReason.TOO_LARGE, AnswerErrorReason.NEGATIVE})
"""Calls read as a number no hand or crib can make (over 29, below 0)."""


def after_equals(tr: Translator) -> str:
    """Where a count is written at `/score CARDS = CALL` (and `muggins score CARDS = CALL`):
    after « = »."""
    return tr._("after the “=”")


def after_claim(tr: Translator) -> str:
    """Where a count is written at `muggins score CARDS --claim CALL`: no « = » was typed."""
    return tr._("after --claim")


def two_calls_text(after_equals_call: str, claimed: str, tr: Translator) -> str:
    """`muggins score CARDS = CALL --claim CALL`: a count after « = » and another after
    --claim; which is called? (plain text: the command line prints it)."""
    return tr._(
        "Two counts: “{said}” after the “=” and “{claimed}” after --claim. Give only one."
    ).format(said=after_equals_call, claimed=claimed)


def no_call_text(tr: Translator, where: str | None = None) -> str:
    """`/score CARDS =` with nothing after « = » (`where`: `after_equals`, the default, or
    `after_claim` on the command line): what count is called?"""
    return tr._(
        "What count do you call? Write it {where}: a number like {number}, or called like "
        "{example}."
    ).format(where=where or after_equals(tr), number=tr.number(12), example=example_call(tr))


ASKED_BACK: Final = frozenset(
    {
        AnswerErrorReason.LONE_FIFTEEN,
        AnswerErrorReason.TWO_COUNTS,
        AnswerErrorReason.NOT_WHOLE,
        AnswerErrorReason.FIFTEEN_OR_TOTAL,
        AnswerErrorReason.NUMBERS_ONLY,
        AnswerErrorReason.AMBIGUOUS,
        AnswerErrorReason.FIFTEENS_NO_TOTAL,
        AnswerErrorReason.HEELS,
        AnswerErrorReason.MUGGINS,
    }
)
"""Calls read plainly but meaning two things (« quinze »: 15, or one fifteen?), or read well
enough to be told what they are and are not a count (his heels, « muggins »): the referee
asks for the count, and pegs nothing until the player says it."""


def asked_back(error: AnswerError, dealt: Sequence[Card] = ()) -> bool:
    """Whether the refusal asks the player which of two counts she meant (« quinze », « 12
    ou 14 », « double » alone) or for the count instead of what she called (his heels,
    « muggins », cards typed: `dealt`, the cards judged), not a call that cannot be read."""
    return error.reason in ASKED_BACK or double_alone(error) or typed_cards(error, dealt)


NOT_CALLED: Final = frozenset({AnswerErrorReason.EMPTY, AnswerErrorReason.DONT_KNOW})
"""A call that calls nothing (nothing after « = », « je sais pas »): no verdict is given."""


def call_error_text(
    error: AnswerError, tr: Translator, dealt: Sequence[Card] = (), *, claim: bool = False
) -> str:
    """Why a called count could not be judged: nothing called after « = », « je sais pas »
    (the whole count is shown just above it), or why it could not be read
    (`bot.views.calls_unread.error_text`; `dealt`, the cards judged). No question is open: where a
    drill's refusal says « Envoyez… », this one says to write the count where it is written:
    after « = », or after --claim on the command line (`claim`)."""
    reason = error.reason
    where = after_claim(tr) if claim else after_equals(tr)
    if reason is AnswerErrorReason.EMPTY:
        return no_call_text(tr, where)
    if reason is AnswerErrorReason.DONT_KNOW:  # no question is open: no « /cancel »
        return tr._(
            "No problem: the whole count is above. To check yours, call it {where}, like {example}."
        ).format(where=where, example=example_call(tr))
    return _after_equals_text(error, tr, dealt, claim) or error_text(error, tr, dealt=dealt)


def _after_equals_text(
    error: AnswerError, tr: Translator, dealt: Sequence[Card], claim: bool
) -> str | None:
    """The refusals of `bot.views.calls_unread.error_text` that ask for the count again, worded for
    `/score CARDS = CALL` (write it after « = », or after --claim: `claim`), checked in the
    same order; None for those that ask for nothing (« 30 »)."""
    reason = error.reason
    example = example_call(tr)
    where = after_claim(tr) if claim else after_equals(tr)
    if typed_cards(error, dealt) and claim:
        return tr._(
            "Those are cards: write after --claim the points they make, a number like "
            "{number}, or called like {example}."
        ).format(number=tr.number(12), example=example)
    if typed_cards(error, dealt):
        return tr._(
            "Those are cards: write after the “=” the points they make, a number like "
            "{number}, or called like {example}."
        ).format(number=tr.number(12), example=example)
    if reason in ASKING and asks_how(error.text):
        return how_to_count_text(tr, where=where)
    if reason is AnswerErrorReason.TOO_LONG:  # every fifteen said with its cards
        return tr._(
            "That is a long call: I read {max} characters at most. Write {where} your count, "
            "a number from 0 to {count}, or called like {example}."
        ).format(
            max=tr.number(MAX_ANSWER_CHARS),
            where=where,
            count=tr.number(MAX_COUNT),
            example=example,
        )
    if reason is AnswerErrorReason.NOT_A_NUMBER:  # « = 🙂 »: nothing of a count
        return tr._(
            "Write {where} a number from 0 to {max}, or call the count like {example}."
        ).format(where=where, max=tr.number(MAX_COUNT), example=example)
    if reason is AnswerErrorReason.UNKNOWN_WORD and suggestion(error, tr):
        again = tr._("Write your count again {where}, corrected.").format(where=where)
        return unknown_word_text(error, tr) + " " + again
    if reason is AnswerErrorReason.UNKNOWN_WORD:
        return None
    if names_nibs(error):
        return tr._(
            "“His nibs” is his heels: the 2 points the dealer pegs at the cut when the starter "
            "is a jack, not part of a count. The jack of the starter's suit in the hand is his "
            "nobs, 1 point: call it “{nobs}”. Write your count {where} again, without his nibs."
        ).format(where=where, nobs=render.join_calls(((Kind.NOBS, 1, 1),), tr))
    if reason is AnswerErrorReason.HEELS:
        return tr._(
            "His heels is the dealer's 2 at the cut, not part of a count: write your count "
            "{where} without it."
        ).format(where=where)
    if reason is AnswerErrorReason.LONE_FIFTEEN:
        return tr._(
            "“Fifteen” alone: is that 15 points, or one fifteen (2 points)? Write it {where}: "
            "{total}, or {call}."
        ).format(where=where, total=tr.number(15), call=tr._("fifteen 2"))
    if reason is AnswerErrorReason.TWO_COUNTS and len(error.values) >= 2:
        first, second = offered_counts(error.values, tr)
        return tr._("{first} or {second}? Write {where} one count, the one you call.").format(
            first=first, second=second, where=where
        )
    if reason is AnswerErrorReason.NOT_WHOLE:
        return tr._(
            "A count is a whole number: write {where} the points you call, like {number}."
        ).format(where=where, number=tr.number(12))
    if reason is AnswerErrorReason.FIFTEEN_OR_TOTAL and len(error.values) == 2:
        more, total = error.values
        return tr._(
            "“{total}” after a fifteen: another fifteen (that makes {more}) or a total of "
            "{total}? Write your whole count {where}, like {example}."
        ).format(total=tr.number(total), more=tr.number(more), where=where, example=example)
    if reason is AnswerErrorReason.NUMBERS_ONLY and error.values:
        return _numbers_only_text(error.values, tr, where)
    if reason is AnswerErrorReason.MUGGINS:
        return tr._(
            "Muggins is called on the other player's count, to take the points they missed. "
            "Here, write your own count {where}: a number, or called like {example}."
        ).format(where=where, example=example)
    if reason is AnswerErrorReason.MISSING_POINTS:
        return None
    if double_alone(error):
        return tr._(
            "Double what: a double run (8 or 10 points), a double pair royal (12 points) or "
            "two pairs (4 points)? Write your whole count {where}, said in full, like "
            "{example}."
        ).format(where=where, example=tr._("15-2 15-4 double run 12"))
    return None


def _numbers_only_text(numbers: Sequence[int], tr: Translator, where: str) -> str:
    """`bot.views.calls_unread.numbers_only_text` at /score: which number is the count, written
    `where` (after « = », or after --claim)."""
    if len(numbers) == 2 and numbers[0] == NINETEEN:
        return tr._(
            "“19” is the players' way of saying a hand of no points: I can't tell what the "
            "{after} after it adds. Write one number {where}, your count: {after}, or 0 if "
            "there are no points."
        ).format(after=tr.number(numbers[1]), where=where)
    said = ", ".join(tr.number(n) for n in numbers)
    total = sum(numbers)
    if total > MAX_COUNT:
        return tr._(
            "{numbers}: which one is your count? Write one number {where}, your total."
        ).format(numbers=said, where=where)
    return tr._(
        "{numbers}: which one is your count? Write one number {where}, your total ({total} if "
        "you add them up)."
    ).format(numbers=said, where=where, total=tr.number(total))


def referee_verdict(judgement: Judgement, tr: Translator, dealt: Sequence[Card] = ()) -> str:
    """The referee's verdict in one line: exact, muggins for K, short (muggins off), over by E
    (`dealt`, the cards judged: cards typed as the call are asked back, not unreadable)."""
    verdict = judgement.verdict
    if verdict is RefereeVerdict.UNREADABLE:
        error = judgement.error
        if error is not None and error.reason in IMPOSSIBLE:
            # « = 30 » is read well enough: « un compte illisible » told the player otherwise.
            return tr._("Nothing is pegged on an impossible count.")
        if error is not None and asked_back(error, dealt):
            # « quinze »: asked back, « un compte illisible » about a plainly typed call
            return tr._("Nothing is pegged until the count is made clear.")
        return tr._("Nothing is pegged on a call that cannot be read.")
    if verdict is RefereeVerdict.EXACT:
        return tr._("Exact: nothing to take, nothing to correct.")
    if verdict is RefereeVerdict.SHORT:
        missed = judgement.settlement.missed
        if judgement.muggins:
            return tr.ngettext(
                "Muggins for {missed} point!", "Muggins for {missed} points!", missed
            ).format(missed=tr.number(missed))
        return tr.ngettext(
            "Short by {missed} point, lost (muggins is off).",
            "Short by {missed} points, lost (muggins is off).",
            missed,
        ).format(missed=tr.number(missed))
    excess = judgement.excess
    points = render.points(judgement.score.total, tr)
    if not excess:
        over = judgement.grade.over if judgement.grade is not None else 0
        return (
            tr.ngettext(
                "Over-count by {over} point: the count is put back to {points}.",
                "Over-count by {over} points: the count is put back to {points}.",
                over,
            ).format(over=tr.number(over), points=points)
            + " "
            + over_law_note(False, tr)
        )
    return (
        tr.ngettext(
            "Over-count by {excess} point: the count is put back to {points}, and the "
            "opponent pegs the {excess} point.",
            "Over-count by {excess} points: the count is put back to {points}, and the "
            "opponent pegs the {excess} points.",
            excess,
        ).format(excess=tr.number(excess), points=points)
        + " "
        + over_law_note(True, tr)
    )


def _calls_nothing(error: AnswerError) -> bool:
    """Whether the words after « = » call no count (nothing, « je sais pas », « comment on
    compte? »): the reply says what to do, and no verdict is given on them."""
    return error.reason in NOT_CALLED or (error.reason in ASKING and asks_how(error.text))


def referee_lines(
    judgement: Judgement,
    tr: Translator,
    *,
    crib: bool,
    dealt: Sequence[Card] = (),
    claim: bool = False,
) -> list[str]:
    """What the referee says: the worth, the claim, then muggins, an over-count or exact;
    `dealt`, the cards judged, so that cards typed as the call are told as such; `claim`: typed
    after --claim on the command line, where the call is written again (`call_error_text`)."""
    score = judgement.score
    worth = render.points(score.total, tr)
    if crib:
        lines = [tr._("The crib is worth {points}.").format(points=worth)]
    else:
        lines = [tr._("The hand is worth {points}.").format(points=worth)]
    lines.append(render.called_count_text(score, tr))
    if judgement.error is not None or judgement.answer is None:
        error = judgement.error
        lines.append(call_error_text(error, tr, dealt, claim=claim) if error else "")
        if error is None or not _calls_nothing(error):
            lines.append(referee_verdict(judgement, tr, dealt))
        return [line for line in lines if line]
    answer = judgement.answer
    if answer.nineteen:
        lines.append(tr._("The call claims 0: “nineteen” announces a zero hand."))
    else:
        lines.append(
            tr._("The call claims {points}.").format(points=render.points(answer.total, tr))
        )
    lines += off_lines(answer, tr)
    lines.append(referee_verdict(judgement, tr))
    parts = judgement.parts
    wrong = frozenset(part.family for part in parts if part.wrong)
    right = [part for part in parts if part.right]
    if right and wrong:  # beside a part put right, what stands
        said = ", ".join(
            calls_said(part.calls, tr, lone_double=answer.lone_double) for part in right
        )
        lines.append(tr._("Called right: {calls}.").format(calls=said))
    lines += [
        put_right_text(part, tr, lone_double=answer.lone_double) for part in parts if part.wrong
    ]
    # over in all, a call may still have left a pair out; a family put right above is not
    # said again in parts (« double 12 » on a double double run: 12 of 16 runs missed?)
    missed_points = judgement.missed_points or tuple(c.points for c in judgement.missed)
    missed = [
        (combo, points)
        for combo, points in zip(judgement.missed, missed_points, strict=True)
        if family_of(combo.kind) not in wrong
    ]
    if missed:
        combos, points = zip(*missed, strict=True)
        lines.append(tr._("Missed: {combos}.").format(combos=combo_list(combos, points, tr)))
    # exact, « rien à corriger »: nothing called too many either (the parts that looked off
    # are said above)
    over = ""
    if judgement.verdict is not RefereeVerdict.EXACT:
        over = _over_list(judgement, tr, leaving=wrong)
    if over:
        lines.append(tr._("Called too many: {parts}.").format(parts=over))
    if _nobs_on_the_turned_jack(judgement, dealt):
        lines.append(
            tr._("The starter is a jack: 2 for his heels go to the dealer, outside this count.")
        )
    return lines


def _nobs_on_the_turned_jack(judgement: Judgement, dealt: Sequence[Card]) -> bool:
    """Whether his nobs was called too many while the starter (`dealt`'s fifth card) is a
    jack: his heels, the dealer's 2 at the cut, mistaken for it."""
    grade = judgement.grade
    if grade is None or len(dealt) != HAND_SIZE + 1 or dealt[HAND_SIZE].rank != JACK:
        return False
    return any(c.category is Category.NOBS and c.over for c in grade.categories)


def put_right_text(part: PartCheck, tr: Translator, *, lone_double: bool) -> str:
    """A family called wrong, as the player called it, then as the show holds it (plain
    text; the drills' verdict says it too): « vous avez dit « double 12 », c'est une double
    double suite 16 (4 suites de 3 + 2 paires) »."""
    calls: list[tuple[Kind, int, int]] = []
    for combo in part.combos:
        calls.append((combo.kind, combo.points, sum(c[1] for c in calls) + combo.points))
    if len(part.combos) == 1:  # « un brelan (6 points) », not « un brelan, ça fait 6 »
        combo = part.combos[0]
        holds = render.combo_call(combo.kind, combo.points, tr)
        if combo.parts:
            holds = tr._("{call} ({parts})").format(
                call=holds, parts=render.parts_summary(combo, tr)
            )
    else:
        holds = render.join_calls(calls, tr)
    said = calls_said(part.calls, tr, lone_double=lone_double)
    if any(c.kind in RUN_KINDS for c in part.calls) and not any(
        c.kind in RUN_KINDS for c in part.combos
    ):  # « double suite 8 » on a pair: no run at all, not a run of another length
        return tr._("To correct: you said “{said}”, but there is no run: it is {holds}.").format(
            said=said, holds=holds
        )
    return tr._("To correct: you said “{said}”, it is {holds}.").format(said=said, holds=holds)


def _over_list(
    judgement: Judgement, tr: Translator, *, leaving: frozenset[Family] = frozenset()
) -> str:
    """Each family of points a called count claimed beyond what the show holds, with the
    points too many (« flush (4 points) » for a crib's four-card flush); empty for a plain
    number or when none was. With « Missed » it explains the verdict: a call short by 3
    may have left out a flush of 4 and claimed a nob that is not there."""
    grade = judgement.grade
    if grade is None:
        return ""
    items: list[str] = []
    for category in grade.categories:
        if not category.over or category_family(category.category) in leaving:
            continue
        kind = CATEGORY_KINDS[category.category]
        many = max(1, category.over // 2 if kind in (Kind.FIFTEEN, Kind.PAIR) else 1)
        name = render.kind_name(kind, tr, many)
        if many > 1 and name == render.kind_name(kind, tr):
            # « quinze » is plural too: « 2 quinze (4 points) », as « Oublié » counts them,
            # not one fifteen of 4 ("fifteens (4 points)" says it already)
            name = f"{tr.number(many)} {name}"
        items.append(
            tr._("{name} ({points})").format(name=name, points=render.points(category.over, tr))
        )
    return ", ".join(items)


def cards_lines(deal: Deal, tr: Translator) -> list[str]:
    """The cards of a /score lookup or call (Telegram HTML): the hand or crib, the starter."""
    if deal.is_crib:
        heading = tr.pgettext("referee", "Crib: {cards}")
    else:
        heading = tr.pgettext("referee", "Hand: {cards}")
    return [
        esc(heading).format(cards=bold(render.cards(deal.hand, tr))),
        esc(tr.pgettext("referee", "Starter card: {card}")).format(
            card=bold(render.card(deal.starter, tr))
        ),
    ]


def referee_html(deal: Deal, judgement: Judgement, tr: Translator) -> str:
    """`/score CARDS = CALL` in the chat (Telegram HTML): the cards, then the referee."""
    lines = cards_lines(deal, tr)
    dealt = (*deal.hand, deal.starter)
    referee = referee_lines(judgement, tr, crib=deal.is_crib, dealt=dealt)
    lines.append(bold(referee[0]))
    lines += [esc(line) for line in referee[1:]]
    return "\n".join(lines)
