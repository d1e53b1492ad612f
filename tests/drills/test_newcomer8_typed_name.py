"""`typed_name`: the name a message calls its command by, read once for /partie (« /partie »
says first where a game is) and for /règles (the rules quiz said as such)."""

from __future__ import annotations

import pytest

from bot.drills.command_table import typed_name


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("/partie", "partie"),
        ("/Partie@MugginsBot 61", "partie"),
        ("/GAME", "game"),
        ("/Règles", "regles"),
        ("/rules@bot", "rules"),
        ("  /course   121", "course"),
    ],
)
def test_the_name_typed(text: str, name: str) -> None:
    assert typed_name(text) == name


@pytest.mark.parametrize("text", [None, "", "   ", "partie", "règles /quiz"])
def test_no_command(text: str | None) -> None:
    assert typed_name(text) is None
