"""Telegram HTML for the views and the handlers: escaped text, bold, monospace.

Every view renders HTML lines that are each balanced on their own; anything user-derived goes
through `esc`.
"""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Sequence
from typing import Final

BIDI_CONTROLS: Final = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Unicode's bidirectional controls (embeddings, overrides, isolates, marks)."""
FSI: Final = "\u2068"
PDI: Final = "\u2069"
BULLET: Final = "•"
"""Before each item of a list in a message."""


def esc(text: str) -> str:
    """Text made safe for Telegram HTML."""
    return html.escape(text, quote=False)


def bold(text: str) -> str:
    """Escaped text in bold."""
    return f"<b>{esc(text)}</b>"


def bold_markup(markup: str) -> str:
    """HTML already escaped (markup with its `{fields}` filled), in bold."""
    return f"<b>{markup}</b>"


def mention(user_id: int, name: str) -> str:
    """A member's name as a Telegram mention (Telegram notifies them; no @username needed),
    the name escaped (HTML)."""
    return f'<a href="tg://user?id={user_id}">{esc(name)}</a>'


def titled(lines: Sequence[str]) -> list[str]:
    """Plain lines as HTML lines: the first, a title, in bold; the others escaped."""
    return [bold(lines[0]), *(esc(line) for line in lines[1:])]


def code(text: str) -> str:
    """Escaped text in monospace (something the player can type)."""
    return f"<code>{esc(text)}</code>"


def strip_bidi(text: str) -> str:
    """`text` without bidirectional controls (a U+202E in a name reverses what follows)."""
    return "".join(ch for ch in text if ch not in BIDI_CONTROLS)


RIGHT_TO_LEFT: Final = frozenset({"R", "AL", "AN"})
"""Bidirectional classes that can pull what follows them to the right-to-left order."""


def isolate(name: str) -> str:
    """A user-given name as a bidi island (not escaped): its own controls removed and, when
    it holds right-to-left letters, wrapped in FIRST STRONG ISOLATE ... POP DIRECTIONAL
    ISOLATE, so that neither a right-to-left name nor a forged override (U+202E) reorders the
    rest of the line (the score after a name on /top). A left-to-right name is left as it is."""
    cleaned = strip_bidi(name)
    if any(unicodedata.bidirectional(ch) in RIGHT_TO_LEFT for ch in cleaned):
        return f"{FSI}{cleaned}{PDI}"
    return cleaned
