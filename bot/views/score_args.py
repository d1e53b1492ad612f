"""Reading /score's words (and the inline query's, and `muggins score`'s): the cards, a crib's
or a hand's (« crib » before or after them, in either language), the starter's name or bar
dropped, and the count called after them, with « = » or without. Their wording is
`bot.views.commands` and `bot.views.show`."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Final

from bot.drills.answer_words import ARROWS
from bot.drills.answers import looks_like_answer
from bot.engine.card_parsing import CardError, parse_cards, parse_rank, unaccented
from bot.engine.cards import LANGUAGES, Card
from bot.i18n import card_input

CRIB_WORDS: Final = frozenset({"crib", "cribbage", "cribe", "chien", "kitty"})
"""/score crib … and `@bot crib …`: the cards are a crib (« cribe », as Québec players also
write it; « chien », « que l'on appelle cribe »; "kitty", its name in parts of Canada)."""
HAND_WORDS: Final = frozenset({"main", "hand"})
"""/score main … and `@bot hand …`: the cards are a hand, as when nothing is said."""
CRIB_LINKS: Final = frozenset(
    {"au", "dans", "le", "la", "mon", "ma", "pour", "in", "the", "my", "for"}
)
"""The words said before « crib » or « main » after the cards: « …, au crib », « … dans ma
main », « … pour le crib », "… in the crib", "… for the crib"."""
STARTER_WORDS: Final = frozenset({"coupe", "coupee", "depart", "starter", "cut"})
"""/score … coupe 5P: the starter named before the last card, as players label it."""
STARTER_LINKS: Final = frozenset({"carte", "de", "la", "le", "et", "the", "and", "card"})
"""Said with the starter's name (« et la carte de départ », "the cut card"): dropped with it."""
CLAIM_LINKS: Final = frozenset({"pour", "for", "soit"})
"""Said before the count after /score's cards (« … 5P pour 29 », "… 5S for 29"): dropped when
the count reads only without it."""


@dataclass(frozen=True, slots=True)
class ScoreAsk:
    """What /score's words ask: the cards (as typed), a crib's or a hand's, and the count
    called after « = » (None: no call, the engine's count is shown)."""

    crib: bool
    cards: str
    call: str | None


def read_score_args(args: Sequence[str]) -> ScoreAsk | None:
    """/score [crib] <cards> [crib] [= CALL]; None: no cards, a count called or not (the
    notation is shown). « crib » after the cards counts too, as players say it (« 5C 5K 5T
    VP 5P, au crib »), and « main » ("hand") there is dropped, as before them."""
    args = [_arrow_as_equals(word) for word in args]
    crib = bool(args) and _crib_word(args[0])
    hand = bool(args) and not crib and _hand_word(args[0])  # « /score main 5C … »
    words = [part for word in args[1 if crib or hand else 0 :] for part in _crib_unglued(word)]
    if not crib:
        call_at = next((i for i, word in enumerate(words) if "=" in word), len(words))
        named = words[call_at - 1] if call_at > 0 else ""
        if _crib_word(named) or _hand_word(named):  # « … 5P main », "… 5S in my hand"
            crib = _crib_word(named)
            del words[call_at - 1]
            while call_at > 1 and words[call_at - 2].strip("(«").casefold() in CRIB_LINKS:
                call_at -= 1
                del words[call_at - 1]
    cards, equals, call = " ".join(words).partition("=")
    if not cards.strip() or _count_alone(cards):  # « /score = 29 », « /score 29 »: no cards
        return None
    return ScoreAsk(crib, _starter_unnamed(_starter_barred(cards)), call if equals else None)


def _arrow_as_equals(word: str) -> str:
    """A word with its arrows (`ARROWS`) written « = »."""
    for arrow in ARROWS:
        word = word.replace(arrow, "=")
    return word


def call_goes_on(words: Sequence[str]) -> bool:
    """Whether the words typed after `muggins score … --claim CALL`'s first word go on with
    the call (« --claim quinze 2 quinze 4 », « --claim 29 pts », the call not in quotes), not
    with the cards: none calls a count (« = 29 », « -> 29 »: a second count) and not all are
    cards (« VP --claim 28 5P »: the starter typed after)."""
    if not words or any("=" in _arrow_as_equals(word) for word in words):
        return False
    return not all(_is_card(word) for word in words)


def _is_card(text: str) -> bool:
    """Whether `text` reads as one card, in either language's notation."""
    for lang in LANGUAGES:
        try:
            parse_cards(text, lang=lang, count=1)
        except CardError:
            continue
        return True
    return False


def _count_alone(text: str) -> bool:
    """Whether /score's words are a count with no rank in them (« 29 », « ça fait 29 »; not
    « 5 » nor « valet », a card without its suit): the player asks about a count with no
    hand, and is shown how to type one."""
    ranks = (parse_rank(word, lang=lang) for word in text.split() for lang in LANGUAGES)
    return looks_like_answer(text.strip()) and not any(ranks)


def _crib_unglued(word: str) -> list[str]:
    """« crib=29 » as « crib » and « =29 »: the crib named, then the count called."""
    named, equals, call = word.partition("=")
    return [named, equals + call] if equals and _crib_word(named) else [word]


def _crib_word(word: str) -> bool:
    """Whether a word is « crib », as typed around the cards (« crib: », « (crib) »)."""
    return word.strip(".,;:!?()«»").casefold() in CRIB_WORDS


def _hand_word(word: str) -> bool:
    """Whether a word is « main » or "hand", as typed before the cards (« main : »)."""
    return word.strip(".,;:!?()«»").casefold() in HAND_WORDS


def count_after_cards(asked: ScoreAsk, lang: str, count: int) -> tuple[ScoreAsk, list[Card]] | None:
    """/score's words read as `count` cards then a count called without « = » (« /score 5C
    5K 5T VP 5P 29 », "… 5S: fifteen 16, …"), when the whole text is no cards: the cards
    and the call, or None (the cards' error stands). The count said is shown with the
    verdict, never taken silently."""
    if asked.call is not None:
        return None
    words = asked.cards.split()
    for end in range(1, len(words)):
        said = words[end:]
        named = _crib_named(said)  # « … 5P au crib 29 »: named before the count, as before « = »
        crib = asked.crib or any(_plain(word) in CRIB_WORDS for word in said[:named])
        call = " ".join(said[named:] if crib else said).lstrip(":")  # « … 5P : 28 »
        try:
            cards = card_input.read_cards(" ".join(words[:end]), lang, count)
        except CardError:
            continue
        claim = _claim_unlinked(call)
        if claim is not None and not _rank_alone(claim):
            return ScoreAsk(crib, " ".join(words[:end]), claim), cards
        return None
    return None


def _plain(word: str) -> str:
    """A word as the lists hold it: folded, its punctuation off."""
    return word.casefold().strip(".,;:!?")


def _crib_named(said: Sequence[str]) -> int:
    """How many of the words after the cards name the crib before the count (« au crib 29 »:
    two), the count itself always left."""
    named = 0
    while named < len(said) - 1 and _plain(said[named]) in CRIB_LINKS | CRIB_WORDS:
        named += 1
    return named


def _rank_alone(call: str) -> bool:
    """Whether a count said after the cards is a rank's name alone (« valet », "jack"): a card
    more typed without its suit, not « un pour le valet » claimed (it was judged a claim of
    1, « Muggins pour 28 points! »). A number alone is a count."""
    word = call.strip().strip(".,;:!?")
    return " " not in word and not word.isdecimal() and _ranked(word)


def _ranked(word: str) -> bool:
    """Whether a word is a rank in either notation."""
    return any(parse_rank(word, lang=lang) is not None for lang in LANGUAGES)


def count_after_wrong_cards(asked: ScoreAsk, lang: str, count: int) -> tuple[int, str] | None:
    """/score's words read as cards, but not `count` of them, then a count called without
    « = » (« /score 5C 5K 5T VP 29 »: the starter left out, « 29 » is no card): how many
    cards were read and the count said, or None (the cards' error stands)."""
    if asked.call is not None:
        return None
    words = asked.cards.split()
    for end in range(1, len(words)):
        said = words[end:]
        named = _crib_named(said)  # « … VP au crib 29 »
        claim = _claim_unlinked(" ".join(said[named:]).lstrip(":"))
        if claim is None or _rank_alone(claim):  # « … VP valet »: a card without its suit
            continue
        link, _, rest = claim.partition(" ")  # « pour 29 »: the count is « 29 »
        claim = rest if link.casefold() in CLAIM_LINKS and rest else claim
        try:
            cards = card_input.read_cards(" ".join(words[:end]), lang)
        except CardError:
            return None
        return (len(cards), claim) if len(cards) != count else None
    return None


def words_after_cards(asked: ScoreAsk, lang: str, count: int) -> str | None:
    """The words typed after `count` cards that are no count (« /score 5C 5K 5T VP 5P merci »):
    the cards are all there, the words after them are said not to read, rather than « merci »
    named an unknown card; None when the words before them are not `count` cards."""
    after = words_after(asked.cards, lang, (count,))
    return None if after is None else after[1]


def words_after(text: str, lang: str, counts: Collection[int]) -> tuple[int, str] | None:
    """How many cards `text` starts with (one of `counts`) and the words after them, when
    those are no card nor rank (« merci », "hello world"); None otherwise (a sixth card, « 6 de
    cœur », is too many cards)."""
    words = text.split()
    for end in range(min(counts), len(words)):
        try:
            cards = card_input.read_cards(" ".join(words[:end]), lang, counts)
        except CardError:
            continue
        after = words[end:]
        ranked = any(parse_rank(after[0].strip(".,;:"), lang=other) for other in LANGUAGES)
        if ranked or any(_is_card(" ".join(after[:n])) for n in range(1, 5)):
            continue  # a card more (« … 5P 6C », « … 5P 6 de cœur »): read further
        return len(cards), " ".join(after)
    return None


def call_without_cards(args: Sequence[str]) -> str | None:
    """The count of `muggins score = 29` (« 29 »): said with no cards before it (« crib »
    and « main » aside); None when nothing is said but those words, or when there are cards."""
    if read_score_args(args) is not None:
        return None
    parts = [part for word in args for part in _crib_unglued(word)]  # « crib=29 »
    words = [word for word in parts if not _crib_word(word) and not _hand_word(word)]
    call = " ".join(words).replace("=", " ").strip()
    return " ".join(call.split()) or None


def _claim_unlinked(call: str) -> str | None:
    """The count said after /score's cards, as it reads (« 29 », « ça fait 29 », « pour un
    total de 29 »), or without the word before it when only so (« pour 29 » -> « 29 »); None
    when it is no count."""
    if looks_like_answer(call):
        return call
    link, _, rest = call.partition(" ")
    if link.casefold() in CLAIM_LINKS and looks_like_answer(rest):
        return rest
    return None


def _starter_barred(text: str) -> str:
    """/score's cards with the bar the bot writes between the hand and the starter in its
    inline titles dropped (« 5C 5K 5T VP | 5P », « …JS|5S », « … | 5P 29 »): only when one
    bar is followed by one card and no other card. Anywhere else the bar stays, and the reply
    says it is no card."""
    head, bar, tail = text.rpartition("|")
    after = tail.split()
    if not bar or "|" in head or not head.strip():
        return text
    said = next((n for n in range(1, 5) if _is_card(" ".join(after[:n]))), None)
    if said is None:  # « 5 de pique » takes three words
        return text
    if len(after) > said and _is_card(after[said]):  # « 5H | 5D 5C JS 5S »: not the starter
        return text
    return f"{head.rstrip()} {tail.lstrip()}"


def _starter_unnamed(text: str) -> str:
    """/score's cards with the name of the starter said before it dropped (« 5C 5K 5T VP
    coupe 5P », « …, carte de départ : 5P », "… cut card 5S"): only when one card follows the
    name, the last card being the starter as always. Anywhere else the word stays, and the
    reply says it is no card."""
    words = text.split()
    plain = [unaccented(word.casefold().strip(".,;:!?()«»")) for word in words]
    at = next((i for i, word in enumerate(plain) if word in STARTER_WORDS), None)
    if at is None or at == 0:  # no name, or a name first: no card before it to count
        return text
    end = at + 1
    while end < len(words) and plain[end] in STARTER_LINKS | {""}:
        end += 1
    if not _is_card(" ".join(words[end:])):
        return text
    start = at
    while start > 0 and plain[start - 1] in STARTER_LINKS | {""}:
        start -= 1
    return " ".join(words[:start] + words[end:])
