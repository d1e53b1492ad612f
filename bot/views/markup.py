"""Telegram HTML for the views and the handlers: escaped text, bold, monospace.

Every view renders HTML lines that are each balanced on their own; anything user-derived goes
through `esc`.
"""

from __future__ import annotations

import html


def esc(text: str) -> str:
    """Text made safe for Telegram HTML."""
    return html.escape(text, quote=False)


def bold(text: str) -> str:
    """Escaped text in bold."""
    return f"<b>{esc(text)}</b>"


def code(text: str) -> str:
    """Escaped text in monospace (something the player can type)."""
    return f"<code>{esc(text)}</code>"
