"""« /jouer Jean »: a member invited by the name the club knows them by (issue 21), not by
@username nor by a reply. Which words of /play's are a name (`named_words`: those /play does
not read), and which of the club's members that name is (`members_named`: by their whole
name, else their first name; case and accents aside). Read by `bot.tg.handlers.members`."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

LEAD_WORDS: Final = frozenset({"avec", "contre", "with", "against", "vs", "versus"})
"""The little words said before the one invited (« /jouer avec Jean », "/play with Helen"):
not part of their name."""


class Named(NamedTuple):
    """/play's words split: the name typed (its words in a row) and the others."""

    name: str
    rest: list[str]


def named_words(args: Sequence[str], unread: Callable[[str], bool]) -> Named | None:
    """The name among /play's `args`: the words `unread` says /play does not read, in a row,
    without the little words before it (`LEAD_WORDS`); None when there is none, when they
    are not in a row (« /jouer Jean 61 Roy »), or when one is a number or an @username (a
    length or a handle not understood, not a name)."""
    at = [i for i, word in enumerate(args) if unread(word)]
    if not at or at != list(range(at[0], at[-1] + 1)):
        return None
    while len(at) > 1 and args[at[0]].casefold() in LEAD_WORDS:  # « avec Jean »: Jean
        at = at[1:]
    words = [args[i] for i in at]
    if any(not any(c.isalpha() for c in word) or word.startswith("@") for word in words):
        return None
    rest = [w for i, w in enumerate(args) if i not in at and w.casefold() not in LEAD_WORDS]
    return Named(" ".join(words), rest)


def _folded(text: str) -> str:
    """`text` without case nor accents (« Hélène » is « helene »)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def members_named(name: str, members: Sequence[tuple[int, str]]) -> list[tuple[int, str]]:
    """The members (id, name) whose name is `name`: their whole name, else (when nobody's
    whole name is) their first name."""
    wanted = _folded(name)
    whole = [m for m in members if _folded(m[1]) == wanted]
    if whole or " " in wanted:
        return whole
    return [m for m in members if _folded(m[1]).split(" ")[0] == wanted]
