"""/jeu compte: « ouin, 2 » (the Québec yes before the count), « ok 2 » got « Je ne connais
pas le mot « ouin ». », where /main reads them; a yes said first is skipped, as /main does,
and « ouin » alone asks for the number without calling it an unknown word."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.peg_calls import PegAnswer, PegCall, parse_peg_call
from bot.engine.show import Kind


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("ouin, 2", PegAnswer(2)),
        ("Ouais! 2", PegAnswer(2)),
        ("ok 2", PegAnswer(2)),
        ("ouin, quinze 2", PegAnswer(2, (PegCall(Kind.FIFTEEN, 2),))),
    ],
)
def test_a_yes_said_before_the_count_is_skipped(text: str, read: PegAnswer) -> None:
    assert parse_peg_call(text) == read


def test_ouin_alone_is_no_unknown_word() -> None:
    with pytest.raises(AnswerError) as caught:
        parse_peg_call("ouin")
    assert caught.value.reason is not AnswerErrorReason.UNKNOWN_WORD


def test_a_yes_after_the_count_is_still_unknown() -> None:
    with pytest.raises(AnswerError) as caught:
        parse_peg_call("2 ouin")
    assert caught.value.reason is AnswerErrorReason.UNKNOWN_WORD
