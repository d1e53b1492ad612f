"""The player's call read back (Telegram HTML, no I/O): how the bot read a called count, each
combination as the player named it, fifteens with their running count and what they make;
and, per category of points, what the call put there against what the cards hold.

`bot.views.show` says them under a verdict whose total is right or wrong in its details,
`bot.views.table_show` at a table's show.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, assert_never

from bot.drills.answer_claims import Answer, Call, Category
from bot.drills.grading import CategoryGrade
from bot.engine.show import Kind
from bot.i18n import Translator, render
from bot.views.markup import bold, esc


def category_name(category: Category, tr: Translator) -> str:
    """A category of points, as a heading in a per-category comparison."""
    match category:
        case Category.FIFTEENS:
            return tr.pgettext("category", "fifteens")
        case Category.PAIRS:
            return tr.pgettext("category", "pairs")
        case Category.RUNS:
            return tr.pgettext("category", "runs")
        case Category.FLUSH:
            return tr.pgettext("category", "flush")
        case Category.NOBS:
            return tr.pgettext("category", "his nobs")
        case _:
            assert_never(category)


def category_line(grade: CategoryGrade, tr: Translator) -> str:
    name = category_name(grade.category, tr)
    claimed, expected = tr.number(grade.claimed), tr.number(grade.expected)
    if not grade.missed and not grade.over:
        return "✔️ " + esc(tr._("{category}: {points}, right")).format(
            category=bold(name), points=esc(render.points(grade.expected, tr))
        )
    # « in your count », not « you called »: a double run 8 puts 2 in pairs, never said
    if grade.missed:
        text = tr.ngettext(
            "{category}: {claimed} in your count, there is {expected} (missed {missed})",
            "{category}: {claimed} in your count, there are {expected} (missed {missed})",
            grade.expected,
        )
    else:
        text = tr.ngettext(
            "{category}: {claimed} in your count, there is {expected} ({over} too many)",
            "{category}: {claimed} in your count, there are {expected} ({over} too many)",
            grade.expected,
        )
    mark = "🔻" if grade.missed else "🔺"
    missed, over = tr.number(grade.missed), tr.number(grade.over)
    line = f"{mark} " + esc(text).format(
        category=bold(name), claimed=claimed, expected=expected, missed=missed, over=over
    )
    if grade.category is Category.NOBS and not grade.expected:  # a jack of another suit
        line += " " + esc(tr._("(Only the jack of the starter's suit counts.)"))
    return line


_RUN_KINDS: Final = frozenset({Kind.RUN, Kind.DOUBLE_RUN, Kind.TRIPLE_RUN, Kind.DOUBLE_DOUBLE_RUN})


def _called_name(call: Call, tr: Translator) -> str:
    """A combination named as the player named it: `two runs of three`, `run of four`,
    `two pairs`, `pair`; pairs called by their points (« paires 4 ») by how many they are."""
    count = _called_count(call)
    name = render.kind_name(call.kind, tr, count)
    if call.length is not None and call.kind in _RUN_KINDS:
        name = tr._("{combination} of {length}").format(
            combination=name, length=render.count_word(call.length, tr)
        )
    if count > 1:
        name = tr._("{count} {combinations}").format(
            count=render.count_word(count, tr), combinations=name
        )
    return name


def _called_count(call: Call) -> int:
    """How many of its combination a call named: `two runs`, « paires 4 » (two pairs)."""
    count = call.count if call.count is not None and call.count > 1 else 1
    if call.kind is Kind.PAIR and call.count is None and call.points > 2 and call.points % 2 == 0:
        count = call.points // 2  # « paires 4 »: two pairs, not « paire 4 »
    return count


_PAIR_NAMES: Final = {Kind.PAIR: 2, Kind.PAIR_ROYAL: 6, Kind.DOUBLE_PAIR_ROYAL: 12}
"""What one pair, one pair royal, one double pair royal score: their name says it."""


def _one_pair_named(call: Call, tr: Translator) -> str | None:
    """One pair (pair royal, double pair royal) with the points its name says, read back as the
    bot calls its own count and players call it aloud (« quinze 6 et une paire, ça fait 8 »):
    « une paire », « un brelan », no number after it to be heard as its rank (« paire 2 »,
    twos) or the count so far; else None."""
    if _PAIR_NAMES.get(call.kind) != call.points or (call.count or 1) > 1:
        return None
    if call.kind is Kind.PAIR:
        return tr._("a pair")
    if call.kind is Kind.PAIR_ROYAL:
        return tr._("a pair royal")
    return tr._("a double pair royal")


def calls_said(calls: Sequence[Call], tr: Translator, *, lone_double: bool = False) -> str:
    """Some calls of one family as the player said them (plain text): the fifteens by what
    they make (« quinze 8 »), the others by their names and points (« double suite 8 »,
    « une paire »), a « double » said alone as « double 12 » (`lone_double`), not by the
    double it was read as."""
    fifteens = sum(call.points for call in calls if call.kind is Kind.FIFTEEN)
    items: list[str] = []
    if fifteens:
        items.append(
            tr._("{combination} {points}").format(
                combination=render.kind_name(Kind.FIFTEEN, tr), points=tr.number(fifteens)
            )
        )
    items += [
        _call_said(call, tr, lone_double=lone_double)
        for call in calls
        if call.kind is not Kind.FIFTEEN
    ]
    return ", ".join(items)


def _call_said(call: Call, tr: Translator, *, lone_double: bool, pair_named: bool = True) -> str:
    """A call other than a fifteen as the player said it (`calls_said`, `answer_as_read`):
    « un pour le valet », not « … valet 1 »; a « double » said alone as « double 12 »
    (`lone_double`), not « un carré » that the player never named; one pair by its name,
    « une paire », not « paire 2 », a pair of twos? (`pair_named`: among other items); else
    its name and points."""
    if call.kind is Kind.NOBS and call.points == 1:
        return _called_name(call, tr)
    if lone_double and call.kind in _DOUBLES:
        return tr._("double {points}").format(points=tr.number(call.points))
    if pair_named and (named := _one_pair_named(call, tr)):
        return named
    return tr._("{combination} {points}").format(
        combination=_called_name(call, tr), points=tr.number(call.points)
    )


_DOUBLES: Final = frozenset({Kind.DOUBLE_RUN, Kind.DOUBLE_DOUBLE_RUN, Kind.DOUBLE_PAIR_ROYAL})
"""What a « double » said alone is read as, when not as two pairs (« deux paires 4 » says
them as well as « double 4 »)."""


def answer_as_read(answer: Answer, tr: Translator) -> str:
    """The items read, as they were named, fifteens with their running count as they are
    called aloud, and what they make when they are two or more."""
    fifteens = 0
    items: list[str] = []
    # the last part named is plural (« two pairs 4 »): "… two pairs 4 make 8", not "makes"
    if answer.unnamed:  # said last: « 2 points without a name make 6 », "1 point … makes"
        plural = answer.unnamed > 1
    else:
        plural = (
            bool(answer.calls)
            and answer.calls[-1].kind is not Kind.FIFTEEN
            and _called_count(answer.calls[-1]) > 1
        )
    among_others = len(answer.calls) + answer.unnamed > 1
    for call in answer.calls:
        if call.kind is not Kind.FIFTEEN:
            items.append(
                _call_said(call, tr, lone_double=answer.lone_double, pair_named=among_others)
            )
            continue
        fifteens += call.points
        items.append(
            tr._("{combination} {points}").format(
                combination=render.kind_name(call.kind, tr), points=tr.number(fifteens)
            )
        )
    if answer.unnamed:  # « quinze 4 et 1 »: points the player added without a name
        items.append(
            tr.ngettext(
                "{n} point without a name", "{n} points without a name", answer.unnamed
            ).format(n=tr.number(answer.unnamed))
        )
    if len(items) < 2:
        return esc(tr._("Your call as I read it: {calls}.").format(calls=", ".join(items)))
    # « quinze 4, double suite 8 »: 8 its points, or the count so far? What it makes says it,
    # as the bot's own call ends (« …et une double suite 8, ça fait 10 »)
    made = sum(call.points for call in answer.calls) + answer.unnamed
    if plural:
        text = tr._("Your call as I read it: {calls} make {total}.")
    else:
        text = tr._("Your call as I read it: {calls} makes {total}.")
    return esc(text.format(calls=", ".join(items), total=tr.number(made)))
