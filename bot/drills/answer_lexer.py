"""The lexer of typed answers: a count's text as tokens, numbers said in words, phrases,
articles and negatives resolved, fillers dropped.

`bot.drills.answers` and its parser of called counts (`bot.drills.answer_items`) read these
tokens. The typed words come to it rewritten by `bot.drills.answer_said_words`; the words
tokens are made of (keywords, number words, fillers, hedges) and the lexer's errors are
`bot.drills.answer_words`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from bot.drills.answer_said_words import FIFTEEN_SAID, FIFTEEN_WORDS, words_said
from bot.drills.answer_words import (
    AGREEING,
    ALIKE,
    DOUBLES,
    FILLERS,
    FOR_WORDS,
    GLUED_NUMBERS,
    HEDGES,
    IS_WORDS,
    NEGATIVE_WORDS,
    NUMBER_WORDS,
    OF_WORDS,
    PHRASES,
    RANK_WORDS,
    SINGLE_WORDS,
    AnswerError,
    AnswerErrorReason,
    Word,
    phrase_at,
    suggest,
    too_large,
)

_LONGEST_NUMBER = max(map(len, NUMBER_WORDS))
_ARTICLE_NUMBERS = frozenset({"un", "une"})
_ENGLISH_ARTICLES = frozenset({"a", "an"})
"""Dropped as fillers, except before "fifteen": "a fifteen" is one fifteen, as « un quinze »."""

_LONGEST_PHRASE = max(map(len, PHRASES))
_PLURAL_RANK = re.compile(r"\d+(?:s|es)")
_WITH = frozenset({"avec", "with"})
"""Fillers (« quinze 2 avec une paire 4 »), but said between a number and a name that ends
the call or the part (« quinze 4, 6 avec la paire », "… 6 with the pair"), « pour » / "for"
(`_with_said_for`)."""
_PHRASE_TOTALS = (
    *(("pour", "un", "total", "de"), ("soit", "un", "total", "de"), ("for", "a", "total", "of")),
    *(("un", "total", "de"), ("au", "total")),
    *(("va", "faire"), ("va", "donner"), ("vont", "faire"), ("fera",), ("donnera",)),
    *(("a", "total", "of"), ("total", "of"), ("in", "total"), ("altogether",)),
    *(("will", "be"), ("ll", "be"), ("comes", "to"), ("come", "to")),
    *(("c", "est", "tout"), ("cest", "tout"), ("that", "is", "all"), ("thats", "all")),
    *(("that", "is", "it"), ("thats", "it")),
    *((c, t) for c in ("c", "ce") for t in ("tout", "toute", "tt")),  # « c tout », « cé tout »
    *(("c", "est", "toute"), ("cest", "toute")),  # « c'est toute », as said in Québec
    *(("c", "est", "tt"), ("cest", "tt")),  # « c'est tt », as texted
    *(("rien", "d", "autre"), ("rien", "de", "plus"), ("nothing", "else"), ("nothing", "more")),
    *(("pas", "plus", "que", "ca"), ("pas", "plus")),  # « …, paire 6, pas plus (que ça) »
    ("pas", "d", "autre"),  # « …, paire 6, pas d'autre », as « rien d'autre »
)
"""Said before a total: « ça va faire 12 », « ça fera 12 », « ça fait un total de 12 »,
"that'll be 12", "that comes to 12"; or after the calls, as their total: « …, c'est tout »
(« c'est toute », « c tout », « cé tout », as typed), "…, that's all", « rien d'autre »,
"nothing else", « pas plus (que ça) », « pas d'autre »."""
_PHRASE_FILLERS = (
    *(("en", t, "et", "partout") for t in ("tout", "toute")),  # before « en tout »
    *(
        ("en", "tout"),
        ("en", "toute"),
        ("en", "tt"),  # « en tt », as texted
        ("in", "all"),
        ("pour", "moi"),
        ("pour", "moe"),  # « 12 pour moé », as said in Québec
        ("for", "me"),
        ("thank", "you"),
    ),
    *(("pour", "la", "main"), ("pour", "ma", "main"), ("pour", "le", "crib")),
    *(("for", "the", "hand"), ("for", "my", "hand"), ("for", "the", "crib")),
    *(("dans", "la", "main"), ("dans", "ma", "main"), ("dans", "le", "crib"), ("au", "crib")),
    *(("dans", "mon", "crib"), ("pour", "mon", "crib")),
    *(("in", "the", "hand"), ("in", "my", "hand"), ("in", "the", "crib"), ("in", "my", "crib")),
    ("for", "my", "crib"),
    *(("du", "tout"), ("at", "all")),
    *(("non", "plus"), ("either",)),  # « pas de valet non plus », "no nobs either"
)
"""Said around a count and skipped: « 8 en tout », « 8 pour moi », « 8 au crib », "8 for
the hand", « rien du tout », "nothing at all", « pas de valet non plus » (« en » alone hedges,
« pour » alone says the points of a combination)."""


# -- Tokens ----------------------------------------------------------------------------------


class TokenType(StrEnum):
    """What a token is to the parser."""

    NUM = "num"
    WORD = "word"
    FOR = "for"
    IS = "is"
    COLON = "colon"
    OF = "of"
    RANK = "rank"
    NEG = "neg"
    HEDGE = "hedge"


@dataclass(frozen=True, slots=True)
class Token:
    """One lexed piece of an answer: its type, its text and, for numbers and keywords, value."""

    type: TokenType
    text: str
    value: int = 0
    word: Word | None = None
    fifteen: bool = False  # the number 15 (digits or word), which may be the keyword
    plural: bool = False  # a keyword said in the plural (`runs`, `quinzes`): a count may lead it
    cards: bool = False  # said with "card(s)" before a flush or a run ("four-card flush")
    joined: bool = False  # a number said before « et », « pis », "and": what follows adds on


_ALIKE_WORDS: Final = {2: Word.PAIR, 3: Word.PAIR_ROYAL, 4: Word.DOUBLE_PAIR_ROYAL}
"""« deux pareilles », « trois pareils », « quatre pareilles », "three alike": cards of one rank
(a pair, a pair royal, a double pair royal), whatever the rank."""


def _alike_counted(tokens: Sequence[Token]) -> bool:
    """Whether the last token counts the cards said « pareilles » (2, 3 or 4, not « quinze »)."""
    last = tokens[-1] if tokens else None
    return (
        last is not None
        and last.type is TokenType.NUM
        and last.value in _ALIKE_WORDS
        and not last.fifteen
    )


_LAUGHTER: Final = re.compile(r"lol+|mdr+|ptdr+|xd+|lmao|rofl|(?:ha){2,}h?|(?:hi){2,}h?")
"""A laugh typed after a count (« 12 mdr », « 12 haha », "nineteen lol"): skipped. Said
first (« lol 5 »), it is chatter about the game, not a count: it stays an unknown word."""


def lex(text: str) -> list[Token]:
    """Tokens with number words, phrases and negatives resolved; fillers dropped."""
    raw = words_said(text)
    tokens: list[Token] = []
    i = 0
    while i < len(raw):
        filler = phrase_at(raw, i, _PHRASE_FILLERS)
        if filler is not None:
            i += len(filler)
            continue
        absent = _absent_said(raw, i) or _denied_said(raw, i)
        if absent:
            i += absent  # « …, paire 6, pas de valet », « valet? non »: the jack is not there
            continue
        phrase = phrase_at(raw, i, _PHRASE_TOTALS)
        if phrase is not None:
            tokens.append(Token(TokenType.IS, " ".join(phrase)))
            i += len(phrase)
            continue
        if _n_for_and(raw, i):
            i += 1  # "15 2 n 15 4 n his nobs 5": "and" texted, not the short form of nobs
            continue
        if tokens and _LAUGHTER.fullmatch(raw[i]):
            i += 1  # « 12 mdr », "nineteen lol": the count said, then a laugh
            continue
        if not tokens and raw[i] in AGREEING and tuple(raw[i : i + 2]) not in PHRASES:
            i += 1  # « ok 12 », « bon, quinze 2… »: the player starts to speak
            continue
        heard = _heard_after_fifteen(raw, i)
        if heard is not None:
            tokens.append(Token(TokenType.NUM, raw[i], heard))  # "fifteen to", dictated
            i += 1
            continue
        if raw[i] in _ENGLISH_ARTICLES and raw[i + 1 : i + 2] == ["fifteen"]:
            tokens.append(Token(TokenType.NUM, "un", 1))  # "a fifteen": « un quinze »
            i += 1
            continue
        if _two_pairs(raw, i):  # « (une) double paire » (as at poker): « deux paires »
            if tokens and tokens[-1].type is TokenType.NUM and tokens[-1].text in _ARTICLE_NUMBERS:
                tokens.pop()
            tokens += [Token(TokenType.NUM, "deux", 2), _TWO_PAIRS]
            i += 2
            continue
        if raw[i] in ALIKE and _alike_counted(tokens):
            said = f"{tokens[-1].text} {raw[i]}"  # « trois pareilles »: a pair royal
            tokens[-1] = Token(TokenType.WORD, said, word=_ALIKE_WORDS[tokens[-1].value])
            i += 1
            continue
        if raw[i] in _WITH and tokens and tokens[-1].type is TokenType.NUM:
            tokens.append(Token(TokenType.FOR, raw[i]))  # kept or dropped by `_with_said_for`
            i += 1
            continue
        family = _points_for_rank(raw, i, tokens)
        if family is not None:  # « 6 pour les 5 »: a pair royal
            tokens += [Token(TokenType.FOR, raw[i]), Token(TokenType.WORD, raw[i + 2], word=family)]
            i += 3
            continue
        token, used = _lex_one(raw, i)
        if token is not None and token.type is TokenType.NUM:
            token = _cards_of(raw, i + used - 1, token)
        if token is not None:
            tokens.append(token)
        elif raw[i] in _JOINING and tokens and tokens[-1].type is TokenType.NUM:
            tokens[-1] = replace(tokens[-1], joined=True)  # « 8 pis le valet 9 »
        i += used
    if not tokens and _NOTHING_AT_ALL in raw:  # « Pantoute! »: none at all, a zero
        tokens.append(Token(TokenType.NUM, _NOTHING_AT_ALL, 0))
    return _with_said_for(_resolve_articles(_in_a_row(_total_said_once(tokens))))


def _n_for_and(raw: Sequence[str], i: int) -> bool:
    """Whether the « n » at `i` is "and" texted ("… n a pair 6", "15 2 n 15 4", « il n'y a
    rien »): before a word that is no number, or a fifteen. Before another number it is the
    short form of nobs (« f2 f4 p6 n7 »)."""
    if raw[i] != "n" or i + 1 >= len(raw):
        return False
    after = raw[i + 1]
    if after in FIFTEEN_SAID:
        return True
    number = (after,) in NUMBER_WORDS or after in GLUED_NUMBERS or after in _ARTICLE_NUMBERS
    return after.isalpha() and not number


_NOTHING_AT_ALL: Final = "pantoute"
"""« pantoute » (« pas du tout », Québec): a filler after a zero (« rien pantoute »), and a
zero said alone (« Combien de points? — Pantoute! »)."""


_ABSENT: Final = (("pas", "de"), ("pas", "d"), ("no",))
"""« pas de », "no" before a combination's name: said not to be there (« pas de valet »,
"no jack"), not a zero."""


def _absent_said(raw: Sequence[str], i: int) -> int:
    """How many words say at `i` that a combination is not there (« pas de valet », « pas de
    couleur », « pas de bon valet », "no jack"): « pas de » or "no" and the name, skipped as
    they add nothing; 0 when none is said there (« pas de points » is a zero, a number word)."""
    said = phrase_at(raw, i, _ABSENT)
    if said is None:
        return 0
    j = i + len(said)
    named = next(
        (
            n
            for n in range(min(_LONGEST_PHRASE, len(raw) - j), 1, -1)
            if tuple(raw[j : j + n]) in PHRASES
        ),
        1 if raw[j : j + 1] and raw[j] in SINGLE_WORDS else 0,
    )
    return len(said) + named if named else 0


_DENIALS: Final = frozenset({"no", "nope", "none", "nothing", "non", "aucun", "aucune", "rien"})
"""Said after a combination's name to say it is not there ("his nobs? no", « suite? non »)."""


def _denied_said(raw: Sequence[str], i: int) -> int:
    """How many words say at `i` that a combination is not there, its name then a denial
    ("his nobs no", "run? no", "flush: none", « valet non », « couleur? aucune »): skipped
    as « pas de valet » is, not "0 for his nobs", a running total of 0; 0 when none is said
    there, or when the denial is the « no » of a name after it ("a pair, no run")."""
    named = next(
        (
            n
            for n in range(min(_LONGEST_PHRASE, len(raw) - i), 1, -1)
            if tuple(raw[i : i + n]) in PHRASES
        ),
        1 if len(raw[i]) > 1 and raw[i] in SINGLE_WORDS else 0,
    )
    if not named:
        return 0
    j = i + named + (raw[i + named : i + named + 1] in ([":"], ["="]))
    if j >= len(raw) or raw[j] not in _DENIALS:
        return 0
    absent = _absent_said(raw, j)  # "a pair, no run": the "no" of the run, unless the run
    if absent and raw[j + absent : j + absent + 1] != [raw[j]]:  # is denied too ("no, run? no")
        return 0
    return j + 1 - i


_HEARD: Final = {"to": 2, "too": 2, "for": 4}
""""fifteen two", "fifteen four" as dictation writes them: "fifteen to", "fifteen for"."""


def _heard_after_fifteen(raw: Sequence[str], i: int) -> int | None:
    """The number a word after "fifteen" stands for when dictated ("to", "too": 2; "for" with
    no number after it: 4, not "fifteen for 2"), else None."""
    if not i or raw[i - 1] != "fifteen" or raw[i] not in _HEARD:
        return None
    after = raw[i + 1] if i + 1 < len(raw) else ""
    if raw[i] == "for" and (after.isdigit() or (after,) in NUMBER_WORDS or after in _HEARD):
        return None
    return _HEARD[raw[i]]


_JOINING: Final = frozenset({"et", "pis", "pi", "puis", "plus", "and"})
"""Fillers that join what follows to a number said before them (`Token.joined`)."""
_AFTER_A_NAME: Final = frozenset({TokenType.NUM, TokenType.IS, TokenType.COLON, TokenType.OF})
"""What follows a name with its own number or length (« paire 6 », « suite de 3 »)."""


def _with_said_for(tokens: list[Token]) -> list[Token]:
    """« avec » / "with" after a number: « pour » when a name follows with nothing of its own
    after it (« quinze 4, 6 avec la paire »: the count so far with the pair, not a fifteen
    more counted on by twos and the pair's 2 after it, 8); else the filler it is elsewhere
    (« quinze 4 avec une paire 6 »). The count said first and names with nothing else after
    it (« 12 avec le valet », « 12 avec la paire et le valet », "12 with his nobs") is the
    whole count, the names in it: the number alone, not 12 points for the jack. A total said
    so (« ça fait 29 avec le valet », « quinze 4, ça fait 6 avec la paire », "that's 29 with
    his nobs") reads as the number alone said there (`_total_with_names`)."""
    tokens = _total_with_names(tokens)
    kept: list[Token] = []
    for i, token in enumerate(tokens):
        if token.type is TokenType.FOR and token.text in _WITH:
            named = i + 1 < len(tokens) and tokens[i + 1].type is TokenType.WORD
            own = i + 2 < len(tokens) and tokens[i + 2].type in _AFTER_A_NAME
            if i == 1 and named and all(t.type is TokenType.WORD for t in tokens[2:]):
                return tokens[:1]  # « 12 avec le valet », « 12 avec la paire et le valet »
            if not named or own:
                continue
        kept.append(token)
    return kept


def _total_with_names(tokens: list[Token]) -> list[Token]:
    """The tokens without « ça fait » / "that's" before a number that « avec » / "with" and
    names alone follow to the end (« ça fait 29 avec le valet »): the total, then what is in
    it, as « 29 avec le valet » says it; else the tokens as they are."""
    for i in range(len(tokens) - 3):
        stated, number, with_, named = tokens[i : i + 4]
        if (
            stated.type is TokenType.IS
            and number.type is TokenType.NUM
            and with_.type is TokenType.FOR
            and with_.text in _WITH
            and named.type is TokenType.WORD
            and all(t.type is TokenType.WORD for t in tokens[i + 4 :])
        ):
            return tokens[:i] + tokens[i + 1 :]
    return tokens


_TWO_PAIRS = Token(TokenType.WORD, "paires", word=Word.PAIRS, plural=True)
_PAIR_NOUNS = frozenset({"paire", "paires", "pair", "pairs"})
_ROYAL_WORDS = frozenset({"royal", "royale", "royales", "royals"})


def _two_pairs(raw: Sequence[str], i: int) -> bool:
    """« double paire » / "double pair" at `i`, not the start of a double pair royal."""
    return (
        raw[i] in DOUBLES
        and i + 1 < len(raw)
        and raw[i + 1] in _PAIR_NOUNS
        and not set(raw[i + 2 : i + 3]) & _ROYAL_WORDS
    )


_LENGTHS: Final = {Word.RUN: range(3, 6), Word.FLUSH: range(4, 6)}
"""The cards a run or a flush may have, said before its name (« quatre de suite »)."""


def _in_a_row(tokens: list[Token]) -> list[Token]:
    """« quatre de suite » (four in a row), said as « une suite de quatre », and « quatre de
    couleur » (four of a suit), as « un flush de quatre »: the same tokens. Not a number that
    may be the points of the name before it (« suite 4 de couleur »: a run of 4 points, or
    a run and four of a suit?)."""
    kept = list(tokens)
    for i in range(len(kept) - 2):
        number, of, named = kept[i : i + 3]
        after_name = i > 0 and kept[i - 1].type is TokenType.WORD
        if (
            number.type is TokenType.NUM
            and named.word in _LENGTHS
            and number.value in _LENGTHS[named.word]
            and of.type is TokenType.OF
            and not (named.word is Word.FLUSH and after_name)
        ):
            kept[i : i + 3] = [named, of, number]
    return kept


def _total_said_once(tokens: list[Token]) -> list[Token]:
    """`total: 6`, « total : 6 », `total = 6`: a colon or `=` after a word that states the
    total says it again (as the bot writes « Total : 10 points »)."""
    kept: list[Token] = []
    for token in tokens:
        repeats = bool(kept) and kept[-1].type is TokenType.IS
        if not (repeats and token.type in (TokenType.IS, TokenType.COLON)):
            kept.append(token)
    return kept


def _lex_one(raw: Sequence[str], i: int) -> tuple[Token | None, int]:
    text = raw[i]
    for size in range(min(_LONGEST_PHRASE, len(raw) - i), 1, -1):
        phrase = tuple(raw[i : i + size])
        if phrase in PHRASES:
            return Token(TokenType.WORD, " ".join(phrase), word=PHRASES[phrase]), size
    for size in range(min(_LONGEST_NUMBER, len(raw) - i), 0, -1):
        phrase = tuple(raw[i : i + size])
        if phrase in NUMBER_WORDS and (size > 1 or phrase[0] not in _ARTICLE_NUMBERS):
            value = NUMBER_WORDS[phrase]
            fifteen = phrase[0] in FIFTEEN_WORDS
            return Token(TokenType.NUM, " ".join(phrase), value, fifteen=fifteen), size
    if text in GLUED_NUMBERS:
        value = GLUED_NUMBERS[text]
        return Token(TokenType.NUM, text, value), 1
    double = _double_by_points(raw, i)
    if double is not None:
        return Token(TokenType.WORD, text, word=double), 1
    if text in _PHRASE_ONLY:
        _phrase_cut(raw, i)
    if text.isdigit():
        if too_large(text):
            raise AnswerError(AnswerErrorReason.TOO_LARGE, text[:12] + "…")
        value = int(text)
        return Token(TokenType.NUM, text, value, fifteen=value == 15), 1
    return _lex_word(text), 1


_CARD_WORDS = frozenset({"card", "cards", "carte", "cartes"})


def _cards_of(raw: Sequence[str], i: int, token: Token) -> Token:
    """A number said as the cards of a flush or a run ("a run and a four-card flush", « 4
    cartes flush », "a four-card run"): marked, so it is not read as the points of the
    combination before it (the run's 4), nor as how many runs ("four runs")."""
    after = raw[i + 1 : i + 3]
    named = SINGLE_WORDS.get(after[1]) if len(after) == 2 else None
    if after[:1] and after[0] in _CARD_WORDS and named in (Word.FLUSH, Word.RUN):
        return replace(token, cards=True)
    return token


_PHRASE_ONLY = frozenset({"double", "doubles", "triples", "quadruple", "quadruples"})
"""Words read only at the head of a phrase (« double suite », « quadruple run »); « bon »,
of « bon valet », stays an unknown word alone: it accepts a count at a table's verdict."""


_PAIR_POINTS: Final = {2: Word.PAIR, 6: Word.PAIR_ROYAL, 12: Word.DOUBLE_PAIR_ROYAL}
_THE_CARDS_SAID: Final = (["les"], ["the"])
_HOW_MANY: Final = range(2, 5)


def _rank_value(word: str) -> int | None:
    """The pip a word says (« 5 », « cinq »), 0 for a rank named in the plural (« rois »,
    "5s"), else None."""
    if word in RANK_WORDS or _PLURAL_RANK.fullmatch(word):
        return 0
    value = int(word) if word.isdigit() and not too_large(word) else NUMBER_WORDS.get((word,))
    return value if value is not None and 1 <= value <= 10 else None


def _points_for_rank(raw: Sequence[str], i: int, tokens: Sequence[Token]) -> Word | None:
    """« 6 pour les 5 », « 2 pour les rois », "2 for the kings" at `i` (« pour »): the points
    said before it are those of the cards of one rank, the pair family they make (2 a pair, 6 a
    pair royal, 12 a double pair royal); None otherwise: « 6 pour les trois 5 » (how many, then
    the rank: `cards_named`), « quinze 2 pour les 7 » (a fifteen's cards)."""
    if raw[i] not in FOR_WORDS or not tokens or tokens[-1].type is not TokenType.NUM:
        return None
    if (len(tokens) > 1 and tokens[-2].fifteen) or raw[i + 1 : i + 2] not in _THE_CARDS_SAID:
        return None
    rank = _rank_value(raw[i + 2]) if i + 2 < len(raw) else None
    after = _rank_value(raw[i + 3]) if i + 3 < len(raw) else None
    if rank is None or (rank in _HOW_MANY and after is not None):
        return None
    return _PAIR_POINTS.get(tokens[-1].value)


_DOUBLE_POINTS: Final = {
    8: Word.DOUBLE_RUN,
    10: Word.DOUBLE_RUN,
    12: Word.DOUBLE_PAIR_ROYAL,
    16: Word.DOUBLE_DOUBLE_RUN,
}
"""The points only one double has: a double run's 8 or 10, a double pair royal's 12, a double
double run's 16."""
_THE: Final = frozenset({"la", "le", "the"})


def _double_by_points(raw: Sequence[str], i: int) -> Word | None:
    """« double » alone at `i`, its points said before it with « pour » / "for" (« 8 pour la
    double », "8 for the double"): the double those points can only be; None otherwise (« 15-2
    15-4 double 12 »: a double run and the total, or a double pair royal? asked back)."""
    if raw[i] not in DOUBLES:
        return None
    j = i - 1 if i > 0 and raw[i - 1] in _THE else i
    if j < 2 or raw[j - 1] not in FOR_WORDS:
        return None
    said = raw[j - 2]
    points = int(said) if said.isdigit() and not too_large(said) else NUMBER_WORDS.get((said,))
    return None if points is None else _DOUBLE_POINTS.get(points)


def _phrase_cut(raw: Sequence[str], i: int) -> None:
    """`AnswerError` for the head of a phrase not followed by the rest of it: the next word,
    when it is the unknown one (« double suit »: « suit », did you mean « suite »?, not
    « double », did you mean « doubles »?), else the head, out of place."""
    if i + 1 < len(raw):
        try:
            _lex_word(raw[i + 1])
        except AnswerError as error:
            if error.reason is AnswerErrorReason.UNKNOWN_WORD:
                raise
    raise AnswerError(AnswerErrorReason.UNEXPECTED, raw[i][:20])


def _lex_word(text: str) -> Token | None:
    if text in _ARTICLE_NUMBERS:
        return Token(TokenType.NUM, text, 1, word=None)
    if text in SINGLE_WORDS:
        word = SINGLE_WORDS[text]
        plural = word in (Word.PAIRS, Word.RUNS) or (word is Word.FIFTEEN and text.endswith("s"))
        return Token(TokenType.WORD, text, word=word, plural=plural)
    if text in FILLERS:
        return None
    if text in HEDGES:
        return Token(TokenType.HEDGE, text)
    if text in FOR_WORDS:
        return Token(TokenType.FOR, text)
    if text in IS_WORDS:
        return Token(TokenType.IS, text)
    if text in OF_WORDS:
        return Token(TokenType.OF, text)
    if text == ":":
        return Token(TokenType.COLON, text)
    if text in NEGATIVE_WORDS or text == "-":
        return Token(TokenType.NEG, text)
    if text in RANK_WORDS or _PLURAL_RANK.fullmatch(text):
        return Token(TokenType.RANK, text)
    if text[:1].isdigit():
        raise AnswerError(AnswerErrorReason.UNEXPECTED, text[:20])
    raise AnswerError(AnswerErrorReason.UNKNOWN_WORD, text[:20], suggestion=suggest(text))


_PLURAL_ARTICLE: Final = "des"
"""« des » before a name (« quinze 2 et des paires »): its article, not « de » of a length."""


def _resolve_articles(tokens: list[Token]) -> list[Token]:
    """`un`/`une` before a keyword is an article: drop it; otherwise it is the number 1. « des »
    before a keyword (« des paires ») is an article too: dropped, so the name is read (and a
    plural without its number asked how many) rather than « des » refused as out of place."""
    kept: list[Token] = []
    for i, token in enumerate(tokens):
        article = token.type is TokenType.NUM and token.text in _ARTICLE_NUMBERS
        article = article or (token.type is TokenType.OF and token.text == _PLURAL_ARTICLE)
        if article and i + 1 < len(tokens) and tokens[i + 1].type is TokenType.WORD:
            continue
        kept.append(token)
    return _resolve_minus(kept)


def _resolve_minus(tokens: list[Token]) -> list[Token]:
    """A minus sign before a number is a negative when nothing precedes it or after `:`/`is`."""
    kept: list[Token] = []
    for i, token in enumerate(tokens):
        if token.type is not TokenType.NEG:
            kept.append(token)
            continue
        before = tokens[i - 1] if i else None
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        signed = before is None or before.type in (TokenType.COLON, TokenType.IS, TokenType.NEG)
        if after is not None and after.type is TokenType.NUM and (signed or token.text != "-"):
            raise AnswerError(AnswerErrorReason.NEGATIVE, f"-{after.value}")
        if token.text != "-":
            raise AnswerError(AnswerErrorReason.UNEXPECTED, token.text)
    return kept
