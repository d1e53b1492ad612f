"""/jeu tour: « Ouais! 3-2 » (a yes, then the dash form) got « Envoyez deux nombres… », while
« Ouais! 3 2 » was read: the yes said first is skipped before every form of the two numbers."""

from __future__ import annotations

import pytest

from bot.drills.peg_round_answer import RoundAnswer, RoundAnswerError, parse_round_answer


@pytest.mark.parametrize(
    "text", ["Ouais! 3-2", "ouin, 3/2", "ok 3-2", "oui 3, 2", "yeah 3-2", "Ouais ! 3 - 2"]
)
def test_a_yes_then_the_dash_form_is_read(text: str) -> None:
    assert parse_round_answer(text) == RoundAnswer(3, 2)


@pytest.mark.parametrize("text", ["3-2 ouais", "ouais 3-", "ouais -3 2", "bonjour 3-2"])
def test_only_a_yes_said_first_is_skipped(text: str) -> None:
    with pytest.raises(RoundAnswerError):
        parse_round_answer(text)
