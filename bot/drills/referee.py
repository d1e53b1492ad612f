"""The referee of a club table: a show, the count a player called, and what the laws give.

`judge(score, text, muggins=)` reads the call (`bot.drills.answers`), settles it
(`bot.engine.laws`) and names the combinations the call left out. Pure: the wording is in
`bot.views.calls`, shared by `/score CARDS = CALL` and `muggins score CARDS --claim CALL`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from bot.drills.answer_claims import Answer, Category
from bot.drills.answers import AnswerError, parse_answer
from bot.drills.grading import Grade, category_shares, grade, infer_split
from bot.engine.laws import Settlement
from bot.engine.show import Combo, Score


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
