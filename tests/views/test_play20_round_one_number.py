"""/jeu tour: « 4 » or « j'ai 4 » alone got the generic « Envoyez deux nombres, vos points
d'abord… », as if nothing had been said: the reply now says whose points are missing, the
opponent's after the player's own, the player's after the opponent's (« lui 3 »)."""

from __future__ import annotations

import pytest

from bot.drills.peg_round_answer import Missing, RoundAnswerError, parse_round_answer
from bot.i18n import I18n
from bot.views.peg_round import round_error

FR = I18n.load().translator("fr")
EN = I18n.load().translator("en")


def _refused(text: str) -> RoundAnswerError:
    with pytest.raises(RoundAnswerError) as caught:
        parse_round_answer(text)
    return caught.value


@pytest.mark.parametrize(
    "text", ["4", "j'ai 4", "moi 4", "Ouais! 4", "4 points", "moi deux", "moi cinq"]
)
def test_one_number_of_ones_own_misses_the_opponents(text: str) -> None:
    error = _refused(text)
    assert error.missing is Missing.THEIRS
    said = round_error(error, FR)
    assert said.startswith("Il manque les points de l'adversaire\u00a0:"), said
    assert "par exemple 5 3" in said
    assert round_error(error, EN).startswith("Your opponent's points are missing:")


@pytest.mark.parametrize("text", ["lui 3", "l'adversaire 3", "trois pour lui"])
def test_one_number_of_the_opponents_misses_ones_own(text: str) -> None:
    error = _refused(text)
    assert error.missing is Missing.MINE
    assert round_error(error, FR).startswith("Il manque vos points\u00a0:")
    assert round_error(error, EN).startswith("Your own points are missing:")


@pytest.mark.parametrize("text", ["53", "5 3 2", "bonjour", "7♥ 5♣", "moi 2 moi 3"])
def test_anything_else_keeps_the_plain_hint(text: str) -> None:
    error = _refused(text)
    assert error.missing is None
    assert "manque" not in round_error(error, FR)
