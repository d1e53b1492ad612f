"""« aide » / "help" typed alone, without the slash (`drills.help_asked.asks_for_help`)."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import asks_for_help


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("aide", True),
        ("Aide?", True),
        ("  HELP ! ", True),
        ("au secours!", True),
        ("help.", True),
        ("", False),
        ("aide-moi", True),  # courtesy around « aide » (was False: newcomer7)
        ("help me", True),
        ("aide-mémoire", False),
        ("/aide", False),
        ("121 98", False),
    ],
)
def test_asks_for_help(text: str, asks: bool) -> None:
    assert asks_for_help(text) is asks
