"""Reading a pegging answer: how many points one card of the play scores.

It reuses the counting drill's text normalisation (`bot.drills.answer_words`: case, accents,
punctuation and hyphens ignored, number words from zero to thirty-one in both languages).

**One card** (`parse_peg_call`). A plain number (`2`, `deux`, `= 2`, `0`, `rien`; 0 to 14,
as no card pegs more) or the call as players say it, each item a keyword (GLOSSARY §3) with
its points:

| category   | keywords (en / fr)                                                            |
|------------|-------------------------------------------------------------------------------|
| fifteen    | fifteen, quinze, 15 (before a number or `for`/`pour`, or alone) (2)            |
| thirty-one | thirty-one, trente et un, 31 (before a number or `for`/`pour`, or alone) (2)   |
| pair       | pair, paire (2); pair royal, paire royale, brelan, triple, three of a kind (6) |
|            | double pair royal, double paire royale, carré, four of a kind (12)             |
|            | the rank named (`paire de 5`, `pair of kings`); cards of one rank counted      |
|            | (`deux rois` 2, `trois valets` 6, `four 5s` 12)                                |
| run        | run, suite, séquence, série (3 to 7); `run of 4`, `suite de quatre`: length  |
| go         | go, passe (1); last, last card, dernière, dernière carte (1)                   |

in the forms `KEYWORD NUMBER` (`quinze 2`, `go 1`), `KEYWORD for NUMBER` (`31 pour 2`,
`thirty-one for two`), `NUMBER for KEYWORD` (`one for last`, `un pour le go`), or `KEYWORD`
alone when its points are known (`pair royal`, `paire`, `suite de 4`, `go`, `dernière
carte`; `quinze`, `15`, `31` alone are the call for 2). After the first item, a number
after a keyword is read both as the item's points and as the running total (`quinze 2 et
une paire 4`); a reading is kept when every item is valid. Said with `for` / `pour`, it is
the item's points, or the running total when it cannot be (`quinze 2 et une paire pour 4`).
A bare number after an item is the running total (`fifteen two and a pair, four`).

A whole round's answer (both players' pegs) is read by `bot.drills.peg_round_answer`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from enum import StrEnum
from itertools import pairwise
from typing import Final

from bot.drills.answer_words import (
    AGREEING,
    HEDGES,
    HESITATIONS,
    MUGGINS_WORD,
    NUMBER_WORDS,
    RANK_WORDS,
    TokenCursor,
    normalize,
    raw_tokens,
    suggest,
)
from bot.drills.answers import (
    AnswerError,
    AnswerErrorReason,
    as_typed,
    reads_as,
    refuse_unreadable,
)
from bot.engine.pegging import THIRTY_ONE
from bot.engine.show import FIFTEEN, Kind

MAX_CARD_POINTS: Final = 14
"""The largest plain number read for one card (more is `too_large`): a card pegs 13 at most
(a double pair royal and the last card)."""
MAX_RUN: Final = 7


class PegCategory(StrEnum):
    """The families of points in the play, claimed and tracked separately (for /stats)."""

    FIFTEEN = "fifteen"
    THIRTY_ONE = "thirty_one"
    PAIRS = "pairs"
    RUNS = "runs"
    GO = "go"


PEG_CATEGORIES: tuple[PegCategory, ...] = tuple(PegCategory)


def peg_category(kind: Kind) -> PegCategory:
    """The category a combination of the play scores in."""
    if kind is Kind.FIFTEEN:
        return PegCategory.FIFTEEN
    if kind is Kind.THIRTY_ONE:
        return PegCategory.THIRTY_ONE
    if kind in (Kind.PAIR, Kind.PAIR_ROYAL, Kind.DOUBLE_PAIR_ROYAL):
        return PegCategory.PAIRS
    if kind is Kind.RUN:
        return PegCategory.RUNS
    if kind in (Kind.GO, Kind.LAST_CARD):
        return PegCategory.GO
    raise ValueError(f"{kind} does not score in the play")


@dataclass(frozen=True, slots=True)
class PegCall:
    """One item of a called answer: the combination named and its points."""

    kind: Kind
    points: int


@dataclass(frozen=True, slots=True)
class PegAnswer:
    """A read answer for one card: the total and, when called, the items read."""

    total: int
    calls: tuple[PegCall, ...] | None = None

    @property
    def called(self) -> bool:
        """True when the player called the combinations, not just a number."""
        return self.calls is not None

    def claims(self) -> dict[PegCategory, int]:
        """Points claimed per category (empty for a plain number)."""
        claims = dict.fromkeys(PEG_CATEGORIES, 0)
        for call in self.calls or ():
            claims[peg_category(call.kind)] += call.points
        return claims


# -- Tokens ----------------------------------------------------------------------------------

_ROYAL = (("pair", "royal"), ("paire", "royale"), ("paire", "royal"), ("pair", "royale"))
"""A pair royal, whatever gender « royal » is given (« paire royal », as /main reads it)."""
_KEYWORDS: dict[tuple[str, ...], Kind] = {
    **{("double", *royal): Kind.DOUBLE_PAIR_ROYAL for royal in _ROYAL},
    ("four", "of", "a", "kind"): Kind.DOUBLE_PAIR_ROYAL,
    ("carre",): Kind.DOUBLE_PAIR_ROYAL,
    ("quads",): Kind.DOUBLE_PAIR_ROYAL,
    **dict.fromkeys(_ROYAL, Kind.PAIR_ROYAL),
    ("three", "of", "a", "kind"): Kind.PAIR_ROYAL,
    **{(w,): Kind.PAIR_ROYAL for w in ("brelan", "triple", "triplet", "trio", "trips")},
    ("pair",): Kind.PAIR,
    ("paire",): Kind.PAIR,
    **{(w,): Kind.RUN for w in ("run", "suite", "sequence", "serie", "straight")},
    **{
        (count, alike): kind
        for count, kind in (
            *(("deux", Kind.PAIR), ("two", Kind.PAIR)),
            *(("trois", Kind.PAIR_ROYAL), ("three", Kind.PAIR_ROYAL)),
            *(("quatre", Kind.DOUBLE_PAIR_ROYAL), ("four", Kind.DOUBLE_PAIR_ROYAL)),
        )
        for alike in ("pareils", "pareilles", "alike")
    },  # « trois pareilles », as /main reads them
    ("go",): Kind.GO,
    ("passe",): Kind.GO,
    ("derniere", "carte"): Kind.LAST_CARD,
    ("last", "card"): Kind.LAST_CARD,
    ("derniere",): Kind.LAST_CARD,
    ("last",): Kind.LAST_CARD,
}
_LONGEST_KEYWORD = max(map(len, _KEYWORDS))
_LONGEST_NUMBER = max(map(len, NUMBER_WORDS))
_ARTICLES = frozenset({"un", "une"})
_FOR = frozenset({"for", "pour"})
_IS = frozenset(
    {"is", "makes", "make", "fait", "font", "donne", "total", "est", "egal", "soit", "="}
)
_OF = frozenset({"of", "de", "d", "du"})
_CARD_NAMES = frozenset({"card", "cards", "carte", "cartes"})
_FILLERS = frozenset(
    {"and", "et", "pis", "plus", "a", "an", "the", "le", "la", "l", "ca", "c", "points", "point"}
    | {"pts", "pt", "his", "sa", "son", "avec", "with", ":"}
    | {"j", "ai", "jai", "je", "en", "i", "ive", "ve", "have", "got"}
    | {"pantoute"}  # « rien pantoute », as said in Québec
    | _CARD_NAMES
    | HESITATIONS
)
"""Words skipped, as in a count (`bot.drills.answer_words`): « ça fait 2 », « j'ai 2 », « j'en
ai 2 », "I've got 2", « euh 2 », « une suite de 3 cartes »."""
_FIXED: dict[Kind, int] = {
    Kind.FIFTEEN: 2,
    Kind.THIRTY_ONE: 2,
    Kind.PAIR: 2,
    Kind.PAIR_ROYAL: 6,
    Kind.DOUBLE_PAIR_ROYAL: 12,
    Kind.GO: 1,
    Kind.LAST_CARD: 1,
}

_PLURAL_RANK = re.compile(r"\d+(?:s|es)")
_SAME_RANK: Final = {2: Kind.PAIR, 3: Kind.PAIR_ROYAL, 4: Kind.DOUBLE_PAIR_ROYAL}
"""Cards of one rank counted (« deux rois », « trois valets », "four 5s"), as /main reads them."""
_PAIR_KINDS: Final = frozenset(_SAME_RANK.values())

LONE_CALLS: Final = {FIFTEEN: Kind.FIFTEEN, THIRTY_ONE: Kind.THIRTY_ONE}
"""`15`, `quinze`, `31`, `trente et un` alone are the call (2 points), as no card pegs 15 or 31."""


@dataclass(frozen=True, slots=True)
class _Tok:
    number: int | None = None
    kind: Kind | None = None
    word: str = ""  # "for", "is", "of"
    text: str = ""
    length: int | None = None  # a run said with its cards: "a four-card run"


def _lex(text: str) -> list[_Tok]:
    raw = list(raw_tokens(normalize(text)))
    tokens: list[_Tok] = []
    i = 0
    while i < len(raw):
        if not tokens and raw[i] in AGREEING:  # « ouin, 2 », « ok 2 »: a yes said first
            i += 1
            continue
        token, used = _lex_one(raw, i)
        run = _card_run(raw, i + used, token)
        if run is not None:
            tokens.append(run)
            i += used + 2
            continue
        if token is not None:
            tokens.append(token)
        i += used
    return _drop_articles(tokens)


def _card_run(raw: Sequence[str], after: int, token: _Tok | None) -> _Tok | None:
    """A number, "card" and a run ("a four-card run", « une suite 4 cartes » aside): the run,
    of that length; None for anything else."""
    if token is None or token.number is None or after + 1 >= len(raw):
        return None
    if raw[after] not in _CARD_NAMES or _KEYWORDS.get((raw[after + 1],)) is not Kind.RUN:
        return None
    text = f"{token.text} {raw[after]} {raw[after + 1]}"
    return _Tok(kind=Kind.RUN, text=text, length=token.number)


def _drop_articles(tokens: list[_Tok]) -> list[_Tok]:
    """`un`/`une` right before a keyword is an article (`une paire`, `un quinze`), not the
    number 1."""
    return [
        token
        for i, token in enumerate(tokens)
        if not (token.text in _ARTICLES and i + 1 < len(tokens) and _called_kind(tokens[i + 1]))
    ]


def _called_kind(token: _Tok) -> bool:
    """A keyword, or fifteen or thirty-one (never points for one card: « un quinze »)."""
    return token.kind is not None or token.number in LONE_CALLS


def _lex_one(raw: Sequence[str], i: int) -> tuple[_Tok | None, int]:
    for size in range(min(_LONGEST_KEYWORD, len(raw) - i), 0, -1):
        phrase = tuple(raw[i : i + size])
        if phrase in _KEYWORDS:
            return _Tok(kind=_KEYWORDS[phrase], text=" ".join(phrase)), size
    for size in range(min(_LONGEST_NUMBER, len(raw) - i), 0, -1):
        phrase = tuple(raw[i : i + size])
        if phrase in NUMBER_WORDS:
            return _Tok(number=NUMBER_WORDS[phrase], text=" ".join(phrase)), size
    text = raw[i]
    if text.isdigit():
        if len(text) > 3:
            raise AnswerError(AnswerErrorReason.TOO_LARGE, text[:12])
        return _Tok(number=int(text), text=text), 1
    for words, name in ((_FOR, "for"), (_IS, "is"), (_OF, "of")):
        if text in words:
            return _Tok(word=name, text=text), 1
    if text in RANK_WORDS or _PLURAL_RANK.fullmatch(text):
        return _Tok(word="rank", text=text), 1  # « deux rois », "a pair of 5s"
    if text in _FILLERS:
        return None, 1
    if text in HEDGES:
        return _Tok(word="hedge", text=text), 1
    if text == "-":
        raise AnswerError(AnswerErrorReason.NEGATIVE, text)
    if text[:1].isdigit():
        raise AnswerError(AnswerErrorReason.UNEXPECTED, text[:20])
    near = suggest(text, _VOCABULARY)
    raise AnswerError(AnswerErrorReason.UNKNOWN_WORD, text[:20], suggestion=near)


def _vocabulary() -> tuple[str, ...]:
    """Every word a pegging call knows, for suggestions (short forms left out)."""
    words = {w for phrase in _KEYWORDS for w in phrase} | {w for p in NUMBER_WORDS for w in p}
    words |= _FILLERS | _FOR | _IS | _OF | RANK_WORDS
    return tuple(sorted(w for w in words if len(w) > 2 and w.isalpha()))


_VOCABULARY = _vocabulary()


# -- Items -----------------------------------------------------------------------------------


@dataclass(slots=True)
class _Item:
    kind: Kind
    text: str
    number: int | None = None
    fixed_mode: bool = False  # `for NUMBER` / `NUMBER for`: the number is the points
    length: int | None = None


class _Parser(TokenCursor[_Tok]):
    """Splits the tokens into items and running-total checkpoints."""

    def count_keyword(self, offset: int = 0) -> Kind | None:
        """15 or 31 used as a keyword: followed by a number or `for`, by another call
        (« quinze et une paire »), or last (« une paire et un quinze »): no card pegs 15 or
        31 points, so the number is never a total."""
        token, after = self.peek(offset), self.peek(offset + 1)
        if token is None or token.number is None:
            return None
        if after is not None and after.number is None and after.word != "for" and not after.kind:
            return None
        if token.number == FIFTEEN:
            return Kind.FIFTEEN
        return Kind.THIRTY_ONE if token.number == THIRTY_ONE else None

    def keyword(self, offset: int = 0) -> Kind | None:
        token = self.peek(offset)
        if token is None:
            return None
        return token.kind or self.count_keyword(offset)

    def parts(self) -> list[_Item | int]:
        parts: list[_Item | int] = []
        while self.peek() is not None:
            parts.append(self.part(bool(parts)))
        return parts

    def part(self, after_item: bool) -> _Item | int:
        if self.keyword() is not None:
            return self.item(self.take())
        token = self.take()
        rank = self.peek()
        if token.number in _SAME_RANK and rank is not None and rank.word == "rank":
            self.take()  # « trois valets »: a pair royal, the rank named
            named = _Tok(kind=_SAME_RANK[token.number], text=f"{token.text} {rank.text}")
            return self.item(named)
        if token.number is not None:
            nxt = self.peek()
            if nxt is not None and nxt.word == "for" and self.keyword(1) is not None:
                self.take()
                item = self.item(self.take(), allow_number=False)
                item.number, item.fixed_mode = token.number, True
                return item
            if after_item:
                return token.number
            raise AnswerError(AnswerErrorReason.UNEXPECTED, token.text)
        if token.word == "is" and after_item and self.peek() is not None:
            value = self.take()
            if value.number is not None:
                return value.number
        raise AnswerError(AnswerErrorReason.UNEXPECTED, token.text)

    def item(self, token: _Tok, *, allow_number: bool = True) -> _Item:
        kind = token.kind
        if kind is None:
            kind = Kind.FIFTEEN if token.number == FIFTEEN else Kind.THIRTY_ONE
        item = _Item(kind, token.text, length=token.length)
        if kind in _PAIR_KINDS and self._rank_named():
            self.take()  # « une paire de 5 », "a pair of kings": the rank, no points
            self.take()
        nxt = self.peek()
        if nxt is not None and nxt.word == "of":
            self.take()
            length = self.peek()
            if kind is not Kind.RUN or length is None or length.number is None:
                raise AnswerError(AnswerErrorReason.UNEXPECTED, "of")
            item.length = self.take().number
        if not allow_number:
            return item
        nxt = self.peek()
        if nxt is not None and nxt.word == "for":
            self.take()
            value = self.peek()
            if value is None or value.number is None:
                raise AnswerError(AnswerErrorReason.MISSING_POINTS, item.text, kind=kind)
            item.number, item.fixed_mode = self.take().number, True
        elif nxt is not None and nxt.number is not None and not self._next_is_item():
            item.number = self.take().number
        return item

    def _rank_named(self) -> bool:
        """« de 5 », « de rois », "of kings" ahead: the rank of a pair, not its points."""
        of, rank = self.peek(), self.peek(1)
        if of is None or of.word != "of" or rank is None:
            return False
        return rank.word == "rank" or rank.number is not None

    def _next_is_item(self) -> bool:
        """The number ahead opens the next item (`1 for go`, `15 2`)."""
        after = self.peek(1)
        return (after is not None and after.word == "for") or self.count_keyword() is not None


def _valid(kind: Kind, length: int | None) -> frozenset[int]:
    if kind is Kind.RUN:
        if length is not None:
            return frozenset({length}) if 3 <= length <= MAX_RUN else frozenset()
        return frozenset(range(3, MAX_RUN + 1))
    return frozenset({_FIXED[kind]})


def _read(parts: Sequence[_Item | int], as_total: bool, *, for_totals: bool = False) -> PegAnswer:
    """The call read with the numbers after the first item as points (`as_total` False) or
    as the running total; `for_totals`: those said with « pour » / "for" too (« quinze 2 et
    une paire pour 4 »), tried only when neither reading holds."""
    running = 0
    calls: list[PegCall] = []
    for at, part in enumerate(parts):
        if isinstance(part, int):
            if part != running:
                raise AnswerError(
                    AnswerErrorReason.TOTAL_MISMATCH, values=(part, running), position=at
                )
            continue
        valid = _valid(part.kind, part.length)
        if not valid:
            raise AnswerError(
                AnswerErrorReason.BAD_POINTS,
                part.text,
                kind=part.kind,
                values=(part.length or 0,),
                position=at,
            )
        if part.number is None:
            if len(valid) != 1:
                raise AnswerError(
                    AnswerErrorReason.MISSING_POINTS, part.text, kind=part.kind, position=at
                )
            points = next(iter(valid))
        elif as_total and (for_totals or not part.fixed_mode) and calls:
            points = part.number - running
        else:
            points = part.number
        if points not in valid:
            raise AnswerError(
                AnswerErrorReason.BAD_POINTS,
                part.text,
                kind=part.kind,
                values=(part.number if part.number is not None else points,),
                position=at,
            )
        running += points
        calls.append(PegCall(part.kind, points))
    return PegAnswer(running, tuple(calls))


def _called(tokens: list[_Tok]) -> PegAnswer:
    parts = _Parser(tokens).parts()
    answers: list[PegAnswer] = []
    errors: list[AnswerError] = []
    for as_total in (False, True):
        try:
            answers.append(_read(parts, as_total))
        except AnswerError as error:
            errors.append(error)
    if not answers:  # « quinze 2 et une paire pour 4 »: the count so far, said with « pour »
        with suppress(AnswerError):
            answers.append(_read(parts, True, for_totals=True))
    distinct = {a.calls: a for a in answers}
    if len(distinct) == 1:
        return answers[0]
    if len(distinct) > 1:
        raise AnswerError(AnswerErrorReason.AMBIGUOUS, values=tuple(a.total for a in answers))
    raise max(errors, key=lambda e: e.position)


def parse_peg_call(text: str) -> PegAnswer:
    """Read the points of one card: a number or the call; `AnswerError` if unreadable. The
    error holds the whole text and quotes the word as typed, as `parse_answer`'s does, so
    cards typed for the points (« VP 5C ») are told apart (`bot.views.calls_unread.typed_cards`)."""
    try:
        return _parse_peg_call(text)
    except AnswerError as error:
        error.text = text
        if error.reason in (AnswerErrorReason.UNKNOWN_WORD, AnswerErrorReason.UNEXPECTED):
            error.token = as_typed(text, error.token)  # « VP », not « vp »
        raise


def _parse_peg_call(text: str) -> PegAnswer:
    refuse_unreadable(text)
    if MUGGINS_WORD.search(text):  # called on the other player's count, not on one's own card
        raise AnswerError(AnswerErrorReason.MUGGINS)
    tokens = _lex(text)
    hedges = [t for t in tokens if t.word == "hedge"]
    if hedges:  # « je dirais 2 », "2 I think": one number hedged, as a count's
        tokens = [t for t in tokens if t.word not in ("hedge", "of")]
    if tokens and tokens[0].word == "is":
        tokens = tokens[1:]
    if len(tokens) == 2 and tokens[0].word == "for" and tokens[1].number is not None:
        tokens = tokens[1:]  # « pour 2 », "for 2": the points, as « ça fait 2 »
    if hedges and not (len(tokens) == 1 and tokens[0].number is not None):
        word = hedges[0].text
        raise AnswerError(AnswerErrorReason.UNKNOWN_WORD, word, suggestion=suggest(word))
    if not tokens:
        raise AnswerError(AnswerErrorReason.NOT_A_NUMBER)
    if len(tokens) == 1 and tokens[0].number is not None:
        value = tokens[0].number
        if value in LONE_CALLS:
            return PegAnswer(_FIXED[LONE_CALLS[value]], (PegCall(LONE_CALLS[value], 2),))
        if value > MAX_CARD_POINTS:
            raise AnswerError(AnswerErrorReason.TOO_LARGE, tokens[0].text, values=(value,))
        return PegAnswer(value)
    named = any(t.number in _SAME_RANK and after.word == "rank" for t, after in pairwise(tokens))
    if (
        all(t.kind is None for t in tokens)
        and not any(t.number in (FIFTEEN, THIRTY_ONE) for t in tokens)
        and not named
    ):
        raise AnswerError(AnswerErrorReason.NOT_A_NUMBER)
    return _called(tokens)


def reads_as_peg_call(text: str) -> bool:
    """True when the text reads as the points of one card (group chatter is ignored): not
    cards named and nothing else (« deux rois », "three fives"), which members say about
    their own game as often as they call a pair with it, as `answers.looks_like_answer`."""
    if not reads_as(parse_peg_call, AnswerError, text):
        return False
    tokens = _lex(text)
    return not (len(tokens) == 2 and tokens[0].number in _SAME_RANK and tokens[1].word == "rank")
