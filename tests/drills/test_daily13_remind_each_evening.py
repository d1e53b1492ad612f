""" "/remind at 7 each evening" got "I can't read “at 7 each evening” as a time" while "at 7
every evening" was read: "each" says it as "every" does."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("at 7 each evening", "19:00"),
        ("7 each night", "19:00"),
        ("each morning at 8", "08:00"),
        ("8:30 each morning", "08:30"),
        # as before
        ("at 7 every evening", "19:00"),
        ("every morning at 8", "08:00"),
    ],
)
def test_each_says_every(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored
