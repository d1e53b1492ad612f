""" "yep 3-2" at /peg round and "yep, 12" at a count got "Send two numbers…" / the unknown
word "yep", while "yeah 3-2" and « ouin 12 » were read: "yep" is a yes said first too."""

from __future__ import annotations

from bot.drills.answers import parse_answer
from bot.drills.peg_round_answer import RoundAnswer, parse_round_answer


def test_yep_before_the_round_s_two_numbers_is_skipped() -> None:
    assert parse_round_answer("yep 3-2") == RoundAnswer(3, 2)


def test_yep_before_a_count_is_skipped() -> None:
    assert parse_answer("yep, 12").total == parse_answer("12").total == 12
