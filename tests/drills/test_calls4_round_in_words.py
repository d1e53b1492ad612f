"""/jeu tour: « moé 2, lui 3 », « moi 2, toé 3 » (as said in Québec, and as /main reads « 12
pour moé »), « j'ai marqué 2, il a marqué 3 », "I pegged 2, you pegged 3", "I have 2, you have
3" got « Envoyez deux nombres, vos points d'abord… »; they are both players' points."""

from __future__ import annotations

import pytest

from bot.drills.peg_round_answer import (
    RoundAnswer,
    RoundAnswerError,
    parse_round_answer,
    reads_as_round,
)


@pytest.mark.parametrize(
    "typed",
    [
        "moé 2, lui 3",
        "moi 2, toé 3",
        "moé 2 pis toé 3",
        "2 pour moé, 3 pour toé",
        "lui 3, moé 2",
        "j'ai marqué 2, il a marqué 3",
        "moi j'ai fait 2, lui 3",
        "I pegged 2, you pegged 3",
        "I have 2, you have 3",
        "I got 2 and you got 3",
        "me 2, he scored 3",
    ],
)
def test_both_players_points_said_as_players_say_them(typed: str) -> None:
    assert parse_round_answer(typed) == RoundAnswer(2, 3)


@pytest.mark.parametrize("typed", ["moé 2", "12 ou 14", "marqué 2", "I got 2"])
def test_one_number_is_still_not_a_round(typed: str) -> None:
    assert not reads_as_round(typed)
    with pytest.raises(RoundAnswerError):
        parse_round_answer(typed)
