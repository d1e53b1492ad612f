"""`muggins chat`: the bot in the terminal, with no network and no token.

The same Application and handlers as `muggins run` run over `TerminalBotApi`, a `LocalBotApi`
that prints what the bot sends (HTML turned into plain text; bold in ANSI when the output is a
terminal) and shows inline buttons as numbered choices. Each line typed becomes an update from
one fixed player in a private chat: "#2" presses button 2 of the last message that had buttons
(or, after a quiz poll, answers option 2), "/quit" (or end of input, or Ctrl-C) leaves, anything
else is a message ("/cmd" a command).
Progress goes to the same SQLite file as the real bot.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import re
import sys
from collections.abc import Callable
from typing import Final, TextIO

from telegram import Update

from bot.i18n import Translator, translator_or_source
from bot.tg.app import build_app, start_app, stop_app
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.local import JSON, ApiCall, ApiResult, LocalBotApi, html_to_text, inline_buttons

OFFLINE_USER_ID: Final = 1
"""The player's Telegram id in the offline chat (and the private chat's id)."""
QUIT: Final = frozenset({"/quit", "/quitter"})
"""What leaves the chat, in English and in French."""
BOT_PREFIX: Final = "🤖 "
EDIT_PREFIX: Final = "✎ "
TOAST_PREFIX: Final = "💬 "
POLL_PREFIX: Final = "📊 "
RIGHT_MARK: Final = "✔ "
WRONG_MARK: Final = "✘ "
PICTURE_MARK: Final = "[🖼] "
USER_PREFIX: Final = "> "
CONTINUATION: Final = "   "
"""Indent of a message's later lines (the prefixes' emoji take two columns)."""

_BUTTON_PRESS = re.compile(r"#\s*(\d+)")
_BOLD_OPEN = re.compile(r"<(?:b|strong)(?:\s[^>]*)?>", re.IGNORECASE)
_BOLD_CLOSE = re.compile(r"</(?:b|strong)\s*>", re.IGNORECASE)
_ANSI_BOLD: Final = "\x1b[1m"
_ANSI_RESET_BOLD: Final = "\x1b[22m"


def terminal_text(text: str, *, ansi: bool = False) -> str:
    """A Telegram HTML text for the terminal: tags dropped, entities decoded, bold as ANSI."""
    if ansi:
        text = _BOLD_CLOSE.sub(_ANSI_RESET_BOLD, _BOLD_OPEN.sub(_ANSI_BOLD, text))
    return html_to_text(text)


class TerminalBotApi(LocalBotApi):
    """A `LocalBotApi` that writes the bot's messages and buttons to a text stream."""

    def __init__(self, out: TextIO, *, ansi: bool = False, chat_id: int = OFFLINE_USER_ID) -> None:
        super().__init__()
        self.out = out
        self.ansi = ansi
        self.chat_id = chat_id
        self.keyboard: JSON | None = None
        """The last message sent or edited in the chat that has inline buttons."""
        self.buttons_shown = False
        """Whether this session has shown any buttons yet."""
        self.poll: JSON | None = None
        """The last quiz poll sent, until it is answered ("#N" answers it)."""

    def observe(self, call: ApiCall, result: ApiResult) -> None:
        """Print messages, edits and callback answers as they are sent."""
        if call.method in ("sendMessage", "sendPhoto", "editMessageText", "editMessageReplyMarkup"):
            if isinstance(result, dict):
                self._show(call, result)
        elif call.method == "answerCallbackQuery" and call.params.get("text"):
            self._write(TOAST_PREFIX + str(call.params["text"]))
        elif call.method == "sendPoll" and isinstance(result, dict):
            self._show_poll(result["poll"])
        elif call.method == "stopPoll":  # closed: "#N" no longer answers it
            self.poll = None

    def _show_poll(self, poll: JSON) -> None:
        """A quiz poll: its question and numbered options (answer with "#N")."""
        lines = str(poll["question"]).splitlines() or [""]
        rest = [(CONTINUATION + line).rstrip() for line in lines[1:]]
        self._write("\n".join([BOT_PREFIX + POLL_PREFIX + lines[0], *rest]))
        options = [f"[#{n}] {o['text']}" for n, o in enumerate(poll["options"], start=1)]
        self._write("\n".join(CONTINUATION + option for option in options))
        self.poll = poll
        self.keyboard = None

    def poll_answered(self, option: int, tr: Translator) -> None:
        """Show whether option `option` (0-based) was right, in words (Telegram shows it by
        colouring the options; « ✘ #2 » alone left a player guessing), then the poll's
        explanation."""
        poll, self.poll = self.poll, None
        if poll is None:
            return
        correct = list(poll.get("correct_option_ids") or [])
        if correct == [option]:
            verdict = RIGHT_MARK + tr._("Right answer.")
        else:
            right = correct[0]
            verdict = WRONG_MARK + tr._("Not that one: the right answer is #{number}, “{option}”.")
            verdict = verdict.format(
                number=tr.number(right + 1), option=poll["options"][right]["text"]
            )
        lines = str(poll.get("explanation", "")).splitlines()
        rest = [(CONTINUATION + line).rstrip() for line in lines]
        self._write("\n".join([TOAST_PREFIX + verdict, *rest]))

    def _show(self, call: ApiCall, message: JSON) -> None:
        buttons = inline_buttons(message)
        if call.method != "editMessageReplyMarkup":
            prefix = BOT_PREFIX if call.method in ("sendMessage", "sendPhoto") else EDIT_PREFIX
            if call.method == "sendPhoto":  # a picture: its caption, marked
                prefix += PICTURE_MARK
            key = "caption" if call.method == "sendPhoto" else "text"
            body = terminal_text(str(call.params.get(key, "")), ansi=self.ansi)
            lines = body.splitlines() or [""]
            rest = [(CONTINUATION + line).rstrip() for line in lines[1:]]
            self._write("\n".join([prefix + lines[0], *rest]))
        if buttons:
            self.keyboard = message
            self.buttons_shown = True
            self.poll = None
            self._write(format_buttons(message))
        elif self.keyboard is not None and self.keyboard["message_id"] == message["message_id"]:
            self.keyboard = None

    def _write(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()


def format_buttons(message: JSON) -> str:
    """The inline keyboard as numbered choices, one keyboard row per line."""
    markup = message.get("reply_markup") or {}
    lines: list[str] = []
    number = 0
    for row in markup.get("inline_keyboard", []):
        cells = []
        for button in row:
            number += 1
            cells.append(f"[#{number}] {button.get('text', '')}")
        lines.append("   " + "   ".join(cells))
    return "\n".join(lines)


class OfflineChat:
    """One terminal session: the application, its terminal api and the player's identity."""

    def __init__(self, config: Config, out: TextIO, *, lang: str, ansi: bool = False) -> None:
        self.api = TerminalBotApi(out, ansi=ansi)
        self.app: App = build_app(config, request=self.api)
        self.out = out
        self.lang = lang
        self.tr = translator_or_source(lang)
        self.user_id = OFFLINE_USER_ID
        self.chat_id = OFFLINE_USER_ID
        self._update_ids = itertools.count(1)
        self.earlier_session = False
        """Whether an earlier session on this database showed messages in this chat."""

    async def start(self) -> None:
        """Start the application (open the database, register handlers); the chat's message
        and update ids go on after those of an earlier session on the same database."""
        await start_app(self.app)
        message_id, update_id = await self.app.bot_data.db.questions.last_ids(self.chat_id)
        self.api.continue_after(self.chat_id, message_id)
        self.earlier_session = message_id > 0
        self._update_ids = itertools.count(update_id + 1)

    async def stop(self) -> None:
        """Finish pending work and close the database."""
        await stop_app(self.app)

    async def send(self, line: str) -> bool:
        """Handle one typed line; False when the player asked to quit."""
        text = line.strip()
        if not text:
            return True
        if text.lower() in QUIT:
            return False
        press = _BUTTON_PRESS.fullmatch(text)
        if press is not None and self.api.poll is not None:
            payload = self._answer_poll(int(press.group(1)))
            if payload is None:
                return True
        elif press is not None:
            payload = self._press(int(press.group(1)))
            if payload is None:
                return True
        else:
            payload = self.api.message_update(
                text,
                self.user_id,
                self.chat_id,
                language_code=self.lang,
                update_id=next(self._update_ids),
            )
        await self.app.process_update(Update.de_json(payload, self.app.bot))
        return True

    def _answer_poll(self, number: int) -> JSON | None:
        """The poll_answer update choosing option `number` of the open poll, or None."""
        poll = self.api.poll
        if poll is None or not 1 <= number <= len(poll["options"]):
            last = len(poll["options"]) if poll is not None else 0
            self._say(
                self.tr._("There is no button #{number}: choose from #1 to #{last}.").format(
                    number=self.tr.number(number), last=self.tr.number(last)
                )
            )
            return None
        self.api.poll_answered(number - 1, self.tr)
        return self.api.poll_answer_update(
            str(poll["id"]),
            self.user_id,
            [number - 1],
            language_code=self.lang,
            update_id=next(self._update_ids),
        )

    def _press(self, number: int) -> JSON | None:
        """The callback update for button `number`, or None (after saying why)."""
        message = self.api.keyboard
        buttons = inline_buttons(message) if message is not None else []
        if message is None or not buttons:
            if self.earlier_session and not self.api.buttons_shown:
                # Buttons live in the session that showed them; a new one cannot press them.
                self._say(
                    self.tr._(
                        "The buttons of your last session are gone: type your answer, "
                        "or send the command again for new buttons."
                    )
                )
            else:
                self._say(self.tr._("There is no button to press."))
            return None
        if not 1 <= number <= len(buttons):
            self._say(
                self.tr._("There is no button #{number}: choose from #1 to #{last}.").format(
                    number=self.tr.number(number), last=self.tr.number(len(buttons))
                )
            )
            return None
        button = buttons[number - 1]
        if "callback_data" not in button:
            url = button.get("url")
            if url:
                self._say(str(url))
            return None
        return self.api.callback_update(
            str(button["callback_data"]),
            self.user_id,
            self.chat_id,
            int(message["message_id"]),
            language_code=self.lang,
            update_id=next(self._update_ids),
        )

    def _say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()


def _line_reader(stdin: TextIO, out: TextIO, interactive: bool) -> Callable[[], str | None]:
    """A function returning the next line (None at end of input)."""
    if interactive and stdin is sys.stdin:

        def prompt() -> str | None:
            try:
                return input(USER_PREFIX)
            except EOFError:
                return None

        return prompt

    def read() -> str | None:
        line = stdin.readline()
        if not line:
            return None
        line = line.rstrip("\r\n")
        if line.strip():
            out.write(USER_PREFIX + line + "\n")
        return line

    return read


def run_chat(
    config: Config,
    *,
    lang: str | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    banner: str | None = None,
) -> int:
    """Run the offline chat until end of input, "/quit" or Ctrl-C; returns 0."""
    stdin = sys.stdin if stdin is None else stdin
    out = sys.stdout if stdout is None else stdout
    interactive = _isatty(stdin)
    ansi = _isatty(out) and not os.environ.get("NO_COLOR")
    chat = OfflineChat(config, out, lang=lang or config.default_lang, ansi=ansi)
    if banner:
        out.write(banner + "\n")
        out.flush()
    read_line = _line_reader(stdin, out, interactive)
    with asyncio.Runner() as runner:
        try:
            runner.run(chat.start())
            if interactive and not banner:
                chat._say(chat.tr._("Type /start to begin, #N to press button N, /quit to leave."))
            while True:
                line = read_line()
                if line is None or not runner.run(chat.send(line)):
                    break
        except KeyboardInterrupt:
            out.write("\n")
        finally:
            try:
                runner.run(chat.stop())
            except KeyboardInterrupt:
                runner.run(chat.stop())
    out.flush()
    return 0


def _isatty(stream: TextIO) -> bool:
    """Whether `stream` is a terminal (False for any stream that cannot tell)."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False
