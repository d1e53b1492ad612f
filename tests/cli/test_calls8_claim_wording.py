"""`muggins score CARDS --claim CALL`: a call that cannot be judged said « Écrivez après le
« = » … », the words of the chat's /score, to someone who typed --claim on the command line
(no « = » anywhere); now « après --claim ». Typed « = CALL » after the cards, it still says
« après le « = » »."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence

import pytest

from bot.commands import score

CARDS = ["5H", "5D", "5C", "JS", "5S"]


def muggins(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="muggins")
    subparsers = parser.add_subparsers(dest="command")
    score.add_parser(subparsers)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


@pytest.mark.parametrize(
    ("lang", "call", "said"),
    [
        ("fr", "quinze", "Écrivez après --claim\u00a0: 15, ou quinze 2."),
        ("fr", "12 ou 14", "12 ou 14? Écrivez après --claim un seul compte"),
        ("fr", "VP VP", "Ce sont des cartes\u00a0: écrivez après --claim les points"),
        ("fr", "", "Quel compte annoncez-vous? Écrivez-le après --claim\u00a0:"),
        ("fr", "je sais pas", "annoncez-le après --claim, comme"),
        ("fr", "comment on compte", "Écrivez le total après --claim, ou annoncez-le"),
        ("en", "fifteen", "Write it after --claim: 15, or fifteen 2."),
        ("en", "13 and 2", "Write one number after --claim, your total"),
    ],
)
def test_claim_refusals_name_claim(
    lang: str, call: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert muggins(["score", *CARDS, "--lang", lang, "--claim", call]) == 0
    out = capsys.readouterr().out
    assert said in out, out
    assert "=" not in out.replace("--claim", ""), out


def test_the_json_error_names_claim(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", *CARDS, "--lang", "en", "--claim", "fifteen", "--json"]) == 0
    error = json.loads(capsys.readouterr().out)["error"]
    assert error.endswith("Write it after --claim: 15, or fifteen 2."), error


def test_a_call_after_equals_still_names_equals(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", *CARDS, "=", "quinze", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Écrivez après le «\u00a0=\u00a0»\u00a0: 15, ou quinze 2." in out, out
