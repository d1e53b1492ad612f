"""The words of typed answers: normalisation, keyword and number-word tables, the lexer.

`bot.drills.answers` parses count answers from these tokens (its docstring lists the
vocabulary); `bot.drills.peg_calls` reuses `normalize`, `raw_tokens` and `NUMBER_WORDS`, and
`bot.drills.answer_asides` reads with them the answers that are no count (« je ne sais
pas », « 12 ou 14 ») and the words around a muggins claim. The lexer's errors
(`AnswerError`) are defined here, as it raises them first. Which language a reader's word
belongs to is `bot.drills.answer_langs`.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final, Generic, TypeVar

from bot.engine.cards import InputError, unaccented
from bot.engine.show import Kind

_MAX_DIGITS = 6
MUGGINS_WORD: Final = re.compile(r"\bmug+ins?\b", re.IGNORECASE)
"""« Muggins! »: at a table, the claim on the bot's count (with or without its number); in
one's own count, refused with what it is for."""


class AnswerErrorReason(StrEnum):
    """Why an answer was not read; the handlers translate these codes into hints."""

    EMPTY = "empty"
    TOO_LONG = "too_long"
    NOT_A_NUMBER = "not_a_number"
    UNKNOWN_WORD = "unknown_word"
    UNEXPECTED = "unexpected"
    NEGATIVE = "negative"
    TOO_LARGE = "too_large"
    FIFTEENS = "fifteens"
    BAD_POINTS = "bad_points"
    MISSING_POINTS = "missing_points"
    TOTAL_MISMATCH = "total_mismatch"
    AMBIGUOUS = "ambiguous"
    HEELS = "heels"
    DONT_KNOW = "dont_know"
    LONE_FIFTEEN = "lone_fifteen"
    """« quinze » / "fifteen" and nothing else: 15 points, or one fifteen called (2)?"""
    MUGGINS = "muggins"
    """« Muggins! » typed as one's own count: it is called on the other player's count."""
    TWO_COUNTS = "two_counts"
    """« 12 ou 14 » / "12 or 14": two counts offered, one must be chosen (`values`: both)."""
    FIFTEENS_NO_TOTAL = "fifteens_no_total"
    """« quinze 2 quinze 4 » typed as a count at a table: the fifteens called and no total
    said. A table pegs what is typed at once, so the player is asked whether that is all
    (`values`: the fifteens' points) rather than pegged short while still counting."""


class AnswerError(InputError[AnswerErrorReason]):
    """An answer that could not be read: a reason code and what is needed to explain it.

    `kind` is the combination named by the faulty keyword (missing_points); `values` holds
    the numbers involved (the number too large, the length of a long message). An unknown
    word carries the nearest known word in `suggestion` (None when nothing is close).
    """

    def __init__(
        self,
        reason: AnswerErrorReason,
        token: str = "",
        *,
        kind: Kind | None = None,
        values: tuple[int, ...] = (),
        position: int = 0,
        suggestion: str | None = None,
    ) -> None:
        super().__init__(reason, token)
        self.kind = kind
        self.values = values
        self.position = position
        self.suggestion = suggestion
        """For an unknown word: the nearest word the reader knows (`quinse` -> `quinze`)."""
        self.text = ""
        """The whole answer refused, when `parse_answer` read it (cards typed as a count are
        told apart by it: `VP 5C`)."""


# -- Vocabulary ------------------------------------------------------------------------------


class Word(StrEnum):
    """The category keywords."""

    FIFTEEN = "fifteen"
    PAIR = "pair"
    PAIRS = "pairs"
    PAIR_ROYAL = "pair_royal"
    DOUBLE_PAIR_ROYAL = "double_pair_royal"
    RUN = "run"
    RUNS = "runs"
    DOUBLE_RUN = "double_run"
    TRIPLE_RUN = "triple_run"
    DOUBLE_DOUBLE_RUN = "double_double_run"
    FLUSH = "flush"
    NOBS = "nobs"
    HEELS = "heels"


# The combination each keyword names.
WORD_KINDS: dict[Word, Kind] = {
    Word.FIFTEEN: Kind.FIFTEEN,
    Word.PAIR: Kind.PAIR,
    Word.PAIRS: Kind.PAIR,
    Word.PAIR_ROYAL: Kind.PAIR_ROYAL,
    Word.DOUBLE_PAIR_ROYAL: Kind.DOUBLE_PAIR_ROYAL,
    Word.RUN: Kind.RUN,
    Word.RUNS: Kind.RUN,
    Word.DOUBLE_RUN: Kind.DOUBLE_RUN,
    Word.TRIPLE_RUN: Kind.TRIPLE_RUN,
    Word.DOUBLE_DOUBLE_RUN: Kind.DOUBLE_DOUBLE_RUN,
    Word.FLUSH: Kind.FLUSH,
    Word.NOBS: Kind.NOBS,
    Word.HEELS: Kind.HEELS,
}

_SINGLE_WORDS: dict[str, Word] = {
    **dict.fromkeys(("fifteen", "fifteens", "quinze", "quinzes", "f", "q"), Word.FIFTEEN),
    "15s": Word.FIFTEEN,  # "15s for 4": the fifteens, no rank of card
    **dict.fromkeys(("pair", "paire", "pare"), Word.PAIR),
    **dict.fromkeys(("pairs", "paires", "p"), Word.PAIRS),
    **dict.fromkeys(("brelan", "brelans", "triple", "triplet", "trio", "trips"), Word.PAIR_ROYAL),
    **dict.fromkeys(("carre", "carres", "carree", "carrees", "quads"), Word.DOUBLE_PAIR_ROYAL),
    **dict.fromkeys(("run", "suite", "sequence", "straight", "serie"), Word.RUN),
    **dict.fromkeys(("runs", "suites", "sequences", "straights", "series", "r", "s"), Word.RUNS),
    **dict.fromkeys(("flush", "flushes", "couleur", "fl"), Word.FLUSH),
    **dict.fromkeys(("nobs", "nob", "knobs", "knob", "nibs", "nib"), Word.NOBS),
    **dict.fromkeys(("jack", "valet", "n", "v"), Word.NOBS),
    **dict.fromkeys(("heels", "heel", "talon", "talons"), Word.HEELS),
}

_RUN_NOUNS = ("run", "runs", "suite", "suites", "sequence", "sequences", "serie", "series")
_DOUBLE = ("double", "doubles")
_ROYAL = (("pair", "royal"), ("paire", "royale"), ("paire", "royal"), ("pair", "royale"))
_SAME_FR = ("bonne", "meme")
_SAME_EN = ("right", "same")
_PHRASES: dict[tuple[str, ...], Word] = {
    **{(d, e, n): Word.DOUBLE_DOUBLE_RUN for d in _DOUBLE for e in _DOUBLE for n in _RUN_NOUNS},
    **{(q, n): Word.DOUBLE_DOUBLE_RUN for q in ("quadruple", "quadruples") for n in _RUN_NOUNS},
    **{(d, n): Word.DOUBLE_RUN for d in _DOUBLE for n in _RUN_NOUNS},
    **{(t, n): Word.TRIPLE_RUN for t in ("triple", "triples") for n in _RUN_NOUNS},
    **{(d, *r): Word.DOUBLE_PAIR_ROYAL for d in _DOUBLE for r in _ROYAL},
    ("double", "pairs", "royal"): Word.DOUBLE_PAIR_ROYAL,
    ("four", "of", "a", "kind"): Word.DOUBLE_PAIR_ROYAL,
    **dict.fromkeys(_ROYAL, Word.PAIR_ROYAL),
    ("three", "of", "a", "kind"): Word.PAIR_ROYAL,
    ("bon", "valet"): Word.NOBS,  # « un pour le bon valet », as "the right jack"
    # « le valet de la bonne couleur », « … de la même couleur »: as nobs is explained
    **{("valet", "de", *a, c, "couleur"): Word.NOBS for a in ((), ("la",)) for c in _SAME_FR},
    **{("jack", "of", *a, c, "suit"): Word.NOBS for a in ((), ("the",)) for c in _SAME_EN},
    ("right", "jack"): Word.NOBS,
}
_LONGEST_PHRASE = max(map(len, _PHRASES))

_UNITS_EN: tuple[str, ...] = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen"),
)
_UNITS_FR: tuple[str, ...] = (
    *("zero", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"),
    *("onze", "douze", "treize", "quatorze", "quinze", "seize"),
)


def _number_words() -> dict[tuple[str, ...], int]:
    """The number-word phrases and their values."""
    words: dict[tuple[str, ...], int] = {(w,): n for n, w in enumerate(_UNITS_EN)}
    words |= {(w,): n for n, w in enumerate(_UNITS_FR)}
    words |= {("une",): 1, ("dix", "sept"): 17, ("dix", "huit"): 18, ("dix", "neuf"): 19}
    words |= {(w,): 0 for w in ("no", "none", "nothing", "aucun", "aucune", "rien")}
    words |= {(w,): 0 for w in ("zip", "nil", "nada", "zilch")}  # "zip", "nil": a zero hand
    words |= {("pas", "de", "point"): 0, ("pas", "de", "points"): 0, ("pas", "un", "point"): 0}
    words |= {
        ("pas", "un", "seul", "point"): 0,
        ("en", "ai", "pas"): 0,
        ("n", "en", "ai", "pas"): 0,
    }
    for tens, value in (("twenty", 20), ("thirty", 30)):
        words[(tens,)] = value
        words |= {(tens, _UNITS_EN[u]): value + u for u in range(1, 10)}
    for tens, value in (("vingt", 20), ("trente", 30)):
        words[(tens,)] = value
        words |= {(tens, "et", "un"): value + 1, (tens, "et", "une"): value + 1}
        words |= {(tens, _UNITS_FR[u]): value + u for u in range(2, 10)}
    return words


NUMBER_WORDS = _number_words()
"""Number words (as tuples of normalized words), zero to thirty-one, English and French."""
GLUED_NUMBERS = {"".join(words): n for words, n in NUMBER_WORDS.items() if len(words) > 1}
"""Number words typed without their hyphen or space (« vingtneuf », « dixneuf »,
"twentynine"), read as written with it."""
_LONGEST_NUMBER = max(map(len, NUMBER_WORDS))
_FIFTEEN_WORDS = frozenset({"fifteen", "quinze"})
_ARTICLE_NUMBERS = frozenset({"un", "une"})
_ENGLISH_ARTICLES = frozenset({"a", "an"})
"""Dropped as fillers, except before "fifteen": "a fifteen" is one fifteen, as « un quinze »."""

_FOR = frozenset({"for", "pour"})
_ALIKE = frozenset({"pareils", "pareilles", "pareil", "pareille", "alike"})
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


_WITH = frozenset({"avec", "with"})
"""Fillers (« quinze 2 avec une paire 4 »), but said between a number and a name that ends
the call or the part (« quinze 4, 6 avec la paire », "… 6 with the pair"), « pour » / "for"
(`_with_said_for`)."""
HESITATIONS: Final = frozenset(
    {"euh", "heu", "hum", "hmm", "hm", "um", "umm", "uh", "er", "erm", "eh", "oh", "ah"}
    | {"ben", "bin", "well", "voyons", "voir", "attends", "attendez"}
)
"""The words of a player thinking aloud (« euh 10 », « ben 8 », "um, 12", "well, 8"), skipped
as fillers. Words that agree (« ok », « bon », « ouin ») are `AGREEING`, skipped first only."""
AGREEING: Final = frozenset({"ok", "okay", "bon", "ouin", "ouais", "oui", "yes", "yeah"})
"""Words that agree, skipped before a count (« ok 12 », « bon, quinze 2… », « ouin 8 »: the
player starts to speak) and nowhere else (« bon valet » is the right jack). At a table's
verdict they accept the bot's count: `bot.drills.answer_asides.claim_words_dropped` refuses
them in a muggins claim (« ok muggins 2 » both accepts and claims)."""
_IS = frozenset(
    {"is", "makes", "make", "equals", "gives", "font", "fait", "donne", "egal", "egale"}
    | {"total", "est", "vaut", "its", "thats", "soit", "="}
    | {"fais", "fai", "fe", "faisait", "fesait"}  # « ça fais 6 », « sa fé 6 », as typed
)
_OF = frozenset({"of", "de", "d", "du", "des"})
_NEGATIVE = frozenset({"minus", "moins"})
_FILLERS = frozenset(
    {"and", "et", "pis", "pi", "puis", "plus", "a", "an", "the", "le", "la", "les", "l", "his"}
    | {"sa", "son", "ses", "ca", "c", "points", "point", "pts", "pt", "with", "avec", "right"}
    | {"y", "i", "ive", "ve", "have", "got", "j", "ai", "jai", "je", "that", "it", "so", "donc"}
    | {"alors", "card", "cards", "carte", "cartes", "my", "mon", "ma", "count", "compte"}
    | {"moi", "me", "m", "il", "pantoute", "reponse", "answer"}
    | {"moe", "voila"}  # « moé 12 », « 12, voilà », as typed in Québec
    | {"main", "crib", "crible", "hand", "worth", "merci", "svp", "stp", "please", "thanks"}
    | HESITATIONS
)
HEDGES = frozenset(
    {"dirais", "dirait", "dirions", "disons", "environ", "en", "pense", "crois", "say", "about"}
    | {"around", "roughly", "guess", "think", "reckon", "maybe", "peut", "etre"}
    | {"probably", "probablement"}
)
"""Words that hedge a plain number (« je dirais 6 », « environ 6 », « j'en ai 6 », "I'd say
6", "about 6"): read only around one number and fillers; in a called count they stay
unknown words."""
_RANK_WORDS = frozenset(
    {"aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens"}
    | {"jacks", "queens", "kings", "as", "valets", "dames", "rois"}
)

_CONTRACTIONS = re.compile(r"\b(that|it|here|there|what)['\u2019]s\b")
_PHRASE_TOTALS = (
    *(("pour", "un", "total", "de"), ("soit", "un", "total", "de"), ("for", "a", "total", "of")),
    *(("un", "total", "de"), ("au", "total")),
    *(("va", "faire"), ("va", "donner"), ("vont", "faire"), ("fera",), ("donnera",)),
    *(("a", "total", "of"), ("total", "of"), ("in", "total"), ("altogether",)),
    *(("will", "be"), ("ll", "be"), ("comes", "to"), ("come", "to")),
    *(("c", "est", "tout"), ("cest", "tout"), ("that", "is", "all"), ("thats", "all")),
    *(("that", "is", "it"), ("thats", "it")),
)
"""Said before a total: « ça va faire 12 », « ça fera 12 », « ça fait un total de 12 »,
"that'll be 12", "that comes to 12"; or after the calls, as their total: « …, c'est tout »,
"…, that's all"."""
_PHRASE_FILLERS = (
    ("en", "tout", "et", "partout"),  # « 12 en tout et partout », before « en tout »
    *(("en", "tout"), ("in", "all"), ("pour", "moi"), ("for", "me"), ("thank", "you")),
    *(("pour", "la", "main"), ("pour", "ma", "main"), ("pour", "le", "crib")),
    *(("for", "the", "hand"), ("for", "my", "hand"), ("for", "the", "crib")),
    *(("dans", "la", "main"), ("dans", "ma", "main"), ("dans", "le", "crib"), ("au", "crib")),
    *(("dans", "mon", "crib"), ("pour", "mon", "crib")),
    *(("in", "the", "hand"), ("in", "my", "hand"), ("in", "the", "crib"), ("in", "my", "crib")),
    ("for", "my", "crib"),
    *(("du", "tout"), ("at", "all")),
)
"""Said around a count and skipped: « 8 en tout », « 8 pour moi », « 8 au crib », "8 for
the hand", « rien du tout », "nothing at all" (« en » alone hedges, « pour » alone says the
points of a combination)."""
_SPLIT = re.compile(r"\d+(?=pts?\b|points?\b)|\d+[a-z]*|[a-z]+|\S")
_IGNORED_SYMBOLS = frozenset("+&*~`^|<>")
_PLURAL_RANK = re.compile(r"\d+(?:s|es)")


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
    cards: bool = False  # a number said with "card(s)" before a flush ("four-card flush")


def normalize(text: str) -> str:
    """Casefolded, ligatures spelled out, accents removed (`Œuvre é` -> `oeuvre e`)."""
    return unaccented(text.casefold().replace("œ", "oe").replace("æ", "ae"))


_SMILEYS = re.compile(r"[:;]-?[()]")
"""« 12 :) », "12 ;-)": the colon of a smiley is no « total : »."""
_EMOJI_CATEGORIES = frozenset({"So", "Sk", "Mn", "Cf"})
"""Emoji and what joins or tints them (« 12 👍 », « 6 😊 », "❤️"), skipped as punctuation is."""
_SUITS = frozenset("♠♥♦♣♤♡♢♧")
"""Symbols that are kept: cards typed as a count are told apart by their suits."""


def _skipped(raw: str) -> bool:
    """Punctuation, an emoji or an ignored symbol: nothing a count is read from."""
    if raw in _IGNORED_SYMBOLS:
        return True
    if len(raw) != 1 or raw in ":-" or raw in _SUITS:
        return False
    category = unicodedata.category(raw)
    return category.startswith("P") or category in _EMOJI_CATEGORIES


def raw_tokens(text: str) -> Iterator[str]:
    """Words, numbers and the symbols that matter; a hyphen after a word or number joins."""
    previous = ""
    for match in _SPLIT.finditer(_SMILEYS.sub(" ", text)):
        raw = match.group()
        if _skipped(raw):
            continue
        if raw == "-" and previous[-1:].isalnum():
            continue
        previous = raw
        yield raw


def too_large(digits: str) -> bool:
    """Whether a number typed has more digits than any count (« 1000000 »)."""
    return len(digits) > _MAX_DIGITS


def phrase_at(
    words: Sequence[str], i: int, phrases: Iterable[tuple[str, ...]]
) -> tuple[str, ...] | None:
    """The first of `phrases` that `words` spell from position `i`, else None."""
    return next((p for p in phrases if tuple(words[i : i + len(p)]) == p), None)


def lex(text: str) -> list[Token]:
    """Tokens with number words, phrases and negatives resolved; fillers dropped."""
    raw = list(raw_tokens(_CONTRACTIONS.sub(r"\1 is", normalize(text))))
    tokens: list[Token] = []
    i = 0
    while i < len(raw):
        filler = phrase_at(raw, i, _PHRASE_FILLERS)
        if filler is not None:
            i += len(filler)
            continue
        phrase = phrase_at(raw, i, _PHRASE_TOTALS)
        if phrase is not None:
            tokens.append(Token(TokenType.IS, " ".join(phrase)))
            i += len(phrase)
            continue
        if not tokens and raw[i] in AGREEING and tuple(raw[i : i + 2]) not in _PHRASES:
            i += 1  # « ok 12 », « bon, quinze 2… »: the player starts to speak
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
        if raw[i] in _ALIKE and _alike_counted(tokens):
            said = f"{tokens[-1].text} {raw[i]}"  # « trois pareilles »: a pair royal
            tokens[-1] = Token(TokenType.WORD, said, word=_ALIKE_WORDS[tokens[-1].value])
            i += 1
            continue
        if raw[i] in _WITH and tokens and tokens[-1].type is TokenType.NUM:
            tokens.append(Token(TokenType.FOR, raw[i]))  # kept or dropped by `_with_said_for`
            i += 1
            continue
        token, used = _lex_one(raw, i)
        if token is not None and token.type is TokenType.NUM:
            token = _flush_cards(raw, i + used - 1, token)
        if token is not None:
            tokens.append(token)
        i += used
    return _with_said_for(_resolve_articles(_in_a_row(_total_said_once(tokens))))


_AFTER_A_NAME: Final = frozenset({TokenType.NUM, TokenType.IS, TokenType.COLON, TokenType.OF})
"""What follows a name with its own number or length (« paire 6 », « suite de 3 »)."""


def _with_said_for(tokens: list[Token]) -> list[Token]:
    """« avec » / "with" after a number: « pour » when a name follows with nothing of its own
    after it (« quinze 4, 6 avec la paire »: the count so far with the pair, not a fifteen
    more counted on by twos and the pair's 2 after it, 8); else the filler it is elsewhere
    (« quinze 4 avec une paire 6 »)."""
    kept: list[Token] = []
    for i, token in enumerate(tokens):
        if token.type is TokenType.FOR and token.text in _WITH:
            named = i + 1 < len(tokens) and tokens[i + 1].type is TokenType.WORD
            own = i + 2 < len(tokens) and tokens[i + 2].type in _AFTER_A_NAME
            if not named or own:
                continue
        kept.append(token)
    return kept


_TWO_PAIRS = Token(TokenType.WORD, "paires", word=Word.PAIRS, plural=True)
_PAIR_NOUNS = frozenset({"paire", "paires", "pair", "pairs"})
_ROYAL_WORDS = frozenset({"royal", "royale", "royales", "royals"})


def _two_pairs(raw: Sequence[str], i: int) -> bool:
    """« double paire » / "double pair" at `i`, not the start of a double pair royal."""
    return (
        raw[i] in _DOUBLE
        and i + 1 < len(raw)
        and raw[i + 1] in _PAIR_NOUNS
        and not set(raw[i + 2 : i + 3]) & _ROYAL_WORDS
    )


_RUN_LENGTHS = range(3, 6)


def _in_a_row(tokens: list[Token]) -> list[Token]:
    """« quatre de suite » (four in a row), said as « une suite de quatre »: the same tokens."""
    kept = list(tokens)
    for i in range(len(kept) - 2):
        number, of, run = kept[i : i + 3]
        if (
            number.type is TokenType.NUM
            and number.value in _RUN_LENGTHS
            and of.type is TokenType.OF
            and run.word is Word.RUN
        ):
            kept[i : i + 3] = [run, of, number]
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
        if phrase in _PHRASES:
            return Token(TokenType.WORD, " ".join(phrase), word=_PHRASES[phrase]), size
    for size in range(min(_LONGEST_NUMBER, len(raw) - i), 0, -1):
        phrase = tuple(raw[i : i + size])
        if phrase in NUMBER_WORDS and (size > 1 or phrase[0] not in _ARTICLE_NUMBERS):
            value = NUMBER_WORDS[phrase]
            fifteen = phrase[0] in _FIFTEEN_WORDS
            return Token(TokenType.NUM, " ".join(phrase), value, fifteen=fifteen), size
    if text in GLUED_NUMBERS:
        value = GLUED_NUMBERS[text]
        return Token(TokenType.NUM, text, value), 1
    if text in _PHRASE_ONLY:
        _phrase_cut(raw, i)
    if text.isdigit():
        if too_large(text):
            raise AnswerError(AnswerErrorReason.TOO_LARGE, text[:12] + "…")
        value = int(text)
        return Token(TokenType.NUM, text, value, fifteen=value == 15), 1
    return _lex_word(text), 1


_CARD_WORDS = frozenset({"card", "cards", "carte", "cartes"})


def _flush_cards(raw: Sequence[str], i: int, token: Token) -> Token:
    """A number said as a flush's cards ("a run and a four-card flush", « 4 cartes flush »):
    marked, so it is not read as the points of the combination before it (the run's 4)."""
    after = raw[i + 1 : i + 3]
    if len(after) == 2 and after[0] in _CARD_WORDS and _SINGLE_WORDS.get(after[1]) is Word.FLUSH:
        return replace(token, cards=True)
    return token


_PHRASE_ONLY = frozenset({"double", "doubles", "triples", "quadruple", "quadruples"})
"""Words read only at the head of a phrase (« double suite », « quadruple run »); « bon »,
of « bon valet », stays an unknown word alone: it accepts a count at a table's verdict."""


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
    if text in _SINGLE_WORDS:
        word = _SINGLE_WORDS[text]
        plural = word in (Word.PAIRS, Word.RUNS) or (word is Word.FIFTEEN and text.endswith("s"))
        return Token(TokenType.WORD, text, word=word, plural=plural)
    if text in _FILLERS:
        return None
    if text in HEDGES:
        return Token(TokenType.HEDGE, text)
    if text in _FOR:
        return Token(TokenType.FOR, text)
    if text in _IS:
        return Token(TokenType.IS, text)
    if text in _OF:
        return Token(TokenType.OF, text)
    if text == ":":
        return Token(TokenType.COLON, text)
    if text in _NEGATIVE or text == "-":
        return Token(TokenType.NEG, text)
    if text in _RANK_WORDS or _PLURAL_RANK.fullmatch(text):
        return Token(TokenType.RANK, text)
    if text[:1].isdigit():
        raise AnswerError(AnswerErrorReason.UNEXPECTED, text[:20])
    raise AnswerError(AnswerErrorReason.UNKNOWN_WORD, text[:20], suggestion=suggest(text))


def _vocabulary() -> tuple[str, ...]:
    """Every word the reader knows, for suggestions (one-letter short forms left out)."""
    words = set(_SINGLE_WORDS) | {w for phrase in _PHRASES for w in phrase}
    words |= {w for phrase in NUMBER_WORDS for w in phrase}
    words |= _FILLERS | _FOR | _IS | _OF | _NEGATIVE | _RANK_WORDS | _ALIKE
    return tuple(sorted(w for w in words if len(w) > 2 and w.isalpha()))


_VOCABULARY = _vocabulary()
SUGGESTION_CUTOFF = 0.75
"""How close a misspelt word must be to a known one to be suggested (difflib's ratio)."""


def suggest(word: str, vocabulary: Sequence[str] = _VOCABULARY) -> str | None:
    """The word of `vocabulary` (the show's words by default) nearest to a misspelt one
    (`quinse` -> `quinze`), or None."""
    if len(word) <= 2:  # "or" is no misspelt "for", nor « ou » « où »
        return None
    typed = normalize(word)
    matches = difflib.get_close_matches(typed, vocabulary, n=2, cutoff=SUGGESTION_CUTOFF)
    # a word known only in a phrase (« pas », of « pas de points ») is not its own suggestion
    return next((match for match in matches if match != typed), None)


def _resolve_articles(tokens: list[Token]) -> list[Token]:
    """`un`/`une` before a keyword is an article: drop it; otherwise it is the number 1."""
    kept: list[Token] = []
    for i, token in enumerate(tokens):
        article = token.type is TokenType.NUM and token.text in _ARTICLE_NUMBERS
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


T = TypeVar("T")


class TokenCursor(Generic[T]):
    """A position in a list of tokens, for the parsers of called counts (the show's,
    `bot.drills.answer_items.Parser`, and the play's, `bot.drills.peg_calls`)."""

    def __init__(self, tokens: list[T]) -> None:
        self.tokens = tokens
        self.i = 0

    def peek(self, offset: int = 0) -> T | None:
        """The token `offset` after the position, None past the end."""
        j = self.i + offset
        return self.tokens[j] if j < len(self.tokens) else None

    def take(self) -> T:
        """The token at the position, moving past it."""
        token = self.tokens[self.i]
        self.i += 1
        return token
