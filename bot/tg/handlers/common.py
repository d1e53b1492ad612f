"""What every handler needs: who is talking (and in which language), their button presses,
safe HTML (`esc`, from `bot.views.markup`, shared with the views); the sending helpers are
`bot.tg.posting`'s, imported from here too.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass
from functools import wraps
from typing import Concatenate, ParamSpec, TypeVar, TypeVarTuple

from telegram import (
    CallbackQuery,
    Chat,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    MessageEntity,
    Update,
)
from telegram import User as TgUser
from telegram.constants import ChatType

from bot.coach.plan import ThemeStat
from bot.drills.club import deep_link
from bot.drills.table_args import USERNAME as USERNAME
from bot.i18n import LANGUAGES, Translator
from bot.storage import Question, User
from bot.tg.context import Context
from bot.tg.posting import Fallback as Fallback
from bot.tg.posting import button as button
from bot.tg.posting import drop_keyboard as drop_keyboard
from bot.tg.posting import edit_text as edit_text
from bot.tg.posting import fit as fit
from bot.tg.posting import keyboard as keyboard
from bot.tg.posting import quietly as quietly
from bot.tg.posting import send as send
from bot.tg.posting import set_keyboard as set_keyboard
from bot.tg.posting import tell as tell
from bot.views.markup import bold as bold
from bot.views.markup import esc as esc
from bot.views.names import short_name


def mentioned_member(update: Update) -> tuple[int | None, str | None]:
    """The member a command names by a text mention or by replying to them: their id and
    name (None, None: nobody, or a bot)."""
    message = update.effective_message
    if message is None:
        return None, None
    for entity in message.entities:
        if entity.type == MessageEntity.TEXT_MENTION and entity.user is not None:
            return entity.user.id, short_name(entity.user.full_name)
    reply = message.reply_to_message
    if reply is not None and reply.from_user is not None and not reply.from_user.is_bot:
        return reply.from_user.id, short_name(reply.from_user.full_name)
    return None, None


def unmentioned_args(update: Update, args: Sequence[str]) -> list[str]:
    """A command's words (`args`) without the name of a member mentioned by a text mention
    (one without a @username, picked in Telegram's list: their name is in the text, and is
    not a word of the command)."""
    message = update.effective_message
    text = message.text if message is not None else None
    if message is None or text is None:
        return list(args)
    spans = [e for e in message.entities if e.type == MessageEntity.TEXT_MENTION]
    if not spans:
        return list(args)
    units = text.encode("utf-16-le")  # entity offsets count UTF-16 code units
    for entity in sorted(spans, key=lambda e: e.offset, reverse=True):
        start, end = 2 * entity.offset, 2 * (entity.offset + entity.length)
        units = units[:start] + " ".encode("utf-16-le") + units[end:]
    return units.decode("utf-16-le").split()[1:]


@dataclass(frozen=True, slots=True)
class Who:
    """The player behind an update, their chat and the translator to answer them with."""

    user_id: int
    chat_id: int
    private: bool
    name: str
    user: User
    tr: Translator
    update_id: int | None = None
    """The update being handled (a question it asks remembers it; see `questions.ask`)."""
    to_bot: bool = False
    """The text being handled replies to one of the bot's messages: addressed to the bot, in a
    group too, where a word typed alone is otherwise the members' chat
    (`questions_text.text_message`)."""

    @property
    def group_name(self) -> str | None:
        """The player's name where a reply must say whose it is (a group), else None."""
        return None if self.private else self.name


def _sender(update: Update) -> tuple[TgUser, Chat] | None:
    """Who sent `update` and in which chat, or None: no sender, no chat, or another bot."""
    tg_user = update.effective_user
    chat = update.effective_chat
    if tg_user is None or chat is None or tg_user.is_bot:
        return None
    return tg_user, chat


async def who(update: Update, context: Context) -> Who | None:
    """The sender of `update` (recorded in the database) and their language, or None."""
    sender = _sender(update)
    if sender is None:
        return None
    tg_user, chat = sender
    data = context.bot_data
    user = await data.db.users.get_or_create_user(tg_user.id, language_code=tg_user.language_code)
    return _who(update, context, tg_user, chat, user)


T = TypeVar("T")


async def _who_and(
    update: Update, context: Context, read: Callable[..., Awaitable[tuple[User, T]]]
) -> tuple[Who, T] | None:
    """`who(update, context)` and what `read` (`db.questions.user_and_...`: the stored user and
    more, in one read) reads with the user; None where `who` gives None."""
    sender = _sender(update)
    if sender is None:
        return None
    tg_user, chat = sender
    user, more = await read(tg_user.id, chat.id, language_code=tg_user.language_code)
    return _who(update, context, tg_user, chat, user), more


async def who_and_pending(update: Update, context: Context) -> tuple[Who, Question | None] | None:
    """`who(update, context)` and the player's pending question in that chat (or None), read
    together (`db.questions.user_and_pending`); None where `who` gives None."""
    return await _who_and(update, context, context.bot_data.db.questions.user_and_pending)


async def who_and_theme_stats(
    update: Update, context: Context
) -> tuple[Who, list[ThemeStat]] | None:
    """`who(update, context)` and the player's record on every theme met (for the coach's
    choice of a deal, `coaching.show_deal`), read together
    (`db.questions.user_and_theme_stats`, which reads ahead what the question asked next
    needs); None where `who` gives None."""
    return await _who_and(update, context, context.bot_data.db.questions.user_and_theme_stats)


def _who(update: Update, context: Context, tg_user: TgUser, chat: Chat, user: User) -> Who:
    """The `Who` of a sender whose stored user is `user`."""
    data = context.bot_data
    return Who(
        user_id=tg_user.id,
        chat_id=chat.id,
        private=chat.type == ChatType.PRIVATE,
        name=short_name(tg_user.first_name),
        user=user,
        tr=data.i18n.translator(language_of(user, tg_user.language_code, context)),
        update_id=update.update_id,
    )


def for_player(
    handle: Callable[[Context, Who], Awaitable[None]],
) -> Callable[[Update, Context], Coroutine[object, object, None]]:
    """The handler that runs `handle` for the sender of its update (`who`); an update from
    nobody known (no sender, another bot) goes no further."""

    @wraps(handle)
    async def handler(update: Update, context: Context) -> None:
        player = await who(update, context)
        if player is not None:
            await handle(context, player)

    return handler


P = ParamSpec("P")
Ts = TypeVarTuple("Ts")


@dataclass(frozen=True, slots=True)
class Press:
    """A button press: the callback query, who pressed it and its matched `callback_data`."""

    query: CallbackQuery
    player: Who
    match: re.Match[str]

    @property
    def message_id(self) -> int | None:
        """The id of the message whose button was pressed (None when Telegram omits it)."""
        message = self.query.message
        return None if message is None else message.message_id

    async def drop_keyboard(self, context: Context) -> None:
        """Take the buttons off the message pressed (none left: nothing to edit, as a press
        forged or sent twice may find it)."""
        message = self.query.message
        if isinstance(message, Message) and message.reply_markup is not None:
            await drop_keyboard(context, message.chat.id, message.message_id)

    @staticmethod
    def on(pattern: re.Pattern[str]) -> Callable[[PressHandle], UpdateHandle]:
        """The button handler that runs the decorated `handle` for a press whose data matches
        `pattern` (`pressed`); any other update goes no further."""
        return Press.about(_pressed_alone, pattern)

    @staticmethod
    def about(
        find: Callable[Concatenate[Update, Context, P], Awaitable[tuple[*Ts] | None]],
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> Callable[[Callable[[Context, *Ts], Awaitable[None]]], UpdateHandle]:
        """The button handler that runs the decorated `handle` with what `find(update,
        context, *args, **kwargs)` finds (e.g. `club_base.club_press`: a press, its club and
        message); when `find` gives None (no such press, or answered already) it goes no
        further."""

        def decorate(handle: Callable[[Context, *Ts], Awaitable[None]]) -> UpdateHandle:
            @wraps(handle)
            async def handler(update: Update, context: Context) -> None:
                found = await find(update, context, *args, **kwargs)
                if found is not None:
                    await handle(context, *found)

            return handler

        return decorate


PressHandle = Callable[[Context, Press], Awaitable[None]]
UpdateHandle = Callable[[Update, Context], Coroutine[object, object, None]]


async def _pressed_alone(
    update: Update, context: Context, pattern: re.Pattern[str]
) -> tuple[Press] | None:
    """`pressed`, as `Press.about` takes it."""
    press = await pressed(update, context, pattern)
    return None if press is None else (press,)


async def pressed(update: Update, context: Context, pattern: re.Pattern[str]) -> Press | None:
    """The button press behind `update` when its data matches `pattern`, else None (a press
    from nobody known, or with data that doesn't match, is acknowledged and goes no further)."""
    query = update.callback_query
    if query is None or query.data is None:
        return None
    player = await who(update, context)
    match = pattern.match(query.data)
    if player is None or match is None:
        await query.answer()
        return None
    return Press(query, player, match)


def start_payload(
    update: Update, context: Context, pattern: re.Pattern[str]
) -> re.Match[str] | None:
    """`/start <payload>` in a private chat, its payload matched by `pattern` (None: a
    /start of another kind)."""
    chat = update.effective_chat
    if chat is None or chat.type != ChatType.PRIVATE or not context.args:
        return None
    return pattern.match(context.args[0])


async def edit_or_send(
    context: Context,
    chat_id: int,
    message_id: int | None,
    text: str,
    markup: InlineKeyboardMarkup | None = None,
) -> None:
    """Edit one of the bot's messages into `text`; sent as a new message when there is none
    or Telegram refuses (gone, too old); an unchanged message is left be."""
    if message_id is None:
        await send(context, chat_id, text, markup=markup)
    else:
        await context.bot.edit_or_send(chat_id, message_id, text, reply_markup=markup)


async def open_private_chat(query: CallbackQuery, username: str, payload: str) -> None:
    """Answer a press by opening the private chat with the bot at `/start <payload>`; a
    failure is only logged."""
    await quietly(query.answer(url=deep_link(username, payload)), "could not open the private chat")


def private_link(context: Context, payload: str, label: str) -> InlineKeyboardMarkup:
    """One button, `label`, that opens the private chat with the bot at `/start <payload>`:
    what a group's reply to one member carries to what is theirs alone (/stats, /remind…)."""
    url = deep_link(context.bot.username, payload)
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, url=url)]])


def language_of(user: User, language_code: str | None, context: Context) -> str:
    """The chosen language, else negotiated from Telegram's language code, else the default."""
    if user.lang in LANGUAGES:
        return user.lang
    data = context.bot_data
    return data.i18n.negotiate(language_code or user.language_code, data.config.default_lang)


async def own_translator(context: Context, user_id: int) -> Translator:
    """A user's own language, for what they are told in private (chosen, else the one
    Telegram last gave, else the default): not the group's, whatever the club's setting."""
    user = await context.bot_data.db.users.get_or_create_user(user_id)
    return context.bot_data.i18n.translator(language_of(user, None, context))
