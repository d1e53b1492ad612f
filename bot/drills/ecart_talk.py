"""What a member types at the discard challenge's deal that is not its cards, read in either
language: « pourquoi? » after a verdict (`asks_why`), a question about the deal (« comment? »,
« un indice? », the averages, « je comprends pas »), a pass (« je passe »), the role answered
to « Who deals? » (`role_answer`, `partner_answer`, the question read back by
`who_deals_cards`), and in a group which text is for the bot at all (`reads_at_deal`).

Pure: no Telegram, no text, no I/O. The cards typed are read in `bot.drills.ecart_typed`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from bot.drills.answer_words import normalize
from bot.drills.ecart_args import read_lookup
from bot.drills.ecart_typed import (
    lay_away_said,
    phrases,
    rank_of_word,
    reads_lay_away,
    said_words,
)
from bot.engine.card_parsing import CardError, parse_cards
from bot.engine.cards import LANGUAGES, Card

WHY_ASKED: Final = phrases(
    "pourquoi", "pourquoi ça", "pourquoi ca", "pourquoi donc", "mais pourquoi",
    "pourquoi celles-là", "pourquoi celles-la", "pourquoi ces cartes", "why", "why so",
    "why that", "why those", "why is that", "but why", "how come",
)  # fmt: skip
"""« pourquoi? », "why?" typed alone: after a verdict, why the best lay-away is the best."""


def asks_why(text: str) -> bool:
    """Whether `text` is « pourquoi? », "why?" alone (`WHY_ASKED`), any case and
    punctuation."""
    return said_words(text) in WHY_ASKED


WHY_NOT_ASKED: Final = phrases(
    "pourquoi pas", "et pourquoi pas", "mais pourquoi pas", "pis pourquoi pas",
    "pourquoi pas jeter", "pourquoi ne pas jeter", "pourquoi pas écarter",
    "pourquoi pas ecarter", "why not", "and why not", "but why not", "why not throw",
    "why not discard", "why not lay away",
)  # fmt: skip
"""Said before the cards of another lay-away asked about after a verdict (« pourquoi pas 5 5? »,
"why not the 7 9?")."""
_WHY_NOT_LONGEST: Final = max(len(said) for said in WHY_NOT_ASKED)


def why_not_cards(text: str) -> str | None:
    """The cards of « pourquoi pas 5 5? », « pourquoi pas jeter les deux 2 », "why not 7 9?"
    as typed (« 5 5 », « les deux 2 »), their question mark dropped; None when `text` does not
    open so or names nothing after."""
    tokens = text.strip().rstrip(" ?!.").split()
    words = [t.casefold().replace("\u2019", "'").strip(",;:!?.") for t in tokens]
    for n in range(min(_WHY_NOT_LONGEST, len(words)), 0, -1):
        if tuple(words[:n]) in WHY_NOT_ASKED:
            rest = " ".join(tokens[n:]).strip()
            return rest or None
    return None


def reads_at_deal(text: str) -> bool:
    """Whether a text typed in a group while the member's deal waits is for the bot: a lay-away
    (`reads_lay_away`), a role said alone (« donneur », « moi », « pas mon partenaire »,
    `role_answer`), which answers a « Who deals? » asked since, how to do it
    (`asks_how_at_deal`: « comment? »), a hint asked (`asks_hint_at_deal`: « un indice? »), the
    averages asked (`asks_average_at_deal`: « c'est quoi l'espérance? »), being lost
    (`says_lost_at_deal`: « je comprends pas ») or « pourquoi? » (`asks_why`: answered only
    right after a lookup of her own cards); the rest is chatter."""
    return (
        reads_lay_away(text)
        or role_answer(text) is not None
        or asks_how_at_deal(text)
        or asks_hint_at_deal(text)
        or asks_average_at_deal(text)
        or says_lost_at_deal(text)
        or asks_why(text)
    )


HOW_OPENERS: Final = frozenset({"comment", "how"})
"""The first word of « comment? », "how do I choose?"."""
HOW_ABOUT_DEAL: Final = frozenset(
    {"fait", "faire", "fais", "marche", "fonctionne", "choisir", "choisis", "choisit"}
    | {"garder", "garde", "jeter", "jette", "ecarter", "ecarte", "repondre", "reponds", "jouer"}
    | {"do", "work", "works", "choose", "pick", "keep", "discard", "answer", "play", "lay"}
)
"""What « comment » or "how" asks about when it is the deal (« comment on fait? », « comment
ça marche? », "how do I choose?"), not the group's talk (« comment ça va? », "how are you?")."""
HOW_FILLERS: Final = frozenset(
    {"on", "je", "j", "ca", "c", "le", "la", "les", "l", "ce", "cette", "mes", "cartes", "faut"}
    | {"il", "que", "qu", "est", "i", "we", "do", "does", "it", "this", "the", "my", "cards"}
    | {"should", "to", "a", "away", "one", "ones", "which"}
)
"""The other words of such a question, none about anything else (« comment je choisis mes
cartes? », "how does this work?")."""


def asks_how_at_deal(text: str) -> bool:
    """Whether a text typed in a group while the member's deal waits asks how to play it:
    « comment? », "how?" alone, or with words about the deal only (`HOW_ABOUT_DEAL`:
    « comment on fait? », "how do I choose?"); « comment ça va? », "how are you?", « quoi? »
    and the like are the group's talk, however `asks_how` reads them at a count."""
    words = tuple(w.replace("'", " ") for w in said_words(normalize(text)))
    words = tuple(part for w in words for part in w.split())
    if not words or words[0] not in HOW_OPENERS or reads_lay_away(text):
        return False
    rest = set(words[1:])
    return not rest or (bool(rest & HOW_ABOUT_DEAL) and rest <= HOW_ABOUT_DEAL | HOW_FILLERS)


def _plain_words(text: str) -> tuple[str, ...]:
    """The words of a text, unaccented, apostrophes and hyphens splitting them (« j'ai »,
    « aide-moi »)."""
    words = said_words(normalize(text).replace("-", " "))
    return tuple(part for w in words for part in w.replace("'", " ").split())


HINT_FILLERS: Final = frozenset(
    {"un", "une", "des", "du", "d", "petit", "svp", "stp", "s.v.p", "moi", "donne", "donnez"}
    | {"as", "tu", "t", "vous", "avez", "j", "je", "veux", "voudrais", "aurais", "peu"}
    | {"a", "an", "any", "some", "please", "pls", "me", "give", "got", "i", "need", "can"}
)
"""The other words of a hint asked alone (« un indice svp », « t'as un conseil? », "any
tips?", "can I get a hint?"), none about anything else."""


def asks_hint_at_deal(text: str) -> bool:
    """Whether a text typed in a group while the member's deal waits asks a hint for it:
    « un indice? », « des conseils svp », "a hint?", "any tips?" (`HINT_WORDS` with
    `HINT_FILLERS` only, no card named). A hint is asked about a deal, and hers is the one
    waiting; « un indice pour le tournoi? » is the group's talk."""
    words = _plain_words(text)
    if not words or reads_lay_away(text) or not set(words) & HINT_WORDS:
        return False
    return set(words) <= HINT_WORDS | HINT_FILLERS


LOST_WORDS: Final = frozenset(
    {"je", "j", "ne", "n", "comprends", "comprend", "pas", "rien", "ai", "compris", "y"}
    | {"i", "dont", "don", "t", "do", "not", "understand", "get", "it"}
)
"""The words of « je comprends pas », « j'ai pas compris », « j'y comprends rien », "I don't
understand", "I don't get it" said alone."""


def says_lost_at_deal(text: str) -> bool:
    """Whether a text typed in a group while the member's deal waits says she is lost, and
    nothing else: « je comprends pas », « j'ai pas compris », "I don't understand" (a verb
    of understanding denied, `LOST_WORDS` only). « Je comprends pas pourquoi Jean a gagné »
    is the group's talk; whether it is about her deal or another member's, the handler tells
    by which was posted last."""
    words = set(_plain_words(text))
    said = words & {"comprends", "comprend", "compris", "understand", "get"}
    return bool(said) and bool(words & {"pas", "rien", "not", "t", "dont"}) and words <= LOST_WORDS


HINT_WORDS: Final = frozenset(
    {"indice", "indices", "conseil", "conseils", "suggestion", "aide", "aidez"}
    | {"hint", "hints", "tip", "tips", "advice", "clue", "help"}
)
"""A hint asked for at a lay-away (« un indice svp », "any advice?")."""
QUESTION_WORDS: Final = frozenset(
    {"quoi", "quel", "quelle", "quels", "quelles", "lequel", "laquelle", "lesquels"}
    | {"lesquelles", "que", "qu'est-ce", "what", "which", "what's", "whats"}
    | {"pourquoi", "why"}
)
"""A question's first word (« quoi faire », « lequel je jette? », "which is best"; « pourquoi »
without its question mark, which read as a card)."""
PASSING: Final = phrases(
    "je passe", "passe", "je passe mon tour", "on passe", "skip", "pass", "i pass", "i skip",
)  # fmt: skip
"""The player passes the lay-away (« je passe », "skip"): told to pick anyway."""


def asks_at_lay_away(text: str) -> bool:
    """Whether a text typed at a lay-away asks for help rather than names cards: no card reads
    in it (`reads_lay_away`) and it asks a hint (`HINT_WORDS`), opens with a question word
    (« quoi faire », "which is best?") or ends with a question mark with no rank in it (« c
    quoi le mieux? »; « le 5 pis le valett? » is cards mistyped)."""
    words = said_words(text)
    if not words or reads_lay_away(text):
        return False
    if words[0] in QUESTION_WORDS or set(words) & HINT_WORDS:
        return True
    ranked = any(rank_of_word(word, lang) is not None for word in words for lang in LANGUAGES)
    return text.rstrip().endswith("?") and not ranked


AVERAGE_WORDS: Final = frozenset(
    {"esperance", "lesperance", "moyenne", "moyennes", "average", "averages", "expected"}
    | {"expectation", "ev"}
)
"""What the verdict's averages are called (« l'espérance », « en moyenne », "expected value");
« lesperance » is « l'espérance » typed with no apostrophe (« c quoi lesperance? »)."""


def asks_average(text: str) -> bool:
    """Whether a text typed at a lay-away asks what its averages are (« c'est quoi
    l'espérance? », « ça veut dire quoi en moyenne? », "what is the expected value?"): it
    names one (`AVERAGE_WORDS`) and no card reads in it (`reads_lay_away`)."""
    words = _plain_words(text)
    return bool(set(words) & AVERAGE_WORDS) and not reads_lay_away(text)


AVERAGE_FILLERS: Final = frozenset(
    {"c", "est", "quoi", "ca", "veut", "dire", "l", "la", "le", "les", "en", "une", "un"}
    | {"qu", "que", "ce", "signifie", "cette", "votre", "ton", "points", "point"}
    | {"what", "is", "s", "does", "do", "mean", "means", "the", "an", "on", "value", "by"}
    | {"svp", "stp", "please"}
)
"""The other words of a question about the averages asked alone (« c'est quoi l'espérance? »,
« ça veut dire quoi en moyenne? », "what is the expected value?"), none about anything else."""


def asks_average_at_deal(text: str) -> bool:
    """Whether a text typed in a group while the member's deal waits asks what its averages
    are (`asks_average`, with `AVERAGE_FILLERS` only): « ma moyenne au tournoi » is the
    group's talk."""
    words = set(_plain_words(text))
    return asks_average(text) and words <= AVERAGE_WORDS | AVERAGE_FILLERS


def passes_lay_away(text: str) -> bool:
    """Whether a text typed at a lay-away passes it (« je passe », "skip")."""
    return said_words(lay_away_said(text)) in PASSING


def who_deals_asked(asked: object, chat_id: int) -> Mapping[str, object] | None:
    """The « Who deals? » the player was asked last, as kept in their settings (`{"chat": <chat
    id>, "cards": "5H,5D,…", "message": <its id>}`), when it was asked in this chat; None
    otherwise (another chat, none, or not a record)."""
    if not isinstance(asked, Mapping) or asked.get("chat") != chat_id:
        return None
    return asked


def who_deals_after(asked: object, chat_id: int, message_id: int | None) -> bool:
    """Whether the « Who deals? » asked in this chat (`who_deals_asked`) came after the message
    `message_id` (a deal waiting): « je sais pas » typed next is about it."""
    here = who_deals_asked(asked, chat_id)
    if here is None or message_id is None:
        return False
    shown = here.get("message")
    return isinstance(shown, int) and shown > message_id


def who_deals_cards(asked: object, chat_id: int) -> tuple[Card, ...] | None:
    """The cards of the « Who deals? » asked in this chat (`who_deals_asked`) and not answered
    yet; None: none here, or cards that no longer read."""
    here = who_deals_asked(asked, chat_id)
    if here is None:
        return None
    try:
        return tuple(parse_cards(str(here.get("cards", ""))))
    except CardError:
        return None


WHO_DEALS_ME: Final = phrases(
    "moi", "c'est moi", "cest moi", "c est moi", "moi-même", "moi même", "me", "i do", "it's me",
    "its me", "it is me", "myself", "me myself",
)  # fmt: skip
"""« Qui donne? » answered « moi », "me": the player deals."""
WHO_DEALS_OTHER: Final = phrases(
    "pas moi", "c'est pas moi", "cest pas moi", "c est pas moi", "ce n'est pas moi", "lui",
    "elle", "c'est lui", "c'est elle", "l'autre", "l'autre joueur", "mon adversaire",
    "quelqu'un d'autre", "un autre", "un autre joueur", "not me", "it's not me", "its not me",
    "him", "her", "it's him", "it's her", "the other", "the other one", "the other player",
    "my opponent", "someone else", "another player", "pas mon partenaire",
    "pas ma partenaire", "c'est pas mon partenaire", "c'est pas ma partenaire",
    "ce n'est pas mon partenaire", "ce n'est pas ma partenaire", "pas mon coéquipier",
    "pas ma coéquipière", "not my partner", "not partner", "it's not my partner",
    "its not my partner", "not my teammate",
)  # fmt: skip
"""« Qui donne? » answered « pas moi », « lui », "the other one", « pas mon partenaire »: another
player deals (an opponent: the player is the pone)."""


WHO_DEALS_PARTNER: Final = phrases(
    "mon partenaire", "ma partenaire", "partenaire", "c'est mon partenaire",
    "c'est ma partenaire", "mon coéquipier", "ma coéquipière", "my partner", "partner",
    "it's my partner", "its my partner", "my teammate",
)  # fmt: skip
"""« Qui donne? » answered « mon partenaire », "my partner": two against two, the crib is the
player's team's (laid away for as the dealer's)."""


def partner_answer(text: str) -> bool:
    """Whether a text typed alone after « Who deals? » names the player's partner as the dealer
    (« mon partenaire », « mon partenaire donne », "my partner"): the crib is their team's."""
    said = read_lookup(text.strip(" !?.").split())
    if said.dealer is not None:
        return said.partner and not said.cards
    return said_words(text) in WHO_DEALS_PARTNER


def role_answer(text: str) -> bool | None:
    """The role a text typed alone after « Who deals? » gives (True: the player deals): a role
    said with no card (« donneur », « je donne pas », "my crib": `read_lookup`), or the
    person named (« moi », « pas moi », « lui », "me", "not me"; « mon partenaire », the crib
    the team's: `partner_answer`); None for anything else."""
    said = read_lookup(text.strip(" !?.").split())
    if said.dealer is not None:
        return None if said.cards else said.dealer
    words = said_words(text)
    if words in WHO_DEALS_ME or words in WHO_DEALS_PARTNER:
        return True
    return False if words in WHO_DEALS_OTHER else None
