"""« quinze 2 pis un pour le valet de pique 3 », the jack named by its suit, was « « pique » :
vouliez-vous dire « que »? », « … le valet de cœur » « … « couleur »? », "the jack of spades"
"I don't know the word “spades”": read as his nobs, as « le valet » and "the jack" are."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("quinze 2 pis un pour le valet de pique 3", 3, Claims(fifteens=2, nobs=1)),
        ("quinze 2 et le valet de cœur, 3", 3, Claims(fifteens=2, nobs=1)),
        ("un pour le valet de trèfle", 1, Claims(nobs=1)),
        ("le jack de carreau 1", 1, Claims(nobs=1)),
        ("fifteen 2 and one for the jack of spades is 3", 3, Claims(fifteens=2, nobs=1)),
        ("the jack of hearts 1", 1, Claims(nobs=1)),
    ],
)
def test_the_jack_named_by_its_suit_is_his_nobs(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


def test_the_referee_finds_the_jack_of_spades_exact() -> None:
    cards = parse_cards("5H JS 3C 8D 9S")
    score = scored_show(tuple(cards[:4]), cards[4], False)
    tr = I18n.load().translator("fr")
    lines = referee_lines(judge(score, "quinze 2 pis le valet de pique 3"), tr, crib=False)
    assert "Exact\u00a0: rien à prendre, rien à corriger." in lines, lines
