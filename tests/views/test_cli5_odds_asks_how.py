"""/chances followed by a request for help, read by `bot.views.odds.asks_how_to_ask` (it was
a function of the handler), tested directly."""

from __future__ import annotations

import pytest

from bot.views.odds import asks_how_to_ask


@pytest.mark.parametrize(
    "words", [["aide"], ["help"], ["Aide", "?"], ["?"], ["??"], ["!"], ["aide!"], ["HELP."]]
)
def test_a_request_for_help_is_read(words: list[str]) -> None:
    assert asks_how_to_ask(words)


@pytest.mark.parametrize("words", [[], ["95", "110"], ["95?"], ["aide", "95"], ["moi"]])
def test_scores_and_nothing_are_no_request_for_help(words: list[str]) -> None:
    assert not asks_how_to_ask(words)
