"""The /help of the registry's table: each command's lines with its other names in the reader's
language, every command's in the table's order, and `/help <command>`'s (its lines, then those
of the commands that name it). The commands are seen through `Helped` (the shape of
`bot.tg.handlers.entries.Command`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from bot.i18n import Translator
from bot.views.commands import mentions, with_aliases


class Helped(Protocol):
    """A command: its names (the menu's first), its French ones and its /help lines (HTML)."""

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def fr(self) -> tuple[str, ...]: ...

    @property
    def help(self) -> Callable[[Translator], Sequence[str]]: ...


def own_help(command: Helped, tr: Translator) -> list[str]:
    """A command's /help lines, with its other names in the reader's language."""
    return with_aliases(command.names, command.help(tr), tr, command.fr)


def help_lines(commands: Iterable[Helped], tr: Translator) -> list[str]:
    """Every command's /help lines, in the table's order, with its other names."""
    return [line for c in commands for line in own_help(c, tr)]


def help_on(command: Helped, commands: Iterable[Helped], tr: Translator) -> list[str]:
    """`/help <command>`: its lines, then those of the commands whose first line names it
    (/jouer: playing a member in a group, /course)."""
    others = [
        other
        for other in commands
        if other is not command
        and any(mentions(line, n) for line in other.help(tr)[:1] for n in command.names)
    ]
    return help_lines((command, *others), tr)
