"""The words said around a lay-away typed at the discard challenge, read in either language.

Pure: no Telegram, no text, no I/O. `lay_away_said` drops the verb said before the cards and
the crib or the courtesy after them (« je jette le 5 pis le valet svp »); `both_rank` is the
rank whose two cards « les deux 9 », "both 9s", « les neufs » name (the lay-away reader,
`bot.views.ecart_typed.read_discard`, finds them in the deal); `reads_lay_away` tells, in a
group, a lay-away typed from chatter, and `names_cards_of` one meant for the member's deal.
What is typed at a deal that is not cards (questions, a pass, « Who deals? » answered) is
read in `bot.drills.ecart_talk`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import suppress
from typing import Final

from bot.drills.ecart import Challenge
from bot.drills.ecart_args import ONE_OF_EACH_RANK, ROLE_PUNCTUATION, reads_cards
from bot.engine.card_parsing import CardError, parse_cards, parse_rank, unaccented
from bot.engine.cards import LANGUAGES, Card, Suit, card_code
from bot.engine.show import HAND_SIZE

RANK_PUNCTUATION: Final = ".,;:!?"
"""Around a rank typed alone (« 5, 5 », « les deux 9. »): not part of it."""

BOTH_DETERMINERS: Final = frozenset(
    {"les", "mes", "ces", "la", "ma", "une", "the", "my", "those", "of", "de"}
)
"""Said around « les deux 9 », « la paire de 9 », "both of the 9s": skipped."""
PLURAL_DETERMINERS: Final = frozenset({"les", "mes", "ces"})
"""Before a rank alone (« les 9 », « mes valets »): both cards of that rank, as a rank said in
the plural (« neufs », "nines") is."""
BOTH_COUNTS: Final = frozenset({"deux", "two", "both", "paire", "pair"})
"""« deux », "two", "both", « paire » before a rank: the two cards of that rank (« 2 » too after
« les »: « les 2 neuf »; alone, « 2 9 » is a two and a nine)."""
SURE_COUNTS: Final = frozenset({"both", "paire", "pair"})
"""Counts that say both cards without « les » before them (« paire de 9 », "both 9s"); « deux
9 » may be a two and a nine."""


def rank_of_word(word: str, lang: str) -> int | None:
    """A rank, singular or plural (« 9 », « valets », "9s", "nines", "sixes")."""
    stems = [word] + [word[: -len(end)] for end in ("es", "s", "x") if word.endswith(end)]
    for stem in stems:
        rank = parse_rank(stem, lang=lang) if stem else None
        if rank is not None:
            return rank
    return None


def plural_rank(words: Sequence[str], said: Sequence[str], lang: str) -> int | None:
    """The rank of « les 9 », « mes valets », "nines": a rank alone after a plural
    determiner, or said in the plural; None for anything else, a card ("9s" is the nine of
    spades) or a count (« les deux », « les 2 »: the two of what?)."""
    if len(said) != 1 or said[0] in BOTH_COUNTS | {"2"}:
        return None
    word = said[0]
    try:
        parse_cards(word, lang=lang, count=1)
        return None
    except CardError:
        pass
    rank = rank_of_word(word, lang)
    plural = words[0] in PLURAL_DETERMINERS or parse_rank(word, lang=lang) is None
    return rank if plural else None


def both_rank(text: str, lang: str, *, bare: bool = False) -> int | None:
    """The rank whose two cards `text` names (« les deux 9 », "both 9s", "the two nines",
    « les 2 neuf », « les neufs », « mes valets », « la paire de 9 »), read in `lang`; None
    when it says anything else. Said without « les », « paire » or "both" (« deux 9 », which
    may be a two and a nine) only when `bare`."""
    words = [word.casefold().strip(RANK_PUNCTUATION) for word in text.split()]
    determined = bool(words) and words[0] in BOTH_DETERMINERS
    said = [word for word in words if word and word not in BOTH_DETERMINERS]
    rank = plural_rank(words, said, lang)
    if rank is None and len(said) == 2:
        count, rank_word = said
        if count not in BOTH_COUNTS and not (count == "2" and determined):
            return None
        if not (bare or determined or count in SURE_COUNTS):
            return None
        rank = rank_of_word(rank_word, lang)
    return rank


TWICE_FILLERS: Final = frozenset({"et", "and", "pis", "puis", "le", "the"})
"""Around a rank typed twice (« le 5 et le 5 », "6 and 6"): skipped."""


def rank_typed_twice(text: str, lang: str) -> int | None:
    """The rank typed alone twice (« 2 2 », « 5, 5 », « le valet et le valet », "6 and 6"), read in
    `lang`: the two cards of that rank, as « les deux 2 » says them; None for anything else
    (« 2 9 », a card with its suit)."""
    words = [word.casefold().strip(RANK_PUNCTUATION) for word in text.split()]
    words = [word for word in words if word and word not in TWICE_FILLERS]
    if len(words) != 2:
        return None
    ranks = {parse_rank(word, lang=lang) for word in words}
    return ranks.pop() if len(ranks) == 1 else None


SUIT_WORDS: Final[Mapping[str, Suit]] = {
    **dict.fromkeys(("trefle", "trefles", "club", "clubs"), Suit.CLUBS),
    **dict.fromkeys(("coeur", "coeurs", "heart", "hearts"), Suit.HEARTS),
    **dict.fromkeys(("carreau", "carreaux", "diamond", "diamonds"), Suit.DIAMONDS),
    **dict.fromkeys(("pique", "piques", "spade", "spades"), Suit.SPADES),
}
"""A suit named in words, either language (without accents, « œ » spelled « oe »)."""
SUIT_DETERMINERS: Final = frozenset({"les", "mes", "ces", "the", "my", "those"})
"""Before a suit said for the lay-away (« les trèfles », "my clubs")."""
SUIT_COUNTS: Final = frozenset({"deux", "two", "both"})
"""A count before a suit said for the lay-away (« deux trèfles », "both clubs")."""


def suit_said(text: str) -> Suit | None:
    """The suit whose cards « les deux trèfles », « mes cœurs », "both clubs" lay away: a
    determiner (`SUIT_DETERMINERS`), a count (« deux », "two", "both"; « 2 » after a
    determiner) or both, then a suit word, nothing else; None otherwise (« trèfle » alone,
    « 2 de trèfle », the two of clubs)."""
    words = [
        unaccented(word.casefold().replace("œ", "oe")).strip(RANK_PUNCTUATION)
        for word in lay_away_said(text).split()
    ]
    words = [word for word in words if word]
    determined = bool(words) and words[0] in SUIT_DETERMINERS
    rest = words[1:] if determined else words
    counted = bool(rest) and (rest[0] in SUIT_COUNTS or (determined and rest[0] == "2"))
    rest = rest[1:] if counted else rest
    if len(rest) != 1 or not (determined or counted):
        return None
    return SUIT_WORDS.get(rest[0])


def _glued_ranks(word: str, lang: str) -> tuple[str, str] | None:
    """« R5 », « 10R », "K5": two ranks written together, one of them a letter, split; None
    for a card code in either language (« RK », "KD", "AD" typed in French), digits alone
    (« 23 ») or anything else."""
    if word.isdigit():
        return None
    for notation in LANGUAGES:
        with suppress(CardError):
            parse_cards(word, lang=notation, count=1)
            return None
    for cut in range(1, len(word)):
        left, right = word[:cut], word[cut:]
        if parse_rank(left, lang=lang) is not None and parse_rank(right, lang=lang) is not None:
            return left, right
    return None


def split_glued_ranks(text: str, lang: str) -> str:
    """`text` with two ranks written together split apart (« je jette R5 » is « je jette R
    5 »: a king and a five; `_glued_ranks`); as typed when none is."""
    words = []
    for word in text.split():
        glued = _glued_ranks(word.strip(RANK_PUNCTUATION), lang)
        words.append(word if glued is None else word.replace("".join(glued), " ".join(glued), 1))
    return " ".join(words)


def other_notation_reading(text: str, challenge: Challenge, lang: str) -> list[Card] | None:
    """The lay-away `text` names in the other language's card codes, when every card of it is
    dealt (« 2C 3C » in French is 2♥ 3♥; in English 2♣ 3♣, the deal's clubs); None otherwise.
    Asked only when the reader's own notation names cards not dealt."""
    other = next(code for code in LANGUAGES if code != lang)
    try:
        cards = parse_cards(text, lang=other, count=challenge.lay_away, among=challenge.cards)
    except CardError:
        return None
    return cards if all(card in challenge.cards for card in cards) else None


def ranks_not_held(text: str, cards: Sequence[Card], lang: str) -> tuple[int, ...]:
    """The ranks typed alone in `text` (« R 5 », « le roi pis le 5 ») that none of `cards`
    has, each once, in the order typed; whole cards (« 5♠ ») are not ranks alone."""
    held = {card.rank for card in cards}
    typed = (parse_rank(word.strip(RANK_PUNCTUATION), lang=lang) for word in text.split())
    return tuple(dict.fromkeys(rank for rank in typed if rank is not None and rank not in held))


def cards_named(text: str, cards: Sequence[Card], lang: str) -> int | None:
    """How many of `cards` `text` names, a rank alone that several of them hold counted as
    one card, whichever (« 5 10 V » with 5♥ 5♦ dealt: three), so that a count wrong anyway is
    said before the suit asked; None when the text does not read as cards of theirs."""
    held: dict[int, list[Card]] = {}
    for card in cards:
        held.setdefault(card.rank, []).append(card)
    words = []
    for word in text.split():
        rank = parse_rank(word.strip(RANK_PUNCTUATION), lang=lang)
        if rank is not None and len(held.get(rank, ())) > 1:
            # one of them, the next not yet taken (« 5 5 » names both)
            taken = held[rank]
            word = card_code(taken.pop(0), lang) if taken else word
        words.append(word)
    codes = " ".join(words)
    with suppress(CardError):
        return len(parse_cards(codes, lang=lang, among=cards))
    return None


def phrases(*said: str) -> frozenset[tuple[str, ...]]:
    return frozenset(tuple(phrase.split()) for phrase in said)


LAY_AWAY_VERBS: Final = phrases(
    "j'écarte", "j'ecarte", "écarte", "ecarte", "je jette", "jette", "je mets", "mets",
    "je vais jeter", "i lay away", "lay away", "i'll lay away", "i discard", "discard",
    "i'll discard", "i throw", "i'll throw", "throw", "i put", "put",
)  # fmt: skip
"""Said before the cards of a lay-away (« je jette le 5 pis le valet », "I lay away the 5 and
the jack"): skipped."""
LAY_AWAY_AFTER: Final = phrases(
    "au crib", "au cribe", "dans le crib", "dans mon crib", "in the crib", "to the crib",
    "in my crib", "svp", "stp", "s'il vous plaît", "s'il vous plait", "s'il-vous-plaît",
    "merci", "please", "thanks", "thank you",
)  # fmt: skip
"""Said after the cards (« … au crib », « … svp », "… please"): skipped."""
_SAID_LONGEST: Final = 3


def lay_away_said(text: str) -> str:
    """The cards of a typed lay-away without the verb said before them (`LAY_AWAY_VERBS`) and
    the crib or the courtesy said after (`LAY_AWAY_AFTER`): « je jette le 5 pis le valet svp »
    is « le 5 pis le valet ». The text as typed when nothing else is left."""
    tokens = text.split()
    words = [t.casefold().replace("\u2019", "'").strip(ROLE_PUNCTUATION) for t in tokens]
    start, end = 0, len(tokens)
    for n in range(_SAID_LONGEST, 0, -1):
        if tuple(words[:n]) in LAY_AWAY_VERBS:
            start = n
            break
    cut = True
    while cut:
        cut = False
        for n in range(_SAID_LONGEST, 0, -1):
            if end - n >= start and tuple(words[end - n : end]) in LAY_AWAY_AFTER:
                end, cut = end - n, True
                break
    return " ".join(tokens[start:end]) or text


KEEP_VERBS: Final = phrases(
    "je garde", "garde", "je vais garder", "je veux garder", "je garderais", "i keep", "keep",
    "i'll keep", "i'd keep", "i'm keeping",
)  # fmt: skip
"""Said before the cards kept (« je garde 5 5 10 V », "I keep 5 5 10 J"): the lay-away is the
other cards of the deal."""


ALL_WORDS: Final = frozenset({"tout", "toutes", "tous", "everything", "all"})
BUT_WORDS: Final = frozenset({"sauf", "excepté", "excepte", "but", "except"})


def all_but_said(text: str) -> str | None:
    """The cards after « tout sauf », "everything but", "all except" (« je garde tout sauf le
    2 »: the keep verb before it or not), which are the lay-away; None when the text does not
    say it so."""
    tokens = text.split()
    words = [t.casefold().replace("\u2019", "'").strip(ROLE_PUNCTUATION) for t in tokens]
    start = next((n for n in range(_SAID_LONGEST, 0, -1) if tuple(words[:n]) in KEEP_VERBS), 0)
    if len(words) < start + 3 or words[start] not in ALL_WORDS:
        return None
    if words[start + 1] not in BUT_WORDS:
        return None
    return " ".join(tokens[start + 2 :])


PAIR_SEPARATORS: Final = frozenset({"et", "pis", "and", "&"})
"""Between the cards said kept (« les 5, le valet et la dame »): where a pair said in words
ends."""


def pairs_named(text: str, cards: Sequence[Card], lang: str) -> str:
    """`text` (the cards said kept) with each pair said in words (« les 5 », « la paire de 5 »,
    "the fives": `both_rank`) written as the codes of the two cards of that rank in `cards`
    (« 5C 5K »), so that the card reader reads them; a pair that `cards` do not hold exactly
    twice stays as said (the reader tells why). The same text when it says no such pair."""
    segments: list[list[str]] = [[]]
    for token in text.split():
        if token.casefold() in PAIR_SEPARATORS:
            segments.append([])
            continue
        segments[-1].append(token.rstrip(","))
        if token.endswith(","):
            segments.append([])
    said = []
    changed = False
    for segment in segments:
        rank = both_rank(" ".join(segment), lang) if segment else None
        held = [card for card in cards if card.rank == rank]
        if rank is not None and len(held) == 2:
            said.append(" ".join(card_code(card, lang) for card in held))
            changed = True
        else:
            said.append(" ".join(segment))
    return " ".join(part for part in said if part) if changed else text


def kept_said(text: str) -> str | None:
    """The cards said after « je garde », "I keep" (`KEEP_VERBS`), the crib or the courtesy
    after them dropped as for a lay-away (`lay_away_said`); None when the text does not say
    what is kept, or names no card after the verb."""
    tokens = text.split()
    words = [t.casefold().replace("\u2019", "'").strip(ROLE_PUNCTUATION) for t in tokens]
    for n in range(_SAID_LONGEST, 0, -1):
        if tuple(words[:n]) in KEEP_VERBS and len(tokens) > n:
            return lay_away_said(" ".join(tokens[n:]))
    return None


def said_words(text: str) -> tuple[str, ...]:
    words = (t.casefold().replace("\u2019", "'").strip(ROLE_PUNCTUATION) for t in text.split())
    return tuple(word for word in words if word)


PAIR_WORDS: Final = frozenset({"paire", "pair"})


def says_the_pair(text: str) -> bool:
    """Whether `text` lays away « la paire », "the pair" (no rank said: the deal's pair)."""
    words = [w for w in said_words(lay_away_said(text)) if w not in BOTH_DETERMINERS]
    return len(words) == 1 and words[0] in PAIR_WORDS


def reads_kept(text: str) -> bool:
    """Whether the words said after « je garde » read as the cards kept, up to four, in either
    notation (« 5 5 10 V »: a rank typed twice is each card of it), not the group's talk
    (« le moral »)."""
    once = " ".join(dict.fromkeys(text.split()))  # « 5 5 10 V »: « 5 10 V »
    for lang in LANGUAGES:
        with suppress(CardError):
            parse_cards(once, lang=lang, count=range(1, HAND_SIZE + 1), among=ONE_OF_EACH_RANK)
            return True
    return False


def reads_lay_away(text: str) -> bool:
    """Whether a text reads as the discard challenge's lay-away typed (in a group, the rest is
    chatter): cards as `reads_cards` reads them, or both cards of a rank named, as its reader
    (`bot.views.ecart_typed.read_discard`) takes them (« les deux 9 », « les neufs », "both
    9s": `both_rank`; « la paire »: `says_the_pair`; « les deux trèfles »: `suit_said`); the
    cards said kept too (« je garde 5 5 10 V »: `reads_kept`)."""
    kept = kept_said(text)  # « je garde 5 5 10 V »
    if kept is not None:
        return reads_kept(kept)
    said = lay_away_said(text)  # « je jette le 5 pis le valet svp »
    if reads_cards(said) or says_the_pair(said) or suit_said(said) is not None:
        return True
    return any(both_rank(said, lang) is not None for lang in LANGUAGES)


def names_cards_of(text: str, challenge: Challenge) -> bool:
    """Whether a lay-away typed names a card or a rank the `challenge` deals (« la paire de
    rois » at a deal with one king, « 5♥ V♠ » at one with the 5♥): in a group it is meant for
    the member's own deal, and why it cannot be laid away is said (other group talk that
    reads as cards stays unanswered); so too a suit said (« les deux piques ») that it deals."""
    said = kept_said(text) or lay_away_said(text)  # « je garde 5 5 10 R »: the cards kept
    suit = suit_said(said)
    if suit is not None and any(card.suit is suit for card in challenge.cards):
        return True
    ranks = {both_rank(said, lang) for lang in LANGUAGES}
    for lang in LANGUAGES:
        with suppress(CardError):  # ranks alone (« R et D »)
            ranks |= {c.rank for c in parse_cards(said, lang=lang, among=ONE_OF_EACH_RANK)}
        typed_ranks = {parse_rank(token, lang=lang) for token in said.split()}
        if None not in typed_ranks:  # a rank typed twice (« 9 9 »)
            ranks |= typed_ranks
        with suppress(CardError):  # cards with their suits (« 5♥ V♠ »)
            if not set(parse_cards(said, lang=lang)).isdisjoint(challenge.cards):
                return True
    return any(card.rank in ranks for card in challenge.cards)
