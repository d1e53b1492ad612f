"""Answers that are no count, told apart before a count is read (`bot.drills.answers`), and
the words said around a muggins claim: « je ne sais pas » and giving up, two counts offered
(« 12 ou 14 »), « quinze » alone, « Muggins! tu as oublié la paire ». They read the raw words
of `bot.drills.answer_words` (`normalize`, `raw_tokens`, the number words), not its tokens."""

from __future__ import annotations

import re
from typing import Final

from bot.drills.answer_words import (
    AGREEING,
    GLUED_NUMBERS,
    NUMBER_WORDS,
    PHRASES,
    AnswerError,
    AnswerErrorReason,
    normalize,
    phrase_at,
    raw_tokens,
    too_large,
)
from bot.engine.laws import MAX_SHOW, NINETEEN
from bot.engine.show import FIFTEEN

_CLAIM_PHRASES: tuple[tuple[str, ...], ...] = (
    *(("tu", "n", "as", "pas", "compte"), ("t", "as", "pas", "compte"), ("pas", "compte")),
    *(("vous", "n", "avez", "pas", "compte"), ("avez", "pas", "compte")),
    *(("you", "didn", "t", "count"), ("you", "did", "not", "count"), ("didn", "t", "count")),
    *(("il", "te", "manque"), ("il", "vous", "manque"), ("te", "manque"), ("t", "en", "as")),
    *(("tu", "en", "as"), ("vous", "en", "avez"), ("il", "en", "manque"), ("il", "manque")),
    *(("tu", "as"), ("t", "as"), ("vous", "avez"), ("tu",), ("vous",), ("de", "plus")),
    *(("you", "ve"), ("you", "have"), ("you",), ("left", "out"), ("more",)),
)
_CLAIM_VERBS = frozenset(
    {"oublie", "oublies", "oubliee", "oubliees", "oubliez", "manque", "manques", "manquez"}
    | {"missed", "miss", "forgot", "forgotten", "forget", "skipped"}
    | {"ton", "ta", "tes", "votre", "vos", "your"}  # « t'as oublié ton valet »
)


def claim_words_dropped(text: str) -> str:
    """The points of a muggins claim without the words around them (« tu as oublié 2 », « il
    manque la paire », « t'as pas compté ton valet », "you missed 2", "you forgot his nobs":
    « 2 », « la paire », « valet », "his nobs"); normalized, as `parse_answer` reads it.
    A word that agrees (« ok muggins 2 », « bon, 2 ») accepts the count at a verdict: said in
    a claim it is refused as an unknown word, for the player to say which they mean."""
    words = list(raw_tokens(normalize(text)))
    for i, word in enumerate(words):
        if word in AGREEING and phrase_at(words, i, PHRASES) is None:  # « bon valet »: nobs
            raise AnswerError(AnswerErrorReason.UNKNOWN_WORD, word)
    kept: list[str] = []
    i = 0
    while i < len(words):
        phrase = phrase_at(words, i, _CLAIM_PHRASES)
        if phrase is not None:
            i += len(phrase)
            continue
        if words[i] not in _CLAIM_VERBS:
            kept.append(words[i])
        i += 1
    return " ".join(kept)


OR_WORDS: Final = frozenset({"ou", "or"})
"""What stands between two counts offered as a choice (« 12 ou 14 », "12 or 14")."""


def two_counts(text: str) -> tuple[int, int] | None:
    """The two numbers of « 12 ou 14 », « huit ou dix », « entre 12 et 14 » / "12 or 14",
    "between 12 and 14" (a count hesitated over, not to be graded as either), else None."""
    offered = counts_offered(text)
    return (offered[0], offered[1]) if offered is not None and len(offered) == 2 else None


def counts_offered(text: str) -> tuple[int, ...] | None:
    """The counts of « 12 ou 14 », « 12 ou 14 ou 16 », « huit ou dix », « entre 12 et 14 » /
    "12 or 14", "12 or 14 or 16", "between 12 and 14": two or more counts hesitated over, not
    to be graded as any of them, else None."""
    words = _either_or(tuple(raw_tokens(normalize(text))))
    if words[:1] in (("entre",), ("between",)):  # « entre 8 et 10 », "between 8 and 10"
        words = tuple("ou" if word in ("et", "and") else word for word in words[1:])
    between = [i for i, word in enumerate(words) if word in OR_WORDS]
    if not between:
        return _slashed(text) or _two_numbers(words)
    listed = _listed(text)
    if listed is not None:
        return listed
    bounds = zip((-1, *between), (*between, len(words)), strict=True)
    offered = tuple(_number_said(words[start + 1 : end]) for start, end in bounds)
    return None if None in offered else tuple(n for n in offered if n is not None)


def _either_or(words: tuple[str, ...]) -> tuple[str, ...]:
    """The words with « ou bien » as « ou », « soit 12 soit 14 » as « 12 ou 14 », "either 12
    or 14" as "12 or 14": the same choice offered."""
    if words[:1] == ("either",):
        words = words[1:]
    if words[:1] == ("soit",) and "soit" in words[1:]:
        words = tuple("ou" if word == "soit" else word for word in words[1:])
    return tuple(
        w for i, w in enumerate(words) if not (w == "bien" and words[i - 1 : i] == ("ou",))
    )


_LIST_SEPARATORS: Final = re.compile(r",|\b(?:ou|or)\b")


def _listed(text: str) -> tuple[int, ...] | None:
    """The counts of « 12, 14 ou 16 », "12, 14 or 16": listed with commas, the last after
    « ou » / "or", each a number alone; else None (« quinze 2, 4 ou 6 »: no list)."""
    said = normalize(text)
    if "," not in said:
        return None
    pieces = [tuple(raw_tokens(piece)) for piece in _LIST_SEPARATORS.split(said)]
    numbers = tuple(_number_said(piece) for piece in pieces)
    return None if None in numbers else tuple(n for n in numbers if n is not None)


def _slashed(text: str) -> tuple[int, ...] | None:
    """The counts of « 12/14/16 », « douze/quatorze/seize »: three or more counts typed with
    slashes, each a number alone (two are `_two_numbers`); else None. Not fifteens counted
    (« 15/2/15/4 »), nor one count typed twice."""
    said = normalize(text)
    if said.count("/") < 2:
        return None
    numbers = tuple(_number_said(tuple(raw_tokens(piece))) for piece in said.split("/"))
    if None in numbers:
        return None
    offered = tuple(n for n in numbers if n is not None)
    if offered[0] == FIFTEEN or len(set(offered)) < len(offered) or max(offered) > MAX_SHOW:
        return None
    return offered


def _two_numbers(words: tuple[str, ...]) -> tuple[int, int] | None:
    """« 12 14 », « 12/14 »: two counts typed with nothing between, else None. Not a call
    (« 15 2 »: fifteen two; « 19 0 »: nineteen, no points), nor what may be one number typed
    with a space (« 1 2 »: 12)."""
    if len(words) != 2 or not all(word.isdigit() and not too_large(word) for word in words):
        return None
    first, second = int(words[0]), int(words[1])
    if first in (FIFTEEN, NINETEEN) or first == second or max(first, second) > MAX_SHOW:
        return None
    return None if int("".join(words)) <= MAX_SHOW else (first, second)


def _number_said(words: tuple[str, ...]) -> int | None:
    """The number the words say, in digits or in words (« 12 », « vingt-neuf »), else None."""
    if len(words) == 1 and words[0].isdigit():
        return None if too_large(words[0]) else int(words[0])
    if len(words) == 1 and words[0] in GLUED_NUMBERS:
        return GLUED_NUMBERS[words[0]]
    return NUMBER_WORDS.get(words)


_NOT_WHOLE: Final = re.compile(
    r"(?:(?P<whole>\d{1,2})[.,](?:\d|25|50|75)|\d{0,2}\s*[½¼¾]|1/[234]|2/3|3/4)"
    r"(?:\s*(?:points?|pts?))?"
)


def not_whole(text: str) -> bool:
    """Whether the text is a count with a fraction: « 12,5 » (a decimal comma, as French writes
    it), "12.5", « 8,5 points », « 1/2 », « 12½ »; not « 15,2 » (fifteen two, texted), nor
    two counts listed (« 12, 14 », « 12,14 »)."""
    said = text.strip().rstrip(".!? ").lower()
    match = _NOT_WHOLE.fullmatch(said)
    return match is not None and match.group("whole") != str(FIFTEEN)


def lone_fifteen(text: str) -> bool:
    """Whether the text is the word « quinze » / "fifteen" and nothing else (punctuation,
    case and accents aside): the name of a fifteen or the number 15, the text cannot say."""
    return list(raw_tokens(normalize(text))) in (["quinze"], ["fifteen"])


DONT_KNOW_CORES = (
    ("sais", "pas"),
    ("sais", "plus"),
    ("sait", "pas"),
    ("chais", "pas"),
    ("jsais", "pas"),  # « j'sais pas », as said in Québec (the apostrophe is dropped)
    ("jsais", "plus"),
    ("aucune", "idee"),
    ("pas", "d", "idee"),
    ("dont", "know"),
    ("do", "not", "know"),
    ("no", "idea"),
    ("no", "clue"),
    ("dunno",),
    ("idk",),
    ("jsp",),
)
"""Word runs that say "I don't know" (« je ne sais pas », « aucune idée », "no idea")."""
GIVING_UP = frozenset(
    {("je", "donne", "ma", "langue"), ("je", "donne", "ma", "langue", "au", "chat")}
    | {("jabandonne",), ("i", "give", "up"), ("give", "up")}
)
"""Whole answers that give up (« je donne ma langue au chat », "I give up"); not « je passe »
nor "pass", which call a go in the play."""
DONT_KNOW_MAX_WORDS = 6
"""Longer texts are not a shrug, even with « sais pas » in them."""


def says_dont_know(text: str) -> bool:
    """Whether a typed answer says "I don't know" or gives up, in French or English: « je
    (ne) sais pas », « chais pas », « aucune idée », "I don't know", "no idea"."""
    words = tuple(re.findall(r"[a-z]+", normalize(text).replace("'", "").replace("\u2019", "")))
    if not words or len(words) > DONT_KNOW_MAX_WORDS:
        return False
    if words in GIVING_UP:
        return True
    return any(
        words[i : i + len(core)] == core
        for core in DONT_KNOW_CORES
        for i in range(len(words) - len(core) + 1)
    )


STOP_SAID: Final = frozenset(
    {"arrete", "arreter", "arretez", "stop", "j'arrete", "je m'arrete", "on arrete", "arretons"}
    | {"je veux arreter", "j'arrete la", "on arrete la", "je m'arrete la", "arrete ca"}
    | {"ca suffit", "c'est assez", "assez", "c'est fini", "j'ai fini", "fini", "termine"}
    | {"j'ai termine", "c'est termine", "on arrete ca", "je veux arreter ca", "arrete la"}
    | {"quit", "i quit", "stop it", "i want to stop", "let's stop", "enough", "that's enough"}
    | {"i'm done", "im done", "i am done", "done", "stop now", "that's it for now"}
)
"""Whole answers that stop the drill (« arrête », « ça suffit », « j'ai fini », "I quit"),
accents, case, commas and end marks left out: what /cancel does (they were « « arrête » :
vouliez-vous dire « carrée »? »); not « j'abandonne », which gives up on this count alone
(`GIVING_UP`)."""


def says_stop(text: str) -> bool:
    """Whether a typed answer asks to stop (`STOP_SAID`): « Arrête! », « ok, ça suffit »."""
    said = " ".join(normalize(text).replace("\u2019", "'").replace(",", " ").strip(" !.").split())
    return said in STOP_SAID or said.removeprefix("ok ").removeprefix("bon ") in STOP_SAID


HOW_WORDS: Final = frozenset(
    {"comment", "aide", "aidez", "explique", "expliquez"} | {"how", "help", "explain"}
)
"""Words that open a request for help (« comment on compte? », « aide-moi », "how do I count?",
"help me"): asked at a count, they are no unknown count words."""
HOW_MAX_WORDS = 8
"""Longer texts are not a quick request for help."""
LOST_CORES: Final = (
    ("comprends", "pas"),
    ("comprend", "pas"),
    ("comprends", "rien"),
    ("pas", "compris"),
    ("dont", "understand"),
    ("do", "not", "understand"),
    ("dont", "get", "it"),
    ("suis", "perdu"),
    ("suis", "perdue"),
    ("suis", "mele"),
    ("suis", "melee"),
    ("im", "lost"),
    ("am", "lost"),
    ("suis", "confus"),
    ("suis", "confuse"),
    ("im", "confused"),
    ("am", "confused"),
)
"""Word runs that say the player is lost (« je comprends pas », « j'ai pas compris », « je suis
perdue », « je suis mêlé », « je suis confuse », "I don't understand", "I'm lost", "I'm
confused"): asked at a count, as much a request for help as « comment? » (« je suis perdu »
was « « suis » : vouliez-vous dire « suites »? »)."""
WHAT_TO_DO_CORES: Final = (
    ("what", "do", "i", "do"),
    ("what", "should", "i", "do"),
    ("what", "am", "i", "supposed"),
    ("what", "now"),
    ("now", "what"),
    ("what", "next"),
    ("whats", "next"),
    ("et", "maintenant"),
    ("je", "fais", "quoi"),
    ("on", "fait", "quoi"),
    ("que", "je", "fais"),
    ("quoi", "faire"),
)
"""Word runs that ask what is expected (« je fais quoi? », « et maintenant? », "what do I do?",
"what now?", "what next?"): at a count, how to count (they were « “what” : did you mean
“that”? »)."""
PUZZLED_WORDS: Final = frozenset(
    {"quoi", "hein", "pardon", "comment", "koi", "ca", "de", "la"}
    | {"what", "huh", "eh", "sorry", "come", "again", "wat", "whats", "that"}
)
"""The words of « quoi? », « hein? », « pardon? », « comment ça? », « de quoi? », "what?",
"huh?", "come again?": typed alone, the player did not follow what is asked, as much a request
for help as « aide » (read as cards, « quoi » was « Carte inconnue « quoi » »)."""
_FILLERS: Final = frozenset({"ca", "de", "la", "come", "again", "that"})
"""Puzzled words that say nothing alone (« ça », « là », "that"): « ça? » is no « quoi? »."""


_ELIDED_JE: Final = re.compile(r"\bj['\u2019]\s*")
"""« j' » before a word (« j'comprends pas », as said in Québec, « j'ai pas compris »): read
as « je », not glued to the word (« jcomprends » was no « comprends »)."""


def asks_how(text: str) -> bool:
    """Whether a text typed at a count asks how to count (« comment on compte? », « aidez-moi »,
    "how does this work?", "help me", « je comprends pas », « quoi? », "what?", « je fais
    quoi? », "what do I do?": `WHAT_TO_DO_CORES`) rather than
    calls a count: its first word asks, or it says the player is lost or did not follow
    (`PUZZLED_WORDS` and nothing else) or asks « combien » (`_HOW_MUCH`), and no number is
    in it; or it is « ? »
    alone (read as a count or cards, it was told « Il faut 2 cartes, pas 0 »)."""
    if set(text.strip()) == {"?"}:
        return True
    plain = _ELIDED_JE.sub("je ", normalize(text)).replace("'", "").replace("\u2019", "")
    words = tuple(re.findall(r"[a-z0-9]+", plain))
    if not words or len(words) > HOW_MAX_WORDS or any(word.isdigit() for word in words):
        return False
    lost = any(
        words[i : i + len(core)] == core
        for core in LOST_CORES + WHAT_TO_DO_CORES
        for i in range(len(words) - len(core) + 1)
    )
    puzzled = all(word in PUZZLED_WORDS for word in words) and not set(words) <= _FILLERS
    return lost or puzzled or words[0] in HOW_WORDS or _HOW_MUCH in words


def puzzled(text: str) -> bool:
    """Whether a text says only that the player did not follow what was just asked: « quoi? »,
    « hein? », « pardon? », "what?" (`PUZZLED_WORDS`), or « ? » alone."""
    if set(text.strip()) == {"?"}:
        return True
    plain = _ELIDED_JE.sub("je ", normalize(text)).replace("'", "").replace("\u2019", "")
    words = tuple(re.findall(r"[a-z0-9]+", plain))
    if not words or len(words) > HOW_MAX_WORDS:
        return False
    return all(word in PUZZLED_WORDS for word in words) and not set(words) <= _FILLERS


_HOW_MUCH: Final = "combien"
"""« ça fait combien? », « c'est combien? », « combien ça fait? »: asked anywhere in the
question, as "how much is it?" asks first (« combien » was an unknown count word)."""
