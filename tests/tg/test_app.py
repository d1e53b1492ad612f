"""The Application and its transports: the local Bot API, build_app's life cycle, errors,
per-player ordering, and token-safe logging while polling a loopback Bot API."""

from __future__ import annotations

import asyncio
import io
import logging
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fakes.botapi_server import TEST_TOKEN, FakeBotApiServer
from fakes.polling import poll_one_start
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ParseMode
from telegram.error import BadRequest
from telegram.ext import CommandHandler

from bot.tg.app import PerUserUpdateProcessor, build_app, running
from bot.tg.config import REDACTED, Config
from bot.tg.context import App
from bot.tg.local import (
    Driver,
    HtmlError,
    LocalBotApi,
    make_callback_update,
    make_message_update,
    parse_html,
    texts,
)
from bot.tg.runner import RedactingFormatter, configure_logging

# ------------------------------------------------------------------------------------------
# Telegram HTML as the Bot API parses it


@pytest.mark.parametrize(
    ("html_text", "plain"),
    [
        pytest.param("<b>29</b> points", "29 points", id="bold"),
        pytest.param("a &lt;b&gt; &amp; &quot;c&quot;", 'a <b> & "c"', id="named-entities"),
        pytest.param("5&#9829; &#x2660;", "5♥ ♠", id="numeric-entities"),
        pytest.param("AT&T &nbsp;", "AT&T &nbsp;", id="bare-ampersand-kept"),
        pytest.param("<i>x <b>y</b></i>", "x y", id="nested"),
        pytest.param('<a href="https://t.me/x">link</a>', "link", id="link"),
        pytest.param('<span class="tg-spoiler">s</span>', "s", id="spoiler-span"),
        pytest.param("1 > 0", "1 > 0", id="bare-greater-than"),
        pytest.param("<code>15:4</code> <pre>r:3</pre>", "15:4 r:3", id="code-pre"),
    ],
)
def test_parse_html_accepts_telegram_html(html_text: str, plain: str) -> None:
    assert parse_html(html_text)[0] == plain


@pytest.mark.parametrize(
    "html_text",
    [
        pytest.param("1 < 2", id="bare-less-than"),
        pytest.param("<x>y</x>", id="unsupported-tag"),
        pytest.param("<b>open", id="unclosed"),
        pytest.param("<b><i>x</b></i>", id="crossed"),
        pytest.param("x</b>", id="stray-end-tag"),
        pytest.param("<span>x</span>", id="span-without-spoiler-class"),
        pytest.param("<br>", id="br-not-supported"),
        pytest.param("<b", id="unterminated-tag"),
    ],
)
def test_parse_html_refuses_what_telegram_refuses(html_text: str) -> None:
    with pytest.raises(HtmlError):
        parse_html(html_text)


def test_parse_html_entities_are_utf16() -> None:
    plain, entities = parse_html("😀 <b>x</b>")
    assert plain == "😀 x"
    assert [(e.type, e.offset, e.length) for e in entities] == [("bold", 3, 1)]


# ------------------------------------------------------------------------------------------
# LocalBotApi through a real telegram.Bot


async def _bot(api: LocalBotApi) -> Bot:
    bot = Bot("0:offline", request=api, get_updates_request=api)
    await bot.initialize()
    return bot


async def test_local_api_message_ids_per_chat_and_records_calls() -> None:
    api = LocalBotApi()
    bot = await _bot(api)
    first = await bot.send_message(10, "a")
    second = await bot.send_message(10, "b")
    other = await bot.send_message(-20, "c")
    assert (first.message_id, second.message_id, other.message_id) == (1, 2, 1)
    assert other.chat.type == "group"
    assert [c.method for c in api.calls] == ["getMe", "sendMessage", "sendMessage", "sendMessage"]
    assert api.sent_texts(10) == ["a", "b"]
    assert bot.username == "muggins_bot"


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        pytest.param({"text": "x" * 4097}, "message is too long", id="too-long"),
        pytest.param({"text": " "}, "message text is empty", id="empty"),
        pytest.param(
            {"text": "1 < 2", "parse_mode": ParseMode.HTML}, "can't parse entities", id="bad-html"
        ),
        pytest.param(
            {
                "text": "x",
                "reply_markup": InlineKeyboardMarkup(
                    [[InlineKeyboardButton("b", callback_data="d" * 65)]]
                ),
            },
            "BUTTON_DATA_INVALID",
            id="callback-data-65-bytes",
        ),
    ],
)
async def test_local_api_refuses_like_telegram(kwargs: dict[str, Any], reason: str) -> None:
    bot = await _bot(LocalBotApi())
    with pytest.raises(BadRequest, match=f"(?i){reason}"):
        await bot.send_message(1, **kwargs)


async def test_local_api_accepts_limits_exactly() -> None:
    api = LocalBotApi()
    bot = await _bot(api)
    markup = InlineKeyboardMarkup([[InlineKeyboardButton("b", callback_data="é" * 32)]])
    message = await bot.send_message(1, "x" * 4096, reply_markup=markup)
    assert len(message.text) == 4096
    assert api.last_message(1) is not None


async def test_local_api_edits_and_refuses_unmodified_or_missing() -> None:
    api = LocalBotApi()
    bot = await _bot(api)
    markup = InlineKeyboardMarkup([[InlineKeyboardButton("1", callback_data="ans:1:1")]])
    sent = await bot.send_message(1, "<b>question</b>", parse_mode="HTML", reply_markup=markup)
    await bot.edit_message_text("answered", chat_id=1, message_id=sent.message_id)
    kept = api.message(1, sent.message_id)
    assert kept is not None
    assert kept["text"] == "answered"
    assert "reply_markup" not in kept  # an edit without markup drops the keyboard
    with pytest.raises(BadRequest, match="not modified"):
        await bot.edit_message_text("answered", chat_id=1, message_id=sent.message_id)
    with pytest.raises(BadRequest, match="not found"):
        await bot.edit_message_text("x", chat_id=1, message_id=99)


async def test_local_api_get_updates_offsets_and_long_poll() -> None:
    api = LocalBotApi()
    bot = await _bot(api)
    first = api.push_update(make_message_update("one", 1, 1))
    api.push_update(make_message_update("two", 1, 1))
    updates = await bot.get_updates(timeout=0)
    assert [u.message.text for u in updates if u.message] == ["one", "two"]
    confirmed = await bot.get_updates(offset=first["update_id"] + 2, timeout=0)
    assert confirmed == ()

    async def later() -> None:
        await asyncio.sleep(0.05)
        api.push_update(make_message_update("three", 1, 1))

    pusher = asyncio.create_task(later())
    woken = await bot.get_updates(offset=first["update_id"] + 2, timeout=10)
    await pusher
    assert [u.message.text for u in woken if u.message] == ["three"]


def test_update_builders_make_commands_and_callbacks() -> None:
    command = make_message_update("/score@muggins_bot 5H 5D", 7, -100, chat_type="group")
    update = Update.de_json(command, None)
    assert update.message is not None
    assert update.message.entities[0].type == "bot_command"
    assert update.message.entities[0].length == len("/score@muggins_bot")
    assert update.effective_chat is not None and update.effective_chat.type == "group"
    plain = Update.de_json(make_message_update("12", 7, 7), None)
    assert plain.message is not None and plain.message.entities == ()
    press = Update.de_json(make_callback_update("d:hand", 7, 7, 3), None)
    assert press.callback_query is not None
    assert press.callback_query.data == "d:hand"
    assert press.callback_query.message is not None
    assert press.callback_query.message.message_id == 3


# ------------------------------------------------------------------------------------------
# build_app: life cycle, command menus, errors


async def test_post_init_opens_database_and_sets_menus(
    local_app: App, local_api: LocalBotApi, tg_config: Config
) -> None:
    assert tg_config.db_path.exists()
    assert hasattr(local_app.bot_data, "db")
    assert local_app.bot_data.i18n.translator("fr").lang == "fr"
    menus = {c.params.get("language_code"): c.params for c in local_api.calls_to("setMyCommands")}
    assert set(menus) == {"fr", "en", None}
    fr = [c["description"] for c in menus["fr"]["commands"]]
    en = [c["description"] for c in menus["en"]["commands"]]
    assert len(menus["fr"]["commands"]) == len(menus["en"]["commands"])
    assert {"main", "jouer", "aide"} <= {c["command"] for c in menus["fr"]["commands"]}
    assert fr != en  # French users see French descriptions
    assert {"hand", "crib", "score", "lang", "stats", "help"} <= {
        c["command"] for c in menus["en"]["commands"]
    }
    assert menus[None]["commands"] == menus["fr"]["commands"]  # default language fr


async def test_post_shutdown_closes_database(tg_config: Config) -> None:
    api = LocalBotApi()
    application = build_app(tg_config, request=api)
    async with running(application):
        assert hasattr(application.bot_data, "db")
    assert not hasattr(application.bot_data, "db")
    with sqlite3.connect(tg_config.db_path) as check:  # closed cleanly: the file is readable
        assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)


async def test_set_my_commands_failure_is_logged_not_fatal(
    tg_config: Config, caplog: pytest.LogCaptureFixture
) -> None:
    api = LocalBotApi()
    api.fail("setMyCommands", 400, "Bad Request: simulated", times=3)
    application = build_app(tg_config, request=api)
    with caplog.at_level(logging.WARNING, logger="muggins.app"):
        async with running(application):
            driver = Driver(application, api)
            calls = await driver.send("/start", user_id=5)
            assert texts(calls)
    failures = [r for r in caplog.records if "setMyCommands" in r.getMessage()]
    assert len(failures) == 3


@pytest.mark.parametrize(
    ("language_code", "expected"),
    [
        pytest.param("fr-CA", "Désolé", id="fr"),
        pytest.param("en", "Sorry", id="en"),
        pytest.param(None, "Désolé", id="default-lang"),
    ],
)
async def test_handler_crash_is_logged_and_answered_briefly(
    local_app: App,
    local_api: LocalBotApi,
    caplog: pytest.LogCaptureFixture,
    language_code: str | None,
    expected: str,
) -> None:
    async def boom(update: Update, context: object) -> None:
        raise RuntimeError("kaboom")

    local_app.add_handler(CommandHandler("boom", boom), group=-1)
    driver = Driver(local_app, local_api)
    with caplog.at_level(logging.ERROR, logger="muggins.app"):
        calls = await driver.send("/boom", user_id=3, language_code=language_code, check=False)
    replies = texts(calls)
    assert len(replies) == 1
    assert replies[0].startswith(expected)
    assert "kaboom" not in replies[0] and "Traceback" not in replies[0]
    assert any("kaboom" in r.getMessage() for r in caplog.records)
    assert isinstance(driver.errors[-1], RuntimeError)


# ------------------------------------------------------------------------------------------
# Per-player ordering under concurrency


async def test_update_processor_keeps_each_players_order() -> None:
    processor = PerUserUpdateProcessor(limit=8)
    await processor.initialize()
    rng = random.Random(7)
    seen: dict[int, list[int]] = {}
    running_now = 0
    peak = 0

    async def work(user_id: int, seq: int, delay: float) -> None:
        nonlocal running_now, peak
        running_now += 1
        peak = max(peak, running_now)
        await asyncio.sleep(delay)
        seen.setdefault(user_id, []).append(seq)
        running_now -= 1

    tasks = []
    sent: dict[int, list[int]] = {}
    for seq in range(300):
        user_id = rng.randrange(12)
        sent.setdefault(user_id, []).append(seq)
        update = Update.de_json(make_message_update("x", user_id + 1, user_id + 1), None)
        coroutine = work(user_id, seq, rng.random() / 500)
        tasks.append(asyncio.create_task(processor.process_update(update, coroutine)))
    await asyncio.gather(*tasks)
    assert seen == sent
    assert 1 < peak <= 8
    assert processor._locks == {}  # nothing retained once players are idle


# ------------------------------------------------------------------------------------------
# Logging never shows the token


def test_redacting_formatter_hides_token_in_message_args_and_traceback() -> None:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(RedactingFormatter(TEST_TOKEN))
    logger = logging.getLogger("muggins.test.redaction")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        try:
            raise ValueError(f"https://api.telegram.org/bot{TEST_TOKEN}/getMe failed")
        except ValueError:
            logger.exception("calling %s", f"/bot{TEST_TOKEN}/sendMessage")
    finally:
        logger.removeHandler(handler)
    output = stream.getvalue()
    assert TEST_TOKEN not in output
    assert TEST_TOKEN.split(":")[1] not in output
    assert output.count(REDACTED) >= 2
    assert "Traceback" in output


def test_polling_at_debug_level_never_logs_the_token(
    fake_botapi: FakeBotApiServer, tmp_path: Path
) -> None:
    config = Config(
        token=TEST_TOKEN, base_url=fake_botapi.base_url, db_path=tmp_path / "db.sqlite3"
    )
    stream = io.StringIO()
    root_level = logging.getLogger().level
    handler = configure_logging(config, stream=stream, level="DEBUG")
    try:
        assert poll_one_start(config, fake_botapi) == 0
    finally:
        logging.getLogger().removeHandler(handler)
        logging.getLogger().setLevel(root_level)
    output = stream.getvalue()
    assert "getUpdates" in output  # PTB's debug lines were there...
    assert REDACTED in output  # ...including the ones that print the URL...
    assert TEST_TOKEN not in output  # ...with the token removed.
    assert all(TEST_TOKEN in path for path in fake_botapi.paths)
    assert logging.getLogger("httpx").level == logging.WARNING
