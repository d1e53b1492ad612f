"""The words of typed answers: normalisation, keyword and number-word tables, the lexer's
errors, the suggestion of a known word for a misspelt one.

`bot.drills.answer_lexer` turns an answer into tokens with these tables, and
`bot.drills.answers` parses count answers from them (its docstring lists the vocabulary);
`bot.drills.peg_calls` reuses `normalize`, `raw_tokens` and `NUMBER_WORDS`, and
`bot.drills.answer_asides` reads with them the answers that are no count (« je ne sais
pas », « 12 ou 14 ») and the words around a muggins claim. Which language a reader's word
belongs to is `bot.drills.answer_langs`.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from enum import StrEnum
from typing import Final, Generic, TypeVar

from bot.engine.card_parsing import InputError, unaccented
from bot.engine.show import Kind

_MAX_DIGITS = 6
MUGGINS_WORD: Final = re.compile(r"\bmug+ing?s?\b", re.IGNORECASE)
"""« Muggins! »: at a table, the claim on the bot's count (with or without its number); in
one's own count, refused with what it is for. « Muggings! », as a phone's spelling fixer
writes it, too."""


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
    """« 12 ou 14 », « 12 ou 14 ou 16 » / "12 or 14": two counts or more offered, one must be
    chosen (`values`: all of them)."""
    NOT_WHOLE = "not_whole"
    """« 12,5 », "12.5", « 1/2 »: a count with a fraction; a count is a whole number."""
    FIFTEEN_OR_TOTAL = "fifteen_or_total"
    """« 15-2 15 »: « 15 » in digits after a fifteen, another fifteen typed halfway (« 15-2
    15-4 ») or a total of 15? (`values`: the count with one more fifteen, and 15)."""
    NUMBERS_ONLY = "numbers_only"
    """« 19 pis 2 », « 12 pis 2 »: numbers said one after another and no combination named;
    which is the count? (`values`: the numbers, in order)."""
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

NIBS: Final = frozenset({"nibs", "nib"})
"""« his nibs »: his heels, the dealer's 2 at the cut (GLOSSARY §10), not his nobs; said in a
count, it is refused as his heels is, with what it is and what his nobs is."""

SINGLE_WORDS: dict[str, Word] = {
    **dict.fromkeys(("fifteen", "fifteens", "quinze", "quinzes", "f", "q"), Word.FIFTEEN),
    "15s": Word.FIFTEEN,  # "15s for 4": the fifteens, no rank of card
    **dict.fromkeys(("pair", "paire", "pare"), Word.PAIR),
    **dict.fromkeys(("pairs", "paires", "p"), Word.PAIRS),
    **dict.fromkeys(("brelan", "brelans", "triple", "triplet", "trio", "trips"), Word.PAIR_ROYAL),
    **dict.fromkeys(("carre", "carres", "carree", "carrees", "quads"), Word.DOUBLE_PAIR_ROYAL),
    **dict.fromkeys(("run", "suite", "sequence", "straight", "serie"), Word.RUN),
    **dict.fromkeys(("runs", "suites", "sequences", "straights", "series", "r", "s"), Word.RUNS),
    **dict.fromkeys(("flush", "flushes", "couleur", "fl"), Word.FLUSH),
    **dict.fromkeys(("nobs", "nob", "knobs", "knob"), Word.NOBS),
    **dict.fromkeys(("caboche", "caboches"), Word.NOBS),  # « un pour sa caboche », his nob
    **dict.fromkeys(("jack", "valet", "n", "v"), Word.NOBS),
    **dict.fromkeys(("heels", "heel", "talon", "talons", *NIBS), Word.HEELS),
}
"""The keywords said in one word (short forms `f`, `p`, `r` included)."""

_RUN_NOUNS = ("run", "runs", "suite", "suites", "sequence", "sequences", "serie", "series")
FRENCH_RUN_NOUNS = ("suite", "suites", "sequence", "sequences", "serie", "series")
"""A run's French names, that an adjective may follow (« une suite double »)."""
DOUBLES = ("double", "doubles")
"""« double » heading a phrase (« double suite », « double paire royale »)."""
_ROYAL = (("pair", "royal"), ("paire", "royale"), ("paire", "royal"), ("pair", "royale"))
_SAME_FR = ("bonne", "meme")
_STARTER_FR = (("carte", "de", "depart"), ("retourne",), ("carte", "coupee"), ("coupe",))
"""The starter said after « la » (« la carte de départ », « la retourne », « la carte
coupée », « la coupe »), unaccented."""
_SAME_EN = ("right", "same")
_SUITS_FR = ("pique", "piques", "coeur", "coeurs", "carreau", "carreaux", "trefle", "trefles")
_SUITS_EN = ("spades", "spade", "hearts", "heart", "diamonds", "diamond", "clubs", "club")
"""The suits' names, unaccented, after a jack named by its suit (« le valet de cœur »)."""
_JACK_OF_SUITS = (("valet", "de", _SUITS_FR), ("jack", "de", _SUITS_FR), ("jack", "of", _SUITS_EN))
PHRASES: dict[tuple[str, ...], Word] = {
    **{(d, e, n): Word.DOUBLE_DOUBLE_RUN for d in DOUBLES for e in DOUBLES for n in _RUN_NOUNS},
    **{(q, n): Word.DOUBLE_DOUBLE_RUN for q in ("quadruple", "quadruples") for n in _RUN_NOUNS},
    # « deux doubles suites », "two double runs": the double double run, so named
    **{
        (two, d, n): Word.DOUBLE_DOUBLE_RUN
        for two in ("deux", "two")
        for d in DOUBLES
        for n in _RUN_NOUNS
    },
    # "a double double", « une double double »: the double double run as players shorten it
    **{(d, e): Word.DOUBLE_DOUBLE_RUN for d in DOUBLES for e in DOUBLES},
    **{(d, n): Word.DOUBLE_RUN for d in DOUBLES for n in _RUN_NOUNS},
    **{(t, n): Word.TRIPLE_RUN for t in ("triple", "triples") for n in _RUN_NOUNS},
    # « une suite double », the adjective after the noun, as French often puts it
    **{(n, d): Word.DOUBLE_RUN for n in FRENCH_RUN_NOUNS for d in DOUBLES},
    **{(n, t): Word.TRIPLE_RUN for n in FRENCH_RUN_NOUNS for t in ("triple", "triples")},
    **{(d, *r): Word.DOUBLE_PAIR_ROYAL for d in DOUBLES for r in _ROYAL},
    ("double", "pairs", "royal"): Word.DOUBLE_PAIR_ROYAL,
    ("four", "of", "a", "kind"): Word.DOUBLE_PAIR_ROYAL,
    **dict.fromkeys(_ROYAL, Word.PAIR_ROYAL),
    ("three", "of", "a", "kind"): Word.PAIR_ROYAL,
    ("bon", "valet"): Word.NOBS,  # « un pour le bon valet », as "the right jack"
    # « le valet de pique », "the jack of spades": the jack named by its suit, his nobs
    **{(j, of, suit): Word.NOBS for j, of, suits in _JACK_OF_SUITS for suit in suits},
    ("bon", "jack"): Word.NOBS,  # « le bon jack », as said in Québec
    # « le valet de la bonne couleur », « … de la même sorte » (Québec): as nobs is explained
    **{
        (j, "de", *a, c, suit): Word.NOBS
        for j in ("valet", "jack")
        for a in ((), ("la",))
        for c in _SAME_FR
        for suit in ("couleur", "sorte")
    },
    **{("jack", "of", *a, c, "suit"): Word.NOBS for a in ((), ("the",)) for c in _SAME_EN},
    # « le valet de la couleur de la carte de départ », "the jack of the starter's suit": as
    # « comment on compte? » says it
    **{
        (j, "de", "la", "couleur", *starter): Word.NOBS
        for j in ("valet", "jack")
        for starter in (("du", "depart"), *(("de", "la", *s) for s in _STARTER_FR))
    },
    # « le valet de la même couleur que la retourne » (the starter's Québec names, GLOSSARY §9)
    **{
        (j, "de", *a, "meme", "couleur", "que", "la", *starter): Word.NOBS
        for j in ("valet", "jack")
        for a in ((), ("la",))
        for starter in _STARTER_FR
    },
    **{("jack", "of", "the", "starter", *s, "suit"): Word.NOBS for s in ((), ("s",))},
    ("right", "jack"): Word.NOBS,
    # « 4 cartes de la même couleur », "four cards of one suit": a flush, as the help says it
    **{
        (*cards, "de", *a, "meme", "couleur"): Word.FLUSH
        for cards in ((), ("carte",), ("cartes",))
        for a in ((), ("la",))
    },
    **{
        (*cards, "of", *a, one, "suit"): Word.FLUSH
        for cards in ((), ("card",), ("cards",))
        for a in ((), ("the",))
        for one in ("same", "one")
    },
}
"""The keywords said in several words (« double suite », "pair royal", « bon valet »)."""

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
        ("pas", "un", "maudit", "point"): 0,  # as said in Québec
        ("en", "ai", "pas"): 0,
        ("n", "en", "ai", "pas"): 0,
        ("jen", "ai", "pas"): 0,  # « j'en ai pas », typed without its apostrophe
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

FOR_WORDS = frozenset({"for", "pour", "pr"})
"""« pour » / "for": the points of a combination (« 4 pour la couleur », « 4 pr la
couleur » as texted), a total."""
ALIKE = frozenset({"pareils", "pareilles", "pareil", "pareille", "alike"})
"""« trois pareilles », "three alike": cards of one rank, counted by the number before."""
HESITATIONS: Final = frozenset(
    {"euh", "heu", "hum", "hmm", "hm", "um", "umm", "uh", "er", "erm", "eh", "oh", "ah"}
    | {"ben", "bin", "well", "voyons", "voir", "attends", "attendez"}
)
"""The words of a player thinking aloud (« euh 10 », « ben 8 », "um, 12", "well, 8"), skipped
as fillers. Words that agree (« ok », « bon », « ouin ») are `AGREEING`, skipped first only."""
AGREEING: Final = frozenset({"ok", "okay", "bon", "ouin", "ouais", "oui", "yes", "yeah", "yep"})
"""Words that agree, skipped before a count (« ok 12 », « bon, quinze 2… », « ouin 8 »: the
player starts to speak) and nowhere else (« bon valet » is the right jack). At a table's
verdict they accept the bot's count: `bot.drills.answer_asides.claim_words_dropped` refuses
them in a muggins claim (« ok muggins 2 » both accepts and claims)."""
IS_WORDS = frozenset(
    {"is", "makes", "make", "equals", "gives", "font", "fait", "donne", "egal", "egale"}
    | {"total", "est", "vaut", "its", "thats", "soit", "="}
    | {"fais", "fai", "fe", "faisait", "fesait"}  # « ça fais 6 », « sa fé 6 », as typed
)
"""Words that state the total so far (« fait », « ça donne », "makes", `=`)."""
OF_WORDS = frozenset({"of", "de", "d", "du", "des"})
"""« de » / "of": a run's or a flush's length (« suite de 4 »)."""
NEGATIVE_WORDS = frozenset({"minus", "moins"})
"""Words of a negative number, refused."""
FILLERS = frozenset(
    {"and", "et", "pis", "pi", "puis", "plus", "a", "an", "the", "le", "la", "les", "l", "his"}
    | {"sa", "son", "ses", "ca", "c", "points", "point", "pts", "pt", "with", "avec", "right"}
    | {"y", "i", "ive", "ve", "have", "got", "j", "ai", "jai", "je", "that", "it", "so", "donc"}
    | {"alors", "card", "cards", "carte", "cartes", "my", "mon", "ma", "count", "compte"}
    | {"moi", "me", "m", "il", "pantoute", "reponse", "answer"}
    | {"moe", "voila", "ya"}  # « moé 12 », « 12, voilà », « ya rien », as typed in Québec
    | {"pointe", "pointes", "tout", "toute"}  # « 12 pointes », « ça fait 8 toute » (Québec)
    | {"main", "crib", "crible", "hand", "worth", "merci", "svp", "stp", "please", "thanks"}
    | {"autre", "another"}  # « une autre suite de 4 », "another fifteen": said again
    | {"juste", "seulement", "just", "only"}  # « juste une paire », "just a pair": that is all
    | HESITATIONS
)
"""Words skipped wherever they are said."""
HEDGES = frozenset(
    {"dirais", "dirait", "dirions", "disons", "environ", "en", "jen", "pense", "crois", "say"}
    | {"about"}
    | {"around", "roughly", "guess", "think", "reckon", "maybe", "peut", "etre"}
    | {"probably", "probablement", "peu", "pres"}  # « à peu près 6 », « près de 6 »
    | {"believe", "suppose", "semble"}  # "6 I believe", « 6 je suppose », « il me semble »
)
"""Words that hedge a plain number (« je dirais 6 », « environ 6 », « j'en ai 6 », « jen ai
6 », "I'd say 6", "about 6"): read only around one number and fillers; before or inside a called
count they stay unknown words, after it they are dropped (« …ça fait 6, je crois »)."""
RANK_WORDS = frozenset(
    {"aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens"}
    | {"jacks", "queens", "kings", "as", "valets", "dames", "rois"}
)
"""Cards named by their rank in the plural (« deux rois », "two kings"): a pair family."""


# -- Reading words ---------------------------------------------------------------------------


_SPLIT = re.compile(r"\d+(?=pts?\b|points?\b)|\d+[a-z]*|[a-z]+|\S")
_IGNORED_SYMBOLS = frozenset("+&*~`^|<>")


ARROWS: Final = ("->", "=>", "\u2192", "\u21d2", "\u27f6")
"""Typed for « = » before a total or a count called (« paire -> 6 », « … 5P → 29 », as phones
turn « -> » into it): read as « = »."""
MINUS_SIGN: Final = "\u2212"
"""The minus sign (U+2212) that phones and copy-paste give before a number: read as the
hyphen « - » (a count typed with it is negative, as « -3 » is)."""


def normalize(text: str) -> str:
    """Casefolded, ligatures spelled out, accents removed (`Œuvre é` -> `oeuvre e`), the minus
    sign read as a hyphen (`MINUS_SIGN`), an arrow as « = » (`ARROWS`)."""
    folded = text.casefold().replace("œ", "oe").replace("æ", "ae").replace(MINUS_SIGN, "-")
    for arrow in ARROWS:  # « paire → 6 », « -> 8 »: not « → » unknown, nor « -8 »
        folded = folded.replace(arrow, " = ")
    return unaccented(folded)


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
    """Words, numbers and the symbols that matter; a hyphen after a word or number joins.
    « quinze » typed as it sounds (« kinze », « kinz », « quinse ») is « quinze », "fifteen"
    misspelt ("fiftteen", "fiften") "fifteen"."""
    previous = ""
    for match in _SPLIT.finditer(_SMILEYS.sub(" ", text)):
        raw = match.group()
        if _skipped(raw):
            continue
        if raw == "-" and previous[-1:].isalnum():
            continue
        previous = raw
        yield _fifteen_spelt(raw)


_FIFTEEN_SOUNDED: Final = re.compile(r"(?:k|qu?)[iy]n+[sz]+(e?)(s?)")
"""« quinze » spelt as it sounds or typed in a hurry (« kinze », « kinz », « kinzes »,
« qinze », « quinse », « quinz », « quinzz »): no other word is spelt so, it is read as
« quinze », whatever its first letter."""
_FIFTEEN_MISSPELT: Final = re.compile(r"f[iy]+(?:f+|ve?)?(?:th?)+e+n+(s?)")
""""fifteen" with a letter doubled, dropped or swapped ("fiftteen", "fiften", "fifteeen",
"fiveteen", "fifftens"): no other word is spelt so, it is read as "fifteen", as « quinze »
is for `_FIFTEEN_SOUNDED`."""


_FIFTEEN_TEXTED: Final = {"qz": "quinze", "qzs": "quinzes"}
"""« quinze » as it is texted (« qz 2 qz 4 »): no word of the readers' is spelt so."""


def _fifteen_spelt(raw: str) -> str:
    """« quinze » for a word `_FIFTEEN_SOUNDED` matches whole, « quinzes » for its plural;
    "fifteen" ("fifteens") for one `_FIFTEEN_MISSPELT` matches; any other word as it is.
    « qz », « quinze » as it is texted, is « quinze »."""
    if raw in _FIFTEEN_TEXTED:
        return _FIFTEEN_TEXTED[raw]
    english = _FIFTEEN_MISSPELT.fullmatch(raw)
    if english is not None:
        return "fifteens" if english.group(1) else "fifteen"
    match = _FIFTEEN_SOUNDED.fullmatch(raw)
    if match is None:
        return raw
    return "quinzes" if match.group(1) and match.group(2) else "quinze"


def too_large(digits: str) -> bool:
    """Whether a number typed has more digits than any count (« 1000000 »)."""
    return len(digits) > _MAX_DIGITS


def phrase_at(
    words: Sequence[str], i: int, phrases: Iterable[tuple[str, ...]]
) -> tuple[str, ...] | None:
    """The first of `phrases` that `words` spell from position `i`, else None."""
    return next((p for p in phrases if tuple(words[i : i + len(p)]) == p), None)


def _vocabulary() -> tuple[str, ...]:
    """Every word the reader knows, for suggestions (one-letter short forms left out; the
    words of a zero said in a phrase, « pas » of « pas de points », read in no other)."""
    words = set(SINGLE_WORDS) | {w for phrase in PHRASES for w in phrase}
    words |= {
        w for phrase in NUMBER_WORDS for w in phrase if NUMBER_WORDS[phrase] or len(phrase) == 1
    }
    words |= FILLERS | FOR_WORDS | IS_WORDS | OF_WORDS | NEGATIVE_WORDS | RANK_WORDS | ALIKE
    return tuple(sorted(w for w in words if len(w) > 2 and w.isalpha()))


MISSPELT: Final = frozenset({"pare", "fai", "fais", "fe", "fesait"})
"""Misspellings the reader accepts (« pare 6 », « ça fais 6 », « sa fé 6 ») but never suggests:
« parie » is « paire » misspelt, « vouliez-vous dire « pare »? » taught the misspelling."""


SOUNDS_LIKE: Final = {
    **{"pere": "paire", "peres": "paires"},
    **{"trese": "treize", "sis": "six", "katre": "quatre", "catre": "quatre"},
    "tow": "two",  # "fifteen tow": two letters swapped, too far for difflib
}
"""Misspellings that sound as a count word does but are too far from it in letters for
difflib (« une pére », « une père »: « paire »; « trese », « sis », « katre »), offered as
that word (difflib offered « autre » for « katre »)."""


def _sounded(typed: str) -> tuple[str, ...]:
    """The words a misspelt one may be as it sounds: its « s » said « z » (« seise »,
    « onse », « douse »: « seize », « onze », « douze », where difflib offered « série » for
    « seise » and nothing for « onse »), and with the « h » it dropped (« uit »: « huit », not
    the English "suit")."""
    at = [i for i, letter in enumerate(typed) if letter == "s"]
    z_for_s = [typed[:i] + "z" + typed[i + 1 :] for i in at]
    sounded = (*z_for_s, typed.replace("s", "z"), "h" + typed)
    return tuple(word for word in sounded if word != typed)


REFUSAL_WORDS: Final = frozenset({"nope", "nah", "nan"})
"""A no said casually ("nope", "nah", « nan »): no misspelt count word, never given a
suggestion ("nope" was « did you mean “none”? », a count of 0 offered for a refusal)."""


_VOCABULARY = _vocabulary()
SUGGESTION_CUTOFF = 0.75
"""How close a misspelt word must be to a known one to be suggested (difflib's ratio)."""


def suggest(word: str, vocabulary: Sequence[str] = _VOCABULARY) -> str | None:
    """The word of `vocabulary` (the show's words by default) nearest to a misspelt one
    (`quinse` -> `quinze`), or None."""
    if len(word) <= 2:  # "or" is no misspelt "for", nor « ou » « où »
        return None
    typed = normalize(word)
    if typed in REFUSAL_WORDS:
        return None
    if SOUNDS_LIKE.get(typed) in vocabulary:
        return SOUNDS_LIKE[typed]
    sounded = next((word for word in _sounded(typed) if word in vocabulary), None)
    if sounded is not None and sounded not in MISSPELT:
        return sounded
    matches = difflib.get_close_matches(typed, vocabulary, n=3, cutoff=SUGGESTION_CUTOFF)
    # a word known only in a phrase (« pas », of « pas de points ») is not its own suggestion,
    # and a misspelling read is not one to learn (« parie »: « paire », not « pare »)
    return next((match for match in matches if match != typed and match not in MISSPELT), None)


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
