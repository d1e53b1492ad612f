"""Reading the registry's table (`bot.drills.command_table`): the command a typed name means,
whether a command deals hands to count, the kinds counted as hands; on a small table of its
own, so that a change of the registry does not change what these laws say."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.drills.command_table import (
    asks_counts,
    find_command,
    plain_name,
    show_kinds,
    stats_sections,
)
from bot.drills.questions_kinds import Tally


@dataclass(frozen=True)
class Cmd:
    names: tuple[str, ...]


@dataclass(frozen=True)
class Kind:
    name: str
    tally: Tally


@dataclass(frozen=True)
class Row:
    commands: tuple[Cmd, ...]
    kinds: tuple[Kind, ...] = ()
    stats: str | None = None


HAND = Cmd(("hand", "main"))
CRIB = Cmd(("crib",))
ECART = Cmd(("ecart", "discard", "ecarter"))
HELP = Cmd(("help", "aide"))
TABLE = (
    Row((HAND, CRIB), (Kind("hand", Tally.SHOW), Kind("crib", Tally.SHOW))),
    Row((ECART,), (Kind("ecart", Tally.OWN),)),
    Row((HELP,)),
)
COMMANDS = [c for row in TABLE for c in row.commands]


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("ecart", "ecart"),
        ("/Écart", "ecart"),
        ("/hand@MugginsBot", "hand"),
        ("ÉCARTER", "ecarter"),
        ("aide", "aide"),
    ],
)
def test_a_typed_name_reads_as_the_registry_writes_it(typed: str, name: str) -> None:
    assert plain_name(typed) == name


@pytest.mark.parametrize(
    ("typed", "command"),
    [
        ("/main", HAND),
        ("écart", ECART),
        ("/discard@MugginsBot", ECART),
        ("Crib", CRIB),
        ("aide", HELP),
        ("muggins", None),
        ("", None),
        ("/", None),
    ],
)
def test_help_on_a_word_finds_the_command_by_any_name(typed: str, command: Cmd | None) -> None:
    assert find_command(typed, COMMANDS) is command


def test_a_command_asks_counts_when_its_entry_has_a_kind_counted_as_hands() -> None:
    assert asks_counts(HAND, TABLE) and asks_counts(CRIB, TABLE)
    assert not asks_counts(ECART, TABLE)  # its own section
    assert not asks_counts(HELP, TABLE)  # no question at all


def test_only_kinds_counted_as_hands_are_shown_as_hands() -> None:
    assert show_kinds(TABLE) == {"hand", "crib"}
    assert show_kinds(TABLE[1:]) == frozenset()


def test_the_stats_sections_are_the_entries_that_have_one_in_the_tables_order() -> None:
    rows = (Row((HAND,), stats="hands"), Row((HELP,)), Row((ECART,), stats="ecart"))
    assert stats_sections(rows) == ["hands", "ecart"]
    assert stats_sections(TABLE) == []
