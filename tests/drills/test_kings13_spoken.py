"""« passe et change » (the words of the button « Passer et changer tous mes jetons ») was read
as a move (« Je n'ai pas compris votre coup »), and « je mets le 5 en F2 » was not read as the
move « 5 en F2 »: the pass with its exchange and the move said with its verb are read now."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, _exchange_named, move_start, said_in_step
from bot.drills.kings_questions import words
from bot.engine.kings_grid import Grid
from bot.engine.kings_notation import parse_move_marked


@pytest.mark.parametrize(
    ("typed", "named"),
    [
        ("passe et change", []),
        ("Passe et change.", []),
        ("Passer et changer tous mes jetons", ["tous", "jetons"]),
        ("je passe et je change", []),
        ("je passe et j'échange le 5", ["5"]),
        ("passe et échange 5 R", ["5", "r"]),
        ("pass and exchange", []),
        ("I pass and swap all", ["all"]),
    ],
)
def test_a_pass_and_exchange_reads_as_the_exchange(typed: str, named: list[str]) -> None:
    assert said_in_step(typed) is Said.EXCHANGE
    assert _exchange_named(words(typed)) == named


@pytest.mark.parametrize(
    "typed",
    [
        "je mets le 5 en F2",
        "Je place le 5 en F2",
        "je pose 5 en F2",
        "je joue le 5 en F2",
        "mets le 5 en F2",
        "I put 5 at F2",
        "I play the 5 at F2",
    ],
)
def test_a_move_said_with_its_verb_is_the_move(typed: str) -> None:
    assert move_start(typed)
    assert parse_move_marked(typed, Grid()) == ([((1, 5), 5)], frozenset())
