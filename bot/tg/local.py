"""An in-process Telegram Bot API: `LocalBotApi` answers the bot's requests without a network.

It is a `telegram.request.BaseRequest`, so the real `Application` and handlers run over it
unchanged: the offline chat (`bot.tg.offline`), the handler tests and the bot benchmark use it.
It behaves like the Bot API where the bot could get it wrong: HTML parse mode is checked the way
Telegram checks it (unsupported or unbalanced tags are a 400 "can't parse entities"), texts over
4096 characters, empty texts, `callback_data` over 64 bytes and edits that change nothing are
refused with Telegram's error descriptions, and message ids increase per chat.

Every call is recorded as `ApiCall(method, params)` in `.calls` (unless `record=False`).

Updates: `make_message_update(...)` and `make_callback_update(...)` build Update JSON dicts;
tests turn them into `Update.de_json(payload, application.bot)` and call
`application.process_update`. The `LocalBotApi.message_update(...)` and `.callback_update(...)`
methods do the same with message ids drawn from the api's own per-chat counters.
`push_update(payload)` queues an update for `getUpdates` (long polling with offsets).

Polls: `sendPoll` is checked against Telegram's limits (question <= 300 characters, 2 to 10
distinct options of <= 100 characters, a quiz's correct option ids in range, explanation <= 200
characters and 2 line feeds) and answered with a real Poll; `.polls` keeps them by poll id.
`make_poll_answer_update(...)` (and `Driver.answer_poll`) builds a `poll_answer` update.

Photos: `sendPhoto` takes an uploaded PNG or JPEG (multipart; the call records its bytes under
"photo", `photos(calls)` lists them) with an HTML caption of at most 1024 characters. Inline
mode: `make_inline_query_update(...)` / `Driver.inline(query)`; `answerInlineQuery` checks the
results (ids, titles, HTML texts) and keeps them in `.inline_answers[inline_query_id]`.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import itertools
import json
import re
import time
from dataclasses import dataclass, field
from typing import Any, Final, NamedTuple

from telegram import Update
from telegram.error import TimedOut
from telegram.ext import Application
from telegram.request import BaseRequest, RequestData

JSON = dict[str, Any]

BOT_ID: Final = 4242
BOT_USERNAME: Final = "muggins_bot"
BOT_FIRST_NAME: Final = "Muggins"

MAX_TEXT_LENGTH: Final = 4096
MAX_CALLBACK_DATA_BYTES: Final = 64
MAX_CALLBACK_ANSWER_LENGTH: Final = 200
MAX_CAPTION_LENGTH: Final = 1024
MAX_INLINE_RESULTS: Final = 50
MAX_INLINE_RESULT_ID_BYTES: Final = 64
PICTURE_SIGNATURES: Final = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")
MESSAGES_KEPT_PER_CHAT: Final = 256
MAX_POLL_QUESTION_LENGTH: Final = 300
MAX_POLL_OPTIONS: Final = 10
MAX_POLL_OPTION_LENGTH: Final = 100
MAX_POLL_EXPLANATION_LENGTH: Final = 200
MAX_POLL_EXPLANATION_LINE_FEEDS: Final = 2
TIMEOUT: Final = 0
"""The `fail` code that simulates a timeout (no HTTP answer at all)."""

_COMMAND = re.compile(r"/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?(?=\s|$)")
_BOT_COMMAND_NAME = re.compile(r"[a-z0-9_]{1,32}")

_update_ids = itertools.count(1)
_user_message_ids = itertools.count(1_000_000)
_callback_ids = itertools.count(1)
_poll_ids = itertools.count(5_000_000_001)
_inline_ids = itertools.count(1)


# --------------------------------------------------------------------------------------------
# Calls and errors


@dataclass(frozen=True)
class ApiCall:
    """One Bot API request: the method name and its parameters (decoded JSON values)."""

    method: str
    params: dict[str, Any] = field(default_factory=dict)


class ApiError(Exception):
    """A Bot API error answer (HTTP status, Telegram's description, and for a 429 the
    seconds to wait, sent as `parameters.retry_after`)."""

    def __init__(self, code: int, description: str, retry_after: int | None = None) -> None:
        super().__init__(description)
        self.code = code
        self.description = description
        self.retry_after = retry_after

    def body(self) -> JSON:
        """The JSON answer Telegram gives for this error."""
        body: JSON = {"ok": False, "error_code": self.code, "description": self.description}
        if self.retry_after is not None:
            body["parameters"] = {"retry_after": self.retry_after}
        return body


def too_many_requests(retry_after: int = 1) -> ApiError:
    """A 429 (flood control) asking to wait `retry_after` seconds."""
    return ApiError(429, f"Too Many Requests: retry after {retry_after}", retry_after)


def bad_request(reason: str) -> ApiError:
    """A 400 with Telegram's "Bad Request: ..." description."""
    return ApiError(400, f"Bad Request: {reason}")


# --------------------------------------------------------------------------------------------
# Telegram HTML


class HtmlError(ValueError):
    """Text that Telegram would refuse in HTML parse mode."""


class Entity(NamedTuple):
    """A formatting span of the parsed text; offsets and lengths in UTF-16 code units."""

    type: str
    offset: int
    length: int


_TAG_ENTITY: Final = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "tg-spoiler": "spoiler",
    "span": "spoiler",
    "a": "text_link",
    "code": "code",
    "pre": "pre",
    "blockquote": "blockquote",
    "tg-emoji": "custom_emoji",
}
_NAMED_ENTITIES: Final = {"lt": "<", "gt": ">", "amp": "&", "quot": '"'}
_ENTITY = re.compile(r"&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));")
_TAG_NAME = re.compile(r"[a-zA-Z0-9-]*")
_ATTRIBUTE = re.compile(r"""\s*([a-zA-Z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?""")


def utf16_len(text: str) -> int:
    """Length of `text` in UTF-16 code units, the unit of Telegram's offsets and limits."""
    return len(text.encode("utf-16-le")) // 2


def parse_html(text: str) -> tuple[str, list[Entity]]:
    """Parse Telegram HTML the way the Bot API does: (plain text, entities) or HtmlError."""
    out: list[str] = []
    out_len = 0
    entities: list[Entity] = []
    stack: list[tuple[str, int]] = []  # (tag, utf16 offset where it starts)
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "&":
            decoded, end = _decode_entity(text, i)
            out.append(decoded)
            out_len += utf16_len(decoded)
            i = end
        elif ch == "<":
            if text.startswith("</", i):
                close = text.find(">", i)
                if close < 0:
                    raise HtmlError(f"Unclosed end tag at byte offset {i}")
                name = text[i + 2 : close].strip().lower()
                if not stack:
                    raise HtmlError(f'Unexpected end tag "{name}" at byte offset {i}')
                opened, start = stack.pop()
                if name and name != opened:
                    raise HtmlError(
                        f'Unmatched end tag at byte offset {i}, expected "</{opened}>", '
                        f'found "</{name}>"'
                    )
                if out_len > start:
                    entities.append(Entity(_TAG_ENTITY[opened], start, out_len - start))
                i = close + 1
            else:
                name_match = _TAG_NAME.match(text, i + 1)
                assert name_match is not None  # the pattern accepts the empty string
                name = name_match.group().lower()
                if name not in _TAG_ENTITY:
                    raise HtmlError(f'Unsupported start tag "{name}" at byte offset {i}')
                close = text.find(">", name_match.end())
                if close < 0:
                    raise HtmlError(f'Unclosed start tag "{name}" at byte offset {i}')
                _check_attributes(name, text[name_match.end() : close], i)
                stack.append((name, out_len))
                i = close + 1
        else:
            j = i
            while j < n and text[j] not in "&<":
                j += 1
            chunk = text[i:j]
            out.append(chunk)
            out_len += utf16_len(chunk)
            i = j
    if stack:
        raise HtmlError(f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"')
    entities.sort(key=lambda e: (e.offset, -e.length))
    return "".join(out), entities


def _decode_entity(text: str, i: int) -> tuple[str, int]:
    """The character an HTML entity at `i` stands for (or a literal "&") and where it ends."""
    match = _ENTITY.match(text, i)
    if match is None:
        return "&", i + 1
    decimal, hexadecimal, name = match.groups()
    if name is not None:
        if name in _NAMED_ENTITIES:
            return _NAMED_ENTITIES[name], match.end()
        return "&", i + 1
    code = int(decimal) if decimal is not None else int(hexadecimal, 16)
    if code == 0 or code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
        return "&", i + 1
    return chr(code), match.end()


def _check_attributes(tag: str, source: str, offset: int) -> None:
    """Refuse the attribute combinations Telegram refuses."""
    attributes: dict[str, str] = {}
    pos = 0
    source = source.rstrip().removesuffix("/")
    while pos < len(source):
        match = _ATTRIBUTE.match(source, pos)
        if match is None or match.end() == pos:
            raise HtmlError(f'Invalid attribute in tag "{tag}" at byte offset {offset}')
        name = match.group(1).lower()
        value = next((g for g in match.groups()[1:] if g is not None), "")
        attributes[name] = html.unescape(value)
        pos = match.end()
    if tag == "span" and attributes.get("class") != "tg-spoiler":
        raise HtmlError('Tag "span" must have class "tg-spoiler"')
    if tag == "tg-emoji" and "emoji-id" not in attributes:
        raise HtmlError('Tag "tg-emoji" must have attribute "emoji-id"')


def html_to_text(text: str) -> str:
    """The plain text Telegram shows for an HTML message (tags dropped, entities decoded)."""
    try:
        plain, _ = parse_html(text)
    except HtmlError:
        return html.unescape(re.sub(r"<[^>]*>", "", text))
    return plain


# --------------------------------------------------------------------------------------------
# Update builders


def user_json(
    user_id: int,
    *,
    language_code: str | None = "fr",
    username: str | None = None,
    first_name: str = "Player",
) -> JSON:
    """A Telegram User object for a human player."""
    user: JSON = {"id": user_id, "is_bot": False, "first_name": first_name}
    if username is not None:
        user["username"] = username
    if language_code is not None:
        user["language_code"] = language_code
    return user


def chat_json(chat_id: int, chat_type: str = "private", *, user: JSON | None = None) -> JSON:
    """A Telegram Chat object: a private chat with `user`, or a group named "Club"."""
    if chat_type == "private":
        chat: JSON = {"id": chat_id, "type": "private"}
        if user is not None:
            chat["first_name"] = user.get("first_name", "Player")
            if "username" in user:
                chat["username"] = user["username"]
        return chat
    return {"id": chat_id, "type": chat_type, "title": "Club"}


def bot_user_json(
    bot_id: int = BOT_ID, username: str = BOT_USERNAME, first_name: str = BOT_FIRST_NAME
) -> JSON:
    """The bot's own User object, as getMe returns it."""
    return {
        "id": bot_id,
        "is_bot": True,
        "first_name": first_name,
        "username": username,
        "can_join_groups": True,
        "can_read_all_group_messages": False,
        "supports_inline_queries": False,
    }


def command_entities(text: str) -> list[JSON]:
    """The bot_command entity Telegram adds when a message starts with "/command[@bot]"."""
    match = _COMMAND.match(text)
    if match is None:
        return []
    return [{"type": "bot_command", "offset": 0, "length": utf16_len(match.group())}]


def make_message_update(
    text: str,
    user_id: int,
    chat_id: int,
    *,
    chat_type: str = "private",
    language_code: str | None = "fr",
    username: str | None = None,
    first_name: str = "Player",
    reply_to: JSON | int | None = None,
    message_id: int | None = None,
    update_id: int | None = None,
    date: int | None = None,
) -> JSON:
    """An Update JSON dict for a text message (a command gets its bot_command entity).

    `reply_to` is the replied-to message: a Message dict (e.g. one the bot sent) or the id of
    a message sent by the bot.
    """
    user = user_json(user_id, language_code=language_code, username=username, first_name=first_name)
    message: JSON = {
        "message_id": next(_user_message_ids) if message_id is None else message_id,
        "date": int(time.time()) if date is None else date,
        "chat": chat_json(chat_id, chat_type, user=user),
        "from": user,
        "text": text,
    }
    entities = command_entities(text)
    if entities:
        message["entities"] = entities
    if isinstance(reply_to, int):
        message["reply_to_message"] = {
            "message_id": reply_to,
            "date": message["date"],
            "chat": message["chat"],
            "from": bot_user_json(),
            "text": "",
        }
    elif reply_to is not None:
        message["reply_to_message"] = reply_to
    return {"update_id": next(_update_ids) if update_id is None else update_id, "message": message}


def make_callback_update(
    data: str,
    user_id: int,
    chat_id: int,
    message_id: int,
    *,
    chat_type: str = "private",
    language_code: str | None = "fr",
    username: str | None = None,
    first_name: str = "Player",
    message: JSON | None = None,
    update_id: int | None = None,
    callback_id: str | None = None,
) -> JSON:
    """An Update JSON dict for an inline button press on the bot's message `message_id`.

    `message` is the pressed message as the bot sent it (default: a minimal bot message).
    """
    user = user_json(user_id, language_code=language_code, username=username, first_name=first_name)
    if message is None:
        message = {
            "message_id": message_id,
            "date": int(time.time()),
            "chat": chat_json(chat_id, chat_type, user=user),
            "from": bot_user_json(),
            "text": "",
        }
    query: JSON = {
        "id": callback_id if callback_id is not None else str(next(_callback_ids)),
        "from": user,
        "chat_instance": str(chat_id),
        "data": data,
        "message": message,
    }
    return {
        "update_id": next(_update_ids) if update_id is None else update_id,
        "callback_query": query,
    }


def make_poll_answer_update(
    poll_id: str,
    user_id: int,
    option_ids: list[int],
    *,
    language_code: str | None = "fr",
    username: str | None = None,
    first_name: str = "Player",
    update_id: int | None = None,
) -> JSON:
    """An Update JSON dict for a user's answer to a non-anonymous poll (it carries no chat)."""
    user = user_json(user_id, language_code=language_code, username=username, first_name=first_name)
    answer: JSON = {
        "poll_id": poll_id,
        "user": user,
        "option_ids": list(option_ids),
        "option_persistent_ids": [str(i) for i in option_ids],
    }
    return {
        "update_id": next(_update_ids) if update_id is None else update_id,
        "poll_answer": answer,
    }


def make_inline_query_update(
    query: str,
    user_id: int,
    *,
    language_code: str | None = "fr",
    first_name: str = "Player",
    chat_type: str = "private",
    offset: str = "",
    update_id: int | None = None,
) -> JSON:
    """An Update JSON dict for an inline query ("@bot <query>" typed in a chat of `chat_type`)."""
    inline_query: JSON = {
        "id": str(next(_inline_ids)),
        "from": user_json(user_id, language_code=language_code, first_name=first_name),
        "query": query,
        "offset": offset,
        "chat_type": chat_type,
    }
    return {
        "update_id": next(_update_ids) if update_id is None else update_id,
        "inline_query": inline_query,
    }


def picture_size(data: bytes) -> tuple[int, int] | None:
    """The width and height of a PNG from its header (None for other pictures)."""
    if not data.startswith(PICTURE_SIGNATURES[0]) or len(data) < 24:
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def chat_member_json(user: JSON, status: str) -> JSON:
    """A ChatMember object of `status` (creator, administrator, member, left, kicked)."""
    member: JSON = {"user": user, "status": status}
    if status == "creator":
        member["is_anonymous"] = False
    elif status == "administrator":
        rights = [
            *("can_manage_chat", "can_delete_messages", "can_manage_video_chats"),
            *("can_restrict_members", "can_promote_members", "can_change_info"),
            *("can_invite_users", "can_post_stories", "can_edit_stories"),
            *("can_delete_stories", "can_be_edited"),
        ]
        member |= dict.fromkeys(rights, False)
        member["is_anonymous"] = False
    elif status == "kicked":
        member["until_date"] = 0
    return member


def make_my_chat_member_update(
    chat_id: int,
    old_status: str,
    new_status: str,
    *,
    from_user_id: int = 1,
    chat_type: str = "supergroup",
    title: str = "Club",
    language_code: str | None = "fr",
) -> JSON:
    """An Update JSON dict telling the bot its own status changed in a group (added, removed)."""
    chat = {"id": chat_id, "type": chat_type, "title": title}
    bot = bot_user_json()
    change: JSON = {
        "chat": chat,
        "from": user_json(from_user_id, language_code=language_code),
        "date": int(time.time()),
        "old_chat_member": chat_member_json(bot, old_status),
        "new_chat_member": chat_member_json(bot, new_status),
    }
    return {"update_id": next(_update_ids), "my_chat_member": change}


def inline_buttons(message: JSON) -> list[JSON]:
    """The inline keyboard buttons of a Message dict, row by row, left to right."""
    markup = message.get("reply_markup") or {}
    return [button for row in markup.get("inline_keyboard", []) for button in row]


# --------------------------------------------------------------------------------------------
# The in-process Bot API


class LocalBotApi(BaseRequest):
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
        self.bot_user = bot_user_json(bot_id, bot_username, bot_first_name)
        self.record = record
        self.strict = strict
        self.calls: list[ApiCall] = []
        self.commands: dict[tuple[str, str], list[JSON]] = {}
        self.polls: dict[str, JSON] = {}
        self.inline_answers: dict[str, list[JSON]] = {}
        self._messages: dict[int, dict[int, JSON]] = {}
        self._last_message_id: dict[int, int] = {}
        self._updates: list[JSON] = []
        self._next_update_id = 1
        self._update_event: asyncio.Event | None = None
        self._update_event_loop: asyncio.AbstractEventLoop | None = None
        self._failures: dict[str, list[ApiError]] = {}
        self._initialized = False
        self.webhook: JSON = {}
        """The last setWebhook parameters (url, secret_token)."""
        self.member_status: dict[tuple[int, int], str] = {}
        """getChatMember answers: (chat_id, user_id) -> status ("member" when absent)."""

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
        read_timeout: Any = BaseRequest.DEFAULT_NONE,
        write_timeout: Any = BaseRequest.DEFAULT_NONE,
        connect_timeout: Any = BaseRequest.DEFAULT_NONE,
        pool_timeout: Any = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        """Answer one request: (HTTP status, JSON body) like the Bot API."""
        api_method = url.rsplit("/", 1)[-1]
        params: dict[str, Any] = dict(request_data.parameters) if request_data is not None else {}
        if request_data is not None and request_data.contains_files:
            # Uploaded files (sendPhoto...): the field's bytes, as multipart would carry them.
            for name, field_tuple in request_data.multipart_data.items():
                content = field_tuple[1]
                params[name] = content if isinstance(content, bytes) else content.read()
        call = ApiCall(api_method, params)
        if self.record:
            self.calls.append(call)
        try:
            pending = self._failures.get(api_method)
            if pending:
                failure = pending.pop(0)
                if failure.code == TIMEOUT:
                    raise TimedOut(failure.description)
                raise failure
            result = await self.answer(call)
        except ApiError as error:
            return error.code, json.dumps(error.body()).encode()
        self.observe(call, result)
        return 200, json.dumps({"ok": True, "result": result}).encode()

    # -- hooks and test controls -------------------------------------------------------------

    def observe(self, call: ApiCall, result: Any) -> None:
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

    def next_message_id(self, chat_id: int) -> int:
        """Allocate the next message id in `chat_id` (bot and user messages share the count)."""
        message_id = self._last_message_id.get(chat_id, 0) + 1
        self._last_message_id[chat_id] = message_id
        return message_id

    def message_update(self, text: str, user_id: int, chat_id: int, **kwargs: Any) -> JSON:
        """`make_message_update` with a message id from this chat's sequence."""
        kwargs.setdefault("message_id", self.next_message_id(chat_id))
        return make_message_update(text, user_id, chat_id, **kwargs)

    def callback_update(
        self, data: str, user_id: int, chat_id: int, message_id: int, **kwargs: Any
    ) -> JSON:
        """`make_callback_update` carrying the message as this api holds it (if it does)."""
        kwargs.setdefault("message", self.message(chat_id, message_id))
        return make_callback_update(data, user_id, chat_id, message_id, **kwargs)

    def clear(self) -> None:
        """Forget the recorded calls (messages and counters are kept)."""
        self.calls.clear()

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
            if chat_id is None or _chat_key(call.params.get("chat_id")) == chat_id
        ]

    def message(self, chat_id: int, message_id: int) -> JSON | None:
        """A message of `chat_id` as it stands now (after edits), or None."""
        return self._messages.get(chat_id, {}).get(message_id)

    def messages(self, chat_id: int) -> list[JSON]:
        """The bot's messages in `chat_id` as they stand now, oldest first."""
        return [self._messages[chat_id][k] for k in sorted(self._messages.get(chat_id, {}))]

    def last_message(self, chat_id: int) -> JSON | None:
        """The bot's most recent message in `chat_id`, or None."""
        kept = self._messages.get(chat_id)
        return kept[max(kept)] if kept else None

    # -- the Bot API -------------------------------------------------------------------------

    async def answer(self, call: ApiCall) -> Any:
        """The result of one Bot API call, or ApiError."""
        if call.method == "getUpdates":
            return await self._get_updates(call.params)
        handler = _METHODS.get(call.method)
        if handler is None:
            raise ApiError(404, "Not Found: method not found")
        return handler(self, call.params)

    def _get_me(self, params: JSON) -> Any:
        return self.bot_user

    def _get_chat_member(self, params: JSON) -> Any:
        chat_id, user_id = _chat_key(params.get("chat_id")), int(params.get("user_id") or 0)
        status = self.member_status.get((chat_id, user_id), "member")
        return chat_member_json(user_json(user_id), status)

    def _true(self, params: JSON) -> Any:
        return True

    def _delete_webhook(self, params: JSON) -> Any:
        if params.get("drop_pending_updates"):
            self._updates.clear()
        return True

    def _set_webhook(self, params: JSON) -> Any:
        self.webhook = {k: params[k] for k in ("url", "secret_token") if k in params}
        return True

    def _get_webhook_info(self, params: JSON) -> Any:
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

    def _send_message(self, params: JSON) -> Any:
        chat_id = _chat_key(params.get("chat_id"))
        text, entities = self._text(params)
        markup = self._markup(params.get("reply_markup"))
        message: JSON = {
            "message_id": self.next_message_id(chat_id),
            "date": int(time.time()),
            "chat": _chat_of(chat_id),
            "from": self.bot_user,
            "text": text,
        }
        if entities:
            message["entities"] = entities
        if markup is not None and "inline_keyboard" in markup:
            message["reply_markup"] = markup
        reply_id = (params.get("reply_parameters") or {}).get("message_id")
        replied = self.message(chat_id, reply_id) if reply_id is not None else None
        if replied is not None:
            message["reply_to_message"] = replied
        self._keep(chat_id, message)
        return message

    def _send_photo(self, params: JSON) -> Any:
        chat_id = _chat_key(params.get("chat_id"))
        photo = params.get("photo")
        if isinstance(photo, bytes):
            if not photo.startswith(PICTURE_SIGNATURES):
                raise bad_request("IMAGE_PROCESS_FAILED")
            width, height = picture_size(photo) or (0, 0)
        elif isinstance(photo, str) and photo:
            width, height = 0, 0  # a file_id or URL the api does not check
        else:
            raise bad_request("there is no photo in the request")
        caption, entities = self._caption(params)
        markup = self._markup(params.get("reply_markup"))
        message_id = self.next_message_id(chat_id)
        message: JSON = {
            "message_id": message_id,
            "date": int(time.time()),
            "chat": _chat_of(chat_id),
            "from": self.bot_user,
            "photo": [
                {
                    "file_id": f"photo-{chat_id}-{message_id}",
                    "file_unique_id": f"p{chat_id}x{message_id}",
                    "width": width,
                    "height": height,
                    "file_size": len(photo),
                }
            ],
        }
        if caption:
            message["caption"] = caption
        if entities:
            message["caption_entities"] = entities
        if markup is not None and "inline_keyboard" in markup:
            message["reply_markup"] = markup
        reply_id = (params.get("reply_parameters") or {}).get("message_id")
        replied = self.message(chat_id, reply_id) if reply_id is not None else None
        if replied is not None:
            message["reply_to_message"] = replied
        self._keep(chat_id, message)
        return message

    def _answer_inline_query(self, params: JSON) -> Any:
        results = params.get("results")
        if not isinstance(results, list) or len(results) > MAX_INLINE_RESULTS:
            raise bad_request("RESULTS_TOO_MUCH")
        ids: set[str] = set()
        for result in results:
            result_id = str(result.get("id", ""))
            if not 1 <= len(result_id.encode()) <= MAX_INLINE_RESULT_ID_BYTES or result_id in ids:
                raise bad_request("RESULT_ID_INVALID")
            ids.add(result_id)
            if result.get("type") == "article" and not str(result.get("title", "")).strip():
                raise bad_request("RESULT_TITLE_EMPTY")
            content = result.get("input_message_content") or {}
            if "message_text" not in content:
                raise bad_request("MESSAGE_EMPTY")
            self._text({"text": content["message_text"], "parse_mode": content.get("parse_mode")})
            self._markup(result.get("reply_markup"))
        self.inline_answers[str(params.get("inline_query_id", ""))] = list(results)
        return True

    def _edit_message_text(self, params: JSON) -> Any:
        if "inline_message_id" in params:
            return True
        message = self._existing(params, "message to edit not found")
        text, entities = self._text(params)
        markup = self._markup(params.get("reply_markup"))
        edited: JSON = {k: v for k, v in message.items() if k not in ("entities", "reply_markup")}
        edited["text"] = text
        edited["edit_date"] = int(time.time())
        if entities:
            edited["entities"] = entities
        if markup is not None:
            edited["reply_markup"] = markup
        return self._replace(message, edited)

    def _edit_message_reply_markup(self, params: JSON) -> Any:
        if "inline_message_id" in params:
            return True
        message = self._existing(params, "message to edit not found")
        markup = self._markup(params.get("reply_markup"))
        edited = {k: v for k, v in message.items() if k != "reply_markup"}
        edited["edit_date"] = int(time.time())
        if markup is not None:
            edited["reply_markup"] = markup
        return self._replace(message, edited)

    def _delete_message(self, params: JSON) -> Any:
        message = self._existing(params, "message to delete not found")
        del self._messages[_chat_key(params.get("chat_id"))][message["message_id"]]
        return True

    def _answer_callback_query(self, params: JSON) -> Any:
        if len(str(params.get("text", ""))) > MAX_CALLBACK_ANSWER_LENGTH and self.strict:
            raise bad_request("MESSAGE_TOO_LONG")
        return True

    def _send_poll(self, params: JSON) -> Any:
        chat_id = _chat_key(params.get("chat_id"))
        question = self._poll_text(params, "question", "question_parse_mode")
        if not question.strip():
            raise bad_request("poll question must be non-empty")
        if utf16_len(question) > MAX_POLL_QUESTION_LENGTH:
            raise bad_request("POLL_QUESTION_INVALID")
        options = [
            str(o.get("text", "")) if isinstance(o, dict) else str(o)
            for o in params.get("options") or []
        ]
        if not 2 <= len(options) <= MAX_POLL_OPTIONS:
            raise bad_request("poll must have 2-10 options")
        if any(not o.strip() or utf16_len(o) > MAX_POLL_OPTION_LENGTH for o in options):
            raise bad_request("POLL_OPTION_INVALID")
        if len(set(options)) != len(options):
            raise bad_request("POLL_OPTIONS_DUPLICATE")
        quiz = params.get("type") == "quiz"
        # Bot API 9.6 replaced correct_option_id by the list correct_option_ids.
        correct_ids = params.get("correct_option_ids")
        if correct_ids is None and params.get("correct_option_id") is not None:
            correct_ids = [params["correct_option_id"]]
        if quiz and (
            not isinstance(correct_ids, list)
            or not correct_ids
            or not all(isinstance(i, int) and 0 <= i < len(options) for i in correct_ids)
            or correct_ids != sorted(set(correct_ids))
        ):
            raise bad_request("wrong correct option id specified")
        if quiz and params.get("allows_multiple_answers"):
            raise bad_request("quiz poll can't allow multiple answers")
        explanation = self._poll_text(params, "explanation", "explanation_parse_mode")
        if utf16_len(explanation) > MAX_POLL_EXPLANATION_LENGTH or (
            explanation.count("\n") > MAX_POLL_EXPLANATION_LINE_FEEDS
        ):
            raise bad_request("explanation is too long")
        poll: JSON = {
            "id": str(next(_poll_ids)),
            "question": question,
            "options": [
                {"text": o, "voter_count": 0, "persistent_id": str(i)}
                for i, o in enumerate(options)
            ],
            "total_voter_count": 0,
            "is_closed": bool(params.get("is_closed", False)),
            "is_anonymous": bool(params.get("is_anonymous", True)),
            "type": "quiz" if quiz else "regular",
            "allows_multiple_answers": bool(params.get("allows_multiple_answers", False)),
            "allows_revoting": bool(params.get("allows_revoting", False)),
            "members_only": bool(params.get("members_only", False)),
        }
        if quiz and isinstance(correct_ids, list):
            poll["correct_option_ids"] = correct_ids
        if explanation:
            poll["explanation"] = explanation
        message: JSON = {
            "message_id": self.next_message_id(chat_id),
            "date": int(time.time()),
            "chat": _chat_of(chat_id),
            "from": self.bot_user,
            "poll": poll,
        }
        self.polls[poll["id"]] = {**poll, "chat_id": chat_id, "message_id": message["message_id"]}
        self._keep(chat_id, message)
        return message

    def _poll_text(self, params: JSON, name: str, mode: str) -> str:
        """A poll's question or explanation as shown (HTML parsed when its parse mode says so)."""
        raw = str(params.get(name, ""))
        if params.get(mode) != "HTML":
            return raw
        try:
            return parse_html(raw)[0]
        except HtmlError as error:
            raise bad_request(f"can't parse entities: {error}") from None

    def sent_polls(self, chat_id: int | None = None) -> list[JSON]:
        """The polls sent (with their chat_id and message_id), oldest first."""
        return [p for p in self.polls.values() if chat_id is None or p["chat_id"] == chat_id]

    def poll_answer_update(
        self, poll_id: str, user_id: int, option_ids: list[int], **kwargs: Any
    ) -> JSON:
        """`make_poll_answer_update` for a poll this api sent."""
        return make_poll_answer_update(poll_id, user_id, option_ids, **kwargs)

    def _set_my_commands(self, params: JSON) -> Any:
        commands = params.get("commands") or []
        for command in commands:
            if not _BOT_COMMAND_NAME.fullmatch(str(command.get("command", ""))):
                raise bad_request("BOT_COMMAND_INVALID")
            if not 1 <= len(str(command.get("description", ""))) <= 256:
                raise bad_request("command description is empty or too long")
        self.commands[_commands_key(params)] = list(commands)
        return True

    def _get_my_commands(self, params: JSON) -> Any:
        return self.commands.get(_commands_key(params), [])

    def _delete_my_commands(self, params: JSON) -> Any:
        self.commands.pop(_commands_key(params), None)
        return True

    # -- helpers -----------------------------------------------------------------------------

    def _text(self, params: JSON) -> tuple[str, list[JSON]]:
        """The displayed text and entities of a text parameter, checked like Telegram does."""
        raw = str(params.get("text", ""))
        if params.get("parse_mode") == "HTML":
            try:
                text, entities = parse_html(raw)
            except HtmlError as error:
                raise bad_request(f"can't parse entities: {error}") from None
        else:
            text, entities = raw, []
        if not text.strip():
            raise bad_request("message text is empty")
        if utf16_len(text) > MAX_TEXT_LENGTH:
            raise bad_request("message is too long")
        return text, [e._asdict() for e in entities]

    def _caption(self, params: JSON) -> tuple[str, list[JSON]]:
        """The displayed caption and its entities, checked like Telegram does (may be empty)."""
        raw = str(params.get("caption", ""))
        if params.get("parse_mode") == "HTML":
            try:
                caption, entities = parse_html(raw)
            except HtmlError as error:
                raise bad_request(f"can't parse entities: {error}") from None
        else:
            caption, entities = raw, []
        if utf16_len(caption) > MAX_CAPTION_LENGTH:
            raise bad_request("message caption is too long")
        return caption, [e._asdict() for e in entities]

    def _markup(self, markup: Any) -> JSON | None:
        """The reply markup, with inline buttons checked (text present, data <= 64 bytes)."""
        if not isinstance(markup, dict):
            return None
        for row in markup.get("inline_keyboard", []):
            for button in row:
                if not str(button.get("text", "")):
                    raise bad_request("text buttons are unallowed in the inline keyboard")
                data = button.get("callback_data")
                if data is not None and not 1 <= len(str(data).encode()) <= 64:
                    raise bad_request("BUTTON_DATA_INVALID")
        return markup

    def _existing(self, params: JSON, missing: str) -> JSON:
        chat_id = _chat_key(params.get("chat_id"))
        message_id = params.get("message_id")
        message = self.message(chat_id, int(message_id)) if message_id is not None else None
        if message is None:
            raise bad_request(missing)
        return message

    def _replace(self, old: JSON, new: JSON) -> JSON:
        same_text = old.get("text") == new.get("text")
        if same_text and old.get("reply_markup") == new.get("reply_markup") and self.strict:
            raise bad_request(
                "message is not modified: specified new message content and reply markup are "
                "exactly the same as a current content and reply markup of the message"
            )
        self._keep(old["chat"]["id"], new)
        return new

    def _keep(self, chat_id: int, message: JSON) -> None:
        kept = self._messages.setdefault(chat_id, {})
        kept[message["message_id"]] = message
        while len(kept) > MESSAGES_KEPT_PER_CHAT:
            del kept[min(kept)]

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
    "sendMessage": LocalBotApi._send_message,
    "sendPhoto": LocalBotApi._send_photo,
    "answerInlineQuery": LocalBotApi._answer_inline_query,
    "editMessageText": LocalBotApi._edit_message_text,
    "editMessageReplyMarkup": LocalBotApi._edit_message_reply_markup,
    "deleteMessage": LocalBotApi._delete_message,
    "answerCallbackQuery": LocalBotApi._answer_callback_query,
    "sendChatAction": LocalBotApi._true,
    "setMessageReaction": LocalBotApi._true,
    "setMyCommands": LocalBotApi._set_my_commands,
    "sendPoll": LocalBotApi._send_poll,
    "getMyCommands": LocalBotApi._get_my_commands,
    "deleteMyCommands": LocalBotApi._delete_my_commands,
}


def _chat_key(chat_id: Any) -> int:
    """A chat id parameter as an int (Telegram accepts numbers as strings)."""
    try:
        return int(chat_id)
    except (TypeError, ValueError):
        raise bad_request("chat not found") from None


def _chat_of(chat_id: int) -> JSON:
    """The Chat object of a message the bot sends: private for positive ids, else a group."""
    if chat_id > 0:
        return {"id": chat_id, "type": "private", "first_name": "Player"}
    return {
        "id": chat_id,
        "type": "supergroup" if chat_id < -(10**12) else "group",
        "title": "Club",
    }


def _commands_key(params: JSON) -> tuple[str, str]:
    """(scope type, language code) under which a command list is stored."""
    scope = params.get("scope") or {"type": "default"}
    return str(scope.get("type", "default")), str(params.get("language_code") or "")


# --------------------------------------------------------------------------------------------
# Driving an application in-process


class HandlerError(AssertionError):
    """A handler raised while a `Driver` fed it an update (the original is the __cause__)."""


class Driver:
    """Feeds updates to an Application running over a `LocalBotApi`; returns the calls made.

    The driver adds an error handler that collects handler exceptions in `.errors`; with
    `check=True` (the default) `send`/`press`/`process` raise `HandlerError` for a new one,
    so a crashing handler fails the test even though the bot itself would only log it.
    """

    def __init__(self, application: Application[Any, Any, Any, Any, Any, Any], api: LocalBotApi):
        self.application = application
        self.api = api
        self.errors: list[BaseException] = []
        # First in line: the bot's own error handler stops the others (ApplicationHandlerStop).
        others = dict(application.error_handlers)
        application.error_handlers.clear()
        application.add_error_handler(self._collect)
        application.error_handlers.update(others)

    async def _collect(self, update: object, context: Any) -> None:
        if context.error is not None:
            self.errors.append(context.error)

    async def process(self, payload: JSON, *, check: bool = True) -> list[ApiCall]:
        """Process one Update JSON dict; the Bot API calls it caused, in order."""
        start = len(self.api.calls)
        errors = len(self.errors)
        update = Update.de_json(payload, self.application.bot)
        await self.application.process_update(update)
        if check and len(self.errors) > errors:
            raise HandlerError(f"handler error: {self.errors[errors]!r}") from self.errors[errors]
        return self.api.calls[start:]

    async def send(
        self, text: str, user_id: int = 1, chat_id: int | None = None, **kwargs: Any
    ) -> list[ApiCall]:
        """A text message from `user_id` in `chat_id` (default: their private chat)."""
        check = kwargs.pop("check", True)
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
        **kwargs: Any,
    ) -> list[ApiCall]:
        """An inline button press with `data` on the bot's message `message_id`."""
        check = kwargs.pop("check", True)
        payload = self.api.callback_update(
            data, user_id, user_id if chat_id is None else chat_id, message_id, **kwargs
        )
        return await self.process(payload, check=check)

    async def inline(self, query: str, user_id: int = 1, **kwargs: Any) -> list[ApiCall]:
        """An inline query "@bot <query>" from `user_id` (see `make_inline_query_update`)."""
        check = kwargs.pop("check", True)
        return await self.process(make_inline_query_update(query, user_id, **kwargs), check=check)

    async def press_button(
        self, message: JSON, number: int, user_id: int = 1, **kwargs: Any
    ) -> list[ApiCall]:
        """Press button `number` (1-based, row by row) of a message the bot sent."""
        button = inline_buttons(message)[number - 1]
        return await self.press(
            str(button["callback_data"]),
            int(message["message_id"]),
            user_id,
            int(message["chat"]["id"]),
            **kwargs,
        )

    async def answer_poll(
        self, poll_id: str, option: int | list[int], user_id: int = 1, **kwargs: Any
    ) -> list[ApiCall]:
        """A `poll_answer` from `user_id` choosing `option` (an index, or several) in `poll_id`."""
        check = kwargs.pop("check", True)
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
