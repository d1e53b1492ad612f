"""/jeu tour: « ouin, 3 2 » (the Québec yes before the answer), « ok 3 2 » got « Envoyez deux
nombres, vos points d'abord… », as if no number were said: a yes said first is skipped, as
/main and /jeu compte skip it."""

from __future__ import annotations

import pytest

from bot.drills.peg_round_answer import RoundAnswer, RoundAnswerError, parse_round_answer


@pytest.mark.parametrize("text", ["ouin, 3 2", "Ouais! 3 2", "ok moi 3 lui 2", "yeah 3 and 2"])
def test_a_yes_said_first_is_skipped(text: str) -> None:
    assert parse_round_answer(text) == RoundAnswer(3, 2)


@pytest.mark.parametrize("text", ["ouin", "3 ouin 2"])
def test_a_yes_alone_or_between_is_no_answer(text: str) -> None:
    with pytest.raises(RoundAnswerError):
        parse_round_answer(text)
