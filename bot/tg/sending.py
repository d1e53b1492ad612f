"""`MugginsBot`: the bot's own `ExtBot`: sends that give the new message's id, and an update's
Bot API calls queued in the outbox instead of made at once.

Inside an update's scope (`Database.scope`, opened by the update processor of `muggins run`:
see `bot.tg.app` and `bot.tg.sender`) the messages, photos and edits a handler makes are not
sent: they are queued (`Scope.queue`) and stored in the `outbox` table in the update's own
transaction, then sent by the sender once it committed. The methods return at once: `send_html`
and `send_drawing` give None for the id (the caller says where the id goes, `record`),
an edit or a deletion gives True. Outside a scope (jobs, tests, the offline chat) every call is
made at once, as PTB's own.

A button press is answered at once, never through the outbox (Telegram drops an answer after
15 s): `answer_early` for a press that waits for its turn (the handler's own answer is then
skipped), and inside a scope the handler's `answer_callback_query` runs in a task of its own,
so that the update's transaction never waits for Telegram; so does `answer_inline_query`.

Only PTB's public API: `send_message`, `send_photo`, `edit_message_reply_markup`, ...
`bot.tg.app.build_app` builds the application around a `MugginsBot`, and `bot.tg.context`'s
`Context` and `App` are typed with it, so handlers call `context.bot.send_html(...)`.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import mimetypes
from collections.abc import Callable, Coroutine
from typing import Any, Final, Literal, TypeAlias, cast

from telegram import (
    InlineKeyboardMarkup,
    InputFile,
    InputPollOption,
    Message,
    Poll,
    ReplyParameters,
    TelegramObject,
)
from telegram.error import BadRequest, TelegramError
from telegram.ext import ExtBot
from telegram.request import BaseRequest

from bot.i18n import Translator
from bot.storage.db_base import current_scope
from bot.storage.repo_outbox import Outgoing
from bot.tg.drawing import night_sheets_spec, render_spec
from bot.views import night_sheets

logger = logging.getLogger("muggins.sending")

NOT_MODIFIED: Final = "message is not modified"
"""Telegram's 400 for an edit that changes nothing (lower case)."""
REPLY_GONE: Final = "message to be replied not found"
"""Telegram's 400 for a reply to a message that is gone (deleted), sent without
`allow_sending_without_reply` (lower case)."""


def reply_gone(error: TelegramError) -> bool:
    """Whether Telegram refused a message because the message it replies to is gone."""
    return isinstance(error, BadRequest) and REPLY_GONE in error.message.lower()


MAX_EARLY: Final = 10_000
"""Presses answered at once remembered until their handler runs (far more than wait)."""
DEFAULT_NONE: Final = BaseRequest.DEFAULT_NONE
"""PTB's "not passed" marker."""
OptionIds: TypeAlias = list[Literal[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]
"""Telegram's type for a quiz's correct options (Bot API 9.6 replaced correct_option_id)."""
NOT_SENT: Final = frozenset(
    {"read_timeout", "write_timeout", "connect_timeout", "pool_timeout", "rate_limit_args"}
)
"""Arguments of PTB's methods that are not Bot API parameters."""


class _NotJson(Exception):
    """A value the outbox cannot keep as JSON: the call is made at once instead."""


def _json(value: object) -> object:
    """A parameter's value as Telegram takes it (JSON)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, TelegramObject):
        return value.to_dict()
    if isinstance(value, list | tuple):
        return [_json(item) for item in value]
    raise _NotJson(type(value).__name__)


def api_params(
    method: Callable[..., object],
    args: tuple[object, ...],
    kwargs: dict[str, object],
    parse_mode: str,
) -> dict[str, object] | None:
    """The Bot API parameters of a call `method(*args, **kwargs)` of a PTB method (unset ones
    left out, the default parse mode put in), or None if one is not plain JSON."""
    bound = inspect.signature(method).bind(None, *args, **kwargs)
    params: dict[str, object] = {}
    try:
        for name, value in list(bound.arguments.items())[1:]:
            if name in NOT_SENT or value is None:
                continue
            if name == "api_kwargs":
                params.update({k: _json(v) for k, v in dict(value).items()})
            elif value is DEFAULT_NONE:
                if name == "parse_mode":
                    params[name] = parse_mode
            else:
                params[name] = _json(value)
    except _NotJson:
        return None
    return params


def _with_markup(
    markup: InlineKeyboardMarkup | None, reply: ReplyParameters | None = None, /, **params: object
) -> dict[str, object]:
    """A queued call's `params`, with its keyboard and the message it replies to (if any)."""
    if markup is not None:
        params["reply_markup"] = markup.to_dict()
    if reply is not None:
        params["reply_parameters"] = reply.to_dict()
    return params


class MugginsBot(ExtBot[None]):
    """`ExtBot` with sends that return the new message's id, queued in an update's scope."""

    __slots__ = ("_answered_early", "_answering")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._answered_early: dict[str, None] = {}
        """The presses answered at once (`answer_early`), oldest first, at most
        `MAX_EARLY` of them."""
        self._answering: set[asyncio.Task[bool]] = set()
        """Answers to presses made in tasks of their own (inside a scope)."""

    @property
    def parse_mode(self) -> str:
        """The default parse mode (HTML)."""
        mode = self.defaults.parse_mode if self.defaults is not None else None
        return mode or "HTML"

    async def initialize(self) -> None:
        """PTB's `initialize` (the transports, getMe), then the table of file types that every
        photo upload (`InputFile`) looks its name up in: `mimetypes` reads the system's files
        on first use (a few ms), here at start rather than on the first player's picture."""
        await super().initialize()
        if not mimetypes.inited:
            mimetypes.init()

    # -- presses ---------------------------------------------------------------------------

    async def answer_early(self, callback_query_id: str) -> bool:
        """Answer a press now, without text: its handler's own answer will be skipped (it
        waits for its turn, and Telegram drops an answer after 15 s)."""
        early = self._answered_early
        early[callback_query_id] = None
        if len(early) > MAX_EARLY:
            del early[next(iter(early))]
        return await super().answer_callback_query(callback_query_id)

    async def answer_callback_query(self, *args: Any, **kwargs: Any) -> bool:
        """`ExtBot.answer_callback_query`, skipped (True) for a press answered at once; in a
        scope, made in a task of its own (True at once)."""
        query_id = args[0] if args else kwargs.get("callback_query_id")
        if self._answered_early.pop(str(query_id), False) is None:
            return True
        if current_scope() is None:
            return await super().answer_callback_query(*args, **kwargs)
        self._answer_apart(super().answer_callback_query(*args, **kwargs))
        return True

    async def answer_inline_query(self, *args: Any, **kwargs: Any) -> bool:
        """`ExtBot.answer_inline_query`; in a scope, made in a task of its own (True at once):
        the results are no message (nothing to keep in the outbox) and the update's
        transaction does not wait for Telegram."""
        if current_scope() is None:
            return await super().answer_inline_query(*args, **kwargs)
        self._answer_apart(super().answer_inline_query(*args, **kwargs))
        return True

    def _answer_apart(self, answer: Coroutine[Any, Any, bool]) -> None:
        """Make the answer in a task of its own (out of the task's scope: an answer is no
        message of the outbox); a failure is one log line."""
        task = asyncio.get_running_loop().create_task(answer)
        self._answering.add(task)
        task.add_done_callback(self._answered)

    def _answered(self, task: asyncio.Task[bool]) -> None:
        self._answering.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            logger.info("a button or an inline query could not be answered: %s", error)

    # -- sends -----------------------------------------------------------------------------

    async def send_html(
        self,
        chat_id: int,
        text: str,
        *,
        reply_markup: InlineKeyboardMarkup | None = None,
        reply_parameters: ReplyParameters | None = None,
        record: dict[str, object] | None = None,
        after: int | None = None,
        fallback: dict[str, object] | None = None,
    ) -> int | None:
        """`send_message(chat_id, text, ...)` in the default (HTML) parse mode: the new
        message's id; in a scope, queued (None; `record`: where the id goes; `after`: a chat
        whose messages queued before it are delivered first, `Outgoing.after`; `fallback`:
        what the sender sends instead if the message replied to is gone, `Outgoing.fallback`).
        Out of a scope it is sent at once, after whatever was sent before it (the caller
        sends its fallback when it is refused, `posting.send`)."""
        scope = current_scope()
        if scope is None:
            message = await self.send_message(
                chat_id, text, reply_markup=reply_markup, reply_parameters=reply_parameters
            )
            return message.message_id
        params = _with_markup(
            reply_markup, reply_parameters, chat_id=chat_id, text=text, parse_mode=self.parse_mode
        )
        scope.queue(
            Outgoing(chat_id, "sendMessage", params, record=record, after=after, fallback=fallback)
        )
        return None

    async def send_drawing(
        self,
        chat_id: int,
        drawing: dict[str, object],
        *,
        filename: str,
        caption: str | None = None,
        reply_markup: InlineKeyboardMarkup | None = None,
        reply_parameters: ReplyParameters | None = None,
        record: dict[str, object] | None = None,
        instead: str | None = None,
        after: int | None = None,
    ) -> int | None:
        """`send_photo(chat_id, photo, caption=...)` of a picture given as its description
        (`bot.pictures.specs`), the caption in the default (HTML) parse mode: the new
        message's id; in a scope, queued as is (None), and drawn by the sender just before it
        is sent, out of the update's transaction; else drawn now (off the event loop) and
        sent. A picture that cannot be drawn is sent as `instead` (as a refused photo is).
        `after`: as `send_html`'s, a chat whose rows queued before it are delivered first."""
        scope = current_scope()
        if scope is None:
            try:
                picture = await render_spec(drawing)
            except ValueError as error:
                logger.warning("picture not drawn for chat %s (%s): sending text", chat_id, error)
                return await self.send_html(
                    chat_id,
                    instead or "",
                    reply_markup=reply_markup,
                    reply_parameters=reply_parameters,
                )
            message = await self.send_photo(
                chat_id,
                InputFile(picture, filename=filename),
                caption=caption,
                reply_markup=reply_markup,
                reply_parameters=reply_parameters,
            )
            return message.message_id
        params: dict[str, object] = {"chat_id": chat_id}
        if caption:
            params["caption"] = caption
            params["parse_mode"] = self.parse_mode
        scope.queue(
            Outgoing(
                chat_id,
                "sendPhoto",
                _with_markup(reply_markup, reply_parameters, **params),
                filename=filename,
                record=record,
                instead=instead,
                drawing=drawing,
                after=after,
            )
        )
        return None

    async def send_quiz(
        self,
        chat_id: int,
        question: str,
        options: list[str],
        *,
        correct: int,
        explanation: str | None,
        record: dict[str, object],
    ) -> Message | None:
        """`send_poll` of a quiz (not anonymous, one right option), every text plain (no
        parse mode): the message, whose poll's id the caller stores where `record` says
        (`bot.tg.records.quiz_poll`); in a scope, queued (None), and the sender stores it
        once Telegram gave the poll its id, out of the update's transaction."""
        scope = current_scope()
        if scope is None:
            return await self.send_poll(
                chat_id,
                question,
                [InputPollOption(option, text_parse_mode=None) for option in options],
                is_anonymous=False,
                type=Poll.QUIZ,
                correct_option_ids=cast(OptionIds, [correct]),
                explanation=explanation,
                explanation_parse_mode=None,
                question_parse_mode=None,
            )
        params: dict[str, object] = {
            "chat_id": chat_id,
            "question": question,
            "options": [{"text": option} for option in options],  # no parse mode: plain
            "is_anonymous": False,
            "type": Poll.QUIZ,
            "correct_option_ids": [correct],
            "question_parse_mode": None,  # plain, not the bot's default HTML
            "explanation_parse_mode": None,
        }
        if explanation is not None:
            params["explanation"] = explanation
        scope.queue(Outgoing(chat_id, "sendPoll", params, record=record))
        return None

    async def send_sheets_pdf(
        self,
        chat_id: int,
        sheets: dict[str, object],
        tr: Translator,
        *,
        filename: str,
        caption: str,
    ) -> None:
        """`send_document` of a club night's printable sheets (`night_sheets.sheets_json`):
        in a scope, queued as their description and drawn by the sender (seconds for a big
        night) out of the update's transaction; else drawn now, on a thread, and sent."""
        scope = current_scope()
        if scope is None:
            pdf = await asyncio.to_thread(
                night_sheets.night_pdf, night_sheets.sheets_from_json(sheets), tr
            )
            await self.send_document(chat_id, InputFile(pdf, filename=filename), caption=caption)
            return
        params: dict[str, object] = {"chat_id": chat_id, "caption": caption}
        spec = night_sheets_spec(sheets, tr.lang)
        scope.queue(Outgoing(chat_id, "sendDocument", params, filename=filename, drawing=spec))

    async def edit_keyboard(
        self, chat_id: int, message_id: int, reply_markup: InlineKeyboardMarkup | None
    ) -> None:
        """`edit_message_reply_markup(chat_id, message_id, reply_markup=...)` (None: remove the
        keyboard)."""
        await self.edit_message_reply_markup(chat_id, message_id, reply_markup=reply_markup)

    async def close_poll(self, chat_id: int, message_id: int) -> None:
        """`stop_poll(chat_id, message_id)`: close a poll that no longer counts, so nobody can
        answer it; in a scope, queued after the chat's earlier messages. Best effort: a
        refusal (the message deleted, the poll closed already) is logged, never raised."""
        if self._queued("stopPoll", ExtBot.stop_poll, chat_id, message_id):
            return
        try:
            await self.stop_poll(chat_id, message_id)
        except TelegramError as error:
            logger.info("poll %s/%s not closed: %s", chat_id, message_id, error)

    async def edit_or_send(
        self,
        chat_id: int,
        message_id: int,
        text: str,
        *,
        reply_markup: InlineKeyboardMarkup | None = None,
    ) -> None:
        """Edit the bot's message into `text`; if Telegram refuses (the message is gone or too
        old to edit), send `text` as a new message instead; an unchanged message is left be.
        In a scope, queued: the sender sends the new message (`Outgoing.instead`)."""
        scope = current_scope()
        if scope is None:
            try:
                await self.edit_message_text(
                    text, chat_id=chat_id, message_id=message_id, reply_markup=reply_markup
                )
            except BadRequest as error:
                if NOT_MODIFIED in error.message.lower():
                    return
                logger.info("could not edit %s/%s: %s", chat_id, message_id, error)
                await self.send_html(chat_id, text, reply_markup=reply_markup)
            return
        ids = {"chat_id": chat_id, "message_id": message_id}
        params = _with_markup(reply_markup, **ids, text=text, parse_mode=self.parse_mode)
        scope.queue(Outgoing(chat_id, "editMessageText", params, instead=text))

    # -- edits: queued in a scope ----------------------------------------------------------

    def _queued(
        self, endpoint: str, method: Callable[..., object], *args: object, **kwargs: object
    ) -> bool:
        """Queue the call in the task's scope; False outside one, or when it cannot wait
        (an inline message, a value that is not JSON): then it is made at once."""
        scope = current_scope()
        if scope is None:
            return False
        params = api_params(method, args, kwargs, self.parse_mode)
        if params is None or not isinstance(chat_id := params.get("chat_id"), int):
            return False
        scope.queue(Outgoing(chat_id, endpoint, params))
        return True

    async def edit_message_text(self, *args: Any, **kwargs: Any) -> Message | bool:
        """`ExtBot.edit_message_text`; in a scope, queued (True)."""
        if self._queued("editMessageText", ExtBot.edit_message_text, *args, **kwargs):
            return True
        return await super().edit_message_text(*args, **kwargs)

    async def edit_message_caption(self, *args: Any, **kwargs: Any) -> Message | bool:
        """`ExtBot.edit_message_caption`; in a scope, queued (True)."""
        if self._queued("editMessageCaption", ExtBot.edit_message_caption, *args, **kwargs):
            return True
        return await super().edit_message_caption(*args, **kwargs)

    async def edit_message_reply_markup(self, *args: Any, **kwargs: Any) -> Message | bool:
        """`ExtBot.edit_message_reply_markup`; in a scope, queued (True)."""
        if self._queued(
            "editMessageReplyMarkup", ExtBot.edit_message_reply_markup, *args, **kwargs
        ):
            return True
        return await super().edit_message_reply_markup(*args, **kwargs)

    async def delete_message(self, *args: Any, **kwargs: Any) -> bool:
        """`ExtBot.delete_message`; in a scope, queued (True)."""
        if self._queued("deleteMessage", ExtBot.delete_message, *args, **kwargs):
            return True
        return await super().delete_message(*args, **kwargs)
