"""What every handler test checks on the Bot API calls the bot made (`tests/tg/conftest.py`
runs `check_calls` after every test that talks to the in-process api)."""

from __future__ import annotations

import html.parser
import json
from collections.abc import Iterator

from bot.tg.local import ApiCall, LocalBotApi, texts
from bot.tg.local_checks import HtmlError, parse_html, utf16_len

ALLOWED_TAGS = frozenset(
    {"b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "a", "code", "pre"}
    | {"blockquote", "tg-spoiler", "span", "tg-emoji"}
)


class _TagChecker(html.parser.HTMLParser):
    """Collects problems: unknown tags, unbalanced or crossed tags."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ALLOWED_TAGS:
            self.problems.append(f"tag <{tag}> not allowed")
        self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"unbalanced </{tag}>")
        else:
            self.stack.pop()


def html_problems(text: str) -> list[str]:
    """What is wrong with a text as Telegram HTML (tags, balance, length, emptiness)."""
    checker = _TagChecker()
    checker.feed(text)
    checker.close()
    problems = list(checker.problems)
    if checker.stack:
        problems.append(f"unclosed {checker.stack}")
    try:  # Telegram's measure: the text shown, after HTML parsing, in UTF-16 code units
        shown = utf16_len(parse_html(text)[0])
    except HtmlError as error:
        problems.append(str(error))
        shown = utf16_len(text)
    if shown > 4096:
        problems.append(f"too long: {shown}")
    if not text.strip():
        problems.append("empty")
    return problems


def callback_datas(calls: list[ApiCall]) -> Iterator[str]:
    """Every `callback_data` of the inline keyboards sent or edited in `calls`."""
    for call in calls:
        markup = call.params.get("reply_markup")
        if isinstance(markup, str):
            markup = json.loads(markup)
        if isinstance(markup, dict):
            for row in markup.get("inline_keyboard", []):
                for button in row:
                    if "callback_data" in button:
                        yield str(button["callback_data"])


def check_calls(api: LocalBotApi) -> None:
    """Valid Telegram HTML under 4096 characters, `callback_data` of 1 to 64 bytes, callback
    answers of at most 200 characters, and no keyboard edit that would change nothing (real
    Telegram answers those with a 400 "message is not modified", and each costs a call; a
    text edit may find its text unchanged, like a board pressed twice, and is allowed)."""
    for text in texts(api.calls):
        assert html_problems(text) == [], text
    for data in callback_datas(api.calls):
        assert 1 <= len(data.encode()) <= 64, data
    for call in api.calls_to("answerCallbackQuery"):
        assert len(str(call.params.get("text", ""))) <= 200
    idle = [c for c in api.not_modified() if c.method == "editMessageReplyMarkup"]
    assert idle == [], "keyboard edits that changed nothing"
