"""The shapes of the registry's table (`bot.tg.handlers.registry.ENTRIES`): an `Entry` per
drill or service, with its `Command`s, `Button`s, question kinds and /stats section; and
`command_entry`, the entry of one command named as it; `drill_entry`, the whole entry of a plain
question drill (`bot.tg.handlers.plain_drill`); `commands_of`, the commands of a table."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from telegram import Update

from bot.i18n import Translator
from bot.tg.context import Context
from bot.tg.handlers import plain_drill
from bot.tg.handlers.common import Who
from bot.tg.handlers.questions import QuestionKind
from bot.tg.question_drill import AnyDrill

Callback = Callable[[Update, Context], Coroutine[object, object, None]]
StatsLines = Callable[[Context, Who], Awaitable[list[str]]]


@dataclass(frozen=True, slots=True)
class Command:
    """A command: its name (the menu's), its other names in English and in French (all work
    everywhere, `/cmd@botname` too), its callback, its menu line and its /help lines (HTML,
    written with the name the reader's language uses)."""

    name: str
    callback: Callback
    menu: Callable[[Translator], str]
    help: Callable[[Translator], Sequence[str]]
    en: tuple[str, ...] = ()
    fr: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        """Every name, the menu's first (CommandHandler names: ASCII lowercase)."""
        return (self.name, *self.en, *self.fr)


@dataclass(frozen=True, slots=True)
class Button:
    """Inline buttons whose `callback_data` starts with `<prefix>:` and matches `pattern`."""

    prefix: str
    pattern: re.Pattern[str]
    callback: Callback


@dataclass(frozen=True, slots=True)
class StatsSection:
    """A drill's /stats lines; `counted`: having some means the player practised (the show's
    "Nothing counted yet" is left out)."""

    lines: StatsLines
    counted: bool = True


@dataclass(frozen=True, slots=True)
class Entry:
    """One drill (or service): its commands, buttons, question kinds and /stats section."""

    name: str
    commands: tuple[Command, ...] = ()
    buttons: tuple[Button, ...] = ()
    kinds: tuple[QuestionKind, ...] = ()
    stats: StatsSection | None = field(default=None)


def commands_of(entries: Iterable[Entry]) -> Iterator[Command]:
    """Every command of `entries`, in their order (the menu's)."""
    for entry in entries:
        yield from entry.commands


def command_entry(
    name: str,
    callback: Callback,
    menu: Callable[[Translator], str],
    help: Callable[[Translator], Sequence[str]],
    *,
    en: tuple[str, ...] = (),
    fr: tuple[str, ...] = (),
    buttons: tuple[Button, ...] = (),
    kinds: tuple[QuestionKind, ...] = (),
    stats: StatsSection | None = None,
) -> Entry:
    """The entry of one command (`Command(name, callback, menu, help, en=, fr=)`), named as the
    command, with its buttons, question kinds and /stats section."""
    command = Command(name, callback, menu, help, en=en, fr=fr)
    return Entry(name, (command,), buttons, kinds, stats)


def drill_entry(spec: AnyDrill) -> Entry:
    """The one entry of a plain question drill (`question_drill.QuestionDrill`): its command, its
    buttons (when it has keys), its question kind and its /stats section, all built by the
    generic handlers of `bot.tg.handlers.plain_drill` from the drill's and its view's functions."""
    command = Command(
        spec.command, plain_drill.plain_command(spec), spec.menu, spec.help, en=spec.en, fr=spec.fr
    )
    pressed = None if spec.keys is None else plain_drill.plain_button(spec)
    buttons = () if pressed is None else (Button(spec.prefix or "", spec.pattern, pressed),)
    stats = StatsSection(plain_drill.plain_stats(spec))
    return Entry(spec.kind, (command,), buttons, (plain_drill.plain_kind(spec),), stats)
