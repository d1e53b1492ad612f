"""The wording of called counts and of the laws, shared by the chat and the command line.

Plain text (no HTML): the chat escapes each line, the command line prints it. Covers the
parts of a call that looked off and the short / over sentences under muggins on or off; what
a call that cannot be read gets (the word quoted and the nearest known one) is
`bot.views.calls_unread`, the referee's answer to `/score CARDS = CALL` `bot.views.referee`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from bot.drills.answer_claims import Answer, Off, OffReason
from bot.drills.answers import NINETEEN
from bot.drills.grading import Verdict
from bot.engine.show import Combo, Kind
from bot.i18n import Translator, render

POINT_VALUES: dict[Kind, tuple[int, ...]] = {
    Kind.FIFTEEN: (2,),
    Kind.PAIR: (2,),
    Kind.PAIR_ROYAL: (6,),
    Kind.DOUBLE_PAIR_ROYAL: (12,),
    Kind.RUN: (3, 4, 5),
    Kind.DOUBLE_RUN: (8, 10),
    Kind.TRIPLE_RUN: (15,),
    Kind.DOUBLE_DOUBLE_RUN: (16,),
    Kind.FLUSH: (4, 5),
    Kind.NOBS: (1,),
}
"""What a named combination may be worth (a run: 3, 4 or 5, by its length)."""


def or_list(numbers: Sequence[int], tr: Translator) -> str:
    """Numbers as a reader lists them: "3, 4 or 5" / « 3, 4 ou 5 »."""
    texts = [tr.number(n) for n in numbers]
    if len(texts) == 1:
        return texts[0]
    return tr.pgettext("calls", "{first} or {last}").format(
        first=", ".join(texts[:-1]), last=texts[-1]
    )


# -- Parts that looked off ---------------------------------------------------------------------


def off_line(off: Off, tr: Translator, *, unnamed: bool = False) -> str:
    """One part of the call that did not add up; `unnamed`: the call began with a count said
    without its combinations (« 8 pis le valet 12 »), which a total is measured against."""
    if off.reason is OffReason.TOTAL_MISMATCH and unnamed:
        return tr._("You said {said}, but what you counted before it makes {computed}.").format(
            said=tr.number(off.said), computed=tr.number(off.computed)
        )
    if off.reason is OffReason.TOTAL_MISMATCH:
        return tr._("You said {said}, but the combinations you named add up to {computed}.").format(
            said=tr.number(off.said), computed=tr.number(off.computed)
        )
    kind = off.kind or Kind.FIFTEEN
    if kind is Kind.FIFTEEN:
        return tr._("“{combination} {said}” looks off: fifteens count on by twos.").format(
            combination=render.kind_name(kind, tr), said=tr.number(off.said)
        )
    if kind is Kind.NOBS:  # « valet 3 », « 3 pour le valet »: as players say it
        part = tr._("{said} for his nobs").format(said=tr.number(off.said))
    else:
        part = tr._("{combination} {said}").format(
            combination=render.kind_name(kind, tr), said=tr.number(off.said)
        )
    return tr._("“{part}” looks off: {worth}.").format(part=part, worth=worth_text(kind, tr))


def worth_text(kind: Kind, tr: Translator) -> str:
    """What a named combination is worth, as a clause (« une paire vaut 2 points », "a run is
    worth 3, 4 or 5 points, one per card"); the combinations a count names."""
    match kind:
        case Kind.FIFTEEN:
            return tr._("a fifteen is worth 2 points")
        case Kind.PAIR:
            return tr._("a pair is worth 2 points")
        case Kind.PAIR_ROYAL:
            return tr._("a pair royal is worth 6 points")
        case Kind.DOUBLE_PAIR_ROYAL:
            return tr._("a double pair royal is worth 12 points")
        case Kind.RUN:
            return tr._("a run is worth 3, 4 or 5 points, one per card")
        case Kind.DOUBLE_RUN:
            return tr._("a double run is worth 8 or 10 points")
        case Kind.TRIPLE_RUN:
            return tr._("a triple run is worth 15 points")
        case Kind.DOUBLE_DOUBLE_RUN:
            return tr._("a double double run is worth 16 points")
        case Kind.FLUSH:
            return tr._("a flush is worth 4 or 5 points")
        case Kind.NOBS:
            return tr._("the jack of the starter's suit (his nobs) is worth 1 point")
    values = POINT_VALUES.get(kind, ())
    worth = tr.ngettext("{values} point", "{values} points", max(values, default=2))
    return tr._("{combination}: {worth}").format(
        combination=render.kind_name(kind, tr), worth=worth.format(values=or_list(values, tr))
    )


def bad_points_text(kind: Kind, said: int, tr: Translator) -> str:
    """A part said with points it is never worth, refused: « Une paire vaut 2 points, pas
    8. »"""
    worth = worth_text(kind, tr)
    return tr._("{worth}, not {said}.").format(
        worth=worth[:1].upper() + worth[1:], said=tr.number(said)
    )


def _off_after_count_so_far(off: Off, answer: Answer, tr: Translator) -> str | None:
    """« 8 pis la suite 14 »: the count so far said first, then a name and the total said
    after it, which the name cannot make: told as a total, what the count so far and the
    name make (« Vous avez dit 14, mais ce que vous avez compté avant fait 11, 12 ou 13. »),
    not « « suite 14 » ne tient pas »; else None."""
    if off.reason is not OffReason.BAD_POINTS or off.kind is None or not answer.unnamed:
        return None
    if not answer.calls or answer.calls[0].kind is not off.kind or off is not answer.off[0]:
        return None  # a name said after others (« 8 pis la paire, la suite 14 »)
    values = POINT_VALUES.get(off.kind, ())
    if not values or off.said <= answer.unnamed:
        return None
    made = [answer.unnamed + value for value in values]
    return tr._("You said {said}, but what you counted before it makes {computed}.").format(
        said=tr.number(off.said), computed=or_list(made, tr)
    )


def off_lines(answer: Answer, tr: Translator) -> list[str]:
    """What looked off in a call, and that its stated total is what was graded."""
    if not answer.off:
        return []
    lines = [
        _off_after_count_so_far(off, answer, tr) or off_line(off, tr, unnamed=bool(answer.unnamed))
        for off in answer.off
    ]
    stated = answer.stated
    if stated == answer.total:
        lines.append(
            tr._("I graded the total you said last: {total}.").format(total=tr.number(stated))
        )
    elif stated is not None:
        # « quinze 16, paire 7, valet 1 »: the player said 7, then a point for the jack
        after = answer.total - stated
        lines.append(
            tr.ngettext(
                "I graded the total you said last, {stated}, plus the point you called "
                "after it ({after}): {total}.",
                "I graded the total you said last, {stated}, plus the points you called "
                "after it ({after}): {total}.",
                after,
            ).format(
                stated=tr.number(stated), after=tr.number(after), total=tr.number(answer.total)
            )
        )
    return lines


# -- The laws ----------------------------------------------------------------------------------


def short_text(
    said: int, total: int, missed: int, tr: Translator, *, muggins: bool, nineteen: bool = False
) -> str:
    """An under-count: muggins takes the missed points, or (muggins off) they are lost.
    `nineteen`: the player announced « dix-neuf », a zero hand, said back as they meant it
    (« 19, c'est-à-dire zéro, mais ça fait 5 points »), as /jouer does, not « Vous avez
    compté 0 »."""
    if nineteen and muggins:
        text = tr.ngettext(
            "{said}, that is zero, but it makes {total}: I take the point you missed.",
            "{said}, that is zero, but it makes {total}: I take the points you missed.",
            missed,
        )
    elif nineteen:
        text = tr.ngettext(
            "{said}, that is zero, but it makes {total}: the point you missed is lost "
            "(muggins is off).",
            "{said}, that is zero, but it makes {total}: the {missed} points you missed are "
            "lost (muggins is off).",
            missed,
        )
    elif muggins:  # the points taken are said once, by the pegs line under the count
        text = tr.ngettext(
            "You counted {said}, it makes {total}: I take the point you missed.",
            "You counted {said}, it makes {total}: I take the points you missed.",
            missed,
        )
    else:
        text = tr.ngettext(
            "You counted {said}, it makes {total}: the point you missed is lost (muggins is off).",
            "You counted {said}, it makes {total}: the {missed} points you missed are lost "
            "(muggins is off).",
            missed,
        )
    shown = NINETEEN if nineteen else said
    return text.format(
        said=tr.number(shown), total=render.points(total, tr), missed=tr.number(missed)
    )


def over_law(to_opponent: bool, tr: Translator) -> str:
    """The over-count law as /variant names it."""
    if to_opponent:
        return tr._(
            "a count too high gives the extra points to the opponent"
            " (the rule of the ACC, the American Cribbage Congress)"
        )
    return tr._("a count too high is corrected, with no penalty")


def over_law_note(to_opponent: bool, tr: Translator) -> str:
    """The law a correction applied, said after it as a sentence of its own, in brackets:
    « (Un compte trop haut est corrigé, sans pénalité.) »; the ACC's named without brackets
    inside the brackets."""
    if to_opponent:
        return tr._(
            "(A count too high gives the extra points to the opponent:"
            " the rule of the ACC, the American Cribbage Congress.)"
        )
    return tr._("(A count too high is corrected, with no penalty.)")


def over_text(said: int, total: int, excess: int, tr: Translator) -> str:
    """An over-count: what was counted, its true total, and the law that settles it (the
    excess pegged by the opponent under the ACC's rule, `excess` > 0, by nobody otherwise).
    The points each side pegs are said once, by the pegs line under the count
    (`bot.views.show.pegs_line`), not here too."""
    return counted_text(said, total, tr) + " " + over_law_note(bool(excess), tr)


def counted_text(said: int, total: int, tr: Translator) -> str:
    """What was counted and what it makes, no more: « Vous avez compté 8, ça fait 10
    points. », the law said after it (an over-count's, or a shortfall's netted by
    `bot.views.show.offset_text`)."""
    return tr._("You counted {said}, it makes {total}.").format(
        said=tr.number(said), total=render.points(total, tr)
    )


def muggins_description(on: bool, tr: Translator) -> str:
    """What the muggins setting means, in one line."""
    if on:
        return tr._("Muggins on: points you miss in a count go to your opponent.")
    return tr._("Muggins off: points you miss in a count are simply lost.")


def muggins_button(on: bool, tr: Translator) -> str:
    """The button that flips the setting (its text says what a press does)."""
    return tr._("Muggins: turn off") if on else tr._("Muggins: turn on")


def muggins_example(tr: Translator, *, now_on: bool = True) -> str:
    """The command that flips it from how it is now (`now_on`): off when on, on when off."""
    if now_on:
        return tr._("/variant muggins off")
    return tr._("/variant muggins on")


def club_muggins_description(on: bool, tr: Translator) -> str:
    """What the club's setting means, in one line: it settles the counts made in the group
    and the games between members (`bot.tg.handlers.muggins`), not only « challenges » (which
    a player reads as /daily)."""
    if on:
        return tr._(
            "Muggins on in this club (counts in the group, games between members): "
            "points missed in a count go to the opponent."
        )
    return tr._(
        "Muggins off in this club (counts in the group, games between members): "
        "points missed in a count are lost."
    )


def club_muggins_button(on: bool, tr: Translator) -> str:
    """The /club button that flips the club's setting."""
    return tr._("Club muggins: turn off") if on else tr._("Club muggins: turn on")


# -- The referee -------------------------------------------------------------------------------


def combo_list(combos: Sequence[Combo], missed: Sequence[int], tr: Translator) -> str:
    """Each combination left out with its points, or the part of it left out ("6 of 12");
    whole ones of a plain kind together, "8 fifteens (16 points)", not "fifteen (2 points)"
    eight times over."""
    items: list[str] = []
    grouped: dict[Kind, tuple[int, int, int]] = {}
    """Whole combinations of a plain kind left out: where in `items`, how many, their points."""
    for combo, points in zip(combos, missed or [c.points for c in combos], strict=True):
        name = render.combo_name(combo, tr)
        if points < combo.points:
            said = tr._("{name} ({missed} of {points})").format(
                name=name, missed=tr.number(points), points=render.points(combo.points, tr)
            )
        elif combo.kind in grouped:
            at, n, total = grouped[combo.kind]
            grouped[combo.kind] = (at, n + 1, total + points)
            n, total = n + 1, total + points
            name = f"{tr.number(n)} {render.kind_name(combo.kind, tr, n)}"
            items[at] = tr._("{name} ({points})").format(name=name, points=render.points(total, tr))
            continue
        else:
            if name == render.kind_name(combo.kind, tr):
                grouped[combo.kind] = (len(items), 1, points)
            said = tr._("{name} ({points})").format(name=name, points=render.points(points, tr))
        items.append(said)
    return ", ".join(items)


def verdict_mark(verdict: Verdict, *, muggins: bool) -> str:
    """The mark before a count's verdict (a hand, a crib, a card or a round of the play): ✅
    right, 🫵 a muggins, 🔻 points missed and lost, ❌ too high."""
    match verdict:
        case Verdict.EXACT:
            return "✅"
        case Verdict.LOW:
            return "🫵" if muggins else "🔻"
        case Verdict.HIGH:
            return "❌"
        case _:
            assert_never(verdict)
