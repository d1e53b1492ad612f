"""« Pantoute! » (nothing at all, as said in Québec) answering « Combien de points? » was
« Donnez un nombre de 0 à 29… », though « rien pantoute » reads as 0: read as 0 alone too."""

from __future__ import annotations

import pytest

from bot.drills.answers import looks_like_answer, parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines


@pytest.mark.parametrize("typed", ["pantoute", "Pantoute!", "moi, pantoute", "rien pantoute"])
def test_pantoute_alone_is_zero(typed: str) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (0, None, ())


def test_the_referee_finds_pantoute_exact_on_a_zero_hand() -> None:
    cards = parse_cards("2C 4D 8H 10S QC")
    score = scored_show(tuple(cards[:4]), cards[4], False)
    lines = referee_lines(judge(score, "pantoute"), I18n.load().translator("fr"), crib=False)
    assert "Exact\u00a0: rien à prendre, rien à corriger." in lines, lines


def test_pantoute_alone_is_chatter_in_a_group() -> None:
    """Said to the group (« Pantoute! », "not at all!"), it is no count; as a reply to the
    question, or in a private chat, it is 0."""
    assert not looks_like_answer("Pantoute!")
    assert looks_like_answer("rien pantoute")
    assert looks_like_answer("rien")
