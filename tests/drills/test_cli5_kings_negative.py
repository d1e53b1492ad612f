"""A count below zero under a Kings count question, read (`negative_count`) to be told so."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import negative_count


@pytest.mark.parametrize(
    ("text", "negative"),
    [("-3", True), ("moins 3", True), ("- 12", True), ("3", False), ("douze", False)],
)
def test_negative_count(text: str, negative: bool) -> None:
    assert negative_count(text) is negative
