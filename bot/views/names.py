"""A player's name as messages show it: their Telegram first name, tidied and cut short."""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from bot.views.markup import isolate, strip_bidi

NAME_MAX: Final = 32


@lru_cache(maxsize=4096)
def short_name(first_name: str) -> str:
    """A player's first name, cut to a sensible length, as a bidi island (`isolate`: its
    direction controls removed, so it cannot reorder the line it is shown in); not escaped.
    Kept for the last few thousand names (a pure function of the name, read at every update)."""
    name = " ".join(strip_bidi(first_name).split()) or "?"
    return isolate(name if len(name) <= NAME_MAX else name[: NAME_MAX - 1] + "…")
