"""`muggins chat`: the real bot in a terminal, fed by piped lines (in-process)."""

from __future__ import annotations

import argparse
import io
import logging
import sqlite3
import sys
from pathlib import Path

import pytest

from bot.commands import bot as bot_commands
from bot.tg.config import Config
from bot.tg.offline import OFFLINE_USER_ID, format_buttons, run_chat, terminal_text
from bot.tg.runner import configure_logging


@pytest.mark.parametrize(
    ("html_text", "ansi", "expected"),
    [
        pytest.param("<b>Muggins!</b> 2 points", False, "Muggins! 2 points", id="bold-plain"),
        pytest.param("<b>Muggins!</b>", True, "\x1b[1mMuggins!\x1b[22m", id="bold-ansi"),
        pytest.param("<i>5&#9829;</i> &lt;&amp;&gt;", True, "5♥ <&>", id="italic-dropped"),
        pytest.param("a\n<code>15:2</code>", False, "a\n15:2", id="newline-code"),
        pytest.param("broken < html", False, "broken < html", id="invalid-html-best-effort"),
    ],
)
def test_terminal_text(html_text: str, ansi: bool, expected: str) -> None:
    assert terminal_text(html_text, ansi=ansi) == expected


def test_buttons_numbered_across_rows() -> None:
    message = {
        "reply_markup": {
            "inline_keyboard": [
                [{"text": "1", "callback_data": "a"}, {"text": "2", "callback_data": "b"}],
                [{"text": "Main", "callback_data": "d:hand"}],
            ]
        }
    }
    assert format_buttons(message).splitlines() == [
        "   [#1] 1   [#2] 2",
        "   [#3] Main",
    ]


def _chat(config: Config, lines: str, lang: str = "en") -> tuple[int, str]:
    out = io.StringIO()
    code = run_chat(config, lang=lang, stdin=io.StringIO(lines), stdout=out)
    return code, out.getvalue()


def test_piped_start_and_score(tg_config: Config) -> None:
    code, output = _chat(tg_config, "/start\n/score 5H 5D 5C JS 5S\n")
    assert code == 0
    assert "> /start" in output
    assert "> /score 5H 5D 5C JS 5S" in output
    after_score = output.split("> /score", 1)[1]
    assert "29" in after_score
    assert "<b>" not in output and "&amp;" not in output  # terminal text, not HTML
    assert "\x1b[" not in output  # no ANSI codes when the output is not a terminal


def test_piped_chat_uses_the_sqlite_file(tg_config: Config) -> None:
    code, _ = _chat(tg_config, "/start\n")
    assert code == 0
    with sqlite3.connect(tg_config.db_path) as db:
        users = [row[0] for row in db.execute("SELECT tg_id FROM users")]
    assert users == [OFFLINE_USER_ID]


def _questions(config: Config) -> list[tuple[str, int, int, str]]:
    with sqlite3.connect(config.db_path) as db:
        return list(db.execute("SELECT kind, message_id, update_id, state FROM questions"))


def test_a_question_asked_in_one_session_is_answered_in_the_next(tg_config: Config) -> None:
    """A new `muggins chat` on the same database numbers its messages and updates after the
    last session's: before, both started again at 1, so the answer looked older than the
    question (or like the update that asked it) and was dropped without a word."""
    _chat(tg_config, "/start\n/hand\n")
    [(kind, message_id, update_id, state)] = _questions(tg_config)
    assert (kind, state) == ("hand", "pending")
    assert message_id > 1 and update_id > 1

    _, output = _chat(tg_config, "0\n")

    [(_, _, _, state)] = _questions(tg_config)
    assert state == "answered"
    assert "points" in output.split("> 0", 1)[1]


def test_a_session_after_an_answer_does_not_replay_its_verdict(tg_config: Config) -> None:
    """The last session ended after an answer: the next session's first text is new.
    Before, the update ids went on after the question's only, so the first text of the
    next session had the answer's id and got its verdict again instead of its own reply."""
    _chat(tg_config, "/hand\n0\n", "fr")
    [(_, _, _, state)] = _questions(tg_config)
    assert state == "answered"

    _, output = _chat(tg_config, "hello\n", "en")

    reply = output.split("> hello", 1)[1]
    assert "/hand" in reply  # the answer to chatter, not the count's verdict again
    assert "Too low" not in reply and "Trop bas" not in reply


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "The buttons of your last session are gone: type your answer"),
        ("fr", "Les boutons de la séance précédente ne sont plus là"),
    ],
)
def test_buttons_of_an_earlier_session_are_said_to_be_gone(
    tg_config: Config, lang: str, expected: str
) -> None:
    """The last session ended on a question with buttons; a press in the next session cannot
    reach them, and says so and how to go on (before: « no button to press », as if none)."""
    _chat(tg_config, "/ecart\n", lang)
    _, output = _chat(tg_config, "#1\n", lang)
    assert expected in output.replace("\u00a0", " ")
    # Buttons this session showed are pressed as usual.
    _, output = _chat(tg_config, "/ecart\n#1\n", lang)
    assert "✓" in output.split("> #1", 1)[1] and expected not in output.replace("\u00a0", " ")


def test_start_offers_buttons_and_hash_presses_them(tg_config: Config) -> None:
    code, output = _chat(tg_config, "/start\n#1\n")
    assert code == 0
    start_reply = output.split("> /start", 1)[1].split("> #1", 1)[0]
    assert "[#1]" in start_reply
    after_press = output.split("> #1", 1)[1]
    assert after_press.strip()  # the bot reacted to the press
    assert "There is no button" not in after_press


@pytest.mark.parametrize(
    ("lines", "lang", "expected"),
    [
        pytest.param("#1\n", "en", "There is no button to press.", id="no-keyboard-en"),
        pytest.param("#1\n", "fr", "aucun bouton à presser", id="no-keyboard-fr"),
        pytest.param("/start\n#99\n", "en", "There is no button #99", id="out-of-range"),
    ],
)
def test_bad_button_numbers_are_explained(
    tg_config: Config, lines: str, lang: str, expected: str
) -> None:
    code, output = _chat(tg_config, lines, lang)
    assert code == 0
    assert expected in output


def test_quit_ends_the_chat_and_later_lines_are_ignored(tg_config: Config) -> None:
    code, output = _chat(tg_config, "/quit\n/start\n")
    assert code == 0
    assert "> /start" not in output


def test_empty_input_ends_cleanly(tg_config: Config) -> None:
    assert _chat(tg_config, "") == (0, "")


def test_language_follows_lang_option(tg_config: Config) -> None:
    _, french = _chat(tg_config, "/score\n", "fr")
    english_config = Config(db_path=tg_config.db_path.with_name("en.sqlite3"))
    _, english = _chat(english_config, "/score\n", "en")
    assert french.split("> /score", 1)[1] != english.split("> /score", 1)[1]


def test_default_without_token_shows_banner_sample_then_chat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    monkeypatch.delenv("MUGGINS_LOG_LEVEL", raising=False)
    monkeypatch.setenv("MUGGINS_DB", str(tmp_path / "db.sqlite3"))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")
    monkeypatch.setattr("sys.stdin", io.StringIO("/score 5H 5D 5C JS 5S\n"))
    assert bot_commands.default(argparse.Namespace(command=None)) == 0
    output = capsys.readouterr().out
    banner, _, chat = output.partition("> /score")
    assert "TELEGRAM_BOT_TOKEN" in banner
    assert "29" in banner
    assert "29" in chat
    assert (tmp_path / "db.sqlite3").exists()


def test_log_lines_never_reach_the_chat_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A scheduler warning while the player pauses goes to the log file, not the terminal."""
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    monkeypatch.delenv("MUGGINS_LOG_LEVEL", raising=False)
    monkeypatch.setenv("MUGGINS_DB", str(tmp_path / "db.sqlite3"))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")
    monkeypatch.setattr("sys.stdin", io.StringIO("/start\n"))
    assert bot_commands.chat(argparse.Namespace(command="chat", lang="en")) == 0
    missed = "Run time of job 'reminder' was missed by 0:00:14"
    logging.getLogger("apscheduler.executors.default").warning(missed)
    out, err = capsys.readouterr()
    assert missed not in out and missed not in err
    assert "WARNING" not in out + err
    log = tmp_path / bot_commands.CHAT_LOG_NAME
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert missed in log.read_text(encoding="utf-8")


def test_the_chat_log_file_is_closed_when_its_handler_is_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second logging set-up (a second chat, `muggins run`) closes the chat's log file
    instead of leaving it open (a ResourceWarning); a stream lent by the caller stays open."""
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    monkeypatch.setenv("MUGGINS_DB", str(tmp_path / "db.sqlite3"))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")
    monkeypatch.setattr("sys.stdin", io.StringIO("/start\n"))
    root = logging.getLogger()
    level = root.level
    log_path = str(tmp_path / bot_commands.CHAT_LOG_NAME)
    assert bot_commands.chat(argparse.Namespace(command="chat", lang="en")) == 0
    (log_file,) = [
        h.stream
        for h in root.handlers
        if isinstance(h, logging.StreamHandler) and getattr(h.stream, "name", None) == log_path
    ]
    lent = io.StringIO()
    try:
        configure_logging(Config(token=None), stream=lent)
        assert log_file.closed
        configure_logging(Config(token=None), stream=io.StringIO())
        assert not lent.closed
    finally:
        for handler in root.handlers[:]:
            if isinstance(handler, logging.StreamHandler) and handler.stream is not sys.stderr:
                root.removeHandler(handler)
        root.setLevel(level)
