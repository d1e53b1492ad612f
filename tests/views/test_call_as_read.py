"""The called count read back to the player (`bot.views.show`): each combination named as it
was called (`two runs of three`, `run of four`, `two pairs`), fifteens with their running
count, and what two items or more make, in English and in French."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Call
from bot.drills.answers import parse_answer
from bot.engine.show import Kind
from bot.i18n import I18n
from bot.views.show_read_back import answer_as_read


@pytest.mark.parametrize(
    ("lang", "said", "read"),
    [
        ("en", "two runs of three 6", "two runs of three 6"),
        (
            "en",
            "fifteen 2, fifteen 4 and two runs of three 10",
            "fifteen 2, fifteen 4, two runs of three 6 make 10",
        ),
        ("en", "three runs of three 9", "three runs of three 9"),
        ("en", "four runs of three 12", "four runs of three 12"),
        ("en", "two runs of four 8", "two runs of four 8"),
        ("en", "a run of four 4", "run of four 4"),
        ("en", "a double run of three 8", "double run of three 8"),
        ("en", "two pairs 4", "two pairs 4"),
        ("en", "double run 8", "double run 8"),
        ("en", "fifteen 2, fifteen 4, a pair 6", "fifteen 2, fifteen 4, a pair makes 6"),
        ("fr", "deux suites de trois 6", "deux suites de trois 6"),
        (
            "fr",
            "quinze 2, deux suites de trois 8, une paire 10",
            "quinze 2, deux suites de trois 6, une paire, ça fait 10",
        ),
        ("fr", "trois suites de trois 9", "trois suites de trois 9"),
        ("fr", "une suite de quatre 4", "suite de quatre 4"),
        ("fr", "deux paires 4", "deux paires 4"),
        ("fr", "double suite 8", "double suite 8"),
        # the name says its point: not « un pour le valet 1 »
        ("fr", "quinze 2, le valet", "quinze 2, un pour le valet, ça fait 3"),
        ("en", "fifteen 2 and his nobs 3", "fifteen 2, his nobs makes 3"),
    ],
)
def test_a_call_is_read_back_as_it_was_named(lang: str, said: str, read: str) -> None:
    tr = I18n.load().translator(lang)
    line = answer_as_read(parse_answer(said), tr)
    assert line.endswith(f" {read}."), line


def test_the_reader_keeps_how_many_and_how_long_and_the_points_alone_grade() -> None:
    two_runs = parse_answer("two runs of three 6")
    assert two_runs.calls == (Call(Kind.RUN, 6, count=2, length=3),)
    assert two_runs.claims == parse_answer("run 6").claims  # the same claim, named otherwise
    assert parse_answer("a run of four 4").calls == (Call(Kind.RUN, 4, length=4),)
    assert parse_answer("fifteen 2, fifteen 4").calls == (
        Call(Kind.FIFTEEN, 2),
        Call(Kind.FIFTEEN, 2),
    )


def test_counts_past_five_are_read_back_in_figures() -> None:
    tr = I18n.load().translator("en")
    answer = parse_answer("run 6")
    six = type(answer)(6, answer.claims, (Call(Kind.PAIR, 12, count=6),))
    assert answer_as_read(six, tr).endswith(" 6 pairs 12.")
