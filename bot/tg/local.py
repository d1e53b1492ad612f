"""An in-process Telegram Bot API: `LocalBotApi` answers the bot's requests without a network.

It is a `telegram.request.BaseRequest`, so the real `Application` and handlers run over it
unchanged: the offline chat (`bot.tg.offline`), the handler tests and the bot benchmark use it.
It behaves like the Bot API where the bot could get it wrong: HTML parse mode is checked the way
Telegram checks it (unsupported or unbalanced tags are a 400 "can't parse entities"), texts over
4096 characters, empty texts, `callback_data` over 64 bytes and edits that change nothing are
refused with Telegram's error descriptions, and message ids increase per chat.

Every call is recorded as `ApiCall(method, params)` in `.calls` (unless `record=False`).

This module is the api itself and re-exports the public names of its siblings, so that
`from bot.tg.local import ...` gives all of them: `bot.tg.local_checks` (errors, Telegram HTML,
the limits the api enforces), `bot.tg.local_messages` (the messages it holds in each chat, its
base class), `bot.tg.local_updates` (the update builders) and `bot.tg.local_driver` (`Driver`,
`texts`, `photos`).

Updates: `make_message_update(...)` and `make_callback_update(...)` build Update JSON dicts;
tests turn them into `Update.de_json(payload, application.bot)` and call
`application.process_update`. The `LocalBotApi.message_update(...)` and `.callback_update(...)`
methods do the same with message ids drawn from the api's own per-chat counters.
`push_update(payload)` queues an update for `getUpdates` (long polling with offsets).

Polls: `sendPoll` is checked against Telegram's limits (question <= 300 characters, 2 to 10
distinct options of <= 100 characters, a quiz's correct option ids in range, explanation <= 200
characters and 2 line feeds) and answered with a real Poll; `.polls` keeps them by poll id.
`make_poll_answer_update(...)` (and `Driver.answer_poll`) builds a `poll_answer` update;
`stopPoll` closes a poll, after which `poll_answer_update` refuses to answer it.

Photos: `sendPhoto` takes an uploaded PNG or JPEG (multipart; the call records its bytes under
"photo", `photos(calls)` lists them) with an HTML caption of at most 1024 characters. Inline
mode: `make_inline_query_update(...)` / `Driver.inline(query)`; `answerInlineQuery` checks the
results (ids, titles, HTML texts) and keeps them in `.inline_answers[inline_query_id]`.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import re
import secrets
from collections.abc import Iterator
from typing import Final, TypeAlias, Unpack

from telegram.error import TimedOut
from telegram.request import BaseRequest, RequestData

from bot.tg.local_checks import (
    JSON,
    MAX_CALLBACK_ANSWER_LENGTH,
    PICTURE_SIGNATURES,
    ApiCall,
    ApiError,
    HtmlError,
    bad_request,
    checked_caption,
    checked_inline_results,
    checked_markup,
    checked_poll,
    checked_text,
    html_to_text,
    parse_html,
    picture_size,
    too_many_requests,
    utf16_len,
)
from bot.tg.local_driver import Driver, HandlerError, photos, texts
from bot.tg.local_messages import MESSAGES_KEPT_PER_CHAT, ChatMessages, chat_key
from bot.tg.local_updates import (
    BOT_FIRST_NAME,
    BOT_ID,
    BOT_USERNAME,
    CallbackOptions,
    InlineQueryOptions,
    MessageOptions,
    PollAnswerOptions,
    bot_user_json,
    chat_json,
    chat_member_json,
    command_entities,
    inline_buttons,
    make_callback_update,
    make_inline_query_update,
    make_message_update,
    make_my_chat_member_update,
    make_poll_answer_update,
    user_json,
)

__all__ = [
    "BOT_FIRST_NAME",
    "BOT_ID",
    "BOT_USERNAME",
    "JSON",
    "MESSAGES_KEPT_PER_CHAT",
    "TIMEOUT",
    "ApiCall",
    "ApiError",
    "ApiResult",
    "CallbackOptions",
    "Driver",
    "HandlerError",
    "HtmlError",
    "InlineQueryOptions",
    "LocalBotApi",
    "MessageOptions",
    "PollAnswerOptions",
    "bad_request",
    "bot_user_json",
    "chat_json",
    "chat_member_json",
    "command_entities",
    "html_to_text",
    "inline_buttons",
    "make_callback_update",
    "make_inline_query_update",
    "make_message_update",
    "make_my_chat_member_update",
    "make_poll_answer_update",
    "parse_html",
    "photos",
    "picture_size",
    "texts",
    "too_many_requests",
    "user_json",
    "utf16_len",
]

ApiResult: TypeAlias = JSON | list[JSON] | bool
"""What a Bot API method answers: an object (a Message...), a list of them, or True."""

TIMEOUT: Final = 0
"""The `fail` code that simulates a timeout (no HTTP answer at all)."""

_BOT_COMMAND_NAME = re.compile(r"[a-z0-9_]{1,32}")
POLL_ID_BITS: Final = 53
"""Offline poll ids start at a random number below 2**53 (16 digits; Telegram's are 19)."""


def new_poll_ids() -> Iterator[int]:
    """Poll ids for one process: they start at a random number, so a chat reopened on the same
    database (a new process) never sends a poll id that `quiz_polls` already holds."""
    return itertools.count(secrets.randbits(POLL_ID_BITS) + 1)


_poll_ids = new_poll_ids()

# --------------------------------------------------------------------------------------------
# The in-process Bot API


class LocalBotApi(ChatMessages, BaseRequest):
    """A `BaseRequest` that answers Bot API calls in-process, records them and keeps messages."""

    def __init__(
        self,
        *,
        bot_id: int = BOT_ID,
        bot_username: str = BOT_USERNAME,
        bot_first_name: str = BOT_FIRST_NAME,
        record: bool = True,
        strict: bool = True,
    ) -> None:
        super().__init__(bot_user_json(bot_id, bot_username, bot_first_name), strict=strict)
        self.record = record
        self.calls: list[ApiCall] = []
        self.refused: list[tuple[ApiCall, ApiError]] = []
        """Calls the api itself refused (not the simulated `fail`ures), with the error."""
        self.commands: dict[tuple[str, str], list[JSON]] = {}
        self.polls: dict[str, JSON] = {}
        self.inline_answers: dict[str, list[JSON]] = {}
        self._updates: list[JSON] = []
        self._next_update_id = 1
        self._update_event: asyncio.Event | None = None
        self._update_event_loop: asyncio.AbstractEventLoop | None = None
        self._failures: dict[str, list[ApiError]] = {}
        self._initialized = False
        self.webhook: JSON = {}
        """The last setWebhook parameters (url, secret_token)."""
        self.menu_button: JSON = {}
        """The private chats' menu button (setChatMenuButton without a chat)."""
        self.member_status: dict[tuple[int, int], str] = {}
        """getChatMember answers: (chat_id, user_id) -> status ("member" when absent)."""
        self.usernames: dict[int, str] = {}
        """Members' Telegram @usernames (without the @) as getChatMember says them, by user id;
        a member absent has none, as on Telegram."""
        self.unopened: set[int] = set()
        """Users who never opened a private chat with the bot: sending there is refused with
        a 403, as Telegram does, until they write to the bot in private."""

    # -- BaseRequest -------------------------------------------------------------------------

    @property
    def read_timeout(self) -> float | None:
        """The default read timeout: nothing here ever waits on a network."""
        return 5.0

    async def initialize(self) -> None:
        """Nothing to open."""
        self._initialized = True

    async def shutdown(self) -> None:
        """Wake any long poll so it returns at once."""
        self._initialized = False
        self._wake_pollers()

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: object = BaseRequest.DEFAULT_NONE,
        write_timeout: object = BaseRequest.DEFAULT_NONE,
        connect_timeout: object = BaseRequest.DEFAULT_NONE,
        pool_timeout: object = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        """Answer one request: (HTTP status, JSON body) like the Bot API (`serve`)."""
        return await self.serve(url.rsplit("/", 1)[-1], request_data)

    async def serve(self, api_method: str, request_data: RequestData | None) -> tuple[int, bytes]:
        """Answer the call `api_method`: `do_request` without PTB's transport parameters (a
        benchmark's api wraps it to time the calls)."""
        if (refusal := self.refuse(api_method)) is not None:
            return refusal.code, refusal.encoded()
        params: JSON = dict(request_data.parameters) if request_data is not None else {}
        if request_data is not None and request_data.contains_files:
            # Uploaded files (sendPhoto...): the field's bytes, as multipart would carry them.
            for name, field_tuple in request_data.multipart_data.items():
                content = field_tuple[1]
                params[name] = content if isinstance(content, bytes) else content.read()
        call = ApiCall(api_method, params)
        if self.record:
            self.calls.append(call)
        pending = self._failures.get(api_method)
        if pending:
            failure = pending.pop(0)
            if failure.code == TIMEOUT:
                raise TimedOut(failure.description)
            return failure.code, failure.encoded()
        try:
            result = await self.answer(call)
        except ApiError as error:
            if self.record:
                self.refused.append((call, error))
            return error.code, error.encoded()
        self.observe(call, result)
        return 200, json.dumps({"ok": True, "result": result}).encode()

    # -- hooks and test controls -------------------------------------------------------------

    def refuse(self, method: str) -> ApiError | None:
        """Called before every call: an error to answer instead (a benchmark's flood control)."""
        return None

    def observe(self, call: ApiCall, result: ApiResult) -> None:
        """Called after every successful call with its result (the offline chat prints here)."""

    def fail(
        self,
        method: str,
        code: int = 400,
        description: str = "",
        times: int = 1,
        *,
        retry_after: int | None = None,
    ) -> None:
        """Make the next `times` calls of `method` fail with `code` and `description`
        (a 429 with `retry_after` seconds to wait; code 0 is a timeout: `TimedOut`)."""
        if code == 429 and retry_after is None:
            retry_after = 1
        error = ApiError(
            code, description or f"Bad Request: {method} failed (simulated)", retry_after
        )
        self._failures.setdefault(method, []).extend([error] * times)

    def push_update(self, payload: JSON) -> JSON:
        """Queue an update for getUpdates; gives it the next update_id if it has none."""
        if "update_id" not in payload or payload["update_id"] < self._next_update_id:
            payload = {**payload, "update_id": self._next_update_id}
        self._next_update_id = payload["update_id"] + 1
        self._updates.append(payload)
        self._wake_pollers()
        return payload

    def message_update(
        self, text: str, user_id: int, chat_id: int, **kwargs: Unpack[MessageOptions]
    ) -> JSON:
        """`make_message_update` with a message id from this chat's sequence (a message in a
        private chat opens it: see `unopened`)."""
        if chat_id == user_id:
            self.unopened.discard(user_id)
        kwargs.setdefault("message_id", self.next_message_id(chat_id))
        return make_message_update(text, user_id, chat_id, **kwargs)

    def callback_update(
        self,
        data: str,
        user_id: int,
        chat_id: int,
        message_id: int,
        **kwargs: Unpack[CallbackOptions],
    ) -> JSON:
        """`make_callback_update` carrying the message as this api holds it (if it does)."""
        kwargs.setdefault("message", self.message(chat_id, message_id))
        return make_callback_update(data, user_id, chat_id, message_id, **kwargs)

    def clear(self) -> None:
        """Forget the recorded calls and refusals (messages and counters are kept)."""
        self.calls.clear()
        self.refused.clear()

    def not_modified(self) -> list[ApiCall]:
        """The edits refused because they changed nothing (Telegram's 400 "message is not
        modified"): calls a bot should never make."""
        return [call for call, error in self.refused if "not modified" in error.description]

    # -- queries -----------------------------------------------------------------------------

    def calls_to(self, *methods: str) -> list[ApiCall]:
        """The recorded calls of the given methods, in order."""
        return [call for call in self.calls if call.method in methods]

    def sent_texts(self, chat_id: int | None = None) -> list[str]:
        """The HTML texts of sendMessage and editMessageText calls and the captions of
        sendPhoto calls, in order."""
        return [
            str(call.params.get("caption" if call.method == "sendPhoto" else "text", ""))
            for call in self.calls_to("sendMessage", "editMessageText", "sendPhoto")
            if chat_id is None or chat_key(call.params.get("chat_id")) == chat_id
        ]

    # -- the Bot API -------------------------------------------------------------------------

    async def answer(self, call: ApiCall) -> ApiResult:
        """The result of one Bot API call, or ApiError."""
        if call.method == "getUpdates":
            return await self._get_updates(call.params)
        handler = _METHODS.get(call.method)
        if handler is None:
            raise ApiError(404, "Not Found: method not found")
        return handler(self, call.params)

    def _get_me(self, params: JSON) -> ApiResult:
        return self.bot_user

    def _get_chat_member(self, params: JSON) -> ApiResult:
        chat_id, user_id = chat_key(params.get("chat_id")), int(params.get("user_id") or 0)
        status = self.member_status.get((chat_id, user_id), "member")
        return chat_member_json(user_json(user_id, username=self.usernames.get(user_id)), status)

    def _true(self, params: JSON) -> ApiResult:
        return True

    def _delete_webhook(self, params: JSON) -> ApiResult:
        if params.get("drop_pending_updates"):
            self._updates.clear()
        return True

    def _set_webhook(self, params: JSON) -> ApiResult:
        self.webhook = {k: params[k] for k in ("url", "secret_token") if k in params}
        return True

    def _set_chat_menu_button(self, params: JSON) -> ApiResult:
        self.menu_button = dict(params.get("menu_button") or {"type": "default"})
        return True

    def _get_webhook_info(self, params: JSON) -> ApiResult:
        return {"url": "", "has_custom_certificate": False, "pending_update_count": 0}

    async def _get_updates(self, params: JSON) -> list[JSON]:
        offset = int(params.get("offset") or 0)
        limit = int(params.get("limit") or 100)
        timeout = float(params.get("timeout") or 0)
        if offset:
            self._updates = [u for u in self._updates if u["update_id"] >= offset]
        if not self._updates and timeout > 0 and self._initialized:
            event = self._event()
            event.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), timeout)
        return self._updates[:limit]

    def _refuse_unopened(self, chat_id: int) -> None:
        if chat_id in self.unopened:
            raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")

    def _send_message(self, params: JSON) -> ApiResult:
        chat_id = chat_key(params.get("chat_id"))
        self._refuse_unopened(chat_id)
        text, entities = checked_text(params)
        markup = checked_markup(params.get("reply_markup"))
        message = self._new_message(chat_id)
        message["text"] = text
        if entities:
            message["entities"] = entities
        return self._post(chat_id, message, params, markup)

    def _send_photo(self, params: JSON) -> ApiResult:
        chat_id = chat_key(params.get("chat_id"))
        self._refuse_unopened(chat_id)
        photo = params.get("photo")
        if isinstance(photo, bytes):
            if not photo.startswith(PICTURE_SIGNATURES):
                raise bad_request("IMAGE_PROCESS_FAILED")
            width, height = picture_size(photo) or (0, 0)
        elif isinstance(photo, str) and photo:
            width, height = 0, 0  # a file_id or URL the api does not check
        else:
            raise bad_request("there is no photo in the request")
        details = {"width": width, "height": height, "file_size": len(photo)}
        return self._post_file(chat_id, params, "photo", details)

    def _send_document(self, params: JSON) -> ApiResult:
        chat_id = chat_key(params.get("chat_id"))
        self._refuse_unopened(chat_id)
        document = params.get("document")
        if not isinstance(document, bytes) or not document:
            raise bad_request("there is no document in the request")
        return self._post_file(chat_id, params, "document", {"file_size": len(document)})

    def _post_file(self, chat_id: int, params: JSON, key: str, details: JSON) -> ApiResult:
        """A new photo or document message: the file under `key` (its ids, then `details`; a
        photo is a list of sizes), with the checked caption and markup."""
        caption, entities = checked_caption(params)
        markup = checked_markup(params.get("reply_markup"))
        message = self._new_message(chat_id)
        message_id = message["message_id"]
        file = {
            "file_id": f"{key}-{chat_id}-{message_id}",
            "file_unique_id": f"{key[0]}{chat_id}x{message_id}",
            **details,
        }
        message[key] = [file] if key == "photo" else file
        if caption:
            message["caption"] = caption
        if entities:
            message["caption_entities"] = entities
        return self._post(chat_id, message, params, markup)

    def _answer_inline_query(self, params: JSON) -> ApiResult:
        results = checked_inline_results(params)
        self.inline_answers[str(params.get("inline_query_id", ""))] = results
        return True

    def _edit_message_text(self, params: JSON) -> ApiResult:
        if "inline_message_id" in params:
            return True
        message = self._existing(params, "message to edit not found")
        text, entities = checked_text(params)
        return self._edited(message, params, {"text": text, "entities": entities})

    def _edit_message_caption(self, params: JSON) -> ApiResult:
        if "inline_message_id" in params:
            return True
        message = self._existing(params, "message to edit not found")
        if "photo" not in message and "document" not in message:
            raise bad_request("there is no caption in the message to edit")
        caption, entities = checked_caption(params)
        return self._edited(message, params, {"caption": caption, "caption_entities": entities})

    def _edit_message_reply_markup(self, params: JSON) -> ApiResult:
        if "inline_message_id" in params:
            return True
        message = self._existing(params, "message to edit not found")
        return self._edited(message, params, {})

    def _delete_message(self, params: JSON) -> ApiResult:
        message = self._existing(params, "message to delete not found")
        del self._messages[chat_key(params.get("chat_id"))][message["message_id"]]
        return True

    def _answer_callback_query(self, params: JSON) -> ApiResult:
        if len(str(params.get("text", ""))) > MAX_CALLBACK_ANSWER_LENGTH and self.strict:
            raise bad_request("MESSAGE_TOO_LONG")
        return True

    def _send_poll(self, params: JSON) -> ApiResult:
        chat_id = chat_key(params.get("chat_id"))
        poll: JSON = {"id": str(next(_poll_ids)), **checked_poll(params)}
        message = self._new_message(chat_id)
        message["poll"] = poll
        self.polls[poll["id"]] = {**poll, "chat_id": chat_id, "message_id": message["message_id"]}
        self._keep(chat_id, message)
        return message

    def _stop_poll(self, params: JSON) -> ApiResult:
        message = self.message(chat_key(params.get("chat_id")), int(params.get("message_id", 0)))
        if message is None or "poll" not in message:
            raise bad_request("message with poll to stop not found")
        poll: JSON = message["poll"]
        if poll["is_closed"]:
            raise bad_request("poll has already been closed")
        poll["is_closed"] = self.polls[poll["id"]]["is_closed"] = True
        return poll

    def sent_polls(self, chat_id: int | None = None) -> list[JSON]:
        """The polls sent (with their chat_id and message_id), oldest first."""
        return [p for p in self.polls.values() if chat_id is None or p["chat_id"] == chat_id]

    def poll_answer_update(
        self,
        poll_id: str,
        user_id: int,
        option_ids: list[int],
        **kwargs: Unpack[PollAnswerOptions],
    ) -> JSON:
        """`make_poll_answer_update` for a poll this api sent; none for a closed poll, which
        Telegram lets nobody answer (`ApiError`)."""
        if self.polls.get(poll_id, {}).get("is_closed"):
            raise bad_request("MESSAGE_POLL_CLOSED")
        return make_poll_answer_update(poll_id, user_id, option_ids, **kwargs)

    def _set_my_commands(self, params: JSON) -> ApiResult:
        commands = params.get("commands") or []
        for command in commands:
            if not _BOT_COMMAND_NAME.fullmatch(str(command.get("command", ""))):
                raise bad_request("BOT_COMMAND_INVALID")
            if not 1 <= len(str(command.get("description", ""))) <= 256:
                raise bad_request("command description is empty or too long")
        self.commands[_commands_key(params)] = list(commands)
        return True

    def _get_my_commands(self, params: JSON) -> ApiResult:
        return self.commands.get(_commands_key(params), [])

    def _delete_my_commands(self, params: JSON) -> ApiResult:
        self.commands.pop(_commands_key(params), None)
        return True

    # -- waking the long polls ---------------------------------------------------------------

    def _event(self) -> asyncio.Event:
        loop = asyncio.get_running_loop()
        if self._update_event is None or self._update_event_loop is not loop:
            self._update_event = asyncio.Event()
            self._update_event_loop = loop
        return self._update_event

    def _wake_pollers(self) -> None:
        if self._update_event is not None and self._update_event_loop is not None:
            loop = self._update_event_loop
            if loop.is_closed():
                return
            try:
                running = asyncio.get_running_loop()
            except RuntimeError:
                running = None
            if running is loop:
                self._update_event.set()
            else:
                loop.call_soon_threadsafe(self._update_event.set)


_METHODS: Final = {
    "getMe": LocalBotApi._get_me,
    "getChatMember": LocalBotApi._get_chat_member,
    "logOut": LocalBotApi._true,
    "close": LocalBotApi._true,
    "deleteWebhook": LocalBotApi._delete_webhook,
    "getWebhookInfo": LocalBotApi._get_webhook_info,
    "setWebhook": LocalBotApi._set_webhook,
    "setChatMenuButton": LocalBotApi._set_chat_menu_button,
    "sendMessage": LocalBotApi._send_message,
    "sendPhoto": LocalBotApi._send_photo,
    "sendDocument": LocalBotApi._send_document,
    "answerInlineQuery": LocalBotApi._answer_inline_query,
    "editMessageText": LocalBotApi._edit_message_text,
    "editMessageCaption": LocalBotApi._edit_message_caption,
    "editMessageReplyMarkup": LocalBotApi._edit_message_reply_markup,
    "deleteMessage": LocalBotApi._delete_message,
    "answerCallbackQuery": LocalBotApi._answer_callback_query,
    "sendChatAction": LocalBotApi._true,
    "setMessageReaction": LocalBotApi._true,
    "setMyCommands": LocalBotApi._set_my_commands,
    "sendPoll": LocalBotApi._send_poll,
    "stopPoll": LocalBotApi._stop_poll,
    "getMyCommands": LocalBotApi._get_my_commands,
    "deleteMyCommands": LocalBotApi._delete_my_commands,
}


def _commands_key(params: JSON) -> tuple[str, str]:
    """(scope type, language code) under which a command list is stored."""
    scope = params.get("scope") or {"type": "default"}
    return str(scope.get("type", "default")), str(params.get("language_code") or "")
