"""The options several subcommands share (`bot.commands.common`), written once."""

from __future__ import annotations

import argparse

import pytest

from bot.commands.bot import add_bot_lang
from bot.commands.common import ERRORS_LANG, HelpFormatter, add_number_option


def number_parser(lang: str) -> argparse.ArgumentParser:
    """A parser with `--seed` (no default) and `--count` (10), its help in `lang`."""
    token = ERRORS_LANG.set(lang)
    try:
        parser = argparse.ArgumentParser(prog="muggins test", formatter_class=HelpFormatter)
        add_number_option(parser, "--seed", "the seed")
        add_number_option(parser, "--count", "questions", default=10)
    finally:
        ERRORS_LANG.reset(token)
    return parser


def test_a_number_option_reads_a_whole_number_else_its_default() -> None:
    parser = number_parser("en")
    assert vars(parser.parse_args([])) == {"seed": None, "count": 10}
    assert vars(parser.parse_args(["--seed", "0", "--count", "3"])) == {"seed": 0, "count": 3}


@pytest.mark.parametrize(("lang", "placeholder"), [("en", "NUMBER"), ("fr", "NOMBRE")])
def test_a_number_option_names_a_number_in_the_reader_s_words(lang: str, placeholder: str) -> None:
    usage = number_parser(lang).format_usage()
    assert f"[--seed {placeholder}] [--count {placeholder}]" in usage


def test_a_number_option_takes_no_word(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        number_parser("en").parse_args(["--seed", "abc"])
    assert "argument --seed: invalid int value: 'abc'" in capsys.readouterr().err


@pytest.mark.parametrize(("before", "given"), [(None, None), ("fr", "fr")])
def test_the_bot_s_lang_is_none_unless_given_before_the_command_or_after(
    before: str | None, given: str | None
) -> None:
    """None leaves the bot's default language ($MUGGINS_DEFAULT_LANG, else fr) to the
    configuration; `muggins --lang fr COMMAND` (`ERRORS_LANG`) gives it too."""
    token = ERRORS_LANG.set(before)
    try:
        parser = argparse.ArgumentParser(prog="muggins test")
        add_bot_lang(parser, "the language")
    finally:
        ERRORS_LANG.reset(token)
    assert parser.parse_args([]).lang == given
    assert parser.parse_args(["--lang", "en"]).lang == "en"
    with pytest.raises(SystemExit):
        parser.parse_args(["--lang", "de"])
