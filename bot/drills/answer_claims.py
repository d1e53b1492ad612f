"""What a read count says: the claim a player announces, its parts as read (`Call`), the
points per family (`Claims`, in the five `Category`s) and the parts that did not add up
(`Off`). `bot.drills.answers` reads a text into an `Answer`; `bot.drills.grading` and the
views explain it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from operator import attrgetter

from bot.engine.show import Kind

__all__ = [
    "CATEGORIES",
    "CATEGORY_KINDS",
    "Answer",
    "Call",
    "Category",
    "Claims",
    "Off",
    "OffReason",
]


class Category(StrEnum):
    """The five families of points a player claims separately."""

    FIFTEENS = "fifteens"
    PAIRS = "pairs"
    RUNS = "runs"
    FLUSH = "flush"
    NOBS = "nobs"


CATEGORIES: tuple[Category, ...] = tuple(Category)

# The combination kind that names each category (for stats and messages).
CATEGORY_KINDS: dict[Category, Kind] = {
    Category.FIFTEENS: Kind.FIFTEEN,
    Category.PAIRS: Kind.PAIR,
    Category.RUNS: Kind.RUN,
    Category.FLUSH: Kind.FLUSH,
    Category.NOBS: Kind.NOBS,
}


@dataclass(frozen=True, slots=True)
class Claims:
    """Points claimed (or expected) per category."""

    fifteens: int = 0
    pairs: int = 0
    runs: int = 0
    flush: int = 0
    nobs: int = 0

    @property
    def total(self) -> int:
        """All the points."""
        return self.fifteens + self.pairs + self.runs + self.flush + self.nobs

    def get(self, category: Category) -> int:
        """The points of one category."""
        points: int = getattr(self, category)  # a StrEnum is its value: the field's name
        return points

    def to_dict(self) -> dict[str, int]:
        """The JSON form, category name to points."""
        return dict(zip(_CATEGORY_NAMES, _claim_points(self), strict=True))


_CATEGORY_NAMES: tuple[str, ...] = tuple(c.value for c in CATEGORIES)
_claim_points = attrgetter(*_CATEGORY_NAMES)
"""A `Claims`'s points in category order (its fields are named after the categories)."""


@dataclass(frozen=True, slots=True)
class Call:
    """One item as the bot read it: the combination named and the points it claims, with how
    many were said (`two runs`) and how long (`a run of four`), as the player said them."""

    kind: Kind
    points: int
    count: int | None = None
    length: int | None = None


class OffReason(StrEnum):
    """Why a part of a readable call did not add up."""

    BAD_POINTS = "bad_points"
    """A combination called for a number it can never be worth (`a pair 4`)."""
    TOTAL_MISMATCH = "total_mismatch"
    """A stated total that is not the sum of the parts called before it."""


@dataclass(frozen=True, slots=True)
class Off:
    """A part of the call that looked off: the stated total was graded anyway.

    For `bad_points`: the combination and the number said with it; for `total_mismatch`:
    the total said and the sum of the parts before it (`kind` is None).
    """

    reason: OffReason
    said: int
    computed: int = 0
    kind: Kind | None = None


@dataclass(frozen=True, slots=True)
class Answer:
    """A read answer: the claim and, for a called count, the parts read."""

    total: int
    """The claim: the points the player announces (0 for « dix-neuf »)."""
    claims: Claims | None = None
    calls: tuple[Call, ...] = field(default=())
    nineteen: bool = False
    """The player announced « dix-neuf » / "nineteen": a zero hand."""
    off: tuple[Off, ...] = field(default=())
    stated: int | None = None
    """The last total the player said aloud, when a part looked off (the claim is that total
    plus the parts called after it); None when nothing was off."""
    unnamed: int = 0
    """Points added without naming their combination (« quinze 4 et 2 »: the pair's 2), in
    `total` but in no category of `claims`."""
    total_said: bool = False
    """A called count ends on, or passes, a total said aloud (« …, ça fait 6 », "= 6", a
    number alone after the calls), not only the numbers of the calls themselves."""
    lone_double: bool = False
    """« double » was said alone (« 15-8 double 12, 20 ») and read as the one double whose
    points make the total said: the player named no more than « double »."""

    @property
    def fifteens_only(self) -> bool:
        """A call of the fifteens and nothing else, with no total said (« quinze 2 quinze
        4 »): the way a count starts, and may be all of it."""
        return (
            self.itemized
            and bool(self.calls)
            and not self.total_said
            and not self.unnamed
            and all(call.kind is Kind.FIFTEEN for call in self.calls)
        )

    @property
    def itemized(self) -> bool:
        """True when the player called the combinations, not just a number."""
        return self.claims is not None
