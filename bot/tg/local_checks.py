"""What the Bot API accepts, for `bot.tg.local`: its errors, Telegram HTML and its limits
(`parse_html` also measures a text as Telegram does for `bot.tg.posting.fit`).

`parse_html` checks a text the way Telegram does with `parse_mode="HTML"` (unsupported or
unbalanced tags are a 400 "can't parse entities"); the `checked_*` functions refuse, with
Telegram's error descriptions, what the Bot API refuses: empty or too long texts and captions,
`callback_data` over 64 bytes, polls beyond their limits, malformed inline query results.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from typing import Any, Final, NamedTuple

JSON = dict[str, Any]

MAX_TEXT_LENGTH: Final = 4096
MAX_CALLBACK_DATA_BYTES: Final = 64
MAX_CALLBACK_ANSWER_LENGTH: Final = 200
MAX_CAPTION_LENGTH: Final = 1024
MAX_INLINE_RESULTS: Final = 50
MAX_INLINE_RESULT_ID_BYTES: Final = 64
PICTURE_SIGNATURES: Final = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")
MAX_POLL_QUESTION_LENGTH: Final = 300
MAX_POLL_OPTIONS: Final = 10
MAX_POLL_OPTION_LENGTH: Final = 100
MAX_POLL_EXPLANATION_LENGTH: Final = 200
MAX_POLL_EXPLANATION_LINE_FEEDS: Final = 2

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

    def encoded(self) -> bytes:
        """`body()` as the bytes of the HTTP answer."""
        return json.dumps(self.body()).encode()


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


def picture_size(data: bytes) -> tuple[int, int] | None:
    """The width and height of a PNG from its header (None for other pictures)."""
    if not data.startswith(PICTURE_SIGNATURES[0]) or len(data) < 24:
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


# --------------------------------------------------------------------------------------------
# What the Bot API refuses


def shown(params: JSON, name: str, mode: str = "parse_mode") -> tuple[str, list[JSON]]:
    """A text parameter as shown and its entities (HTML parsed when its parse mode says so)."""
    raw = str(params.get(name, ""))
    if params.get(mode) != "HTML":
        return raw, []
    try:
        text, entities = parse_html(raw)
    except HtmlError as error:
        raise bad_request(f"can't parse entities: {error}") from None
    return text, [e._asdict() for e in entities]


def checked_text(params: JSON) -> tuple[str, list[JSON]]:
    """The displayed text and entities of a text parameter, checked like Telegram does."""
    text, entities = shown(params, "text")
    if not text.strip():
        raise bad_request("message text is empty")
    if utf16_len(text) > MAX_TEXT_LENGTH:
        raise bad_request("message is too long")
    return text, entities


def checked_caption(params: JSON) -> tuple[str, list[JSON]]:
    """The displayed caption and its entities, checked like Telegram does (may be empty)."""
    caption, entities = shown(params, "caption")
    if utf16_len(caption) > MAX_CAPTION_LENGTH:
        raise bad_request("message caption is too long")
    return caption, entities


def checked_markup(markup: object) -> JSON | None:
    """The reply markup, with inline buttons checked (text present, data <= 64 bytes)."""
    if not isinstance(markup, dict):
        return None
    for row in markup.get("inline_keyboard", []):
        for button in row:
            if not str(button.get("text", "")):
                raise bad_request("text buttons are unallowed in the inline keyboard")
            data = button.get("callback_data")
            if data is not None and not 1 <= len(str(data).encode()) <= MAX_CALLBACK_DATA_BYTES:
                raise bad_request("BUTTON_DATA_INVALID")
    return markup


def checked_inline_results(params: JSON) -> list[JSON]:
    """The results of an answerInlineQuery call, checked like Telegram does."""
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
        checked_text({"text": content["message_text"], "parse_mode": content.get("parse_mode")})
        checked_markup(result.get("reply_markup"))
    return list(results)


def checked_poll(params: JSON) -> JSON:
    """The Poll object of a sendPoll call (without its id), checked like Telegram does."""
    question, _ = shown(params, "question", "question_parse_mode")
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
    explanation, _ = shown(params, "explanation", "explanation_parse_mode")
    if utf16_len(explanation) > MAX_POLL_EXPLANATION_LENGTH or (
        explanation.count("\n") > MAX_POLL_EXPLANATION_LINE_FEEDS
    ):
        raise bad_request("explanation is too long")
    poll: JSON = {
        "question": question,
        "options": [
            {"text": o, "voter_count": 0, "persistent_id": str(i)} for i, o in enumerate(options)
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
    return poll
