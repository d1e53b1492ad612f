"""`help_asked.language_named`: a language named in a text typed alone (« en français svp »,
"English!") chooses it, as /lang reads its words; a code alone (« en », also a word of French)
or a sentence that names no language chooses nothing (it was read in the handler,
`bot.tg.handlers.commands.language_typed`)."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import language_named
from bot.views.commands import LANGUAGE_WORDS


@pytest.mark.parametrize(
    ("typed", "chosen"),
    [
        ("english", "en"),
        ("In English please", "en"),
        ("en français svp", "fr"),
        ("Français!", "fr"),
        ("French!", "fr"),
        ("anglais", "en"),
    ],
)
def test_a_language_named_is_chosen(typed: str, chosen: str) -> None:
    assert language_named(typed, LANGUAGE_WORDS) == chosen


@pytest.mark.parametrize(
    "typed",
    ["en", "fr", "en bas", "bonjour", "", "english or french", "le français est beau"],
)
def test_no_language_chosen(typed: str) -> None:
    assert language_named(typed, LANGUAGE_WORDS) is None
