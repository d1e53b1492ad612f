"""Reading a player's answer to a counting drill: a plain number or an itemized call.

Case, accents and punctuation (`, ; . + / ! ? ( )`, hyphens between words or numbers) are
ignored, so `Quinze-deux`, `quinze 2` and `15-2` read the same.

**Plain number.** A message whose only number is one count, with optional filler words:
`12`, ` 12 `, `douze`, `twelve`, `12 points`, `ça fait 12`, `= 12`, `c'est 12`. Number words
go from zero to thirty-one in English and French (`vingt-neuf`, `twenty nine`). `15`,
`fifteen` and `quinze` alone are the number 15; `rien`, `aucun`, `none`, `nothing` are 0, and
`19 (0 point)` / `nineteen! (no points)` is the players' nineteen (a zero hand). A count
must be 0 to 29 (the most a hand or crib can score): `-3`, `moins 3` are `negative`, `30`,
`trente et un` and `10000000000` are `too_large`. Messages over `MAX_ANSWER_CHARS` are `too_long`.

**Itemized answer.** A sequence of items, in any order, each a category keyword:

| category | keywords (en / fr)                                                           |
|----------|------------------------------------------------------------------------------|
| fifteen  | fifteen(s), quinze(s), 15 (before a number), short `f` `q`                   |
| pair     | pair, paire (2); pairs, paires (2 to 12); short `p`                          |
| pair royal | pair royal, three of a kind, trips, brelan, triple, triplet, trio (6)      |
| double pair royal | double pair royal, four of a kind, quads, carré (12)                |
| run      | run, suite, séquence, straight (3, 4 or 5)                                   |
| runs     | runs, suites, séquences (3 to 12); short `r` `s`                             |
| double run | double run / suite / séquence (8 or 10)                                    |
| triple run | triple run / suite / séquence (15)                                         |
| double double run | double double run / suite / séquence, quadruple run / suite (16)    |
| flush    | flush, couleur (4 or 5); short `fl`                                          |
| nobs     | nobs, nob, his nobs, nibs, jack, valet (1); short `n` `v`                    |

written in one of these forms:

- `KEYWORD NUMBER` (`pair 2`, `run 7`, `quinze 4`): see "numbers after a keyword" below;
- `KEYWORD : NUMBER` (`15:4 r:3 n:1`) or `KEYWORD for NUMBER` (`fifteen for two`): the
  category's points;
- `KEYWORD is NUMBER` (`and a pair is six`; also `makes`, `=`, `font`, `fait`, `donne`,
  `total`, `est`): the running total after this item;
- `NUMBER for KEYWORD` (`four for the flush`, `un pour le valet`, `8 for the double run`):
  the item's points;
- `KEYWORD` alone when its points are fixed: `pair`/`paire` 2, pair royal 6, double pair
  royal 12, triple run 15, double double run 16, nobs 1, and a fifteen alone is 2;
- `KEYWORD of LENGTH` for runs and flushes: `run of 4`, `double suite de trois` (10 and 8
  points), `un flush de 5`; after pairs the `of` part only names the rank and is ignored
  (`pair of 6s`, `paire de valets`);
- `COUNT KEYWORD` for fifteens, pairs and runs: `2 pairs` (4), `trois quinzes` (6),
  `two runs of three` (6). A number right after a keyword belongs to that keyword, so a
  count starts an answer or follows a complete item (`15-2 2 pairs 6`).

A bare number after a complete item is a checkpoint of the running total (`... un pour le
valet, 7`, `... = 7`): it must equal the points claimed so far (`total_mismatch` otherwise).
Fillers: and, et, pis, plus, a, an, the, le, la, les, l', d', his, sa, son, ses, ça, points,
one-letter articles; `un`/`une` before a keyword is an article, otherwise the number 1.

*Fifteens* are called with the cumulative fifteen count, as aloud: `15-2 15-4 15-6` claims 6.
The fifteen numbers must be even, at most 16 and strictly increasing (cumulative), or all 2
(`fifteen for two, fifteen for two`); fifteens with no number count 2 each. Anything else is
a `fifteens` error.

*Numbers after a keyword* (`KEYWORD NUMBER`) are read two ways, the way players call them:
as the running total after the item (`15-2 15-4 paire 6`: the pair is 2) or as the item's
points (`fifteen 4, run 3, nobs 1`). The whole answer is read once each way; a reading is
kept when every item's points are valid for its keyword (the table above) and every
checkpoint matches. One surviving reading (or two that agree) is the answer; two that
disagree are `ambiguous` (the player can add `= TOTAL` or use `:`); none is the error of
the reading that got further (`bad_points`, `missing_points`, `total_mismatch`).

Claims are compared per category, so compound calls are split into the runs and pairs they
hold: a double run of 8 is runs 6 + pairs 2, of 10 runs 8 + pairs 2, a triple run runs 9 +
pairs 6, a double double run runs 12 + pairs 4. `2 for his heels` (or `heels`, `talon`,
`deux pour le valet`) is refused as `heels`: his heels is the dealer's at the cut, not part
of the count. Unknown words are `unknown_word` (with the word), stray symbols or numbers
`unexpected`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal, TypeAlias

from bot.drills.answer_words import (
    WORD_KINDS,
    AnswerError,
    AnswerErrorReason,
    Token,
    TokenType,
    Word,
    lex,
)
from bot.engine.show import Kind

__all__ = [
    "CATEGORIES",
    "CATEGORY_KINDS",
    "MAX_ANSWER_CHARS",
    "MAX_COUNT",
    "MAX_FIFTEENS",
    "NINETEEN",
    "Answer",
    "AnswerError",
    "AnswerErrorReason",
    "Call",
    "Category",
    "Claims",
    "looks_like_answer",
    "parse_answer",
]

MAX_ANSWER_CHARS = 300
MAX_COUNT = 29
MAX_FIFTEENS = 16
NINETEEN = 19
_MAX_REPEAT = 8


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
        points: int = getattr(self, category.value)
        return points

    def to_dict(self) -> dict[str, int]:
        """The JSON form, category name to points."""
        return {c.value: self.get(c) for c in CATEGORIES}


@dataclass(frozen=True, slots=True)
class Call:
    """One item as the bot read it: the combination named and the points it claims."""

    kind: Kind
    points: int


@dataclass(frozen=True, slots=True)
class Answer:
    """A read answer: its total and, for itemized answers, the claims and the calls read."""

    total: int
    claims: Claims | None = None
    calls: tuple[Call, ...] = field(default=())

    @property
    def itemized(self) -> bool:
        """True when the player called the combinations, not just a number."""
        return self.claims is not None


# -- Items -----------------------------------------------------------------------------------

_Mode: TypeAlias = Literal["auto", "points", "total"]


@dataclass(slots=True)
class _Item:
    word: Word
    position: int
    text: str
    number: int | None = None
    mode: _Mode = "auto"
    count: int | None = None
    length: int | None = None


@dataclass(frozen=True, slots=True)
class _Checkpoint:
    value: int
    position: int


_Part: TypeAlias = "_Item | _Checkpoint"

# Points a keyword may claim.
_EVEN_PAIRS = frozenset(range(2, 13, 2))
_VALID_POINTS: dict[Word, frozenset[int]] = {
    Word.PAIR: frozenset({2}),
    Word.PAIRS: _EVEN_PAIRS,
    Word.PAIR_ROYAL: frozenset({6}),
    Word.DOUBLE_PAIR_ROYAL: frozenset({12}),
    Word.RUN: frozenset({3, 4, 5}),
    Word.RUNS: frozenset({3, 4, 5, 6, 8, 9, 12}),
    Word.DOUBLE_RUN: frozenset({8, 10}),
    Word.TRIPLE_RUN: frozenset({15}),
    Word.DOUBLE_DOUBLE_RUN: frozenset({16}),
    Word.FLUSH: frozenset({4, 5}),
    Word.NOBS: frozenset({1}),
}
_FIXED_POINTS: dict[Word, int] = {
    Word.PAIR: 2,
    Word.PAIR_ROYAL: 6,
    Word.DOUBLE_PAIR_ROYAL: 12,
    Word.TRIPLE_RUN: 15,
    Word.DOUBLE_DOUBLE_RUN: 16,
    Word.NOBS: 1,
}
_RUN_WORDS = frozenset(
    {Word.RUN, Word.RUNS, Word.DOUBLE_RUN, Word.TRIPLE_RUN, Word.DOUBLE_DOUBLE_RUN}
)
_PAIR_WORDS = frozenset({Word.PAIR, Word.PAIRS, Word.PAIR_ROYAL, Word.DOUBLE_PAIR_ROYAL})
_COUNTABLE = frozenset({Word.FIFTEEN, Word.PAIR, Word.PAIRS, Word.RUN, Word.RUNS})
_RUN_LENGTHS = range(3, 6)
_FLUSH_LENGTHS = range(4, 6)


def _run_points(word: Word, length: int) -> int:
    """The points of a run-family combination of the given run length."""
    return {
        Word.RUN: length,
        Word.RUNS: length,
        Word.DOUBLE_RUN: 2 * length + 2,
        Word.TRIPLE_RUN: 3 * length + 6,
        Word.DOUBLE_DOUBLE_RUN: 4 * length + 4,
    }[word]


class _Parser:
    """Splits the tokens into items and checkpoints (see the module docstring)."""

    def __init__(self, tokens: list[Token]) -> None:
        self.tokens = tokens
        self.i = 0

    def peek(self, offset: int = 0) -> Token | None:
        j = self.i + offset
        return self.tokens[j] if j < len(self.tokens) else None

    def take(self) -> Token:
        token = self.tokens[self.i]
        self.i += 1
        return token

    def is_type(self, offset: int, *types: TokenType) -> bool:
        token = self.peek(offset)
        return token is not None and token.type in types

    def starts_keyword(self, offset: int = 0) -> bool:
        """A keyword, or the number 15 used as the fifteen keyword (`15-2`, `quinze 4`)."""
        token = self.peek(offset)
        if token is None:
            return False
        if token.type is TokenType.WORD:
            return True
        return token.fifteen and self.is_type(
            offset + 1, TokenType.NUM, TokenType.COLON, TokenType.FOR
        )

    def unexpected(self, token: Token) -> AnswerError:
        return AnswerError(AnswerErrorReason.UNEXPECTED, token.text, position=self.i)

    def number(self) -> int:
        token = self.peek()
        if token is None:
            raise AnswerError(AnswerErrorReason.UNEXPECTED, position=self.i)
        if token.type is not TokenType.NUM:
            raise self.unexpected(token)
        return self.take().value

    def parts(self) -> list[_Part]:
        parts: list[_Part] = []
        while self.peek() is not None:
            parts.append(self.part(bool(parts)))
        return parts

    def part(self, after_item: bool) -> _Part:
        token = self.peek()
        assert token is not None
        if self.starts_keyword():
            return self.keyword_item(None)
        if token.type is TokenType.NUM:
            self.take()
            if self.is_type(0, TokenType.FOR) and self.starts_keyword(1):
                self.take()
                item = self.keyword_item(None, allow_number=False)
                item.number, item.mode = token.value, "points"
                return item
            if self.starts_keyword() and self.peek_word() in _COUNTABLE:
                return self.keyword_item(token.value)
            if after_item:
                return _Checkpoint(token.value, self.i)
            raise self.unexpected(token)
        if token.type is TokenType.IS and after_item:
            self.take()
            return _Checkpoint(self.number(), self.i)
        raise self.unexpected(token)

    def peek_word(self) -> Word:
        token = self.peek()
        assert token is not None
        return token.word if token.word is not None else Word.FIFTEEN

    def keyword_item(self, count: int | None, *, allow_number: bool = True) -> _Item:
        token = self.take()
        word = token.word if token.word is not None else Word.FIFTEEN
        item = _Item(word, self.i, token.text, count=count)
        if count is not None and not 1 <= count <= _MAX_REPEAT:
            raise AnswerError(AnswerErrorReason.BAD_POINTS, token.text, kind=WORD_KINDS[word])
        if self.is_type(0, TokenType.OF):
            self.take()
            self.qualifier(item)
        if not allow_number:
            return item
        if self.is_type(0, TokenType.COLON, TokenType.FOR):
            self.take()
            item.number, item.mode = self.number(), "points"
        elif self.is_type(0, TokenType.IS):
            self.take()
            item.number, item.mode = self.number(), "total"
        elif self.is_type(0, TokenType.NUM) and not self.starts_next_item():
            item.number = self.take().value
        return item

    def starts_next_item(self) -> bool:
        """Whether the number ahead opens the next item (`4 for ...`, `15-4`)."""
        return self.is_type(1, TokenType.FOR) or self.starts_keyword()

    def qualifier(self, item: _Item) -> None:
        """`run of 4` and `flush of 5` give a length; `pair of 6s` names a rank (ignored)."""
        token = self.peek()
        if token is None:
            raise AnswerError(AnswerErrorReason.UNEXPECTED, "of", position=self.i)
        if item.word in _PAIR_WORDS and token.type in (TokenType.NUM, TokenType.RANK):
            self.take()
            return
        if item.word in _RUN_WORDS and token.type is TokenType.NUM and token.value in _RUN_LENGTHS:
            item.length = self.take().value
            return
        if (
            item.word is Word.FLUSH
            and token.type is TokenType.NUM
            and token.value in _FLUSH_LENGTHS
        ):
            item.length = self.take().value
            return
        raise self.unexpected(token)


# -- Readings --------------------------------------------------------------------------------

_Reading: TypeAlias = Literal["total", "points"]
_READINGS: tuple[_Reading, ...] = ("total", "points")


def _fifteen_points(items: Sequence[_Item]) -> dict[int, int]:
    """Each fifteen item's points, from the cumulative fifteen count (see the docstring)."""
    fifteens = [item for item in items if item.word is Word.FIFTEEN]
    counted = [item for item in fifteens if item.count is not None]
    if counted:
        if len(fifteens) > 1:
            raise AnswerError(AnswerErrorReason.FIFTEENS, fifteens[1].text)
        item = counted[0]
        assert item.count is not None
        return {id(item): 2 * item.count}
    numbered = [item.number for item in fifteens if item.number is not None]
    if not numbered:
        return {id(item): 2 for item in fifteens}
    if len(numbered) != len(fifteens) or any(n % 2 or not 2 <= n <= MAX_FIFTEENS for n in numbered):
        raise AnswerError(AnswerErrorReason.FIFTEENS, fifteens[0].text, values=tuple(numbered))
    if all(n == 2 for n in numbered):
        return {id(item): 2 for item in fifteens}
    steps = [b - a for a, b in zip([0, *numbered], numbered, strict=False)]
    if any(step <= 0 for step in steps):
        raise AnswerError(AnswerErrorReason.FIFTEENS, fifteens[0].text, values=tuple(numbered))
    return {id(item): step for item, step in zip(fifteens, steps, strict=True)}


def _implied_points(item: _Item) -> int | None:
    """The points an item claims without its number, when they are known."""
    if item.length is not None and item.word is Word.FLUSH:
        return item.length
    if item.length is not None:
        points = _run_points(item.word, item.length)
        return points * (item.count or 1)
    if item.count is not None:
        unit = _FIXED_POINTS.get(item.word, 2 if item.word in _PAIR_WORDS else None)
        return None if unit is None else unit * item.count
    return _FIXED_POINTS.get(item.word)


def _item_points(item: _Item, reading: _Reading, running: int) -> int:
    """The points of a non-fifteen item under one reading, checked against its keyword."""
    kind = WORD_KINDS[item.word]
    implied = _implied_points(item)
    if item.number is None:
        if implied is None:
            raise AnswerError(
                AnswerErrorReason.MISSING_POINTS, item.text, kind=kind, position=item.position
            )
        return implied
    as_total = item.mode == "total" or (item.mode == "auto" and reading == "total")
    points = item.number - running if as_total else item.number
    if implied is not None:
        valid = frozenset({implied})
    elif item.word is Word.RUN and (item.count or 1) > 1:
        valid = _VALID_POINTS[Word.RUNS]
    else:
        valid = _VALID_POINTS[item.word]
    if points not in valid:
        values = (item.number,)
        raise AnswerError(
            AnswerErrorReason.BAD_POINTS,
            item.text,
            kind=kind,
            values=values,
            position=item.position,
        )
    return points


def _heels_check(items: Sequence[_Item]) -> None:
    for item in items:
        heels = item.word is Word.HEELS
        two_for_the_jack = item.word is Word.NOBS and item.number == 2 and item.mode == "points"
        if heels or two_for_the_jack:
            raise AnswerError(AnswerErrorReason.HEELS, item.text, position=item.position)


def _split(word: Word, points: int) -> dict[Category, int]:
    """The categories a call's points go to (compound runs hold pairs)."""
    pairs_inside = {Word.DOUBLE_RUN: 2, Word.TRIPLE_RUN: 6, Word.DOUBLE_DOUBLE_RUN: 4}
    if word is Word.FIFTEEN:
        return {Category.FIFTEENS: points}
    if word in _PAIR_WORDS:
        return {Category.PAIRS: points}
    if word in pairs_inside:
        return {Category.PAIRS: pairs_inside[word], Category.RUNS: points - pairs_inside[word]}
    if word in (Word.RUN, Word.RUNS):
        return {Category.RUNS: points}
    return {Category.FLUSH if word is Word.FLUSH else Category.NOBS: points}


def _read(parts: Sequence[_Part], reading: _Reading, fifteens: dict[int, int]) -> Answer:
    """The answer under one reading of the numbers after keywords."""
    running = 0
    calls: list[Call] = []
    totals: dict[Category, int] = dict.fromkeys(CATEGORIES, 0)
    for part in parts:
        if isinstance(part, _Checkpoint):
            if part.value != running:
                raise AnswerError(
                    AnswerErrorReason.TOTAL_MISMATCH,
                    values=(part.value, running),
                    position=part.position,
                )
            continue
        if part.word is Word.FIFTEEN:
            points = fifteens[id(part)]
        else:
            points = _item_points(part, reading, running)
        running += points
        calls.append(Call(WORD_KINDS[part.word], points))
        for category, share in _split(part.word, points).items():
            totals[category] += share
    claims = Claims(*(totals[c] for c in CATEGORIES))
    if claims.total > MAX_COUNT:
        raise AnswerError(AnswerErrorReason.TOO_LARGE, values=(claims.total,), position=len(parts))
    return Answer(claims.total, claims, tuple(calls))


def _itemized(tokens: list[Token]) -> Answer:
    parts = _Parser(tokens).parts()
    items = [p for p in parts if isinstance(p, _Item)]
    _heels_check(items)
    fifteens = _fifteen_points(items)
    answers: list[Answer] = []
    errors: list[AnswerError] = []
    for reading in _READINGS:
        try:
            answers.append(_read(parts, reading, fifteens))
        except AnswerError as err:
            errors.append(err)
    distinct = {a.claims: a for a in answers}
    if len(distinct) == 1:
        return answers[0]
    if len(distinct) > 1:
        totals = tuple(a.total for a in answers)
        raise AnswerError(AnswerErrorReason.AMBIGUOUS, values=totals)
    raise max(errors, key=lambda e: e.position)


def _plain(tokens: list[Token]) -> Answer | None:
    """A lone number (optionally after `=`/`is`): the plain answer, else None."""
    rest = list(tokens)
    if rest and rest[0].type is TokenType.IS:
        rest = rest[1:]
    if [t.value for t in rest if t.type is TokenType.NUM] == [NINETEEN, 0] and len(rest) == 2:
        rest = rest[:1]  # "nineteen! (no points)": the players' joke for a zero hand
    if len(rest) != 1 or rest[0].type is not TokenType.NUM:
        return None
    value = rest[0].value
    if value > MAX_COUNT:
        raise AnswerError(AnswerErrorReason.TOO_LARGE, rest[0].text, values=(value,))
    return Answer(value)


def parse_answer(text: str) -> Answer:
    """Read a count answer: a plain number or an itemized call; `AnswerError` if unreadable."""
    if len(text) > MAX_ANSWER_CHARS:
        raise AnswerError(AnswerErrorReason.TOO_LONG, values=(len(text),))
    if not text.strip():
        raise AnswerError(AnswerErrorReason.EMPTY)
    tokens = lex(text)
    if not tokens:
        raise AnswerError(AnswerErrorReason.NOT_A_NUMBER)
    plain = _plain(tokens)
    if plain is not None:
        return plain
    if not any(t.type is TokenType.WORD or t.fifteen for t in tokens):
        raise AnswerError(AnswerErrorReason.NOT_A_NUMBER)
    return _itemized(tokens)


def looks_like_answer(text: str) -> bool:
    """True when the text reads as an answer (for group chats, where chatter is ignored)."""
    try:
        parse_answer(text)
    except AnswerError:
        return False
    return True
