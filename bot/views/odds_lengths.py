"""/odds with a game's length it has no chances for (« /chances 50 40 91 »): said so, where it
was « « 91 » est de trop » (all wording)."""

from __future__ import annotations

from typing import Final

from bot.i18n import Translator

OTHER_LENGTHS: Final = frozenset({91, 181, 241})
"""Games played to these lengths too (to 91 in Québec salons, 181 or 241 for longer matches),
which the win table does not hold: only 61 and 121."""


def other_length_text(word: str, tr: Translator) -> str | None:
    """A number after both scores that is another game's length (`OTHER_LENGTHS`): the lengths
    the chances are for (plain text); None for any other word."""
    folded = word.strip(".,;:!?")
    if not folded.isdecimal() or int(folded) not in OTHER_LENGTHS:
        return None
    return tr._(
        "I know the chances of games of 61 and of 121 only, not of a game of {target}."
    ).format(target=tr.number(int(folded)))
