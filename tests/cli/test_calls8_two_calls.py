"""`muggins score 5C 5K 5T VP 5P = 29 --claim 28`: two counts called, one after « = » and one
after --claim; 28 was judged and the 29 silently dropped. Now refused (exit 2), both named."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import pytest

from bot.commands import score


def muggins(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="muggins")
    subparsers = parser.add_subparsers(dest="command")
    score.add_parser(subparsers)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Deux comptes\u00a0: «\u00a029\u00a0» après le «\u00a0=\u00a0» et «\u00a028\u00a0» "
            "après --claim. Donnez-en un seul.",
        ),
        ("en", "Two counts: “29” after the “=” and “28” after --claim. Give only one."),
    ],
)
def test_two_calls_are_refused(lang: str, said: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "5C", "5K", "5T", "VP", "5P", "=", "29", "--claim", "28", "--lang", lang]
    assert muggins(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert said in captured.err, captured.err


def test_the_same_call_twice_is_judged(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "5C", "5K", "5T", "VP", "5P", "=", "28", "--claim", "28", "--lang", "en"]
    assert muggins(argv) == 0
    assert "Muggins for 1 point!" in capsys.readouterr().out
