"""Rank letters are read once per translator and cannot be changed by a caller."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.pictures import cards


def test_rank_letters_are_kept_per_translator_and_read_only() -> None:
    i18n = I18n.load()
    fr, en = i18n.translator("fr"), i18n.translator("en")
    assert cards.rank_labels(fr) is cards.rank_labels(fr)
    assert cards.rank_labels(fr)[13] == "R" and cards.rank_labels(en)[13] == "K"
    with pytest.raises(TypeError):
        cards.rank_labels(fr)[13] = "K"  # type: ignore[index]
    assert cards.rank_labels(fr)[13] == "R"
