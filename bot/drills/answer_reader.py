"""The parts of a called count read in order into an `Answer`: the running total kept as the
player counts aloud, a number said with a name read as the total so far or as the name's own
points, fifteens counted on by twos, totals stated (and checked), points added unnamed, and the
parts that did not add up kept in `off`.

`bot.drills.answers` lexes and parses the text (`bot.drills.answer_items`) and hands the parts
to `read_parts`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.drills.answer_claims import (
    CATEGORIES,
    Answer,
    Call,
    Category,
    Claims,
    Off,
    OffReason,
)
from bot.drills.answer_items import (
    DEFAULT_POINTS,
    MAX_FIFTEENS,
    PAIR_WORDS,
    RUN_WORDS,
    VALID_POINTS,
    Checkpoint,
    Item,
    Part,
    valid_points,
)
from bot.drills.answer_words import WORD_KINDS, AnswerError, AnswerErrorReason, Word
from bot.engine.laws import MAX_SHOW
from bot.engine.show import FIFTEEN


def read_parts(parts: Sequence[Part]) -> Answer:
    """The `Answer` the parts make, read in the order said; `AnswerError` when the count
    goes past what a show makes, a name has no points said that can be told, or « 15-2 15 »
    is a fifteen typed halfway or a total of 15."""
    return _Reader(parts).read()


def _split(word: Word, points: int) -> dict[Category, int]:
    """The categories a call's points go to (compound runs hold pairs)."""
    pairs_inside = {Word.DOUBLE_RUN: 2, Word.TRIPLE_RUN: 6, Word.DOUBLE_DOUBLE_RUN: 4}
    if word is Word.FIFTEEN:
        return {Category.FIFTEENS: points}
    if word in PAIR_WORDS:
        return {Category.PAIRS: points}
    if word in pairs_inside and points >= pairs_inside[word]:
        return {Category.PAIRS: pairs_inside[word], Category.RUNS: points - pairs_inside[word]}
    if word in RUN_WORDS:
        return {Category.RUNS: points}
    return {Category.FLUSH if word is Word.FLUSH else Category.NOBS: points}


@dataclass(slots=True)
class _Reader:
    """One pass over the parts: the running total, the parts read and what looked off."""

    parts: Sequence[Part]
    running: int = 0
    calls: list[tuple[Word, int, Item | None]] = field(default_factory=list)
    off: list[Off] = field(default_factory=list)
    fifteens_each: bool = True  # every fifteen so far was said "for two"
    last_fifteen: bool = False  # the previous part was a fifteen (a bare number counts on)
    stated: int | None = None  # the last running total said aloud
    colon_totals: bool = False  # « 15:2 15:4 »: the numbers after colons are running totals
    unnamed: int = 0  # points added without a name (`added_points`)
    total_said: bool = False  # a checkpoint stated a total (not fifteens counting on by twos)

    def read(self) -> Answer:
        for index, part in enumerate(self.parts):
            following = self.parts[index + 1] if index + 1 < len(self.parts) else None
            if isinstance(part, Checkpoint) and self.added_points(part, following):
                self.running += part.value  # « quinze 8 et 2 (c'est 10) »: 2 more, unnamed
                self.unnamed += part.value
            elif isinstance(part, Checkpoint):
                self.checkpoint(part)
            elif part.word is Word.FIFTEEN:
                self.fifteen(part, following)
            else:
                self.item(part, following)
            said = part.value if isinstance(part, Checkpoint) else part.number
            if said is not None and said == self.running:
                self.stated = said
        if self.running > MAX_SHOW:
            raise AnswerError(AnswerErrorReason.TOO_LARGE, values=(self.running,))
        totals: dict[Category, int] = dict.fromkeys(CATEGORIES, 0)
        for word, points, _ in self.calls:
            for category, share in _split(word, points).items():
                totals[category] += share
        claims = Claims(*(totals[c] for c in CATEGORIES))
        calls = tuple(
            Call(WORD_KINDS[word], points)
            if item is None
            else Call(WORD_KINDS[word], points, item.count, item.length)
            for word, points, item in self.calls
        )
        first = self.parts[0] if self.parts else None
        if isinstance(first, Checkpoint) and first.bare and not self.off:
            # « 8 pis le valet 9 »: most of it counted unnamed, the total is the claim
            return Answer(self.running)
        stated = self.stated if self.off else None
        return Answer(
            self.running,
            claims,
            calls,
            off=tuple(self.off),
            stated=stated,
            unnamed=self.unnamed,
            total_said=self.total_said,
        )

    def add(self, word: Word, points: int, item: Item | None = None) -> None:
        """A call read: `item`, the named item it came from (its count and length)."""
        self.calls.append((word, max(0, points), item))
        self.running += points
        self.last_fifteen = word is Word.FIFTEEN

    def state(self, value: int) -> None:
        """A total said aloud: the running total from now on."""
        self.running = value

    def added_points(self, part: Checkpoint, following: Part | None) -> bool:
        """A number alone below the count so far, said last or before the total it makes: the
        points of a combination left unnamed, as players add the pair of « quinze 8 et 2, c'est
        10 ». A total never goes back, and read as one « 15-8 et 2 » was a claim of 2: muggins
        for 8 on a hand of 10 counted right. Said first and joined to what follows (« 8 pis le
        valet 9 »), it is the count so far, unnamed (the claim read as a plain total)."""
        if part.bare and not self.calls and not self.running:
            return True  # « 8 pis le valet 9 »: the count so far, said first, unnamed
        if self.adds_up_next(part, following):
            return True  # "fifteen 2 and 3 is 5": the total said next is the sum
        if not part.bare or not 0 < part.value < self.running:
            return False
        if following is None:
            return self.running + part.value <= MAX_SHOW
        return isinstance(following, Checkpoint) and following.value == self.running + part.value

    def adds_up_next(self, part: Checkpoint, following: Part | None) -> bool:
        """Whether a number alone, not below the count so far, is points added because the
        total said right after it is their sum ("fifteen 2 and 3 is 5"); fifteens counted
        on by twos (« quinze 2, 4, c'est 4 ») are not."""
        if not part.bare or part.value <= 0 or not self.calls:
            return False
        if self.last_fifteen and part.value == self.running + 2:
            return False
        return (
            isinstance(following, Checkpoint)
            and not following.bare
            and following.value == self.running + part.value
        )

    def checkpoint(self, part: Checkpoint) -> None:
        if self.last_fifteen and part.bare and part.value == self.running + 2:
            # "fifteen 2, 4, 6": counting on by twos; « quinze 2, quinze 4, ça fait 6 » states
            # the total of two fifteens, not a third one never said
            self.add(Word.FIFTEEN, 2)
            return
        if self.last_fifteen and part.bare and part.value == FIFTEEN != self.running:
            # « 15-2 15 »: the next fifteen typed halfway (« 15-2 15-4 »), or a total of 15
            # after one fifteen? Graded as 15 it was muggins for 11 on a hand of 4
            more = self.running + 2
            if more <= MAX_SHOW:
                raise AnswerError(AnswerErrorReason.FIFTEEN_OR_TOTAL, values=(more, FIFTEEN))
        if part.value != self.running:
            self.off.append(Off(OffReason.TOTAL_MISMATCH, part.value, self.running))
        self.state(part.value)
        self.last_fifteen = False
        self.total_said = True

    def fifteens_apart(self) -> int | None:
        """The points of the fifteens called last in a row after other parts (« double suite 8,
        quinze 2, quinze 4 »: 4), counted from 2 on their own tally; None when no other part
        comes before them (they count on the running total then)."""
        fifteens = 0
        for word, points, _ in reversed(self.calls):
            if word is not Word.FIFTEEN:
                return fifteens
            fifteens += points
        return None

    def fifteen(self, item: Item, following: Part | None = None) -> None:
        number, running = item.number, self.running
        if item.count is not None:
            self.item(item, None)
            return
        if number is None:
            self.add(Word.FIFTEEN, 2)
            return
        valid = number % 2 == 0 and 2 <= number <= MAX_FIFTEENS
        if item.mode == "colon" and self.last_fifteen and number == running + 2:
            self.add(Word.FIFTEEN, 2)  # « 15:2 15:4 15:6 », written as « 15-2 15-4 15-6 »
            self.colon_totals = True
            return
        if item.mode in ("points", "colon"):
            self.fifteens_each = self.fifteens_each and number == 2
            if valid:
                self.add(Word.FIFTEEN, number)
            else:
                self.bad(item, number, number)
            return
        each = self.fifteens_each and number == 2
        self.fifteens_each = each
        said = following.value if isinstance(following, Checkpoint) else None
        if valid and running and not self.last_fifteen and said == running + number:
            # "a pair and fifteen 4 is 6": the total said adds up with the fifteens' own 4,
            # not with one fifteen making 4
            self.add(Word.FIFTEEN, number)
        elif number == running + 2 or (each and item.mode == "auto"):
            self.add(Word.FIFTEEN, 2)
        elif self.last_fifteen and number - 2 == self.fifteens_apart():
            self.add(Word.FIFTEEN, 2)  # « double suite 8, quinze 2 quinze 4 »: their own tally
        elif number > running and (number - running) % 2 == 0 and number - running <= MAX_FIFTEENS:
            self.add(Word.FIFTEEN, number - running)
        elif valid and self.agrees(following, running + number):
            # « brelan 6 pis 15-6, 12 », « une suite pis 15-6, 9 »: no count so far that the
            # fifteens make, their own 6
            self.add(Word.FIFTEEN, number)
        else:
            self.bad(item, number, number - running)
            self.state(number)

    @staticmethod
    def agrees(following: Part | None, total: int) -> bool:
        """Whether the total said next, if one is, is `total`."""
        return not isinstance(following, Checkpoint) or following.value == total

    def item(self, item: Item, following: Part | None) -> None:
        valid = valid_points(item)
        if item.number is None:
            self.numberless(item, valid, following)
            return
        number, running = item.number, self.running
        as_total = number - running
        agrees = isinstance(following, Checkpoint) and following.value == running + number
        colon_points = item.mode == "colon" and not self.colon_totals
        points_first = colon_points or (item.mode == "auto" and agrees)
        if points_first and number in valid:
            self.add(item.word, number, item)  # "p:6", "a double run 10 makes 12": the total agrees
        elif item.mode == "auto" and agrees and running and number in _plural(item.word):
            self.add(_PLURALS[item.word], number, item)  # « 15-4 paire 4, 8 »: the pairs' 4
        elif item.mode == "auto" and agrees and running:
            # "fifteen 8, double run 16, 24": its 16, wrong (a double run is 8 or 10) but what
            # the total said next adds up with, not a count so far of 16 that 24 contradicts
            self.bad(item, number, number)
        elif item.mode != "points" and as_total in valid:
            self.add(item.word, as_total, item)
        elif item.mode != "total" and number in valid:
            self.add(item.word, number, item)
        elif item.mode in ("auto", "colon") and number < running and number in _plural(item.word):
            self.add(_PLURALS[item.word], number, item)  # « quinze 16, paire 12 »: the pairs' 12
        elif len(valid) == 1 and (
            item.mode == "total"
            or self.counted_unnamed(item, number)
            or self.length_fixes(item, number)
        ):
            # « …et une paire, ça fait 8 »: the pair's 2, then a total that does not add up;
            # « 8 pis le valet 12 »: the count so far, the jack, then the total said;
            # « quinze 4, une suite double de trois, 14 »: the run's 8, then the total said
            self.add(item.word, next(iter(valid)), item)
            self.off.append(Off(OffReason.TOTAL_MISMATCH, number, self.running))
            self.state(number)
            self.total_said = True
        elif item.mode == "points" and running and as_total in valid:
            # « quinze 2, quinze 4, 6 pour la paire », "… 6 for the pair": the count so far
            # with it, which the pair can never be worth alone
            self.add(item.word, as_total, item)
        elif item.mode == "points":
            self.bad(item, number, number)
        else:
            self.bad(item, number, as_total)
            self.state(number)

    def length_fixes(self, item: Item, number: int) -> bool:
        """Whether the length said fixes what the name is worth (« une suite double de trois »:
        8) and the number said after it, above the count so far, is then the total (« …, 14 »),
        not the name's points that it can never be."""
        return item.mode == "auto" and item.length is not None and number > self.running

    def counted_unnamed(self, item: Item, number: int) -> bool:
        """Whether only a count said unnamed came before (« 8 pis le valet 12 »): the number
        said after the name is then the total, not what the name is worth."""
        return item.mode == "auto" and not self.calls and 0 < self.unnamed < number

    def numberless(self, item: Item, valid: frozenset[int], following: Part | None) -> None:
        """A name said without a number: its fixed value, or what the next total says."""
        if len(valid) == 1:
            self.add(item.word, next(iter(valid)), item)
            return
        if isinstance(following, Checkpoint) and following.value - self.running in valid:
            self.add(item.word, following.value - self.running, item)
            return
        default = DEFAULT_POINTS.get(item.word)
        if default is None:
            raise AnswerError(
                AnswerErrorReason.MISSING_POINTS,
                item.text,
                kind=WORD_KINDS[item.word],
                position=item.position,
            )
        self.add(item.word, default, item)

    def bad(self, item: Item, said: int, points: int) -> None:
        """A number the combination can never be worth: kept, and reported as off."""
        self.off.append(Off(OffReason.BAD_POINTS, said, kind=WORD_KINDS[item.word]))
        self.add(item.word, points, item)


_PLURALS: dict[Word, Word] = {Word.PAIR: Word.PAIRS, Word.RUN: Word.RUNS}
"""Names said in the singular but heard in the plural: « paire » and « paires », « suite »
and « suites » sound the same."""


def _plural(word: Word) -> frozenset[int]:
    """The points the plural of a singular name may claim (none for other names)."""
    plural = _PLURALS.get(word)
    return frozenset() if plural is None else VALID_POINTS[plural]
