"""`muggins odds 118 118 donneur fadoq` said « 'fadoq' says no role » (exit 2), as the chat's
/chances did not read the word either: it is `--fadoq`, as typed to the chat."""

from __future__ import annotations

import json

import pytest

from bot.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_word_fadoq_is_the_option(capsys: pytest.CaptureFixture[str]) -> None:
    _, with_option, _ = run(capsys, "odds", "118", "118", "donneur", "--fadoq", "--json")
    code, with_word, err = run(capsys, "odds", "118", "118", "donneur", "fadoq", "--json")
    assert (code, err) == (0, "")
    assert json.loads(with_word) == json.loads(with_option)
    assert json.loads(with_word)["fadoq"] == 116


def test_the_word_fadoq_without_a_role_asks_for_the_role(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "odds", "118", "118", "fadoq", "--lang", "fr")
    assert (code, out) == (2, "")
    assert "donneur (--dealer) ou receveur (--pone)" in err, err
