"""The answers of the two Kings drills, read: a move's count at /kings count (one number, or
the hands' counts and their total: « 6+2+2=10 ») and the candidate named at /kings best (its
letter, « le B », or its rank in the list, « le premier »). What a player types at a game step
is `kings_args`."""

from __future__ import annotations

import re
from typing import Final

from bot.drills.kings_args import CLAIM, called_count, points_said
from bot.drills.kings_questions import words
from bot.drills.unasked import another_said

CHOICE_LETTERS: Final = "ABCD"

CHOICE_WORDS: Final = frozenset({"le", "la", "coup", "choix", "the", "move", "choice"})
"""Words a candidate's letter may come after: « le A », « coup B », "move C"."""

COUNTS_LISTED: Final = re.compile(
    r"^\d{1,3}(?:(?:\s*(?P<plus>\+|\bplus\b)\s*|\s*,\s*|\s+(?:et|and|pis)\s+|\s+)\d{1,3})+$"
)
"""Numbers typed one after the other (« 6 2 2 », « 6, 2 et 2 », « 6 pis 2 », « 6+2+2 »): see
`counts_listed`."""


def counts_listed(text: str, hands: int = 1) -> bool:
    """Several counts typed for one move, as a player counts each of its hands aloud (« 6 2 2 »,
    « 6, 2 et 2 », "6, 2 and 2"), or added up (« 6+2+2 », « 6 plus 2 »): three numbers or
    more, or two joined by « + », or two for a move that made or lengthened two hands or more
    (`hands`: « 6 2 », a count for each). Not a count hesitated over (« 12 ou 14 », « 6 2 »
    for a move of one hand: `answer_asides.two_counts`), nor a hand called (« 15 2 15 4 »,
    `called_count`)."""
    said = words(text)
    listed = COUNTS_LISTED.match(said)
    if listed is None or called_count(text):
        return False
    numbers = len(re.findall(r"\d+", said))
    return listed["plus"] is not None or numbers >= 3 or (numbers == 2 and hands >= 2)


ORDINALS: Final = {
    **dict.fromkeys(("premier", "première", "premiere", "first", "1er", "1re"), 0),
    **dict.fromkeys(("deuxième", "deuxieme", "second", "seconde", "2e"), 1),
    **dict.fromkeys(("troisième", "troisieme", "third", "3e"), 2),
    **dict.fromkeys(("quatrième", "quatrieme", "fourth", "4e"), 3),
}
"""A candidate named by its rank in the list (« le premier », "the second one")."""
ORDINAL_TAILS: Final = frozenset({"coup", "one", "move"})


def choice_index(text: str) -> int | None:
    """The candidate a typed letter names (« b », « C. », « le A »: 1, 2, 0), or its rank in
    the list (« le premier », "the second one": 0, 1), or None (« ab », « . », « pas A »)."""
    said = words(text).split()
    if said and said[0] in CHOICE_WORDS:
        said = said[1:]
    if said and said[-1] in ORDINAL_TAILS:
        said = said[:-1]
    if len(said) == 1 and said[0] in ORDINALS:
        return ORDINALS[said[0]]
    return letter_index(text)


def letter_index(text: str) -> int | None:
    """The candidate a typed letter names (« b », « C. », « le A »: 1, 2, 0), or None."""
    letter = letter_said(text)
    return None if letter is None or letter not in CHOICE_LETTERS else CHOICE_LETTERS.index(letter)


TWO_LETTERS: Final = re.compile(
    r"^(?:(?:le|la|coup|the|move) )?([a-z])\s*(?:ou|or|/)\s*(?:(?:le|la|coup|the|move) )?([a-z])$"
)
"""Two moves offered (« A ou B », « le A ou le B », "A or B"), folded (`words`)."""


def two_letters(text: str) -> tuple[str, str] | None:
    """The two letters of two moves offered under a best-move question (« A ou B »: `A`, `B`),
    upper-case, asked back as two counts offered are (`two_counts`); None for anything
    else."""
    said = TWO_LETTERS.match(words(text))
    return None if said is None else (said[1].upper(), said[2].upper())


def letter_said(text: str) -> str | None:
    """The one letter typed (« e », « le E », "move F."), upper-case, whether or not it names
    a candidate; None for anything else."""
    said = words(text).split()
    if len(said) == 2 and said[0] in CHOICE_WORDS:
        text = said[1]
    letter = text.strip().rstrip(".").upper()
    return letter if len(letter) == 1 and "A" <= letter <= "Z" else None


def count_said(text: str) -> int | None:
    """The points a count question is answered with: a plain count (`points_said`), or the
    total said after the hands' counts added up (« 6+2+2=10 », « 6 pis 2 pis 2 = 10 »: 10);
    None for anything else (« 6 2 2 » without its total, « quinze = 10 »)."""
    said = CLAIM.match(text)
    if said is None:
        return points_said(text)
    return points_said(said[2]) if counts_listed(said[1].strip()) else None


def reads_count(text: str) -> bool:
    """A number of points."""
    return points_said(text) is not None


def reads_choice(text: str) -> bool:
    """A candidate's letter (A to D), typed instead of pressed. Not its rank (« le premier »):
    in a group, where this filter is asked of a text that replies to nothing, « le premier »
    is chatter (« c'est le premier qui gagne »); as a reply (or in private) it is read
    (`choice_index`)."""
    return letter_index(text) is not None


ANOTHER_SAID: Final = frozenset(
    {"encore", "encore un", "encore une", "un autre", "une autre", "un autre coup"}
    | {"encore un coup", "une autre question", "suivant", "au suivant", "le suivant"}
    | {"again", "another", "another one", "another move", "one more", "next", "next one"}
)
"""What a player types for another move once a count or best-move question is answered
(« encore », « un autre », "next"); « une autre partie » asks for a game, not this."""


def asks_another(text: str) -> bool:
    """A text asking for another question of the kind just answered (`ANOTHER_SAID`, read as
    `unasked.another_said` reads the drills' « encore »: « Encore! », « un autre svp »)."""
    return another_said(text) in ANOTHER_SAID
