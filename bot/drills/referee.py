"""The referee of a club table: a show, the count a player called, and what the laws give.

`judge(score, text, muggins=)` reads the call (`bot.drills.answers`), settles it
(`bot.engine.laws`) and names the combinations the call left out. Pure: the wording is in
`bot.views.calls`, shared by `/score CARDS = CALL` and `muggins score CARDS --claim CALL`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from bot.drills.answer_claims import Answer, Call, Category, OffReason
from bot.drills.answers import AnswerError, parse_answer
from bot.drills.grading import (
    Grade,
    Verdict,
    category_of,
    category_shares,
    expected_claims,
    grade,
    infer_split,
)
from bot.engine.laws import Settlement
from bot.engine.show import Combo, Kind, Score


class RefereeVerdict(StrEnum):
    """The verdict keys of `muggins score --claim --json`."""

    EXACT = "exact"
    SHORT = "short"
    OVER = "over"
    UNREADABLE = "unreadable"


@dataclass(frozen=True, slots=True)
class Judgement:
    """A called count judged against the show: either an answer and its grade, or an error."""

    score: Score
    answer: Answer | None
    grade: Grade | None
    error: AnswerError | None
    missed: tuple[Combo, ...]
    """The combinations the call did not claim (all of them for a call of 0)."""
    missed_points: tuple[int, ...] = ()
    """Per combination of `missed`, the points of it the call left out: a double pair royal
    called as a pair royal left out 6 of its 12."""

    @property
    def verdict(self) -> RefereeVerdict:
        """Exact, short, over, or unreadable (nothing graded)."""
        if self.grade is None:
            return RefereeVerdict.UNREADABLE
        return RefereeVerdict(self.settlement.verdict.value)

    @property
    def settlement(self) -> Settlement:
        """What each side pegs (only for a readable call)."""
        if self.grade is None:
            raise ValueError("an unreadable call settles nothing")
        return self.grade.settlement

    @property
    def claimed(self) -> int | None:
        """The points the call claims (0 for « dix-neuf »), None when unreadable."""
        return None if self.answer is None else self.answer.total

    @property
    def muggins(self) -> int:
        """Points the opponent may take: 0 unless short (and muggins on)."""
        return 0 if self.grade is None else self.settlement.muggins

    @property
    def excess(self) -> int:
        """Points the opponent pegs for an over-count: 0 unless over."""
        return 0 if self.grade is None else self.settlement.excess

    @property
    def parts(self) -> tuple[PartCheck, ...]:
        """The families of a called count that is not exact, against the show (`part_checks`);
        empty for an exact count, a plain number or an unreadable call."""
        if self.answer is None or self.grade is None or self.grade.verdict is Verdict.EXACT:
            return ()
        return part_checks(self.answer, self.score)


class Family(StrEnum):
    """The parts of a count a player calls together: the fifteens, the pairs and runs (a
    double run holds both), the flush, his nobs."""

    FIFTEENS = "fifteens"
    PAIRS_AND_RUNS = "pairs_and_runs"
    FLUSH = "flush"
    NOBS = "nobs"


_FAMILY: Final = {
    Category.FIFTEENS: Family.FIFTEENS,
    Category.PAIRS: Family.PAIRS_AND_RUNS,
    Category.RUNS: Family.PAIRS_AND_RUNS,
    Category.FLUSH: Family.FLUSH,
    Category.NOBS: Family.NOBS,
}


def family_of(kind: Kind) -> Family:
    """The family a combination (or a call of it) belongs to."""
    return _FAMILY[category_of(kind)]


def category_family(category: Category) -> Family:
    """The family a category of points belongs to."""
    return _FAMILY[category]


@dataclass(frozen=True, slots=True)
class PartCheck:
    """One family of a called count against the show: the player's calls of it, as read, and
    the show's combinations of it."""

    family: Family
    calls: tuple[Call, ...]
    combos: tuple[Combo, ...]
    right: bool
    """Called, and its points in each category are the show's."""
    wrong: bool
    """Called, the show holds some, but a call names what the show does not hold (« double
    12 » on a double double run, « flush 4 » on a flush of 5): said as called, then as it
    is. A family whose calls the show holds, only some left out (a run), is not wrong:
    missed; nor one over by a call of what it does not hold at all (« une paire, suite 5 » on
    a run of 5: a pair too many)."""


def called_units(call: Call) -> tuple[tuple[Kind, int], ...]:
    """The combinations one call names, with the points of each: « deux suites 6 » is two
    runs of 3, « paires 4 » two pairs (a pair is 2: more points name more pairs)."""
    count = call.count if call.count is not None and call.count > 1 else 1
    if call.kind is Kind.PAIR and call.count is None and call.points > 2 and call.points % 2 == 0:
        count = call.points // 2
    return ((call.kind, call.points // count),) * count


def _not_held(combos: Iterable[Combo], calls: Iterable[Call]) -> Counter[tuple[Kind, int]]:
    """The calls' combinations that the show's do not hold, each as a whole: « une suite 3,
    une paire » on a double run is not the double run left partly out, but called wrong."""
    called = Counter(unit for call in calls for unit in called_units(call))
    return called - Counter((c.kind, c.points) for c in combos)


def _categories(kind: Kind) -> frozenset[Category]:
    """The categories a combination's points go to: a double run's to runs and pairs."""
    if kind in (Kind.DOUBLE_RUN, Kind.TRIPLE_RUN, Kind.DOUBLE_DOUBLE_RUN):
        return frozenset({Category.RUNS, Category.PAIRS})
    return frozenset({category_of(kind)})


def part_checks(answer: Answer, score: Score) -> tuple[PartCheck, ...]:
    """The families of an itemized call against the show, in the order they were called,
    then the ones not called; empty for a plain number, a call with unnamed points or with a
    part worth no number said with it (« paire 7 »: its points are not what was said)."""
    if answer.claims is None or not answer.calls or answer.unnamed:
        return ()
    if any(off.reason is OffReason.BAD_POINTS for off in answer.off):
        return ()
    expected = expected_claims(score)
    families = list(dict.fromkeys(family_of(call.kind) for call in answer.calls))
    families += [f for c in score.combos if (f := family_of(c.kind)) not in families]
    checks: list[PartCheck] = []
    for family in families:
        calls = tuple(c for c in answer.calls if family_of(c.kind) is family)
        combos = tuple(c for c in score.combos if family_of(c.kind) is family)
        categories = [c for c, f in _FAMILY.items() if f is family]
        right = bool(calls) and all(answer.claims.get(c) == expected.get(c) for c in categories)
        unheld = _not_held(combos, calls)
        held = frozenset(c for combo in combos for c in category_shares(combo))
        wrong = (
            family is not Family.FIFTEENS  # a count of fifteens: so many missed, or over
            and bool(calls)
            and bool(combos)
            and bool(unheld)
            and (
                any(answer.claims.get(c) < expected.get(c) for c in categories)
                # over only: a call of what the show holds, too high (« double suite 10 » on
                # a double run of 3); not « une paire, suite 5 » on a run of 5: a pair too many
                or any(_categories(kind) & held for kind, _ in unheld)
            )
        )
        checks.append(PartCheck(family, calls, combos, right, wrong))
    return tuple(checks)


SPLIT_KINDS: Final = frozenset({Kind.DOUBLE_RUN, Kind.TRIPLE_RUN, Kind.DOUBLE_DOUBLE_RUN})
"""Calls whose points the reading splits into pairs and runs, not the player."""


def split_by_reading(part: PartCheck, *, lone_double: bool) -> bool:
    """Whether a family called wrong had its points split into pairs and runs by the reading
    (« double suite 8 »: 6 runs and a pair; « double 12 » alone: a four of a kind's 12
    pairs) rather than by what the player named (« suites 6 », « carré 12 »): its lines per
    category would be the reading's, so it is said once, put right."""
    return part.wrong and (lone_double or any(c.kind in SPLIT_KINDS for c in part.calls))


def parts_offset(result: Grade, wrong: Iterable[Family]) -> tuple[int, int]:
    """The points an itemized call left out and counted too many, category by category, but
    a family called wrong (`PartCheck.wrong`) as one: « double 12 » on a double double run
    of 16 left out 4 of it, not 12 runs while counting 8 pairs too many."""
    merged = frozenset(wrong)
    missed = over = 0
    claimed: Counter[Family] = Counter()
    expected: Counter[Family] = Counter()
    for category in result.categories:
        family = category_family(category.category)
        if family in merged:
            claimed[family] += category.claimed
            expected[family] += category.expected
        else:
            missed += category.missed
            over += category.over
    for family in merged:
        missed += max(0, expected[family] - claimed[family])
        over += max(0, claimed[family] - expected[family])
    return missed, over


def missed_parts(score: Score, result: Grade) -> tuple[tuple[Combo, int], ...]:
    """The combinations a call left out, each with the points of it that were missed.

    A call of 0 left out everything; a called count, the combinations of each family it
    claimed too little of (the last ones called, up to the points missed in that family, so
    the parts add up to what was missed), short or over in all (« quinze 8, flush 4 » on a
    crib of fifteen 8 and a pair: 2 over, the pair left out); a plain number short, the
    points of each family when only one split of them adds up to the shortfall
    (`infer_split`), else nothing.
    """
    if result.verdict.value == "exact":
        return ()
    if result.itemized and result.answered:
        return _taken(score, [(c.category, c.missed) for c in result.categories])
    if result.missed == 0:
        return ()
    if result.answered == 0:
        return tuple((c, c.points) for c in score.combos)
    return _taken(score, infer_split(score, result.missed) if result.inferred else ())


def _taken(score: Score, misses: Iterable[tuple[Category, int]]) -> tuple[tuple[Combo, int], ...]:
    """The combinations `misses` left out (per category, the points missed), the last ones
    of each category first, each with the points of it that were missed."""
    taken: dict[int, int] = {}
    for category, missed in misses:
        left = missed
        for index in reversed(range(len(score.combos))):
            if left <= 0:
                break
            share = category_shares(score.combos[index]).get(category, 0)
            if share:
                taken[index] = taken.get(index, 0) + min(left, share)
                left -= share
    return tuple((c, taken[i]) for i, c in enumerate(score.combos) if i in taken)


def judge(
    score: Score, text: str, *, muggins: bool = True, excess_to_opponent: bool = False
) -> Judgement:
    """Read a called count and judge it against the show; an unreadable call grades nothing."""
    try:
        answer = parse_answer(text)
    except AnswerError as error:
        return Judgement(score, None, None, error, ())
    result = grade(answer, score, muggins=muggins, excess_to_opponent=excess_to_opponent)
    parts = missed_parts(score, result)
    return Judgement(
        score,
        answer,
        result,
        None,
        tuple(combo for combo, _ in parts),
        tuple(points for _, points in parts),
    )
