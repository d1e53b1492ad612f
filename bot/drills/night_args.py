"""/soiree's words, read: the night asked for (`read_setup`), the organizer's order
(`order_of`), a player named (`find_player`), a score (`scores_of`, `typed_scores`) and a
correction (`correction_of`). Pure: no I/O, no text; a refusal is a `BadWords`, worded by
the views (`bot.views.night_replies.bad_words_note`, `bot.views.tournament_replies` for the
tournament's words of `bot.drills.tournament_args`).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Sequence, Set
from enum import StrEnum
from typing import Final, Protocol, TypeVar

from bot.drills.night import (
    ACC_GAMES,
    DEFAULT_TARGET,
    FADOQ_GAMES,
    MAX_GAMES,
    MIN_GAMES,
    TARGETS,
    Format,
    Ranking,
    Setup,
    ranking_of,
)


class Refusal(StrEnum):
    """Why a command's words were refused."""

    ROUNDS = "rounds"
    """A number of games out of `MIN_GAMES`..`MAX_GAMES`."""
    WHICH = "which"
    """No format said."""
    WORD = "word"
    """A word not understood (`BadWords.word`)."""
    TARGET = "target"
    """A number that is neither a target nor a number of games (`BadWords.word`: the number,
    read as the points of each game)."""
    DAYS = "days"
    """A closing day too far."""
    DATE = "date"
    """A closing date that is no date (`BadWords.word`)."""
    MEETINGS = "meetings"
    """A round robin meeting too many times."""
    ROBIN_GAMES = "robin_games"
    """A number of games said for a FADOQ or Jeux 50+ round robin (or doubles), whose games
    follow from the members taking part (`BadWords.word`: the format and the kind, « fadoq
    doubles »)."""


class BadWords(ValueError):
    """A command's words refused: why, and the word at fault (as typed) when there is one."""

    def __init__(self, refusal: Refusal, word: str = "") -> None:
        super().__init__(refusal.value, word)
        self.refusal = refusal
        self.word = word


FORMAT_WORDS: Final = {
    "jeux50": Format.JEUX50,
    "jeux": Format.JEUX50,
    "fadoq": Format.FADOQ,
    "acc": Format.ACC,
}
DOUBLES_WORDS: Final = frozenset({"doubles", "double", "equipes", "équipes", "equipe", "équipe"})
SINGLES_WORDS: Final = frozenset({"simple", "simples", "singles", "single"})
FIXED_GAMES: Final = {Format.FADOQ: FADOQ_GAMES, Format.ACC: ACC_GAMES, Format.JEUX50: 0}
"""The games of a format that sets them (0: `jeux50`, as many as the players make)."""


def read_setup(args: Sequence[str]) -> Setup:
    """The night the words ask for (`/soiree fadoq doubles 61`, `/soiree 5 acc`: five games
    ranked as `acc`); `BadWords` otherwise."""
    fmt: Format | None = None
    ranking: Ranking | None = None
    games: int | None = None
    target = DEFAULT_TARGET
    doubles = False
    for arg in args:
        word = arg.strip().lower()
        if word in FORMAT_WORDS and fmt is Format.CUSTOM:
            ranking = ranking_of(FORMAT_WORDS[word])
        elif word in FORMAT_WORDS and fmt is None:
            fmt = FORMAT_WORDS[word]
        elif word in DOUBLES_WORDS:
            doubles = True
        elif word in SINGLES_WORDS:
            doubles = False
        elif word.isdigit() and int(word) in TARGETS:
            target = int(word)
        elif word.isdigit() and fmt is None:
            games, fmt = custom_games(word), Format.CUSTOM
        else:
            raise BadWords(Refusal.WORD, arg)
    if fmt is None:
        raise BadWords(Refusal.WHICH)
    return Setup(fmt, ranking_of(fmt, ranking), doubles, FIXED_GAMES.get(fmt, games) or 0, target)


def setup_words(setup: Setup) -> list[str]:
    """The words that open a night like `setup` again, as `read_setup` reads them: its format
    (a custom night: its number of games and its ranking), `doubles`, and its points when not
    121 (`/soiree 7 acc doubles 61`)."""
    custom = setup.format is Format.CUSTOM
    words = [str(setup.games), setup.ranking.value] if custom else [setup.format.value]
    if setup.doubles:
        words.append("doubles")
    if setup.target != DEFAULT_TARGET:
        words.append(str(setup.target))
    return words


def custom_games(word: str) -> int:
    """A number of games said (`MIN_GAMES` to `MAX_GAMES`); `BadWords` otherwise."""
    games = int(word)
    if not MIN_GAMES <= games <= MAX_GAMES:
        raise BadWords(Refusal.ROUNDS)
    return games


class Order(StrEnum):
    """What `/soiree <word> …` asks for."""

    ADD = "add"
    REMOVE = "remove"
    """A player taken off the list, before the first round."""
    ROUND = "round"
    LATE = "late"
    ABSENT = "absent"
    PRESENT = "present"
    SWAP = "swap"
    LINK = "link"
    """A player of the list is the member whose message the order replies to."""
    CORRECT = "correct"
    CLOSE = "close"
    SHEETS = "sheets"
    HELP = "help"
    STANDINGS = "standings"
    """The night as it stands (as `/soiree` alone): anyone's to ask."""


ORDER_WORDS: Final[dict[Order, frozenset[str]]] = {
    Order.ADD: frozenset({"ajouter", "ajoute", "add"}),
    Order.REMOVE: frozenset(
        {"retirer", "retire", "enlever", "enlève", "enleve", "supprimer", "remove", "delete"}
    ),
    Order.ROUND: frozenset({"ronde", "round", "tirer", "draw"}),
    Order.LATE: frozenset({"retard", "late"}),
    Order.ABSENT: frozenset({"absent", "absente"}),
    Order.PRESENT: frozenset({"present", "présent", "présente", "presente", "back"}),
    Order.SWAP: frozenset({"echanger", "échanger", "echange", "échange", "swap"}),
    Order.LINK: frozenset({"lier", "relier", "link"}),
    Order.CORRECT: frozenset({"corriger", "corrige", "correction", "correct", "table", "noter"}),
    Order.CLOSE: frozenset(
        {"fermer", "ferme", "fermé", "fermée", "fermee", "close", "terminer", "termine", "terminé"}
    ),
    Order.SHEETS: frozenset({"feuilles", "feuille", "sheets", "pdf"}),
    Order.HELP: frozenset({"aide", "help", "?"}),
    Order.STANDINGS: frozenset(
        {"classement", "standings", "ranking", "résultats", "resultats", "results", "scores"}
    ),
}
ORDERS: Final = {word: order for order, words in ORDER_WORDS.items() for word in words}


def order_of(word: str) -> Order | None:
    """The order a word gives (any case), if any."""
    return ORDERS.get(word.lower())


class Listed(Protocol):
    """A player of the night's list, as `find_player` reads them."""

    @property
    def number(self) -> int: ...

    @property
    def name(self) -> str: ...


P = TypeVar("P", bound=Listed)


def find_player(players: Sequence[P], words: Sequence[str]) -> P | None:
    """The player named by their number or their name, read as `folded_name` (« gaetan » is
    Gaétan Roy), or the start of it or one of its words (« Cormier »), if only one player has
    it (before: the accents and capitals typed had to be the list's, and the family name
    alone was not read)."""
    text = folded_name(" ".join(words))
    if text.isdigit():
        return next((p for p in players if p.number == int(text)), None)
    exact = [p for p in players if folded_name(p.name) == text]
    if exact:
        return exact[0]
    if not text:
        return None
    starts = [p for p in players if folded_name(p.name).startswith(text)]
    if len(starts) == 1:
        return starts[0]
    words_of = [p for p in players if text in folded_name(p.name).split()]
    return words_of[0] if len(words_of) == 1 and not starts else None


def players_meant(players: Sequence[P], words: Sequence[str]) -> tuple[list[P], bool]:
    """The players a name `find_player` does not find may mean, at most `MEANT`, and whether
    they all have it (« Roy »: Ben Roy and Gaétan Roy, True) or are only spelt close to it
    (« Rtia »: Rita Cormier, False); none for a number, or a name like no one's."""
    text = folded_name(" ".join(words))
    if not text or text.isdigit():
        return [], False
    named = [
        p
        for p in players
        if folded_name(p.name).startswith(text) or text in folded_name(p.name).split()
    ]
    if named:
        return named[:MEANT], True
    spellings = {p.number: [folded_name(p.name), *folded_name(p.name).split()] for p in players}
    close = [
        p
        for p in players
        if difflib.get_close_matches(text, spellings[p.number], n=1, cutoff=CLOSE_SPELLING)
    ]
    return close[:MEANT], False


MEANT: Final = 3
"""The most players a name not found is said to maybe mean."""
CLOSE_SPELLING: Final = 0.7
"""How alike a name typed and a player's must be to be offered (`difflib`'s ratio: « Rtia »
and « Rita » are 0.75, « Gaetn » and « Gaétan » 0.91)."""


def folded_name(name: str) -> str:
    """A name as compared: no accents, no case, spaces folded (« Gaétan  ROY » is « gaetan
    roy »), so that a name typed at the hall matches the member's Telegram name."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


NAMES_APART: Final = re.compile(r"[,;]|\s(?:et|and)\s", re.IGNORECASE)
"""What separates names typed at once (« Lise Gagnon, Marcel Roy », « Paul Roy et Jeanne
Roy », "Paul and Jean Roy"; not « & », of names such as « Roy & Fils »)."""


def names_said(words: Sequence[str]) -> list[str]:
    """The names of `/soiree ajouter …`, each one apart (`NAMES_APART`; before, « Paul Roy et
    Jeanne Roy » was one player of that name)."""
    return [part for part in NAMES_APART.split(" ".join(words)) if part.strip()]


SWAP_JOINS: Final = frozenset({"et", "and", "avec", "with", "&", "-", ",", "<->"})


def swap_words(words: Sequence[str]) -> list[str]:
    """The two players of `echanger` without what joins them (« echanger 2 et 5 », « 2, 5 »;
    before: « Dites les deux joueurs par leur numéro »)."""
    split = (w.strip(",") for w in words if w.lower() not in SWAP_JOINS)
    return [w for w in split if w]


def same_name(players: Sequence[P], name: str) -> P | None:
    """The first player listed under `name` (`folded_name`), if any."""
    folded = folded_name(name)
    return next((p for p in players if folded_name(p.name) == folded), None)


SCORE_DIGITS: Final = 3
TYPED: Final = re.compile(
    r"^\s*(\d{1,3})\s*(?:[-\u2013/,.:àa]|to|contre|vs\.?|versus|\s)\s*(\d{1,3})\s*$",
    re.IGNORECASE,
)
"""A score typed without the command: `121 98`, `121-98`, `121.98`, `121 à 98`, `121 to 98`,
`121 contre 98`, `121 vs 98` (mine first; before, « contre » and "vs" were no score, nor
« 121.98 »: « Je n'ai pas trouvé de pointage dans ce message »)."""


def scores_of(args: Sequence[str]) -> tuple[int, int] | None:
    """Two numbers: a score (`/soiree 121 98`, also written as alone: `/soiree 121-98`,
    `/soiree 121 à 98`)."""
    if len(args) == 2 and all(a.isdigit() and len(a) <= SCORE_DIGITS for a in args):
        return int(args[0]), int(args[1])
    return typed_scores(" ".join(args))


def typed_scores(text: str) -> tuple[int, int] | None:
    """A score typed as a message of its own (`TYPED`)."""
    match = TYPED.match(text)
    return None if match is None else (int(match[1]), int(match[2]))


SAID: Final = re.compile(
    r"(?<!\d)(\d{1,3})\s*(?:[-\u2013/:]|\.(?=\d)|\bà\b|\ba\b|\bto\b|\bcontre\b|\bvs\b\.?|\bversus\b|\s)"
    r"\s*(?=(\d{1,3})(?!\d))",
    re.IGNORECASE,
)
"""Two numbers side by side inside a sentence (`J'ai gagné 121 à 98!`, « 121.98 »: a dot
between them, not one that ends a sentence), every such pair (the
second number of one may be the first of the next: « 3 121 95 » has two)."""
LABEL: Final = re.compile(r"\b(?:table|ronde|round|t|n°)\s*#?\s*$|#\s*$", re.I)
"""The word before a number that is a table's or a round's (« table 3 », "round 2", « t3 »)."""


NUMBER: Final = re.compile(r"(?<![\d:])\d{1,3}(?![\d:]|[^\W\d_])")
"""A number of a sentence (not a clock's `7:30`, nor a rank: « la 3e table », "3rd")."""
WORD: Final = re.compile(r"[^\W\d_]+")
MINE: Final = frozenset(
    {"j", "je", "moi", "nous", "notre", "i", "me", "my", "mine", "we", "us", "our", "ours"}
)
"""The words that say a number is the writer's, or their team's (« j'ai fait 121 », « nous
121 », "I had 121"); « on » says it only facing the opponents' (`WE`)."""
WE: Final = "on"
"""« on a fait 121, eux 95 »: in Québec, « on » is "we" when the other number is said to be the
opponents' (« ils ont 95 »: `THEIRS`, not the bare « il » of « il reste 3 tables, on finit à
121 »); alone, it says anyone."""
IT: Final = "il"
"""« il a fait 121 »: he, facing « moi »; also the « il » of « il reste », « il y a »."""
THEIRS: Final = frozenset(
    {"lui", "il", "elle", "eux", "elles", "ils", "leur", "adversaire", "adversaires", "he",
     "she", "him", "her", "his", "they", "them", "their", "opponent", "opponents"}
)  # fmt: skip
"""The words that say a number is the opponent's (« lui 95 », "he had 95")."""


def _whose(words: str) -> str | None:
    """Whose number `words` say: "mine", "theirs", "we" (« on » alone: ours facing theirs),
    "it" (the bare « il »: his facing mine), or None when they do not say (or say both)."""
    said = {w.casefold() for w in WORD.findall(_unquoted(words))}
    mine, theirs = said & MINE, said & THEIRS
    if mine and theirs:
        return None
    if mine:
        return "mine"
    if theirs:
        return "theirs" if theirs != {IT} else "it"
    return "we" if WE in said else None


def _owners(first: str | None, second: str | None) -> tuple[str | None, str | None]:
    """Whose two numbers are, each read facing the other (`_whose`): « on » is mine facing
    theirs, the bare « il » theirs facing mine."""
    read = {
        ("we", "theirs"): ("mine", "theirs"),
        ("theirs", "we"): ("theirs", "mine"),
        ("it", "mine"): ("theirs", "mine"),
        ("mine", "it"): ("mine", "theirs"),
    }
    return read.get((first or "", second or ""), (first, second))


def spoken_scores(text: str, target: int) -> tuple[int, int] | None:
    """The two numbers of a sentence that says whose each is, before them (« j'ai fait 121,
    lui 95 », "he had 121, I had 95") or after them (« 121 pour moi, 95 pour lui »), mine
    first; exactly one of them the game's `target`. None when the sentence has other numbers
    or does not say whose each is."""
    return _scores_by_owner(text, target, lambda one, other: _owners(_whose(one), _whose(other)))


def _scores_by_owner(
    text: str, target: int, owners: Callable[[str, str], tuple[str | None, str | None]]
) -> tuple[int, int] | None:
    """The two numbers of a sentence, mine first, exactly one of them the game's `target`:
    `owners` reads whose each is ("mine", "theirs") from the words said with each, before them
    (the words before the first, then those between), else after them (those between, then
    those after the second). None when the sentence has other numbers or does not say whose
    each is."""
    found = list(NUMBER.finditer(text))
    if len(found) != 2:
        return None
    first, second = int(found[0][0]), int(found[1][0])
    if (first == target) == (second == target):
        return None
    before = text[: found[0].start()]
    between = text[found[0].end() : found[1].start()]
    after = text[found[1].end() :]
    for said in (owners(before, between), owners(between, after)):
        if said == ("mine", "theirs"):
            return first, second
        if said == ("theirs", "mine"):
            return second, first
    return None


def says_target(text: str, target: int) -> bool:
    """Whether a sentence has the game's `target` among its numbers (« 121 pour moi… »): a
    player whose game waits for its score most likely tells it."""
    return any(int(m[0]) == target for m in NUMBER.finditer(text))


def lone_points(text: str, target: int) -> bool:
    """Whether the words after /night are one number alone (« 61 », « 97 »), or a sentence
    with the game's `target` (`says_target`): half a score, by a player whose game waits."""
    return text.strip().isdigit() or says_target(text, target)


def said_scores(
    text: str, target: int, mine: Sequence[str] = (), theirs: Sequence[str] = ()
) -> tuple[int, int] | None:
    """A score typed alone (`typed_scores`), else the one pair of numbers of a sentence of
    which exactly one is the game's `target` (`J'ai gagné 121 à 98`, `98-121 pour nous`; the
    opponents' first when their clause says so, `_ordered`: « il m'a battu 121 à 95 »),
    else the two numbers of a sentence that says whose each is (`spoken_scores`: « j'ai fait
    121, lui 95 »): other numbers in a chat (`à 7 h 30, table 2, 3 joueurs`) are no score, nor
    a table's or round's number (« table 3 121 95 » is 121 to 95, no longer 3 to 121), and a
    sentence with two such pairs (« 3 121 95 ») says none. `mine` and `theirs`: the names of
    the writer's side and of the other, a name in a pair's clause saying whose it is as a
    pronoun does (« Gaston a gagné 121 à 98 » by his opponent: 98 to 121; before, the writer
    was written as the winner)."""
    alone = typed_scores(text)
    if alone is not None:
        return alone
    if WORD.search(text) is None and len(re.findall(r"\d+", text)) > 2:
        return None  # numbers alone, not two (« 121-95-3 »): `garbled_score`, not 121 to 95
    own, other = ({w for w in words if len(w) > 2} for words in _name_words(mine, theirs))
    pairs = {
        _ordered(text, m, own, other)  # a name of two letters, « de », says no one
        for m in SAID.finditer(text)
        if (int(m[1]) == target) != (int(m[2]) == target)
        and not LABEL.search(text[: m.start()])  # « table 3 121 95 »: not 3 to 121
    }
    if pairs:
        return pairs.pop() if len(pairs) == 1 else None
    return spoken_scores(text, target)


def named_scores(
    text: str, mine: Sequence[str], theirs: Sequence[str], target: int
) -> tuple[int, int] | None:
    """The two numbers of a sentence each said with a name of its table, before them
    (« Gilles 121 Monique 104 », « Monique 104, Gilles 121 ») or after them (« 121 Gilles,
    104 Monique »), mine first: `mine` and `theirs` the names of the writer's side and of the
    other (a word of both, « Roy » of two Roy, says neither). Exactly one of them the game's
    `target`; None otherwise (before: « Je n'ai pas trouvé de pointage dans ce message »)."""
    own, other = _name_words(mine, theirs)

    def whose(words: str) -> str | None:
        said = set(WORD.findall(folded_name(words))) & (own | other)
        if not said or (said & own and said & other):
            return None
        return "mine" if said & own else "theirs"

    return _scores_by_owner(text, target, lambda one, other: (whose(one), whose(other)))


CLOCK: Final = re.compile(r"\d{1,2}:\d{2}")
"""A time of day (`7:30`), no score."""


def garbled_score(text: str, target: int) -> str | None:
    """What a message that tries to say a score, and is not read as one (`said_scores`),
    says that cannot be read: a number with the game's points run into other digits (« 1211
    95 », « j'ai gagné 12195 »: that number), or a message of numbers alone that are not two
    with the game's points (« 121-95-3 », « 121 95 3 »: the message). None for a chat (« à 7
    h 30, table 2 ») or numbers that do not say the game's points (« 5 5 10 10 4 6 »: cards
    for the discard coach)."""
    points = str(target)
    runs = re.findall(r"\d+", CLOCK.sub(" ", text))
    glued = [
        r for r in runs if len(r) > len(points) and points in (r[: len(points)], r[-len(points) :])
    ]
    chained = points in runs and len(runs) > 2  # not cards for the coach: « 5 5 10 10 4 6 »
    if WORD.search(text) is None and (glued or chained):
        return text.strip()
    return glued[0] if glued else None


def _name_words(mine: Sequence[str], theirs: Sequence[str]) -> tuple[set[str], set[str]]:
    """The words of the names of the writer's side and of the other, folded (`folded_name`);
    a word of both (« Roy » of two Roy) says neither."""
    own = {w for name in mine for w in WORD.findall(folded_name(name))}
    other = {w for name in theirs for w in WORD.findall(folded_name(name))}
    return own - other, other - own


def _ordered(
    text: str, pair: re.Match[str], own: Set[str] = frozenset(), other: Set[str] = frozenset()
) -> tuple[int, int]:
    """Two numbers side by side, the writer's first: as written, unless the first word that
    says whose in their clause (from the last , ; : . ! ? before them) is the opponents' (« il
    m'a battu 121 à 95 », "she beat me 121 to 95": 95 to 121; before, the writer who lost was
    written as the winner), or a word of an opponent's name (`other`: « Gaston a gagné 121 à
    98 »; a word of the writer's side's names, `own`, is theirs); with no such word before
    them, the first after them in their clause (« 121 à 98 pour lui », "121 98 Gaston won")."""
    first, second = int(pair[1]), int(pair[2])
    before = CLAUSE.split(text[: pair.start()])[-1]
    after = CLAUSE.split(text[pair.end(2) :])[0]  # « 121 à 98 pour Gaston »
    for clause in (before, after):
        said = [folded_name(w) for w in WORD.findall(_unquoted(clause))]
        faced = [w for w, was in zip(said, ["", *said], strict=False) if was not in FACING]
        owner = next(
            (w for w in faced if w in MINE or w in THEIRS or w == WE or w in own or w in other),
            None,
        )
        if owner is not None:
            return (second, first) if owner in THEIRS or owner in other else (first, second)
    return first, second


FACING: Final = frozenset(
    {"contre", "against", "vs", "versus", "battu", "battue", "battus", "beat", "defeated"}
)
"""The words before the one faced, whose number it does not say (« 121 à 98 contre Gaston »,
« battu Gaston 121 à 98 », "beat Dan 121 98": the writer's win)."""
CLAUSE: Final = re.compile(r"[,;:.!?]")
"""Where a clause of a sentence ends (« bravo à eux, on a perdu 98-121 »)."""


def _unquoted(words: str) -> str:
    """`words` with their apostrophes as spaces (« j'ai » is « j », « ai »)."""
    return words.replace("'", " ").replace("\u2019", " ")


ROUND_LABELS: Final = frozenset({"ronde", "round", "r"})
TABLE_LABELS: Final = frozenset({"table", "t"})
SCORE_JOINS: Final = frozenset({"à", "a", "to", "contre", "vs"})
"""The words of a correction said as people say it (« corriger ronde 2 table 3 121 à 95 »):
the labels before the round's and table's numbers, and what joins the two scores."""


CORRECTION_APART: Final = re.compile(r"[\s\-\u2013]+|(?<=\d)[.,](?=\d)")
"""What parts a correction's words: spaces, dashes, and a dot or a comma between two numbers
(« corriger 1 1 121.98 », « 121,98 »; before: « Je ne comprends pas « 121.98 » »)."""


def correction_of(args: Sequence[str], drawn: int) -> tuple[int, int, tuple[int, int]] | None:
    """`corriger R T a b`, or `T a b` in the round under way (`drawn`: the last round drawn,
    0 before the first), also with their labels (`corriger table 2 121 95`, `ronde 1 table 2
    121 à 95`; before: « Je ne comprends pas « table » »): the round, the table and the
    score; None when the words are not that or no round is drawn."""
    words = [w for w in CORRECTION_APART.split(" ".join(args).lower()) if w]
    said: dict[str, int] = {}
    rest: list[str] = []
    for i, word in enumerate(words):
        label = "r" if word in ROUND_LABELS else "t" if word in TABLE_LABELS else None
        after = words[i + 1] if i + 1 < len(words) else ""
        if label is not None and label not in said and after.isdigit():
            said[label] = int(after)
        elif not (i and words[i - 1] in ROUND_LABELS | TABLE_LABELS and word.isdigit()):
            rest.append(word)
    rest = [
        w
        for i, w in enumerate(rest)
        if not (w in SCORE_JOINS and 0 < i < len(rest) - 1 and rest[i - 1].isdigit())
    ]
    numbers = [int(w) for w in rest if w.isdigit() and len(w) <= SCORE_DIGITS]
    if len(numbers) != len(rest) or len(numbers) + len(said) not in (3, 4) or not drawn:
        return None
    if said and len(numbers) + len(said) == 3 and "t" not in said:
        return None  # a round said, no table
    if said:  # the numbers not labelled, in their order: round, table, then the scores
        unsaid = iter(numbers[: len(numbers) - 2])
        round_ = said["r"] if "r" in said else next(unsaid, drawn)
        table = said["t"] if "t" in said else next(unsaid)
        return round_, table, (numbers[-2], numbers[-1])
    if len(numbers) == 3:
        numbers = [drawn, *numbers]
    round_, table, a, b = numbers
    return round_, table, (a, b)


def correction_doubt(
    words: Sequence[str],
    asked: tuple[int, int, tuple[int, int]],
    exists: Callable[[int, int], bool],
    confirmed: tuple[int, int] | None,
) -> tuple[int, int] | None:
    """The round and table to ask the organizer about instead of writing a correction that
    does not say its round (`T a b`, `asked` as `correction_of` read it), None to write it:
    - its words read as well as `R T a`, a table of a round drawn (`exists`) and one of the
      two scores forgotten: « corriger 1 1 121 » is round 1, table 1, 121 to what? (before:
      « table 1, 1 to 121 », written);
    - it would replace the table's `confirmed` score (None: not confirmed) with another."""
    if len(words) != 3 or not all(w.isdigit() for w in words):  # labels say which table
        return None
    first, second = int(words[0]), int(words[1])
    if exists(first, second):
        return first, second
    round_, table, score = asked
    return (round_, table) if confirmed is not None and confirmed != score else None


def word_refused(args: Sequence[str]) -> BadWords | None:
    """Why words that are no order do not ask for a night either (`/soiree corige 1 1`), if
    they do not: the organizer is told the word not understood, not that a night is open."""
    try:
        read_setup(args)
    except BadWords as error:
        return error if error.refusal is Refusal.WORD else None
    return None


def not_read(words: Sequence[str]) -> str:
    """What of a correction's words is not read: the first that is no number of a score
    (« 1211 », « deux »), else all of them (too few or too many numbers); nothing said, ""."""
    faulty = (w for w in words if not (w.isdigit() and len(w) <= SCORE_DIGITS))
    return next(faulty, " ".join(words))


GLUED: Final = re.compile(r"^([^\W\d_]+)(\d+)$")
"""A word run into a number (« ronde2 »)."""


def unglued(args: Sequence[str]) -> list[str]:
    """`args` with an order's word run into its number parted (« /soiree ronde2 » is « ronde
    2 », « table3 121 98 » « table 3 121 98 »; before: « Je ne comprends pas « ronde2 » »);
    any other word as typed (« jeux50 » is a format)."""
    glued = GLUED.match(args[0]) if args else None
    if glued is None or order_of(glued[1]) is None:
        return list(args)
    return [glued[1], glued[2], *args[1:]]
