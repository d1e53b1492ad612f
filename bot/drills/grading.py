"""Grading a counting answer against the engine's breakdown, the muggins way.

- exact: the answer is the show's total (« dix-neuf » / "19" announces a zero hand: a claim
  of 0, whatever the hand);
- low: the player pegs what they claimed; with muggins on, the opponent takes the missed
  points; with muggins off they are lost;
- high: corrected, the player pegs the true total and the opponent pegs the excess.

Who pegs what is settled by `bot.engine.laws.settle_count`, the same in every drill.

An itemized answer is also compared per category (fifteens, pairs, runs, flush, nobs). The
expected points per category split compound runs the way `bot.drills.answers` does (a double
run of three is runs 6 + pairs 2), so either way of calling it matches. A plain number that
is too low says nothing about what was missed, except when only one set of categories can
add up to the shortfall (`Grade.inferred`): a hand with fifteens and his nobs, counted one
short, missed his nobs.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from itertools import product
from typing import Protocol

from bot.drills.answer_claims import CATEGORIES, CATEGORY_KINDS, Answer, Category, Claims, Off
from bot.engine.laws import CountVerdict, Settlement, settle_count
from bot.engine.show import (
    FULL_FLUSH_POINTS,
    PAIR_FAMILY,
    RUN_FAMILY,
    Combo,
    Kind,
    Score,
)

SETTING_MUGGINS = "muggins"
"""The player's (or club's) setting: muggins on (the default) or off."""


SETTING_OVER_COUNT = "over_count"
"""The player's law for over-counts: "corrected" (the default, the seeds' law) or
"opponent" (the excess goes to the opponent, the ACC's rule)."""
OVER_TO_OPPONENT = "opponent"


def excess_to_opponent(settings: Mapping[str, object]) -> bool:
    """Whether an over-count's excess goes to the opponent under these settings (the ACC's
    rule); by default points counted over are only corrected."""
    return settings.get(SETTING_OVER_COUNT) == OVER_TO_OPPONENT


def muggins_on(settings: Mapping[str, object]) -> bool:
    """Whether muggins is played under these settings (on unless set to false)."""
    return settings.get(SETTING_MUGGINS) is not False


class Verdict(StrEnum):
    """How the answer compares with the show's total."""

    EXACT = "exact"
    LOW = "low"
    HIGH = "high"


_CATEGORY_OF: dict[Kind, Category] = {
    Kind.FIFTEEN: Category.FIFTEENS,
    **dict.fromkeys(PAIR_FAMILY, Category.PAIRS),
    **dict.fromkeys(RUN_FAMILY, Category.RUNS),
    Kind.FLUSH: Category.FLUSH,
    Kind.NOBS: Category.NOBS,
}


def category_of(kind: Kind) -> Category:
    """The category a plain (non-compound) combination scores in."""
    category = _CATEGORY_OF.get(kind)
    if category is None:
        raise ValueError(f"{kind} is not part of a show")
    return category


def category_shares(combo: Combo) -> dict[Category, int]:
    """The points a combination gives each category (compound runs hold pairs)."""
    if combo.kind in RUN_FAMILY and combo.parts:
        shares: dict[Category, int] = {}
        for part in combo.parts:
            category = category_of(part.kind)
            shares[category] = shares.get(category, 0) + part.points
        return shares
    return {category_of(combo.kind): combo.points}


def expected_claims(score: Score) -> Claims:
    """The points of a show per category, compound runs split into runs and pairs."""
    totals = dict.fromkeys(CATEGORIES, 0)
    for combo in score.combos:
        for part in combo.parts if combo.kind in RUN_FAMILY and combo.parts else (combo,):
            totals[category_of(part.kind)] += part.points  # as `category_shares` splits it
    return Claims(**totals)


def expected_json(score: Score) -> dict[str, object]:
    """The expected breakdown stored with a hand or crib question."""
    return {
        "total": score.total,
        "claims": expected_claims(score).to_dict(),
        "combos": [
            {"kind": c.kind.value, "cards": [str(card) for card in c.cards], "points": c.points}
            for c in score.combos
        ],
    }


def kinds_in(score: Score, category: Category) -> tuple[Kind, ...]:
    """The kinds of the show's combinations that score in a category, in called order."""
    kinds: list[Kind] = []
    for combo in score.combos:
        if category in category_shares(combo) and combo.kind not in kinds:
            kinds.append(combo.kind)
    return tuple(kinds) or (CATEGORY_KINDS[category],)


@dataclass(frozen=True, slots=True)
class CategoryGrade:
    """One category of an itemized answer: expected and claimed points."""

    category: Category
    expected: int
    claimed: int

    @property
    def missed(self) -> int:
        """Points left out in this category."""
        return max(0, self.expected - self.claimed)

    @property
    def over(self) -> int:
        """Points claimed beyond what this category holds."""
        return max(0, self.claimed - self.expected)


class PeggedAnswer(Protocol):
    """A graded answer as its attempt is kept (/peg's count, round and card laid): the points
    true and said (`own`), its `result` JSON, and what each side pegs for it."""

    @property
    def own(self) -> tuple[int, int]: ...

    @property
    def player_points(self) -> int: ...

    @property
    def bot_points(self) -> int: ...

    def to_result(self) -> dict[str, object]: ...


@dataclass(frozen=True, slots=True, kw_only=True)
class SettledCount(ABC):
    """The laws on a player's count (`bot.engine.laws.settle_count`), for every grade of one:
    the points left out, the points claimed too many and what each side pegs. A grade names its
    `own` count (the true points, the points said); the laws are fields given by name."""

    muggins: bool = True
    """Whether muggins is played: the missed points go to the opponent, the bot in a drill
    (else they are lost)."""
    excess_to_opponent: bool = False
    """The over-count law: the excess goes to the opponent (the ACC's) or nobody (the seeds')."""

    @property
    @abstractmethod
    def own(self) -> tuple[int, int]:
        """The count the laws settle: its true points and the points said."""

    @property
    def missed(self) -> int:
        """Points the answer left out (the opponent takes them when muggins is on)."""
        expected, answered = self.own
        return max(0, expected - answered)

    @property
    def over(self) -> int:
        """Points claimed beyond the true points (the opponent pegs them under the ACC's law)."""
        expected, answered = self.own
        return max(0, answered - expected)

    @property
    def settlement(self) -> Settlement:
        """What each side pegs, under the laws (`bot.engine.laws`)."""
        expected, answered = self.own
        return settle_count(
            expected,
            answered,
            muggins=self.muggins,
            excess_to_opponent=self.excess_to_opponent,
        )

    @property
    def player_points(self) -> int:
        """What the player pegs: the claim when short, the true points otherwise."""
        return self.settlement.counter

    @property
    def bot_points(self) -> int:
        """What the opponent (the bot) pegs: the missed points (muggins on) or the excess."""
        return self.settlement.opponent


@dataclass(frozen=True, slots=True)
class Grade(SettledCount):
    """The verdict on one answer and what it was worth."""

    verdict: Verdict
    expected: int
    answered: int
    itemized: bool = False
    categories: tuple[CategoryGrade, ...] = ()
    missed_kinds: tuple[Kind, ...] = ()
    over_kinds: tuple[Kind, ...] = ()
    inferred: bool = False
    nineteen: bool = False
    off: tuple[Off, ...] = ()
    """Parts of the call that did not add up (the stated total was graded)."""
    unnamed: int = 0
    """Points the call added without naming their combination (`Answer.unnamed`)."""

    @property
    def own(self) -> tuple[int, int]:
        """The count graded: the show's total and the total answered."""
        return self.expected, self.answered

    @property
    def correct(self) -> bool:
        """True when the total is right."""
        return self.verdict is Verdict.EXACT

    @property
    def mixed_up(self) -> bool:
        """An itemized answer whose categories disagree with the show (whatever the total),
        unless the points it left unnamed are just what its named parts lack."""
        return any(c.expected != c.claimed for c in self.categories) and not _unnamed_cover(
            self.categories, self.unnamed
        )

    @property
    def parts_missed(self) -> int:
        """The points an itemized answer left out, category by category (a total short by 2
        may have left out 6 and counted 4 too many elsewhere)."""
        return sum(c.missed for c in self.categories)

    @property
    def parts_over(self) -> int:
        """The points an itemized answer counted too many, category by category."""
        return sum(c.over for c in self.categories)

    @property
    def offset(self) -> bool:
        """Whether parts left out and parts counted too many offset each other in the total
        the laws settle (« quinze 4, flush 4 » on a crib of fifteen 8 and a pair, 10: 6 left
        out, 4 too many, 2 short), so the points taken or corrected are neither. Not when the
        total graded is one said apart from the parts (« …flush 4, ça fait 9 » on parts of 8):
        the parts then do not make it."""
        net = self.parts_missed - self.parts_over
        return (
            self.verdict is not Verdict.EXACT
            and bool(self.parts_missed and self.parts_over)
            and net == self.expected - self.answered
        )

    def to_result(self) -> dict[str, object]:
        """The `result` JSON stored with the attempt."""
        result: dict[str, object] = {
            "correct": self.correct,
            "verdict": self.verdict.value,
            "missed": self.missed,
            "over": self.over,
            "missed_kinds": [k.value for k in self.missed_kinds],
            "over_kinds": [k.value for k in self.over_kinds],
            "itemized": self.itemized,
            "inferred": self.inferred,
            "nineteen": self.nineteen,
            "muggins": self.muggins,
        }
        if self.itemized:
            result["categories"] = {
                c.category.value: {"expected": c.expected, "claimed": c.claimed}
                for c in self.categories
            }
        return result


_VERDICTS: dict[CountVerdict, Verdict] = {
    CountVerdict.EXACT: Verdict.EXACT,
    CountVerdict.SHORT: Verdict.LOW,
    CountVerdict.OVER: Verdict.HIGH,
}


def verdict_of(expected: int, answered: int) -> Verdict:
    """Exact, low (muggins) or high: the laws' verdict on a count (`settle_count`), for every
    drill that grades one."""
    return _VERDICTS[settle_count(expected, answered).verdict]


def _units(score: Score, claims: Claims) -> dict[Category, tuple[int, int]]:
    """Per category: the size of one missable unit and how many there are (`claims`: the
    show's `expected_claims`)."""
    units: dict[Category, tuple[int, int]] = {}
    singles = [p for c in score.combos for p in c.parts if p.kind is Kind.RUN]
    runs = [c for c in score.combos if c.kind is Kind.RUN] + singles
    if claims.fifteens:
        units[Category.FIFTEENS] = (2, claims.fifteens // 2)
    if claims.pairs:
        units[Category.PAIRS] = (2, claims.pairs // 2)
    if runs:
        units[Category.RUNS] = (runs[0].length, len(runs))
    if claims.nobs:
        units[Category.NOBS] = (1, 1)
    return units


def infer_missed(score: Score, missed: int) -> tuple[Category, ...]:
    """The categories a shortfall must come from, when only one set of them can add up to it.

    Units: a fifteen (2), a pair (2), a single run (its length), the flush (whole, or its
    fifth card for a five-card flush) and his nobs (1). Empty when no or several sets fit.
    """
    found = {tuple(category for category, _ in split) for split in _splits(score, missed)}
    return found.pop() if len(found) == 1 else ()


def infer_split(score: Score, missed: int) -> tuple[tuple[Category, int], ...]:
    """The points of each category a shortfall must come from, when only one split of them
    adds up to it (stricter than `infer_missed`: 6 short of two fifteens and two pairs may
    be a fifteen and both pairs, or two fifteens and a pair). Empty when no or several fit."""
    found = _splits(score, missed)
    return found.pop() if len(found) == 1 else ()


def _splits(score: Score, missed: int) -> set[tuple[tuple[Category, int], ...]]:
    """Every way whole units of the show (`_units`, the flush) add up to `missed` points."""
    if missed <= 0:
        return set()
    claims = expected_claims(score)
    options: list[list[tuple[Category, int]]] = [
        [(category, size * n) for n in range(count + 1)]
        for category, (size, count) in _units(score, claims).items()
    ]
    flush = claims.flush
    if flush:
        flush_options = {0, flush} | ({1} if flush == FULL_FLUSH_POINTS else set())
        options.append([(Category.FLUSH, points) for points in sorted(flush_options)])
    return {
        tuple((category, points) for category, points in choice if points)
        for choice in product(*options)
        if sum(points for _, points in choice) == missed
    }


def _kinds(score: Score, categories: tuple[Category, ...]) -> tuple[Kind, ...]:
    kinds: list[Kind] = []
    for category in categories:
        kinds.extend(k for k in kinds_in(score, category) if k not in kinds)
    return tuple(kinds)


def grade(
    answer: Answer, score: Score, *, muggins: bool = True, excess_to_opponent: bool = False
) -> Grade:
    """Grade an answer (plain or itemized) against the show, muggins on or off, under the
    over-count law asked for."""
    expected = score.total
    if answer.claims is None:
        answered = answer.total
        verdict = verdict_of(expected, answered)
        missed_categories = (
            infer_missed(score, expected - answered) if verdict is Verdict.LOW else ()
        )
        return Grade(
            verdict,
            expected,
            answered,
            missed_kinds=_kinds(score, missed_categories),
            inferred=bool(missed_categories),
            nineteen=answer.nineteen,
            muggins=muggins,
            excess_to_opponent=excess_to_opponent,
        )
    truth = expected_claims(score)
    categories = tuple(CategoryGrade(c, truth.get(c), answer.claims.get(c)) for c in CATEGORIES)
    missed = tuple(c.category for c in categories if c.missed)
    if _unnamed_cover(categories, answer.unnamed):
        missed = ()  # « quinze 4 et 2 »: the pair was counted, only not named
    over = tuple(c.category for c in categories if c.over)
    return Grade(
        verdict_of(expected, answer.total),
        expected,
        answer.total,
        itemized=True,
        categories=categories,
        missed_kinds=_kinds(score, missed),
        over_kinds=tuple(CATEGORY_KINDS[c] for c in over),
        muggins=muggins,
        off=answer.off,
        excess_to_opponent=excess_to_opponent,
        unnamed=answer.unnamed,
    )


def _unnamed_cover(categories: tuple[CategoryGrade, ...], unnamed: int) -> bool:
    """The points said without a name are just what the named categories lack, none over:
    « quinze 2, quinze 4 et 2 » on fifteen 4 and a pair counted the pair, unnamed."""
    return (
        unnamed > 0
        and not any(c.over for c in categories)
        and sum(c.missed for c in categories) == unnamed
    )
