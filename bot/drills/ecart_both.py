"""« les deux 9 », "both 9s", « les neufs »: the words that name both cards of a rank as a
lay-away, read in either language.

Pure: no Telegram, no text, no I/O. `both_rank` is the rank said (None for anything else); the
lay-away reader (`bot.views.ecart_typed.both_of_a_rank`) finds those cards in the deal, and
`bot.drills.ecart.reads_cards` takes such words, in a group, for a lay-away rather than
chatter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.engine.cards import CardError, parse_cards, parse_rank

RANK_PUNCTUATION: Final = ".,;:!?"
"""Around a rank typed alone (« 5, 5 », « les deux 9. »): not part of it."""

BOTH_DETERMINERS: Final = frozenset({"les", "mes", "ces", "the", "my", "those", "of", "de"})
"""Said around « les deux 9 », "both of the 9s": skipped."""
PLURAL_DETERMINERS: Final = frozenset({"les", "mes", "ces"})
"""Before a rank alone (« les 9 », « mes valets »): both cards of that rank, as a rank said in
the plural (« neufs », "nines", "9s") is."""
BOTH_COUNTS: Final = frozenset({"deux", "two", "both"})
"""« deux », "two", "both" before a rank: the two cards of that rank (« 2 » too after « les »:
« les 2 neuf »; alone, « 2 9 » is a two and a nine)."""


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
    « les 2 neuf », « les neufs », « mes valets »), read in `lang`; None when it says anything
    else. Said without « les » or "both" (« deux 9 », which may be a two and a nine) only when
    `bare`."""
    words = [word.casefold().strip(RANK_PUNCTUATION) for word in text.split()]
    determined = bool(words) and words[0] in BOTH_DETERMINERS
    said = [word for word in words if word and word not in BOTH_DETERMINERS]
    rank = plural_rank(words, said, lang)
    if rank is None and len(said) == 2:
        count, rank_word = said
        if count not in BOTH_COUNTS and not (count == "2" and determined):
            return None
        if not (bare or determined or count == "both"):
            return None
        rank = rank_of_word(rank_word, lang)
    return rank
