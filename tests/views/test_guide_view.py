"""The /help of a table (`bot.views.guide`): a command's lines with its other names in the
reader's language, the table's lines in its order, and `/help <command>` with the lines of
the commands naming it; on a small table of its own."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pytest

from bot.i18n import I18n, Translator
from bot.views.guide import help_lines, help_on, own_help


@dataclass(frozen=True)
class Cmd:
    names: tuple[str, ...]
    help: Callable[[Translator], Sequence[str]]
    fr: tuple[str, ...] = ()


PLAY = Cmd(("play", "jouer"), lambda tr: ["/play: a game against the bot"], fr=("jouer",))
RACE = Cmd(("race", "course"), lambda tr: ["/race: a race to 121 (a game: /play)"], fr=("course",))
HAND = Cmd(("hand",), lambda tr: ["/hand: count a hand", "the second line"])
TABLE = (PLAY, RACE, HAND)


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


def test_own_help_names_the_other_names_of_the_readers_language(i18n: I18n) -> None:
    (en,) = own_help(PLAY, i18n.translator("en"))
    (fr,) = own_help(PLAY, i18n.translator("fr"))
    assert en.startswith("/play") and "/jouer" not in en  # the French name, not in English
    assert "/jouer" in fr  # the French reader is told of /jouer
    assert own_help(HAND, i18n.translator("fr")) == ["/hand: count a hand", "the second line"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_help_lines_are_every_commands_own_in_the_tables_order(i18n: I18n, lang: str) -> None:
    tr = i18n.translator(lang)
    expected = [*own_help(PLAY, tr), *own_help(RACE, tr), *own_help(HAND, tr)]
    assert help_lines(TABLE, tr) == expected
    assert help_lines((), tr) == []


def test_help_on_a_command_adds_the_commands_whose_first_line_names_it(i18n: I18n) -> None:
    tr = i18n.translator("en")
    assert help_on(PLAY, TABLE, tr) == [*own_help(PLAY, tr), *own_help(RACE, tr)]
    assert help_on(RACE, TABLE, tr) == own_help(RACE, tr)  # /race names /play, not the reverse
    assert help_on(HAND, iter(TABLE), tr) == own_help(HAND, tr)
