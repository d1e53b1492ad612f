"""The wording of the pegging drill, shared by the chat and the command line.

Every function takes drill values and a `Translator` and returns plain text lines (words,
digits and suit symbols, nothing a Telegram HTML message must escape); the chat escapes and
bolds them, the command line prints them. Cards are laid out as players see them: who laid
each card and the running count after it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, assert_never

from bot.drills.answer_asides import asks_how
from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.ecart_talk import asks_why
from bot.drills.grading import Verdict
from bot.drills.peg import PegCountGrade, PegCountQuestion, PegKind
from bot.drills.peg_calls import MAX_RUN, PegCategory, peg_category
from bot.drills.peg_stats import PegStats
from bot.engine.cards import Card
from bot.engine.pegging import THIRTY_ONE
from bot.engine.show import Combo, Kind, Score
from bot.engine.variants import FADOQ_THRESHOLD
from bot.i18n import Translator, render
from bot.views import calls as calls_view
from bot.views import calls_unread, replies
from bot.views.markup import BULLET, bold, esc
from bot.views.peg_asides import dont_know_call, play_points_line, why_before_answer_line

# -- Names -----------------------------------------------------------------------------------


def category_name(category: PegCategory, tr: Translator) -> str:
    """A family of points in the play."""
    match category:
        case PegCategory.FIFTEEN:
            return tr.pgettext("pegging", "fifteens")
        case PegCategory.THIRTY_ONE:
            return tr.pgettext("pegging", "thirty-ones")
        case PegCategory.PAIRS:
            return tr.pgettext("pegging", "pairs")
        case PegCategory.RUNS:
            return tr.pgettext("pegging", "runs")
        case PegCategory.GO:
            return tr.pgettext("pegging", "go and last card")
        case _:
            assert_never(category)


def missed_name(
    category: PegCategory, closing: Kind | None, tr: Translator, scored: Sequence[Kind] = ()
) -> str:
    """A family of points the player missed: the go or the last card by the one it was, the
    others by the combination the card made (`scored`: the kinds of its points), « la paire »,
    « le brelan » (« Oublié : paires, la dernière carte. » mixed a family and a point)."""
    if category is PegCategory.GO and closing is Kind.LAST_CARD:
        return tr.pgettext("pegging", "the last card")
    if category is PegCategory.GO and closing is Kind.GO:
        return tr.pgettext("pegging", "the go")
    for kind in scored:
        if kind in _THE_KIND and peg_category(kind) is category:
            return _THE_KIND[kind](tr)
    return category_name(category, tr)


_THE_KIND: Final[dict[Kind, Callable[[Translator], str]]] = {
    Kind.FIFTEEN: lambda tr: tr.pgettext("pegging", "the fifteen"),
    Kind.THIRTY_ONE: lambda tr: tr.pgettext("pegging", "the thirty-one"),
    Kind.PAIR: lambda tr: tr.pgettext("pegging", "the pair"),
    Kind.PAIR_ROYAL: lambda tr: tr.pgettext("pegging", "the pair royal"),
    Kind.DOUBLE_PAIR_ROYAL: lambda tr: tr.pgettext("pegging", "the double pair royal"),
    Kind.RUN: lambda tr: tr.pgettext("pegging", "the run"),
}
"""A combination of the play named with its article, as a missed point is."""


def who_name(mine: bool, tr: Translator) -> str:
    """ "You" or "Opponent", before a card laid."""
    return tr._("You") if mine else tr._("Opponent")


def laid_line(mine: bool, card: Card, count: int, tr: Translator) -> str:
    """One card laid: who, the card, the count after it."""
    return tr._("{who}: {card} ({count})").format(
        who=who_name(mine, tr), card=render.card(card, tr), count=tr.number(count)
    )


def go_line(mine: bool, tr: Translator) -> str:
    """A player who could not lay a card said go."""
    return tr._("{who}: go").format(who=who_name(mine, tr))


def no_cards_line(mine: bool, tr: Translator) -> str:
    """A player who had no card left to lay (the other laid on alone)."""
    return tr._("{who}: no cards left").format(who=who_name(mine, tr))


def pile_lines(
    pile: Sequence[Card], mine: Sequence[bool], tr: Translator, *, go_after: int | None = None
) -> list[str]:
    """The cards since the count was last at 0, each with the count after it, and the go the
    other player said after `pile[go_after]` (if any), where it was said. Two cards in a row
    by the same player with no go between them: the other had no card left, and says so
    (« Vous : 6♠ (20) » then « Vous : 2♠ (22) » left a player wondering why the opponent
    did not lay)."""
    lines: list[str] = []
    count = 0
    for at, (card, by_me) in enumerate(zip(pile, mine, strict=True)):
        count += card.value
        lines.append(f"{BULLET} " + laid_line(by_me, card, count, tr))
        if at == go_after:
            lines.append(f"{BULLET} " + go_line(not by_me, tr))
        elif (go_after is None or at < go_after) and at + 1 < len(pile) and mine[at + 1] == by_me:
            lines.append(f"{BULLET} " + no_cards_line(not by_me, tr))
    return lines


def answer_examples(tr: Translator) -> str:
    """Calls the player can type for one card."""
    return tr._("fifteen two, thirty-one for two, pair royal, run of four, one for last")


def fadoq_note(tr: Translator) -> str:
    """Why a go or last-card point is not pegged."""
    return tr._(
        "FADOQ rule: from {threshold} on, a player no longer pegs the single go or last-card point."
    ).format(threshold=tr.number(FADOQ_THRESHOLD))


def role_line(player_is_dealer: bool, tr: Translator) -> str:
    """Whether the player deals (and the opponent leads)."""
    if player_is_dealer:
        return tr._("You are the dealer: your opponent leads.")
    return tr._("You are the pone: you lead.")


# -- /peg count ------------------------------------------------------------------------------


def count_question_lines(question: PegCountQuestion, tr: Translator) -> list[str]:
    """The question: the title, the cards since the reset (yours last), what ends the series."""
    lines = [tr._("How many points for your card?")]
    lines.append(tr._("The cards since the count was last at 0:"))
    lines += pile_lines(question.pile, question.mine, tr, go_after=question.go_after)
    if question.closing is Kind.GO:
        lines.append(
            tr._("Your opponent has said go and you cannot play another card: the count resets.")
        )
    elif question.closing is Kind.LAST_CARD:
        lines.append(tr._("Nobody has a card left after this one: it is the last card laid."))
    if question.barred:
        lines.append(fadoq_note(tr))
    lines.append(
        tr._("Answer with a number, or call it: {examples}.").format(examples=answer_examples(tr))
    )
    return lines


def play_breakdown(score: Score, tr: Translator, *, barred: Combo | None = None) -> list[str]:
    """What a card pegged, combination by combination (and a barred point, if any)."""
    lines: list[str] = []
    for combo in score.combos:
        lines.append(
            f"{BULLET} "
            + tr.pgettext("pegging", "{name}: {cards} ({points})").format(
                name=render.combo_name(combo, tr),
                cards=render.cards(combo.cards, tr),
                points=render.points(combo.points, tr),
            )
        )
    if barred is not None:
        lines.append(
            f"{BULLET} "
            + tr._("{name}: not pegged under the FADOQ rule").format(
                name=render.kind_name(barred.kind, tr)
            )
        )
    if not score.combos and barred is None:
        lines.append(f"{BULLET} " + tr._("Nothing: no 15 or 31, no pair, no run."))
    return lines


def count_verdict_lines(
    question: PegCountQuestion, grade: PegCountGrade, tr: Translator
) -> list[str]:
    """The verdict: right, muggins (the bot takes the missed points) or too high; the breakdown."""
    score = question.score()
    call = render.play_call_text(score, tr)
    said = tr.number(grade.answered)
    total = render.points(grade.expected_total, tr)
    match grade.verdict:
        case Verdict.EXACT if grade.missed_categories:
            # The total is right but the call named other combinations ("31 for 2" on a
            # pair): no "Missed" line after a "Right", which read as a contradiction.
            # « mais ce n'est pas ce que vous avez annoncé : trente et un pour 2 » read as if
            # the player had called the 31
            head = tr._("The right number of points, but the right call is: {call}.").format(
                call=call
            )
        case Verdict.EXACT:
            head = tr._("Right: {call}.").format(call=call) if call else tr._("Right: nothing.")
        case Verdict.LOW if grade.muggins:
            head = (
                tr._("Muggins!")
                + " "
                + tr.ngettext(
                    "You said {said}, the card pegs {total}: I take the point you missed.",
                    "You said {said}, the card pegs {total}: "
                    "I take the {missed} points you missed.",
                    grade.missed,
                ).format(said=said, total=total, missed=tr.number(grade.missed))
            )
        case Verdict.LOW:
            head = tr.ngettext(
                "You said {said}, the card pegs {total}: the point you missed is lost "
                "(muggins is off).",
                "You said {said}, the card pegs {total}: the {missed} points you missed are lost "
                "(muggins is off).",
                grade.missed,
            ).format(said=said, total=total, missed=tr.number(grade.missed))
        case Verdict.HIGH if not grade.settlement.excess:
            head = (
                tr._("Too high.")
                + " "
                + tr._("You said {said}, the card pegs {total}: you peg {total}.").format(
                    said=said, total=total
                )
                + " "
                + calls_view.over_law_note(False, tr)
            )
        case Verdict.HIGH:
            head = (
                tr._("Too high.")
                + " "
                + tr.ngettext(
                    "You said {said}, the card pegs {total}: you peg {total} and I peg the point "
                    "too many.",
                    "You said {said}, the card pegs {total}: you peg {total} and I peg the {over} "
                    "points too many.",
                    grade.over,
                ).format(said=said, total=total, over=tr.number(grade.over))
                + " "
                + calls_view.over_law_note(True, tr)
            )
        case _:
            assert_never(grade.verdict)
    lines = [f"{calls_view.verdict_mark(grade.verdict, muggins=grade.muggins)} {head}"]
    barred = question.closing_combo() if question.barred else None
    if grade.verdict is not Verdict.EXACT or barred is not None:
        if call:
            lines.append(tr._("The call: {call}.").format(call=call))
        lines += play_breakdown(score, tr, barred=barred)
    if barred is not None:
        lines.append(fadoq_note(tr))
    if grade.missed_categories and grade.verdict is not Verdict.EXACT:
        kinds = [combo.kind for combo in score.combos]
        names = ", ".join(
            missed_name(c, question.closing, tr, kinds) for c in grade.missed_categories
        )
        lines.append(tr._("Missed: {categories}.").format(categories=names))
    if grade.absent and grade.verdict is not Verdict.EXACT:  # « Trop haut » said what was not
        names = ", ".join(_THE_KIND[kind](tr) for kind in grade.absent if kind in _THE_KIND)
        lines.append(tr._("Called but not there: {combinations}.").format(combinations=names))
    if question.closing is None and grade.claimed.get(PegCategory.GO, 0):
        lines.append(no_go_point_line(question, tr))
    return lines


def no_go_point_line(question: PegCountQuestion, tr: Translator) -> str:
    """Why a go or last-card point claimed is not pegged: 31 pegs 2 and no more; the player
    lays again after the opponent's go; or nobody said go (« personne n'a dit go » was said
    under « Adversaire : go » and a card making 31)."""
    if question.count == THIRTY_ONE:
        return tr._(
            "No extra point for the go or the last card: reaching 31 pegs 2 instead of "
            "the 1 for the go."
        )
    if question.go_after is not None:
        return tr._(
            "No point for the go yet: your opponent said go, but you can still play another "
            "card, and the go point goes to the last one."
        )
    return tr._("No point for go or the last card: it is not the last card, and nobody said go.")


# -- Errors and stats ------------------------------------------------------------------------


def call_send_line(tr: Translator) -> str:
    """What a card's answer is (plain text): after why an answer could not be read, and in
    the help at a card of the play (`commands.peg_count_how`)."""
    return tr._("Send a number, or call it: {examples}.").format(examples=answer_examples(tr))


def call_error(error: AnswerError, tr: Translator, *, muggins: bool | None = None) -> str:
    """Why a one-card answer could not be read (the question stays open); `muggins`: the
    drill's setting, for what « je ne sais pas » is told a short answer costs (« send 0 »
    would hand the bot every point)."""
    hint = call_send_line(tr)
    reason = error.reason
    if reason is AnswerErrorReason.DONT_KNOW:
        return dont_know_call(tr, muggins)
    if calls_unread.typed_cards(error):
        return tr._(
            "Those are cards: send the points this card pegs, or call them: {examples}."
        ).format(examples=answer_examples(tr))
    if reason is AnswerErrorReason.MUGGINS:
        return tr._(
            "Muggins is called on the other player's count, to take the points they missed. "
            "Here, say what your card pegs: {examples}."
        ).format(examples=answer_examples(tr))
    if reason in calls_unread.ASKING and asks_how(error.text):
        return play_points_line(tr) + " " + hint
    if reason in calls_unread.ASKING and asks_why(error.text):
        return why_before_answer_line(tr) + " " + hint
    if reason is AnswerErrorReason.UNKNOWN_WORD and calls_unread.suggestion(error, tr):
        # « vouliez-vous dire « trois »? » alone was a question: « oui » was not an answer
        again = tr._("Send your answer again, corrected.")
        return calls_unread.unknown_word_text(error, tr) + " " + again
    if reason is AnswerErrorReason.UNKNOWN_WORD:
        return tr._("I don't know the word “{word}”.").format(word=error.token) + " " + hint
    if reason is AnswerErrorReason.NEGATIVE:
        return tr._("Points are never negative.") + " " + hint
    if reason is AnswerErrorReason.TOO_LARGE:
        return tr._("One card never pegs that much.") + " " + hint
    if reason is AnswerErrorReason.BAD_POINTS and error.kind is not None:
        return tr._("In the play, {combination} is worth {values}.").format(
            combination=_A_KIND[error.kind](tr), values=_worth(error.kind, tr)
        )
    if reason is AnswerErrorReason.MISSING_POINTS and error.kind is not None:
        return tr._("How long is the {combination}? For example: {example}.").format(
            combination=render.kind_name(error.kind, tr), example=tr._("run of four")
        )
    if reason is AnswerErrorReason.TOTAL_MISMATCH and len(error.values) == 2:
        return tr._("You said {said}, but your calls add up to {computed}.").format(
            said=tr.number(error.values[0]), computed=tr.number(error.values[1])
        )
    if reason is AnswerErrorReason.AMBIGUOUS and len(error.values) == 2:
        first, second = sorted(error.values)
        return tr._("I can read that as {first} or {second}: send the total.").format(
            first=tr.number(first), second=tr.number(second)
        )
    return hint


def _worth(kind: Kind, tr: Translator) -> str:
    if kind is Kind.RUN:
        return tr._("{low} to {max} points, one per card").format(
            low=tr.number(3), max=tr.number(MAX_RUN)
        )
    points = {Kind.PAIR_ROYAL: 6, Kind.DOUBLE_PAIR_ROYAL: 12, Kind.GO: 1, Kind.LAST_CARD: 1}
    return render.points(points.get(kind, 2), tr)


_A_KIND: Final[dict[Kind, Callable[[Translator], str]]] = {
    Kind.FIFTEEN: lambda tr: tr.pgettext("pegging", "a fifteen"),
    Kind.THIRTY_ONE: lambda tr: tr.pgettext("pegging", "a thirty-one"),
    Kind.PAIR: lambda tr: tr.pgettext("pegging", "a pair"),
    Kind.PAIR_ROYAL: lambda tr: tr.pgettext("pegging", "a pair royal"),
    Kind.DOUBLE_PAIR_ROYAL: lambda tr: tr.pgettext("pegging", "a double pair royal"),
    Kind.RUN: lambda tr: tr.pgettext("pegging", "a run"),
    Kind.GO: lambda tr: tr.pgettext("pegging", "the go"),
    Kind.LAST_CARD: lambda tr: tr.pgettext("pegging", "the last card"),
}
"""A combination of the play named as a sentence's subject (« Au jeu, une paire vaut 2
points. »; « Au jeu, paire vaut » lacked its article)."""


def stats_lines(stats: PegStats, tr: Translator) -> list[str]:
    """The pegging lines of /stats: accuracy per question and per kind of points, the weakest."""
    if not stats.questions:
        return []
    lines = [tr._("Pegging")]
    for kind, (exact, count) in stats.questions.items():
        lines.append(
            f"{BULLET} "
            + tr.ngettext(
                "{drill}: {exact} right out of {count} ({percent})",
                "{drill}: {exact} right out of {count} ({percent})",
                exact,
            ).format(
                drill=kind_button(kind, tr),
                exact=tr.number(exact),
                count=tr.number(count),
                percent=tr.percent(exact / count),
            )
        )
    # « Bien comptés : go et dernière carte 0 % » read as a score of nothing: each kind of
    # points on a line of its own, how many times of how many, as the questions' lines
    if stats.categories:
        lines.append(tr._("Points counted right, by kind:"))
    for c, (hits, seen) in stats.categories.items():
        lines.append(
            f"{BULLET} "
            + tr.ngettext(
                "{category}: {hits} time out of {seen} ({percent})",
                "{category}: {hits} times out of {seen} ({percent})",
                hits,
            ).format(
                category=category_name(c, tr),
                hits=tr.number(hits),
                seen=tr.number(seen),
                percent=tr.percent(hits / seen),
            )
        )
    weakest = stats.weakest
    if weakest is not None:
        lines.append(tr._("Weakest: {category}").format(category=category_name(weakest, tr)))
    return lines


# -- Menus and help --------------------------------------------------------------------------


def kind_button(kind: PegKind, tr: Translator) -> str:
    """The short label of a button dealing that kind of question."""
    match kind:
        case PegKind.COUNT:
            return tr._("One card")
        case PegKind.ROUND:
            return tr._("A round")
        case PegKind.PLAY:
            return tr._("Best card")
        case _:
            assert_never(kind)


def kinds_lines(tr: Translator) -> list[str]:
    """The three pegging questions and their commands."""
    return [
        tr._("/peg count: how many points does one card peg?"),
        tr._("/peg round: both players' points in a whole round"),
        tr._("/peg play: which card to play, and why"),
    ]


def help_line(tr: Translator) -> str:
    """The /help line of the pegging drill."""
    return tr._("/peg count, /peg round, /peg play: pegging practice")


def menu_text(tr: Translator) -> str:
    """The command menu entry of /peg."""
    return tr._("Pegging practice: one card, a round, the best card")


def html_lines(lines: Sequence[str], tr: Translator, *, name: str | None = None) -> list[str]:
    """This module's lines as Telegram HTML, for the chat: the first bold (after the player's
    `name` in groups), all escaped. (The lines themselves are plain text, for the CLI.)"""
    return [bold(replies.titled(lines[0], tr, name=name)), *(esc(line) for line in lines[1:])]
