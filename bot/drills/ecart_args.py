"""Reading /ecart's words (« /ecart 5 », « /ecart 5H 5D JS 6C 4D KH je donne », « c'est le crib
de l'adversaire »): the deal's size, the role said in plain words (negations and the
opponent named turn it round), whose crib it is (its owner said alone too: « … moi »), and
whether a text reads as cards.

Pure: no Telegram, no text, no I/O. /odds reads its roles with the same words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from bot.drills.ecart import FIVE, SIX
from bot.engine.card_parsing import CardError, parse_cards, parse_rank
from bot.engine.cards import LANGUAGES, RANKS, Card, Suit

SIZE_WORDS: Final[Mapping[str, int]] = {
    str(SIX): SIX,
    "six": SIX,
    str(FIVE): FIVE,
    "five": FIVE,
    "cinq": FIVE,
}
"""What `/ecart` accepts after it: the number of cards dealt."""


CARDS_WORDS: Final = frozenset({"cartes", "carte", "cards", "card"})
"""Said after the size (« /ecart 5 cartes », "/discard five cards"): the size still."""


def read_size(args: Sequence[str]) -> int | None:
    """The number of cards `/ecart <args>` deals: six alone, else the one word after it
    (`5`, `cinq`, `six`...), « cartes », "cards" after it or not (« /ecart 5 cartes »);
    None for anything else (`/ecart 3`, `/ecart 5 6`)."""
    if not args:
        return SIX
    if len(args) == 2 and args[1].strip().casefold() in CARDS_WORDS:
        args = args[:1]
    if len(args) > 1:
        return None
    return SIZE_WORDS.get(args[0].strip().casefold())


DEALER_WORDS: Final = frozenset(
    {"donneur", "donneuse", "donne", "donner", "dealer", "deal", "deals", "dealing"}
)
PONE_WORDS: Final = frozenset({"receveur", "receveuse", "non-donneur", "reçois", "recois", "pone"})
"""The words that say, with the cards of `/ecart <cards>`, whether the player deals (« je
donne », "I deal": `ROLE_SUBJECTS` are skipped)."""
ROLE_SUBJECTS: Final = frozenset(
    {"je", "i", "suis", "am", "i'm", "im", "le", "la", "the", "c'est", "cest", "moi", "qui"}
)
"""Words said around the role (« je suis le donneur », « c'est moi qui donne », "I'm the
dealer"), skipped; « c est » (the apostrophe left out) is « c'est »."""
ROLE_LINKS: Final = frozenset({"à", "de", "tour", "turn", "to"})
"""Words that link the role to what is said with it (« c'est à moi de donner », « mon tour de
donner », "my turn to deal"): skipped next to a skipped word only (« 5 de coeur » is a
card)."""
ROLE_PUNCTUATION: Final = ".,;:!?()«»\"'"
"""Around a role word (« donneur. », « (receveur) »): not part of it."""
ROLE_NEGATIONS: Final = frozenset(
    {"ne", "pas", "n'est", "not", "don't", "dont", "do", "isn't", "it's", "its", "it"}
    | {"is", "my", "mon", "ma", "ce"}
)
"""A negation of the role and the words said with it (« je ne donne pas », « c'est pas moi
qui donne », « ce n'est pas moi qui donne », "not my deal", "I don't deal", "it's not my
deal"): skipped, and the role said in the same clause turned round (`ROLE_NEGATIONS_ONLY`
are the words that turn it). A letter alone is never skipped: « 5 C » is a card."""
ROLE_NEGATIONS_ONLY: Final = frozenset({"ne", "pas", "n'est", "not", "don't", "dont", "isn't"})
ROLE_OTHERS: Final = frozenset(
    {"il", "elle", "lui", "l'autre", "autre", "adversaire", "l'adversaire"}
    | {"he", "she", "him", "her", "other", "opponent", "joueur", "joueuse", "player"}
    | {"gars", "guy"}
)
"""The opponent named with the role (« il donne », « c'est lui qui donne », "the other player
deals", "my opponent deals"): skipped, and the role is theirs (the player's is the other)."""
ROLE_PARTNERS: Final = frozenset(
    {"partenaire", "coéquipier", "coéquipière", "partner", "partner's", "partners", "teammate"}
)
"""The player's partner named with the role (« mon partenaire donne », "my partner deals"):
skipped, and the role is not turned: two against two (five cards each), the partner's crib
is the player's team's, laid away for as the dealer's (`Lookup.partner`)."""
CLAUSE_WORDS: Final = frozenset({"et", "mais", "and", "but", "pis"})
"""Between two clauses (« je donne pas, il donne », "not me but him"): a negation or the
opponent said in one does not turn the role said in the other (« et », "and" stay among the
cards, which read them as a separator)."""


CRIB_WORDS: Final = frozenset({"crib", "cribe", "kitty"})
CRIB_MINE: Final = frozenset({"mon", "ma", "moi", "my", "mine"})
CRIB_THEIRS: Final = frozenset(
    {"son", "sa", "lui", "his", "her", "their", "opponent's", "opponents"}
)
"""The crib said with its owner (« mon crib », « le crib est à lui », "the crib is mine"): the
owner deals ("opponents", the apostrophe left out, is "opponent's"). The crib without an
owner says nothing (« crib » alone is no role)."""
CRIB_FILLERS: Final = frozenset({"est", "à", "is"})
"""Said with the crib's owner (« le crib est à moi »), skipped with it."""
OWNER_MINE: Final = frozenset({"moi", "mine", "me"})
OWNER_THEIRS: Final = frozenset(
    {"lui", "elle", "adversaire", "l'adversaire", "his", "hers", "theirs", "opponent's"}
    | {"opponents", "opponent"}
)
"""The crib's owner said alone after the cards, the crib left unsaid (« /ecart … moi »,
« … à lui », « … à mon adversaire », "… mine", "… his"): the player's (the dealer), or the
opponent's (the pone). « l'autre », "the other guy" alone are no owner."""
OWNER_FILLERS: Final = CRIB_FILLERS | CRIB_MINE | {"c'est", "it's", "its", "de", "le", "the"}
"""Said with the owner alone (« c'est à moi », "it's mine", « à mon adversaire »)."""


PLAYER_NUMBERS: Final = frozenset(
    {"2", "3", "4", "deux", "trois", "quatre", "two", "three", "four"}
)
PLAYER_NOUNS: Final = frozenset({"joueurs", "joueuses", "players"})
PLAYER_BEFORE: Final = (
    ("on", "est"),
    ("on", "joue", "à"),
    ("on", "joue", "a"),
    ("on", "joue"),
    ("nous", "sommes"),
    ("we", "are"),
    ("we're",),
    ("à",),
    ("a",),
    ("at",),
    ("with",),
    ("avec",),
)
"""How the number of players is said with the cards (« donneur à 4 », « on est trois »,
« 4 joueurs », "with 4 players", "at four"): a number of `PLAYER_NUMBERS` after one of
these, or before `PLAYER_NOUNS` (« 4 » alone may be a card: « 4 C »)."""


def _players_said(words: Sequence[str]) -> set[int]:
    """The positions of the words that say the number of players (`PLAYER_BEFORE`)."""
    said: set[int] = set()
    for at, word in enumerate(words):
        if word not in PLAYER_NUMBERS:
            continue
        before = next(
            (
                len(phrase)
                for phrase in PLAYER_BEFORE
                if tuple(words[max(at - len(phrase), 0) : at]) == phrase
            ),
            0,
        )
        noun = at + 1 < len(words) and words[at + 1] in PLAYER_NOUNS
        if before or noun:
            said |= set(range(at - before, at + 1 + noun))
    return said


@dataclass(frozen=True, slots=True)
class Lookup:
    """`/ecart <cards> [role]`: the cards as typed, and whether the player deals (None: not
    said, or said both ways: `both`); `partner`: their partner deals, the crib their team's
    (laid away for as the dealer's)."""

    cards: str
    dealer: bool | None
    both: bool = False
    partner: bool = False


def read_lookup(args: Sequence[str]) -> Lookup:
    """The cards and the role word of `/ecart 5H 5D JS QC 2H 3S donneur` (the role word
    anywhere, « je donne », "I deal", « --dealer » as the command line writes it too). A
    negation (« je donne pas », "not my deal") or the opponent named (« il donne ») in the
    role's clause turns it round: the player is the pone, or the dealer."""
    words = [
        word.casefold().replace("\u2019", "'").strip(ROLE_PUNCTUATION).lstrip("-") for word in args
    ]
    players = _players_said(words)  # « donneur à 4 »: the players, not a card
    if players:
        args = [arg for i, arg in enumerate(args) if i not in players]
        words = [word for i, word in enumerate(words) if i not in players]
    words = _c_est(words)
    owner = _owner_after(words)
    if owner is not None:  # « /ecart 5C 5K VP DT 2C 3P moi »: the crib is hers
        return Lookup(" ".join(args[: owner[0]]), owner[1])
    crib_owned = _crib_roles(args, words)
    words = [crib_owned.get(i, word) for i, word in enumerate(words)]
    roles = [word in DEALER_WORDS for word in words if word in DEALER_WORDS | PONE_WORDS]
    if not roles:
        return Lookup(" ".join(args), None)
    said = set()
    for clause in _clauses(args, words):
        turned = any(word in ROLE_NEGATIONS_ONLY for word in clause) != any(
            word in ROLE_OTHERS for word in clause
        )
        said |= {(w in DEALER_WORDS) != turned for w in clause if w in DEALER_WORDS | PONE_WORDS}
    skipped = DEALER_WORDS | PONE_WORDS | ROLE_SUBJECTS | ROLE_NEGATIONS | ROLE_OTHERS
    skipped |= ROLE_PARTNERS
    skipped |= CLAUSE_WORDS - {"et", "and"}
    if crib_owned:
        skipped |= CRIB_MINE | CRIB_THEIRS | CRIB_FILLERS
    dropped = [word in skipped for word in words]
    linked = True
    while linked:  # « c'est à moi de donner »: a link next to a dropped word goes too
        links = [
            not gone and word in ROLE_LINKS and any(dropped[max(i - 1, 0) : i + 2])
            for i, (word, gone) in enumerate(zip(words, dropped, strict=True))
        ]
        linked = any(links)
        dropped = [gone or link for gone, link in zip(dropped, links, strict=True)]
    cards = [arg for arg, gone in zip(args, dropped, strict=True) if not gone]
    dealer = said.pop() if len(said) == 1 else None
    partner = dealer is True and not ROLE_PARTNERS.isdisjoint(words)
    return Lookup(" ".join(cards), dealer, len(said) > 1, partner)


A_BEFORE: Final = frozenset({"moi", "lui", "elle", "toi"})
"""After « a » typed for « à » (the accent left out: « c'est a moi de donner »)."""


def _c_est(words: Sequence[str]) -> list[str]:
    """`words` with « c est » (the apostrophe left out) read as « c'est », both words: « c »
    alone stays (« 5 C » is a card); and « a » before « moi », « lui » (the accent left out)
    as « à » (« a » elsewhere may be an ace)."""
    starts = [i for i in range(len(words) - 1) if list(words[i : i + 2]) == ["c", "est"]]
    joined = {i + j for i in starts for j in (0, 1)}
    accented = {i for i in range(len(words) - 1) if words[i] == "a" and words[i + 1] in A_BEFORE}
    return [
        "c'est" if i in joined else "à" if i in accented else word for i, word in enumerate(words)
    ]


def _owner_after(words: Sequence[str]) -> tuple[int, bool] | None:
    """Where the crib's owner said alone after the cards begins (« moi », « c'est à lui »,
    "mine": `OWNER_MINE`, `OWNER_THEIRS` and their fillers, to the end), and whether the crib
    is the player's; None when no owner ends the words, when nothing comes before it (« moi »
    answering « qui donne? »), after a negation (« pas moi »), or when a role or the crib is
    said (« moi je donne », « le crib est à moi »): read as before."""
    if not set(words).isdisjoint(CRIB_WORDS | DEALER_WORDS | PONE_WORDS):
        return None
    start = len(words)
    while start > 0 and words[start - 1] in OWNER_MINE | OWNER_THEIRS | OWNER_FILLERS:
        start -= 1
    tail = set(words[start:])
    if start == 0 or words[start - 1] in ROLE_NEGATIONS_ONLY | ROLE_SUBJECTS:
        return None  # no card before it (« moi » answering « qui donne? »), or « pas moi »
    if tail.isdisjoint(OWNER_MINE | OWNER_THEIRS):
        return None
    return start, tail.isdisjoint(OWNER_THEIRS)


def _crib_roles(args: Sequence[str], words: Sequence[str]) -> dict[int, str]:
    """The crib words said with their owner, by position, as the role word they stand for:
    « donneur » or « receveur », chosen so that the opponent named in the clause (« le crib
    est à lui ») turns it as `read_lookup` turns a role."""
    found: dict[int, str] = {}
    for at in _clause_positions(args, words):
        clause = [words[i] for i in at]
        owners = set(clause) & (CRIB_MINE | CRIB_THEIRS | ROLE_PARTNERS)  # the team's: mine
        if not owners:
            continue
        others = any(word in ROLE_OTHERS for word in clause)
        mine = not owners & CRIB_THEIRS and not others  # « à mon adversaire », « son crib »
        role = "donneur" if mine != others else "receveur"
        found |= {i: role for i in at if words[i] in CRIB_WORDS}
    return found


def _clauses(args: Sequence[str], words: Sequence[str]) -> list[list[str]]:
    """The folded `words` of `args` in clauses: cut after a comma, a semicolon or a full stop
    (as typed) and at « et », « mais », "and", "but"."""
    return [[words[i] for i in at] for at in _clause_positions(args, words)]


def _clause_positions(args: Sequence[str], words: Sequence[str]) -> list[list[int]]:
    """`_clauses`, as the positions of their words."""
    clauses: list[list[int]] = [[]]
    for i, (arg, word) in enumerate(zip(args, words, strict=True)):
        if word in CLAUSE_WORDS:
            clauses.append([])
            continue
        clauses[-1].append(i)
        if arg.rstrip("»\"')").endswith((",", ";", ".", "!")):
            clauses.append([])
    return clauses


def is_number(args: Sequence[str]) -> bool:
    """Whether `/ecart <args>` is only numbers (`/ecart 3`, `/ecart 5 6`): a size asked for,
    not cards (a rank alone is no card here)."""
    return bool(args) and all(word.isdigit() for word in args)


ONE_OF_EACH_RANK: Final = tuple(Card(rank, Suit.HEARTS) for rank in RANKS)
"""Stand-ins for the cards dealt when only the text is known: a rank alone reads as one of
them, as it reads among the cards dealt (`R`: the king)."""


def reads_cards(text: str) -> bool:
    """Whether a text reads as a lay-away typed: one or two cards or ranks alone, in either
    notation, read as the lay-away reader reads them (« R et D », "king, 5"); a rank typed
    twice (`5 5`) too, for the reader to ask which. Anything else, in a group, is chatter."""
    tokens = text.split()
    for lang in LANGUAGES:
        try:
            parse_cards(text, lang=lang, count=(1, 2), among=ONE_OF_EACH_RANK)
            return True
        except CardError:
            if 1 <= len(tokens) <= 2 and all(parse_rank(t, lang=lang) for t in tokens):
                return True
    return False
