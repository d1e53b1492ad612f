"""`Driver`: feeds updates to an Application running over `bot.tg.local.LocalBotApi`.

`texts(calls)` and `photos(calls)` pick the HTML texts and the pictures out of the calls made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, Unpack

from telegram import Update
from telegram.ext import Application

from bot.tg.local_checks import JSON, ApiCall
from bot.tg.local_updates import (
    CallbackOptions,
    InlineQueryOptions,
    MessageOptions,
    PollAnswerOptions,
    PressOptions,
    inline_buttons,
    make_inline_query_update,
)

if TYPE_CHECKING:
    from bot.tg.inbox import Inbox
    from bot.tg.local import LocalBotApi
    from bot.tg.sender import Sender


class _ErrorContext(Protocol):
    """What the driver's error handler reads of its context."""

    @property
    def error(self) -> BaseException | None:
        """The exception a handler raised."""
        ...


OUTBOX_SECONDS = 10.0
"""How long the driver waits for the sender to deliver an update's replies."""


class HandlerError(AssertionError):
    """A handler raised while a `Driver` fed it an update (the original is the __cause__)."""


class Driver:
    """Feeds updates to an Application running over a `LocalBotApi`; returns the calls made.

    The driver adds an error handler that collects handler exceptions in `.errors`; with
    `check=True` (the default) `send`/`press`/`process` raise `HandlerError` for a new one,
    so a crashing handler fails the test even though the bot itself would only log it.
    """

    def __init__(
        self,
        application: Application[Any, Any, Any, Any, Any, Any],
        api: LocalBotApi,
        *,
        durable: tuple[Inbox, Sender] | None = None,
    ):
        self.application = application
        self.api = api
        self.durable = durable
        """The inbox and sender of `muggins run` (`bot.tg.runner.attach`): each update is
        stored, handled in one transaction with its replies queued in the outbox, then
        delivered by the sender before `process` returns."""
        self.errors: list[BaseException] = []
        # First in line: the bot's own error handler stops the others (ApplicationHandlerStop).
        others = dict(application.error_handlers)
        application.error_handlers.clear()
        application.add_error_handler(self._collect)
        application.error_handlers.update(others)

    async def _collect(self, update: object, context: _ErrorContext) -> None:
        if context.error is not None:
            self.errors.append(context.error)

    async def process(self, payload: JSON, *, check: bool = True) -> list[ApiCall]:
        """Process one Update JSON dict; the Bot API calls it caused, in order."""
        start = len(self.api.calls)
        errors = len(self.errors)
        update = Update.de_json(payload, self.application.bot)
        if self.durable is None:
            await self.application.process_update(update)
        else:
            inbox, sender = self.durable
            processor = self.application.update_processor
            for fresh in await inbox.store([update]):  # as the poller's queue hands it over
                await processor.process_update(fresh, self.application.process_update(fresh))
            await sender.flush(OUTBOX_SECONDS)
        if check and len(self.errors) > errors:
            raise HandlerError(f"handler error: {self.errors[errors]!r}") from self.errors[errors]
        return self.api.calls[start:]

    async def send(
        self,
        text: str,
        user_id: int = 1,
        chat_id: int | None = None,
        *,
        check: bool = True,
        **kwargs: Unpack[MessageOptions],
    ) -> list[ApiCall]:
        """A text message from `user_id` in `chat_id` (default: their private chat)."""
        payload = self.api.message_update(
            text, user_id, user_id if chat_id is None else chat_id, **kwargs
        )
        return await self.process(payload, check=check)

    async def press(
        self,
        data: str,
        message_id: int,
        user_id: int = 1,
        chat_id: int | None = None,
        *,
        check: bool = True,
        **kwargs: Unpack[CallbackOptions],
    ) -> list[ApiCall]:
        """An inline button press with `data` on the bot's message `message_id`."""
        payload = self.api.callback_update(
            data, user_id, user_id if chat_id is None else chat_id, message_id, **kwargs
        )
        return await self.process(payload, check=check)

    async def inline(
        self,
        query: str,
        user_id: int = 1,
        *,
        check: bool = True,
        **kwargs: Unpack[InlineQueryOptions],
    ) -> list[ApiCall]:
        """An inline query "@bot <query>" from `user_id` (see `make_inline_query_update`)."""
        return await self.process(make_inline_query_update(query, user_id, **kwargs), check=check)

    async def press_button(
        self,
        message: JSON,
        number: int,
        user_id: int = 1,
        *,
        check: bool = True,
        **kwargs: Unpack[PressOptions],
    ) -> list[ApiCall]:
        """Press button `number` (1-based, row by row) of a message the bot sent."""
        button = inline_buttons(message)[number - 1]
        return await self.press(
            str(button["callback_data"]),
            int(message["message_id"]),
            user_id,
            int(message["chat"]["id"]),
            check=check,
            **kwargs,
        )

    async def answer_poll(
        self,
        poll_id: str,
        option: int | list[int],
        user_id: int = 1,
        *,
        check: bool = True,
        **kwargs: Unpack[PollAnswerOptions],
    ) -> list[ApiCall]:
        """A `poll_answer` from `user_id` choosing `option` (an index, or several) in `poll_id`."""
        options = [option] if isinstance(option, int) else list(option)
        payload = self.api.poll_answer_update(poll_id, user_id, options, **kwargs)
        return await self.process(payload, check=check)


def texts(calls: list[ApiCall]) -> list[str]:
    """The HTML texts sent or edited in `calls`, photo captions included."""
    return [
        str(call.params["caption" if call.method == "sendPhoto" else "text"])
        for call in calls
        if (call.method in ("sendMessage", "editMessageText") and "text" in call.params)
        or (call.method == "sendPhoto" and "caption" in call.params)
    ]


def photos(calls: list[ApiCall]) -> list[bytes]:
    """The pictures uploaded by the sendPhoto calls in `calls`."""
    return [
        call.params["photo"]
        for call in calls
        if call.method == "sendPhoto" and isinstance(call.params.get("photo"), bytes)
    ]
