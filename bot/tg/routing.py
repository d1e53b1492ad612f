"""One handler for every new message: commands looked up by name, texts, unknown commands,
media in private.

PTB's way is one `CommandHandler` per command, then `MessageHandler`s for the rest: every
update is offered to each in turn, and each command handler parses the command again. With
some thirty commands that is most of the handler checks of an update. `MessageRouter` parses
the message once and looks the callback up in a dict, with the same rules as PTB's
`CommandHandler` (`telegram/ext/_handlers/commandhandler.py`) and filters:

- only new messages (`filters.UpdateType.MESSAGE`: not edited ones, not channel posts);
- a command is a `bot_command` entity at offset 0; `/name@botname args` is ours when `name`
  (any case) is one of the names and `botname` (any case), when given, is the bot's username;
  `context.args` is then the words after the command (`text.split()[1:]`);
- any other command (another bot's, or a name nobody has) goes to `unknown`
  (`filters.COMMAND`), with `context.args` left unset;
- a text that is not a command goes to `text` (`filters.TEXT & ~filters.COMMAND`), but for
  one that starts with « / » and a word that, its accents left out, is one of the names
  (« /écart », « /soirée », « /Règles@botname »): Telegram marks no command there (a command's
  name is [A-Za-z0-9_]), and a French player types the accents; it goes to that command, with
  `context.args` as above (any other such word to `unknown`, as its unaccented spelling);
- a new message in a private chat that has no text but a photo, a sticker, a voice note or
  other media (`MEDIA`) goes to `other`, when given (PTB took it nowhere: the player was
  answered nothing);
- anything else (edited messages, media in a group, service messages) is not taken, so the
  handlers after this one still see it.

`check_update` returns the `Route` (the callback and its arguments): `handle_update` runs it
without parsing again, and `bot.tg.events` names the callback in its log line.

Buttons stay one handler per kind (`ButtonHandler`, a `CallbackQueryHandler`), but match with
the compiled pattern itself: PTB's `re.match(pattern, data)` looks the compiled pattern up in
`re`'s cache, hashing its whole program on each call, about 4 µs for every kind of button a
press passes by on its way to its own (some forty kinds).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Coroutine, Mapping
from typing import TYPE_CHECKING, Any, Final, NamedTuple, TypeAlias

from telegram import MessageEntity, Update
from telegram.constants import ChatType
from telegram.ext import BaseHandler, CallbackQueryHandler

from bot.engine.card_parsing import unaccented
from bot.tg.context import Context

if TYPE_CHECKING:
    from telegram.ext import Application

Callback: TypeAlias = Callable[[Update, Context], Coroutine[Any, Any, None]]

_NAME: Final = re.compile(r"[\da-z_]{1,32}")
"""A valid command name (lowercase, as PTB's `CommandHandler` requires)."""
_ACCENTED: Final = re.compile(r"/(\w{1,32})(?:@(\w{3,32}))?(?![\w/<>\\@])")
"""A command typed with accents (« /écart », « /règles? »): a word ended as Telegram ends a
command (`bot.tg.local_updates`), which it does not mark as one."""


MEDIA: Final = (
    *("photo", "sticker", "voice", "audio", "video", "video_note", "animation", "document"),
    *("location", "contact"),
)
"""The `Message` fields of what a player sends that is no text (a photo of their cards, a
sticker, a voice note): `other`'s, in a private chat."""


class Route(NamedTuple):
    """Where a message goes: the callback and, for a command, its arguments."""

    callback: Callback
    args: list[str] | None = None


class MessageRouter(BaseHandler[Update, Context, None]):
    """Commands by name, then texts, then unknown commands: one check per new message."""

    __slots__ = ("commands", "other", "text", "unknown")

    def __init__(
        self,
        commands: Mapping[str, Callback],
        text: Callback,
        unknown: Callback,
        other: Callback | None = None,
    ) -> None:
        super().__init__(self.dispatch)
        for name in commands:
            if not _NAME.fullmatch(name):
                raise ValueError(f"Command `{name}` is not a valid bot command")
        self.commands: Final[dict[str, Callback]] = dict(commands)
        self.text: Final = text
        self.unknown: Final = unknown
        self.other: Final = other

    def check_update(self, update: object) -> Route | None:
        """The route of a new message, or None (not a new message, or neither text nor
        command)."""
        if not isinstance(update, Update):
            return None
        message = update.message
        if message is None:
            return None
        text = message.text
        entities = message.entities
        if entities:
            first = entities[0]
            if first.type == MessageEntity.BOT_COMMAND and first.offset == 0:
                if text:
                    name, *target = text[1 : first.length].split("@")
                    callback = self.commands.get(name.lower())
                    if callback is not None and (
                        not target
                        or target[0].lower() == (message.get_bot().username or "").lower()
                    ):
                        return Route(callback, text.split()[1:])
                return Route(self.unknown)
        if text:
            return self.accented(text, message.get_bot().username) or Route(self.text)
        if (
            self.other is not None
            and message.chat.type == ChatType.PRIVATE
            and any(getattr(message, field) for field in MEDIA)
        ):
            return Route(self.other)
        return None

    def accented(self, text: str, username: str | None) -> Route | None:
        """The route of a command typed with accents (« /écart 5H », « /défi@botname »): an
        accented word no command of ours is named is an unknown command, as it is unaccented;
        None when the text does not start with such a word."""
        match = _ACCENTED.match(text)
        if match is None or match.group(1).isascii():
            return None
        name, target = match.groups()
        callback = self.commands.get(unaccented(name.casefold()))
        if callback is None or (target is not None and target.lower() != (username or "").lower()):
            return Route(self.unknown)  # « /écartez », as « /ecartez » is: no command of ours
        return Route(callback, text.split()[1:])

    async def handle_update(
        self,
        update: Update,
        application: Application[Any, Context, Any, Any, Any, Any],
        check_result: object,
        context: Context,
    ) -> None:
        """Run the route `check_update` found (a command's arguments in `context.args`)."""
        assert isinstance(check_result, Route)
        await self.run(check_result, update, context)

    async def dispatch(self, update: Update, context: Context) -> None:
        """The handler's callback when called directly: route `update`, then run it."""
        route = self.check_update(update)
        if route is not None:
            await self.run(route, update, context)

    @staticmethod
    async def run(route: Route, update: Update, context: Context) -> None:
        """Call the route's callback, with a command's arguments in `context.args`."""
        if route.args is not None:
            context.args = route.args
        await route.callback(update, context)


class ButtonHandler(CallbackQueryHandler[Context, None]):
    """PTB's `CallbackQueryHandler` for a compiled pattern, matched as `pattern.match(data)`:
    the same match (then `context.matches`) for every press whose data is text, the base
    class for anything else (game buttons, data that is not text)."""

    __slots__ = ("compiled",)

    def __init__(self, callback: Callback, pattern: re.Pattern[str]) -> None:
        super().__init__(callback, pattern=pattern)
        self.compiled: Final = pattern

    def check_update(self, update: object) -> bool | object | None:
        """The pattern's match of the press's data (False: not this kind of button)."""
        if isinstance(update, Update):
            query = update.callback_query
            if query is not None and query.data and isinstance(query.data, str):
                # The bot's data is ASCII: a forged « ٣ » must not pass for a digit (`\d`).
                return (query.data.isascii() and self.compiled.match(query.data)) or False
        return super().check_update(update)
