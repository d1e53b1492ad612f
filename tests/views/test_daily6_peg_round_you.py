"""/peg round in English asked "How many points did each of you peg in this play?" and said
"send the points each of you pegged": "you" there is the player and their opponent (the bot
plays it), a player reads "you" as themself alone. Now the opponent is named."""

from __future__ import annotations

import random

import pytest

from bot.drills.peg_round import deal_peg_round
from bot.drills.peg_round_answer import RoundAnswerError, RoundErrorReason
from bot.i18n import I18n
from bot.views.peg_round import round_error, round_question_lines

EN = I18n.load().translator("en")


def test_the_round_question_names_the_opponent() -> None:
    first = round_question_lines(deal_peg_round(random.Random(72)), EN)[0]
    assert "each of you" not in first
    assert first == "How many points did you and your opponent each peg in this play?"


@pytest.mark.parametrize("typed", ["muggins", "I don't know", "5H 6C"])
@pytest.mark.parametrize("muggins", [True, False])
def test_the_round_asides_name_the_opponent(typed: str, muggins: bool) -> None:
    error = RoundAnswerError(RoundErrorReason.NOT_TWO_NUMBERS, typed)
    text = round_error(error, EN, muggins=muggins)
    assert "each of you" not in text, text
