"""The items of a called count: the tokens of `bot.drills.answer_lexer` split into the
combinations the player names (each with its number, count and length) and the totals they
state (checkpoints), and what each combination may be worth. `bot.drills.answers` reads
them into a claim; its docstring gives the words and the ways of calling."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Literal, TypeAlias

from bot.drills.answer_lexer import Token, TokenType
from bot.drills.answer_words import (
    AnswerError,
    AnswerErrorReason,
    TokenCursor,
    Word,
)

MAX_FIFTEENS = 16
"""The most points fifteens make in a show (eight fifteens: 5-5-5-5 and a ten-card)."""
MAX_REPEAT = 8
"""The largest count said before a plural name (`two runs of three`)."""
MAX_TIMES: dict[Word, int] = {Word.PAIR: 6, Word.PAIRS: 6, Word.RUN: 4, Word.RUNS: 4}
"""The most of a combination one show holds: six pairs (four of a kind), four runs (a double
double run). More (« 8 p », "five runs") is no count: « 8 p » was read as eight pairs, 16,
when the player wrote 8 points."""


# -- Items -----------------------------------------------------------------------------------

Mode: TypeAlias = Literal["auto", "points", "total", "colon"]
# auto: a running total when it can be one, else the item's points ("pair 6", "run 3");
# colon: the item's points when they can be, else a running total ("p:6", "double run: 16");
# points ("4 for the flush") and total ("a pair is 6") are said in so many words.


@dataclass(slots=True)
class Item:
    """One combination named in the call, with what was said of it: its number (read as
    `mode` says), how many (`two runs`) and how long (`run of four`)."""

    word: Word
    position: int
    text: str
    number: int | None = None
    mode: Mode = "auto"
    count: int | None = None
    length: int | None = None


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """A total the player states (`is 6`, `ça fait 12`), where it was said."""

    value: int
    position: int
    bare: bool = False
    """Said as a number alone after a combination (« quinze 8 et 2 »), not after « fait » /
    "is": below the count so far, it is points added, not a total (`answer_reader._Reader`)."""


Part: TypeAlias = "Item | Checkpoint"

# Points a keyword may claim.
_EVEN_PAIRS = frozenset(range(2, 13, 2))
VALID_POINTS: dict[Word, frozenset[int]] = {
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
FIXED_POINTS: dict[Word, int] = {
    Word.PAIR: 2,
    Word.PAIR_ROYAL: 6,
    Word.DOUBLE_PAIR_ROYAL: 12,
    Word.TRIPLE_RUN: 15,
    Word.DOUBLE_DOUBLE_RUN: 16,
    Word.NOBS: 1,
}
# What a name alone is worth when nothing says more: a run of three, a double run of three,
# a four-card flush ("a double run (of three)" is 8, as players mean it).
DEFAULT_POINTS: dict[Word, int] = {Word.RUN: 3, Word.DOUBLE_RUN: 8, Word.FLUSH: 4}
RUN_WORDS = frozenset(
    {Word.RUN, Word.RUNS, Word.DOUBLE_RUN, Word.TRIPLE_RUN, Word.DOUBLE_DOUBLE_RUN}
)
PAIR_WORDS = frozenset({Word.PAIR, Word.PAIRS, Word.PAIR_ROYAL, Word.DOUBLE_PAIR_ROYAL})
SAME_RANK: dict[int, Word] = {2: Word.PAIR, 3: Word.PAIR_ROYAL, 4: Word.DOUBLE_PAIR_ROYAL}
"""Cards of one rank named by their number (`three tens`, « trois rois »): the pair family."""
TENS_FR = "dix"
"""The French tens, said like the number (« trois dix »): after two to four, the cards."""
COUNTABLE = frozenset({Word.FIFTEEN, Word.PAIR, Word.PAIRS, Word.RUN, Word.RUNS})
RUN_LENGTHS = range(3, 6)
FLUSH_LENGTHS = range(4, 6)


def run_points(word: Word, length: int) -> int:
    """The points of a run-family combination of the given run length."""
    return {
        Word.RUN: length,
        Word.RUNS: length,
        Word.DOUBLE_RUN: 2 * length + 2,
        Word.TRIPLE_RUN: 3 * length + 6,
        Word.DOUBLE_DOUBLE_RUN: 4 * length + 4,
    }[word]


class Parser(TokenCursor[Token]):
    """Splits the tokens into items and checkpoints (see the module docstring)."""

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
        if token.fifteen and self.is_type(offset + 1, TokenType.FOR):
            return not self.is_type(offset + 2, TokenType.WORD)  # « 15 pour la triple suite »
        said, points = self.peek(offset + 1), self.peek(offset + 2)
        if token.fifteen and said is not None and said.text == "=":  # « 15=2 15=4 »
            return points is not None and points.type is TokenType.NUM and _fifteens(points.value)
        return token.fifteen and self.is_type(offset + 1, TokenType.NUM, TokenType.COLON)

    def unexpected(self, token: Token) -> AnswerError:
        return AnswerError(AnswerErrorReason.UNEXPECTED, token.text, position=self.i)

    def number(self) -> int:
        token = self.peek()
        if token is None:
            raise AnswerError(AnswerErrorReason.UNEXPECTED, position=self.i)
        if token.type is not TokenType.NUM:
            raise self.unexpected(token)
        return self.take().value

    after_fifteen = False
    """The part just read is a fifteen: « quinze » said next is another one."""
    flush_lengths = True
    """A number in 4-5 said after a part and before a flush's name is the flush's cards
    (« quinze 4, 5 flush 9 »); when False, the count so far (« suite de 3 5, couleur 9 »)."""
    flush_length_read = False
    """A number after a part was read as the cards of the flush named next."""

    def parts(self) -> list[Part]:
        parts: list[Part] = []
        while self.peek() is not None:
            parts.append(self.part(bool(parts)))
            self.after_fifteen = isinstance(parts[-1], Item) and parts[-1].word is Word.FIFTEEN
        return parts

    def part(self, after_item: bool) -> Part:
        token = self.peek()
        assert token is not None
        second = self.after_fifteen and bare_fifteen(token)
        if second and self.is_type(1, TokenType.FOR) and self.is_type(2, TokenType.WORD):
            second = False  # « quinze 2 pis quinze pour la triple suite »: its 15 points
        if self.starts_keyword() or second:
            return self.keyword_item(None)  # « quinze 2, quinze »: a second fifteen, not 15
        if self.names_cards():
            self.take()  # "three tens for 6", « deux rois », « trois dix », « trois cinq »
            return self.keyword_item(None, word=SAME_RANK[token.value])
        if token.type is TokenType.NUM:
            self.take()
            if not after_item and token.joined and self.is_type(0, TokenType.WORD):
                return Checkpoint(token.value, self.i, bare=True)  # « 8 pis le valet 9 »
            named = self.starts_keyword(1) or bare_fifteen(self.peek(1))  # « pour les quinze »
            said_for = self.is_type(0, TokenType.FOR)
            cards = said_for and cards_named(self.tokens, self.i + 1)  # « 12 pour les quatre 5 »
            if said_for and (named or cards):
                self.take()
                same = None if named else SAME_RANK[self.take().value]
                item = self.keyword_item(None, allow_number=False, word=same)
                item.number, item.mode = token.value, "points"
                return item
            if token.cards and self.starts_keyword() and self.peek_word() is Word.RUN:
                item = self.keyword_item(None)
                if token.value not in RUN_LENGTHS:
                    raise self.unexpected(token)
                item.length = token.value  # "a four-card run": its length, not four runs
                return item
            if (
                self.starts_keyword()
                and self.peek_word() in COUNTABLE
                and self.counts(token, after_item)
            ):
                return self.keyword_item(token.value)
            if self.fifteens_said(token, after_item):
                return self.keyword_item(token.value)  # « deux quinze », "one fifteen"
            if (
                self.starts_keyword()
                and self.peek_word() is Word.FLUSH
                and not token.joined  # « quinze 2, 4 et un flush 8 »: the count so far
                and (token.value in FLUSH_LENGTHS or not after_item)  # « quinze 2 4 6 flush »
                and (self.flush_lengths or not after_item)
            ):
                self.flush_length_read = self.flush_length_read or after_item
                item = self.keyword_item(None)
                if token.value not in FLUSH_LENGTHS:
                    raise self.unexpected(token)
                item.length = token.value  # "a four flush", "five-card flush"
                return item
            if after_item:
                return Checkpoint(token.value, self.i, bare=True)
            short = self.peek()
            if short is not None and short.type is TokenType.WORD and len(short.text) == 1:
                raise self.unexpected(short)  # « 8 p »: the p is what cannot be placed
            raise self.unexpected(token)
        if token.type is TokenType.IS and after_item:
            self.take()
            return Checkpoint(self.number(), self.i)
        if token.type is TokenType.COLON and after_item and self.is_type(1, TokenType.NUM):
            self.take()  # « 2 pour la paire: 6 »: the part has its points, the total follows
            return Checkpoint(self.number(), self.i)
        if token.type is TokenType.FOR and after_item and self.for_total():
            self.take()  # « 15-2 15-4 pour 6 »: the total, said last
            return Checkpoint(self.number(), self.i)
        raise self.unexpected(token)

    def for_total(self) -> bool:
        """Whether « pour » / "for" ahead, after an item, says the count's total: a number
        follows it, and nothing after that (« 15-2 15-4 pour 6 », "fifteen 4 for 4")."""
        return self.is_type(1, TokenType.NUM) and self.peek(2) is None

    def names_cards(self) -> bool:
        """Whether a count of cards of one rank is ahead (« trois dix », "two kings")."""
        return cards_named(self.tokens, self.i)

    def counts(self, number: Token, after_item: bool) -> bool:
        """Whether `number` says how many of the keyword ahead: before a plural (`two runs`),
        at the start of the call (« deux quinze », "two pair": French keeps « quinze »
        unchanged, English often says "pair"), or one (`one pair` inside a running count,
        where a total of 1 cannot be meant), or "two pair" (two pairs, as English says it)."""
        ahead = self.peek()
        if ahead is not None and len(ahead.text) == 1:
            return False  # « 8 p », "2 r": the short forms take their points after (`p2`)
        two_pair = number.text == "two" and ahead is not None and ahead.text == "pair"
        return self.peek_plural() or not after_item or number.value == 1 or two_pair

    def fifteens_said(self, number: Token, after_item: bool) -> bool:
        """A number before the word « quinze » / "fifteen" said as a word and not followed by
        its points (`deux quinze`, `deux quinze pis une paire`): how many fifteens."""
        ahead = self.peek()
        return (
            ahead is not None
            and ahead.fifteen
            and ahead.text.isalpha()
            and 1 <= number.value <= MAX_REPEAT
            and (
                not after_item
                or number.value == 1
                or (not self.after_fifteen and self.fifteens_counted(-1))  # the number taken
            )
            and not self.starts_keyword()
        )

    def fifteens_counted(self, at: int = 0) -> bool:
        """Whether the number word `at` counts the fifteens named after it, with no points of
        their own after them (« deux quinze », "two fifteens" after a pair or a run)."""
        count = self.peek(at)
        return (
            count is not None
            and count.type is TokenType.NUM
            and count.text.isalpha()
            and 2 <= count.value <= MAX_FIFTEENS // 2
            and (bare_fifteen(named := self.peek(at + 1)) or _fifteens_named(named))
            and not self.is_type(at + 2, TokenType.NUM)
        )

    def peek_value(self) -> int | None:
        """The value of the number ahead, None when no number is."""
        token = self.peek()
        return token.value if token is not None and token.type is TokenType.NUM else None

    def peek_plural(self) -> bool:
        token = self.peek()
        return token is not None and token.plural

    def peek_word(self) -> Word:
        token = self.peek()
        assert token is not None
        return token.word if token.word is not None else Word.FIFTEEN

    def keyword_item(
        self, count: int | None, *, allow_number: bool = True, word: Word | None = None
    ) -> Item:
        """The item named by the keyword ahead (or `word`, named by the token ahead), with
        what is said of it: of what, for how many points."""
        token = self.take()
        word = word or (token.word if token.word is not None else Word.FIFTEEN)
        item = Item(word, self.i, token.text, count=count)
        if count is not None and not 1 <= count <= MAX_TIMES.get(word, MAX_REPEAT):
            raise AnswerError(AnswerErrorReason.UNEXPECTED, token.text, position=self.i)
        if self.is_type(0, TokenType.OF):
            self.qualifier(item, self.take().text)
        if item.word in PAIR_WORDS:
            self.ranks_of_pairs()
        if not allow_number or item.number is not None:  # « une double suite de 8 »: said
            return item
        if self.is_type(0, TokenType.COLON):
            self.take()
            item.number, item.mode = self.number(), "colon"
        elif self.is_type(0, TokenType.FOR):
            self.take()
            item.number = self.number()
        elif self.is_type(0, TokenType.IS):
            self.take()
            item.number, item.mode = self.number(), "total"
        elif self.is_type(0, TokenType.NUM) and not self.starts_next_item(item):
            item.number = self.take().value
        return item

    def starts_next_item(self, item: Item) -> bool:
        """Whether the number ahead opens the next item (`4 for ...`, `15-4`, `two runs`,
        cards of one rank: « deux rois et trois dix », "two kings, three jacks")."""
        if self.is_type(1, TokenType.FOR) or self.names_cards():
            return True
        ahead = self.peek()
        if ahead is not None and ahead.cards:
            return True  # "a run and a four-card flush": the flush's cards, not the run's 4
        if item.word is Word.FIFTEEN and bare_fifteen(self.peek()):
            return True  # « quinze, quinze »: two fifteens, never a fifteen of 15 points
        if self.peek_value() == 1 and bare_fifteen(self.peek(1)):
            return True  # « une paire pis un quinze 4 »: a fifteen, not a pair of 1 point
        if item.word is not Word.FIFTEEN and self.fifteens_counted():
            return True  # « la paire pis deux quinze »: two fifteens, not a pair of 2 and 15
        if self.starts_keyword():  # `15-4`; not the 15 of « triple suite 15 et un pour… »
            return not self.is_type(2, TokenType.FOR) and not self.its_fifteen_points(item)
        following = self.peek(1)
        if following is None or following.type is not TokenType.WORD:
            return False
        token = self.peek()
        assert token is not None
        if following.word is Word.FLUSH:
            counted = token.value in FLUSH_LENGTHS
        else:
            counted = following.plural and 1 <= token.value <= MAX_REPEAT
        return counted and implied_points(item) is not None

    def its_fifteen_points(self, item: Item) -> bool:
        """Whether the 15 ahead is the points of `item`, one that may be worth 15 (a triple
        run), followed by a number no fifteens make (« triple suite 15, 21 »: its 15, then the
        total, not a fifteen for 21)."""
        after = self.peek(1)
        return (
            15 in valid_points(item)
            and after is not None
            and after.type is TokenType.NUM
            and not _fifteens(after.value)
        )

    def ranks_of_pairs(self) -> None:
        """The ranks of pairs named after them (« deux paires de 5 et de rois », "two pairs,
        fives and kings"): skipped, as `pair of 6s` is."""
        while True:
            if self.is_type(0, TokenType.RANK):
                self.take()
            elif self.is_type(0, TokenType.OF) and self.is_type(1, TokenType.NUM, TokenType.RANK):
                self.take()
                self.take()
            else:
                return

    def qualifier(self, item: Item, of: str) -> None:
        """`run of 4` and `flush of 5` give a length; `pair of 6s` names a rank (ignored).
        `of` is the word said (« de », "of"), quoted back when nothing follows it."""
        token = self.peek()
        if token is None:
            raise AnswerError(AnswerErrorReason.UNEXPECTED, of, position=self.i)
        if item.word in PAIR_WORDS and token.type in (TokenType.NUM, TokenType.RANK):
            self.take()
            return
        if item.word in RUN_WORDS and token.type is TokenType.NUM and token.value in RUN_LENGTHS:
            item.length = self.take().value
            return
        if (
            item.word in RUN_WORDS
            and token.type is TokenType.NUM
            and token.value in VALID_POINTS[item.word]
        ):
            # « une double suite de 8 », "a double run of 8": no run is 8 long, it is worth 8
            item.number, item.mode = self.take().value, "points"
            return
        if item.word is Word.FLUSH and token.type is TokenType.NUM and token.value in FLUSH_LENGTHS:
            item.length = self.take().value
            return
        raise self.unexpected(token)


def _fifteens(points: int) -> bool:
    """Whether fifteens can make these points (2, 4… 16)."""
    return points % 2 == 0 and 2 <= points <= MAX_FIFTEENS


def _fifteens_named(token: Token | None) -> bool:
    """Whether the token is the plural name « quinzes » / "fifteens"."""
    return token is not None and token.word is Word.FIFTEEN and token.plural


def bare_fifteen(token: Token | None) -> bool:
    """Whether the token is the word « quinze » / "fifteen" (not the digits 15)."""
    return token is not None and token.fifteen and token.text.isalpha()


PIPS = range(2, 11)
"""The ranks said as a number (« trois cinq », « deux 5 »)."""


def cards_named(tokens: Sequence[Token], i: int) -> bool:
    """Whether tokens `i` and `i + 1` name cards of one rank by their number: two to four
    then a rank (« trois dix », "two kings", `four 5s`), or a number then a pip, one of them
    said in a word (« trois cinq », « deux 5 », « 4 cinq »), unless that is a fifteen's points
    (« quinze deux, quatre ») or numbers going on by twos (« deux, quatre, six »: fifteens)."""
    before = tokens[i - 1] if i > 0 else None
    count, rank, after = (tokens[j] if j < len(tokens) else None for j in range(i, i + 3))
    if count is None or count.type is not TokenType.NUM or count.value not in SAME_RANK:
        return False
    if names_rank(rank):
        return True
    return (
        rank is not None
        and (count.text.isalpha() or rank.text.isalpha())  # « 4 cinq »; not « 4 5 »
        and rank.type is TokenType.NUM
        and rank.value in PIPS
        and not (before is not None and before.fifteen)
        and not _by_twos(before, count, rank)
        and not _by_twos(count, rank, after)
    )


def _by_twos(*numbers: Token | None) -> bool:
    """Whether the tokens are numbers going on by twos (« deux, quatre, six »)."""
    values = [n.value if n is not None and n.type is TokenType.NUM else None for n in numbers]
    return all(a is not None and b == a + 2 for a, b in pairwise(values))


def names_rank(token: Token | None) -> bool:
    """Whether the token names the cards after a count of them: a rank (`tens`, « rois »,
    `5s`) or « dix », which French says like the number (« trois dix »: three tens)."""
    return token is not None and (
        token.type is TokenType.RANK or (token.type is TokenType.NUM and token.text == TENS_FR)
    )


def implied_points(item: Item) -> int | None:
    """The points an item claims without its number, when they are known."""
    if item.word is Word.FIFTEEN:
        return 2 * item.count if item.count is not None else None
    if item.length is not None and item.word is Word.FLUSH:
        return item.length
    if item.length is not None:
        points = run_points(item.word, item.length)
        return points * (item.count or 1)
    if item.count is not None:
        unit = FIXED_POINTS.get(item.word, 2 if item.word in PAIR_WORDS else None)
        if unit is None and item.word in (Word.RUN, Word.RUNS):
            unit = DEFAULT_POINTS[Word.RUN]
        return None if unit is None else unit * item.count
    return FIXED_POINTS.get(item.word)


def valid_points(item: Item) -> frozenset[int]:
    """The points an item may be worth, given its name, count and length."""
    implied = implied_points(item)
    if implied is not None:
        return frozenset({implied})
    if item.word is Word.FIFTEEN:
        return frozenset(range(2, MAX_FIFTEENS + 1, 2))
    if item.word is Word.RUN and (item.count or 1) > 1:
        return VALID_POINTS[Word.RUNS]
    return VALID_POINTS[item.word]
