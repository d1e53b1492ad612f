"""Reading a whole round's answer in the pegging drill (`peg-round`): both players' points,
the player's first (`parse_round_answer`), two integers separated by a space, `-`, `/` or `,`
(`5 3`, `5-3`, `5/3`, `5, 3`), or said with words (« moi 2, lui 3 », « deux et trois », "me
two, you three"). One card's call is read by `bot.drills.peg_calls`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from bot.drills.answer_words import AGREEING, NUMBER_WORDS, normalize
from bot.drills.answers import MAX_ANSWER_CHARS, reads_as

MAX_ROUND_POINTS: Final = 99
"""The largest number read for one player's pegs in a round."""
_LONGEST_NUMBER: Final = max(map(len, NUMBER_WORDS))

_ROUND = re.compile(r"^\s*(\d{1,6})(?:\s*[/,-]\s*|\s+)(\d{1,6})\s*$")
_YES_FIRST = re.compile(
    r"^\s*(?:" + "|".join(sorted(AGREEING, key=len, reverse=True)) + r")(?![^\W\d_])[\s!.,]*"
)
"""A yes said before the numbers (« Ouais! 3-2 », « ouin, 3/2 »), as `_round_tokens` skips it."""


class RoundErrorReason(StrEnum):
    """Why a round answer was not read."""

    EMPTY = "empty"
    NOT_TWO_NUMBERS = "not_two_numbers"
    TOO_LARGE = "too_large"


class RoundAnswerError(ValueError):
    """A round answer that could not be read."""

    def __init__(
        self, reason: RoundErrorReason, text: str = "", missing: Missing | None = None
    ) -> None:
        super().__init__(reason.value)
        self.reason = reason
        self.text = text
        """The answer refused (cards typed for the points are told apart by it)."""
        self.missing = missing
        """One number said alone: whose points are missing (`one_number_missing`)."""


class Missing(StrEnum):
    """Whose points a round answer of one number leaves out."""

    THEIRS = "theirs"
    """« 4 », « j'ai 4 »: the number is the player's, the opponent's are missing."""
    MINE = "mine"
    """« lui 3 »: the number is the opponent's, the player's own are missing."""


@dataclass(frozen=True, slots=True)
class RoundAnswer:
    """Both players' points in the play, as the player said them (theirs first)."""

    mine: int
    theirs: int


_ROUND_TOKEN = re.compile(r"[^\W\d_]+|\d+|\S")
ROUND_MINE: Final = frozenset({"moi", "moe", "j", "ai", "me", "i", "my", "mine"})
"""Words naming the player's own points (« moi 2 », « moé 2 », « j'ai 2 », "me 2")."""
ROUND_THEIRS: Final = frozenset(
    {"lui", "elle", "il", "adversaire", "l", "vous", "toi", "toe", "you", "him", "her", "he"}
    | {"she", "opponent", "yours", "them", "autre", "other"}
)
"""Words naming the opponent's points (« lui 3 », « toé 3 », « l'adversaire 3 », « l'autre 3
», "you 3", "him 3")."""
ROUND_VERBS: Final = frozenset(
    {"marque", "marques", "fait", "got", "have", "has", "had", "pegged", "scored", "made"}
)
"""Verbs between a player and their points (« j'ai marqué 2 », « il a fait 3 », "I pegged 2",
"you have 3")."""
ROUND_LINKING: Final = (
    frozenset(
        {"et", "a", "contre", "pour", "and", "to", "for", "vs", "versus", "against", "the"}
        | {"points", "point", "pts", "pt", ",", ":", ";", "'", "\u2019", "."}
        | {"pis", "puis", "then"}
    )
    | ROUND_VERBS
)
"""Words and marks between the two numbers (« 2 et 3 », « 2 à 3 », « 2 pis 3 », "2 to 3")."""
ROUND_EACH: Final = frozenset({"chacun", "chacune", "each", "apiece"})
ROUND_AFTER: Final = frozenset({"pour", "a", "for"})
"""Words after a number that give it to a player named next (« 2 pour moi », « 3 à lui », "1
for me")."""
_SAME_ROLE: Final = ROUND_MINE | ROUND_THEIRS | {"'", "\u2019"}
"""Words giving one number to both players (« un chacun », "2 each")."""


def _said_numbers(text: str) -> tuple[list[tuple[str | None, int]], bool] | None:
    """The numbers of a round answer in words, each with the role it is given (« mine »,
    « theirs », None: its place says), and whether « chacun », "each" was said; None if
    anything else is in the text. A number takes the role named last before it, or right after
    it with « pour », « à », "for" (« 2 pour moi et 3 pour lui »)."""
    numbers: list[tuple[str | None, int]] = []
    role: str | None = None
    each = False
    previous: str | int | None = None
    attached = False  # a role word named the number before it (« 3 pour l'adversaire »)
    for token in _round_tokens(text):
        if token in ROUND_EACH:
            each = True
        elif isinstance(token, int) or token.isdigit():
            if isinstance(token, str) and len(token) > _MAX_ROUND_DIGITS:
                return None
            numbers.append((role, int(token)))
            role, attached = None, False
        elif token in ROUND_MINE or token in ROUND_THEIRS:
            named = "mine" if token in ROUND_MINE else "theirs"
            if attached and previous in _SAME_ROLE:
                pass  # « l'adversaire », « j'ai »: one role said in two words
            elif previous in ROUND_AFTER and numbers and numbers[-1][0] is None and role is None:
                numbers[-1], attached = (named, numbers[-1][1]), True
            else:
                role = named
        elif token not in ROUND_LINKING:
            return None
        previous = token
    return numbers, each


def _round_in_words(text: str) -> tuple[int, int] | None:
    """« moi 2 lui 3 », « 2 et 3 », « lui 3, moi 2 », "me 2 you 3": the two numbers, the
    player's first (`_said_numbers`; else their place); « un chacun », "2 each": one number,
    for both; None if anything else is in the text, or both numbers are named for the same
    player."""
    said = _said_numbers(text)
    if said is None:
        return None
    numbers, each = said
    if each:
        if len(numbers) != 1 or numbers[0][0] is not None:
            return None
        return numbers[0][1], numbers[0][1]
    if len(numbers) != ROUND_PLAYERS:
        return None
    (first_role, first), (second_role, second) = numbers
    if first_role == second_role and first_role is not None:
        return None
    if first_role == "theirs" or second_role == "mine":
        return second, first
    return first, second


def _round_tokens(text: str) -> list[str | int]:
    """The words of a round answer, number words read as their numbers (« moi deux, lui
    trois », « vingt-deux et trois », "two and three"); a hyphen between two words is
    dropped, so « vingt-deux » is 22 and « cinq-trois » is 5 and 3."""
    found = _ROUND_TOKEN.findall(normalize(text))
    raw = [
        t
        for i, t in enumerate(found)
        if not (
            t == "-"
            and 0 < i < len(found) - 1
            and found[i - 1].isalpha()
            and found[i + 1].isalpha()
        )
    ]
    tokens: list[str | int] = []
    i = 0
    while i < len(raw):
        if not tokens and raw[i] in AGREEING:  # « ouin, 3 2 », « Ouais! 3 2 »: a yes said first
            i += 1
            while i < len(raw) and raw[i] in ("!", "."):
                i += 1
            continue
        for size in range(min(_LONGEST_NUMBER, len(raw) - i), 0, -1):
            phrase = tuple(raw[i : i + size])
            if phrase in NUMBER_WORDS:
                tokens.append(NUMBER_WORDS[phrase])
                i += size
                break
        else:
            tokens.append(raw[i])
            i += 1
    return tokens


_MAX_ROUND_DIGITS: Final = 6
ROUND_PLAYERS: Final = 2
"""A round answer gives one number for each of the two players."""


def parse_round_answer(text: str) -> RoundAnswer:
    """Two integers, the player's first (`5 3`, `5-3`, `5/3`, `5, 3`), or in words (« moi 5
    lui 3 », « 5 et 3 », "me 5 you 3"); `RoundAnswerError`."""
    if not text.strip():
        raise RoundAnswerError(RoundErrorReason.EMPTY)
    match = _ROUND.match(text[: MAX_ANSWER_CHARS + 1])
    if match is None:  # « Ouais! 3-2 »: the yes left out, the numbers in any of their forms
        match = _ROUND.match(_YES_FIRST.sub("", normalize(text[: MAX_ANSWER_CHARS + 1]), count=1))
    if match is not None:
        mine, theirs = int(match[1]), int(match[2])
    else:
        said = _round_in_words(text[: MAX_ANSWER_CHARS + 1])
        if said is None:
            missing = one_number_missing(text[: MAX_ANSWER_CHARS + 1])
            raise RoundAnswerError(RoundErrorReason.NOT_TWO_NUMBERS, text, missing)
        mine, theirs = said
    if max(mine, theirs) > MAX_ROUND_POINTS:
        raise RoundAnswerError(RoundErrorReason.TOO_LARGE)
    return RoundAnswer(mine, theirs)


ONE_PLAYER_MOST: Final = 31
"""The largest number said alone read as one player's points (« 4 »); a larger one (« 53 »)
may be two numbers run together, and gets the plain hint."""


def one_number_missing(text: str) -> Missing | None:
    """Whose points are missing when a text says one number alone: the opponent's after the
    player's (« 4 », « j'ai 4 », « ouais 4 »), the player's after the opponent's (« lui 3 »);
    None when it says anything else."""
    said = _said_numbers(text)
    if said is None or said[1] or len(said[0]) != 1:
        return None
    role, number = said[0][0]
    if number > ONE_PLAYER_MOST:
        return None
    return Missing.MINE if role == "theirs" else Missing.THEIRS


def reads_as_round(text: str) -> bool:
    """True when the text reads as a round answer."""
    return reads_as(parse_round_answer, RoundAnswerError, text)
