"""Issue 26, points 1, 2, 3, 5, 7: nothing lost at a crash or a stop, no double grading, a
bounded webhook, one-line start-up failures. Through the real `run` (polling or webhook)."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from fakes.full_disk import full_disk
from telegram import Update
from telegram.ext import MessageHandler, filters

from bot.storage import Database
from bot.tg.app import build_app
from bot.tg.config import Config
from bot.tg.context import App, Context
from bot.tg.local import Driver, LocalBotApi, make_message_update, texts
from bot.tg.runner import STOP_SECONDS, configure_logging, run
from bot.tg.webhook import MAX_BODY, SECRET_HEADER

SECRET = "hook_secret-26"
PLAYER = 2601


def wait_for(predicate: Callable[[], object], seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.02)
    raise AssertionError("timed out")


def inbox_rows(db_path: Path) -> dict[int, str | None]:
    if not db_path.exists():
        return {}
    with sqlite3.connect(db_path) as conn:
        try:
            rows = conn.execute("SELECT update_id, done_at FROM inbox").fetchall()
        except sqlite3.OperationalError:  # not created yet
            return {}
    return {int(update_id): done for update_id, done in rows}


def undone(conn: sqlite3.Connection, update: dict[str, Any]) -> None:
    """The update's inbox row as a kill before its "done" leaves it: not done, its payload
    still there (marking it done dropped the payload)."""
    conn.execute(
        "UPDATE inbox SET done_at = NULL, payload = ? WHERE update_id = ?",
        (json.dumps(update), update["update_id"]),
    )


@contextmanager
def running_bot(
    config: Config, application: App, *, webhook: bool = False
) -> Iterator[tuple[asyncio.AbstractEventLoop, list[int]]]:
    """`run` in a thread; stopped (as SIGTERM does) on exit; yields the loop and exit codes."""
    loop = asyncio.new_event_loop()
    codes: list[int] = []
    thread = threading.Thread(
        target=lambda: codes.append(
            run(
                config,
                application=application,
                loop=loop,
                stop_signals=None,
                poll_timeout=1,
                webhook=webhook,
            )
        )
    )
    thread.start()
    try:
        yield loop, codes
    finally:
        if not loop.is_closed():
            loop.call_soon_threadsafe(loop.stop)
        thread.join(20)
        assert not thread.is_alive()


def shown_questions(db_path: Path) -> int:
    """How many questions have their message sent and its id stored: a typed answer answers
    only a question shown before it (an answer typed earlier is not its answer)."""
    with sqlite3.connect(db_path) as conn:
        (shown,) = conn.execute(
            "SELECT COUNT(*) FROM questions WHERE message_id IS NOT NULL"
        ).fetchone()
    return int(shown)


def sent(api: LocalBotApi, chat_id: int) -> list[str]:
    return api.sent_texts(chat_id)


async def store_waiting(db_path: Path, payloads: list[dict[str, Any]]) -> None:
    """What a kill leaves behind: updates stored in the inbox, never marked done."""
    db = await Database.open(db_path)
    try:
        await db.inbox_store([(p["update_id"], json.dumps(p)) for p in payloads])
    finally:
        await db.close()


# -- 1. nothing lost at a crash or a stop ----------------------------------------------------


def test_updates_stored_but_not_handled_are_handled_at_the_next_start(tg_config: Config) -> None:
    update = make_message_update("/start", PLAYER, PLAYER, language_code="en", update_id=500)
    asyncio.run(store_waiting(tg_config.db_path, [update]))
    api = LocalBotApi()
    with running_bot(tg_config, build_app(tg_config, request=api)):
        wait_for(lambda: sent(api, PLAYER))
        wait_for(lambda: inbox_rows(tg_config.db_path)[500] is not None)
    assert len(sent(api, PLAYER)) == 1  # handled once
    polls = api.calls_to("getUpdates")
    assert polls and all(int(call.params.get("offset") or 0) == 501 for call in polls)


def test_a_stored_update_is_never_queued_twice(tg_config: Config) -> None:
    api = LocalBotApi()
    first = api.push_update(make_message_update("/start", PLAYER, PLAYER, language_code="en"))
    with running_bot(tg_config, build_app(tg_config, request=api)):
        wait_for(lambda: sent(api, PLAYER))
        wait_for(lambda: inbox_rows(tg_config.db_path).get(first["update_id"]) is not None)
    # Telegram delivering the same update again (its offset was never confirmed) changes nothing
    api2 = LocalBotApi()
    api2.push_update(first)
    with running_bot(tg_config, build_app(tg_config, request=api2)):
        wait_for(lambda: len(api2.calls_to("getUpdates")) >= 2)
    assert sent(api2, PLAYER) == []


def test_the_offset_moves_only_once_the_batch_is_stored(
    tg_config: Config, monkeypatch: pytest.MonkeyPatch
) -> None:
    api = LocalBotApi()
    update = api.push_update(make_message_update("/start", PLAYER, PLAYER, language_code="en"))
    failures = [sqlite3.OperationalError("database is locked")]
    store = Database.inbox_store

    async def failing_once(self: Database, updates: Any) -> list[int]:
        if failures:
            raise failures.pop()
        return await store(self, updates)

    monkeypatch.setattr(Database, "inbox_store", failing_once)
    application = build_app(tg_config, request=api)
    with running_bot(tg_config, application):
        wait_for(lambda: sent(api, PLAYER))
        wait_for(lambda: inbox_rows(tg_config.db_path).get(update["update_id"]) is not None)
    offsets = [int(call.params.get("offset") or 0) for call in api.calls_to("getUpdates")]
    # the batch that could not be stored was asked for again with the same offset
    assert offsets[0] == offsets[1] == 0 and update["update_id"] + 1 in offsets
    assert len(sent(api, PLAYER)) == 1


def test_a_stop_is_bounded_and_the_update_cut_short_is_handled_at_the_next_start(
    tg_config: Config,
) -> None:
    api = LocalBotApi()
    application = build_app(tg_config, request=api)
    started = threading.Event()

    async def stuck(update: Update, context: Context) -> None:
        started.set()
        await asyncio.sleep(120)  # a 429's pause, a hung connection

    application.add_handler(MessageHandler(filters.Regex("^/start$"), stuck), group=-5)
    update = api.push_update(make_message_update("/start", PLAYER, PLAYER, language_code="en"))
    with running_bot(tg_config, application) as (loop, codes):
        assert started.wait(20)
        began = time.monotonic()
        loop.call_soon_threadsafe(loop.stop)  # what SIGTERM does
        wait_for(lambda: codes, seconds=15)
        took = time.monotonic() - began
    assert codes == [0]
    assert took < 8.0 and STOP_SECONDS < 8.0
    assert inbox_rows(tg_config.db_path)[update["update_id"]] is None  # still waiting
    api2 = LocalBotApi()
    with running_bot(tg_config, build_app(tg_config, request=api2)):
        wait_for(lambda: sent(api2, PLAYER))
        wait_for(lambda: inbox_rows(tg_config.db_path)[update["update_id"]] is not None)


def test_polling_uses_short_timeouts_and_asks_for_member_updates(tg_config: Config) -> None:
    api = LocalBotApi()
    with running_bot(tg_config, build_app(tg_config, request=api)):
        wait_for(lambda: api.calls_to("getUpdates"))
    call = api.calls_to("getUpdates")[0]
    assert "chat_member" in call.params["allowed_updates"]
    assert "my_chat_member" in call.params["allowed_updates"]
    assert int(call.params["timeout"]) <= 5


# -- 2. an answer answers the question it saw ------------------------------------------------


async def test_a_double_tap_grades_one_question(bot_driver: Driver, local_app: App) -> None:
    api = bot_driver.api
    db = local_app.bot_data.db
    await bot_driver.send("/hand", user_id=PLAYER, language_code="en")
    first = api.message_update("6", PLAYER, PLAYER, language_code="en")
    second = api.message_update("6", PLAYER, PLAYER, language_code="en")  # before any reply
    verdicts = texts(await bot_driver.process(first))
    assert verdicts
    await bot_driver.send("/hand", user_id=PLAYER, language_code="en")  # the next question
    assert texts(await bot_driver.process(second)) == []  # older than it: not its answer
    question = await db.questions.pending_question(PLAYER, PLAYER)
    assert question is not None and question.is_pending
    assert len(await db.stats.attempts(PLAYER)) == 1


async def test_after_daily_a_repeated_answer_does_not_grade_the_crib(
    bot_driver: Driver, local_app: App
) -> None:
    api = bot_driver.api
    db = local_app.bot_data.db
    await bot_driver.send("/daily", user_id=PLAYER, language_code="en")
    first = api.message_update("6", PLAYER, PLAYER, language_code="en")
    second = api.message_update("6", PLAYER, PLAYER, language_code="en")
    await bot_driver.process(first)
    crib = await db.questions.pending_question(PLAYER, PLAYER)
    assert crib is not None and crib.kind == "daily-crib"
    assert texts(await bot_driver.process(second)) == []
    still = await db.questions.pending_question(PLAYER, PLAYER)
    assert still is not None and still.id == crib.id


# -- 5. the webhook reads nothing before it checks ------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def raw_post(port: int, path: str, headers: dict[str, str], body: bytes = b"") -> int:
    """POST with exactly these headers and body (nothing more sent); the status answered."""
    lines = [
        f"POST /{path} HTTP/1.1",
        "Host: 127.0.0.1",
        *(f"{k}: {v}" for k, v in headers.items()),
    ]
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        answer = sock.recv(4096).decode("latin-1")
    return int(answer.split(" ", 2)[1])


@pytest.fixture
def hooked(tmp_path: Path) -> Iterator[tuple[Config, LocalBotApi, int]]:
    port = free_port()
    config = Config(
        db_path=tmp_path / "data" / "db.sqlite3",
        webhook_url=f"https://bot.example.org/hook{port}",
        webhook_secret=SECRET,
        listen="127.0.0.1",
        port=port,
    )
    api = LocalBotApi()
    with running_bot(config, build_app(config, request=api), webhook=True):
        wait_for(lambda: api.webhook.get("secret_token") == SECRET)
        wait_for(lambda: _listening(port))
        yield config, api, port


def _listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        return False
    return True


def test_webhook_refuses_before_reading_the_body(
    hooked: tuple[Config, LocalBotApi, int],
) -> None:
    config, api, port = hooked
    path = f"hook{port}"
    huge = {"Content-Type": "application/json", "Content-Length": str(95 * 1024 * 1024)}
    began = time.monotonic()
    assert raw_post(port, path, huge) == 403  # no secret: nothing of the body is awaited
    assert raw_post(port, path, {**huge, SECRET_HEADER: "wrong"}) == 403
    assert raw_post(port, path, {**huge, SECRET_HEADER: SECRET}) == 413
    chunked = {SECRET_HEADER: SECRET, "Transfer-Encoding": "chunked"}
    chunk = b"x" * (MAX_BODY // 4)
    body = b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for _ in range(5))
    assert raw_post(port, path, chunked, body) == 413
    assert time.monotonic() - began < 5  # no 95 MB waited for
    assert raw_post(port, "elsewhere", {**huge, SECRET_HEADER: SECRET}) == 404
    assert api.webhook["url"] == config.webhook_url


def test_webhook_answers_400_to_what_is_not_an_update_and_never_logs_it(
    hooked: tuple[Config, LocalBotApi, int], caplog: pytest.LogCaptureFixture
) -> None:
    port = hooked[2]
    path = f"hook{port}"
    headers = {SECRET_HEADER: SECRET, "Content-Type": "application/json"}
    caplog.set_level(logging.INFO)
    for body in (b"{not json", b"[1, 2]", b'{"hello": "WEBHOOK-PAYLOAD-MARK"}'):
        assert raw_post(port, path, {**headers, "Content-Length": str(len(body))}, body) == 400
    assert "WEBHOOK-PAYLOAD-MARK" not in caplog.text
    assert not [r for r in caplog.records if r.levelno >= logging.CRITICAL]


def test_the_same_update_posted_twice_is_handled_once(
    hooked: tuple[Config, LocalBotApi, int],
) -> None:
    config, api, port = hooked
    path = f"hook{port}"
    update = make_message_update("/start", PLAYER, PLAYER, language_code="en", update_id=77)
    body = json.dumps(update).encode()
    headers = {SECRET_HEADER: SECRET, "Content-Type": "application/json"}
    headers["Content-Length"] = str(len(body))
    assert raw_post(port, path, headers, body) == 200
    wait_for(lambda: sent(api, PLAYER))
    wait_for(lambda: inbox_rows(config.db_path).get(77) is not None)
    assert raw_post(port, path, headers, body) == 200
    time.sleep(0.3)
    assert len(sent(api, PLAYER)) == 1


# -- 7. start-up failures are one line ------------------------------------------------------


def _run_once(config: Config, api: Any = None) -> tuple[int, str]:
    import io

    stream = io.StringIO()
    root_level = logging.getLogger().level
    handler = configure_logging(config, stream=stream)
    try:
        application = build_app(config, request=api or LocalBotApi())
        code = run(config, application=application, stop_signals=None, poll_timeout=1)
    finally:
        logging.getLogger().removeHandler(handler)
        logging.getLogger().setLevel(root_level)
    return code, stream.getvalue()


def _one_error_line(output: str) -> str:
    errors = [line for line in output.splitlines() if " ERROR " in line]
    assert len(errors) == 1, output
    assert "Traceback" not in output
    return errors[0]


def test_a_newer_schema_stops_the_start_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 999")
    code, output = _run_once(Config(token="1:x", db_path=path))
    assert code == 1
    assert "newer" in _one_error_line(output)


def test_a_database_path_that_is_a_folder_stops_the_start_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    path.mkdir()
    code, output = _run_once(Config(token="1:x", db_path=path))
    assert code == 1
    assert "is a folder" in _one_error_line(output)


def test_a_read_only_database_stops_the_start_in_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "db.sqlite3"
    sqlite3.connect(path).close()
    path.chmod(0o444)
    folder.chmod(0o555)
    try:
        if _writable(path):
            pytest.skip("running as root: permissions are not enforced")
        code, output = _run_once(Config(token="1:x", db_path=path))
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)
    assert code == 1
    line = _one_error_line(output)
    assert str(path) in line


def _writable(path: Path) -> bool:
    try:
        with path.open("ab"):
            return True
    except OSError:
        return False


def test_an_unreachable_bot_api_stops_the_start_in_one_line(tmp_path: Path) -> None:
    port = free_port()  # nothing listens there
    token = "123456:SECRET-never-printed-0123456789"
    config = Config(token=token, base_url=f"http://127.0.0.1:{port}", db_path=tmp_path / "d.db")
    import io

    stream = io.StringIO()
    root_level = logging.getLogger().level
    handler = configure_logging(config, stream=stream)
    try:
        code = run(config, application=build_app(config), stop_signals=None, poll_timeout=1)
    finally:
        logging.getLogger().removeHandler(handler)
        logging.getLogger().setLevel(root_level)
    output = stream.getvalue()
    assert code == 1
    assert "cannot reach the Bot API" in _one_error_line(output)
    assert "SECRET-never-printed" not in output


def test_the_start_up_lines_say_what_to_do(tmp_path: Path) -> None:
    from telegram.error import InvalidToken

    from bot.tg.runner import startup_message

    config = Config(token="42:SECRET-token-value", db_path=tmp_path / "d.db")
    readonly = sqlite3.OperationalError("attempt to write a readonly database")
    assert "check its permissions" in startup_message(readonly, config)
    refused = startup_message(InvalidToken("42:SECRET-token-value was rejected"), config)
    assert "TELEGRAM_BOT_TOKEN" in refused and "SECRET-token-value" not in refused


def test_a_refused_token_is_said_in_french_without_english() -> None:
    """Played: a revoked token, MUGGINS_DEFAULT_LANG=fr: « Telegram a refusé le jeton (The
    token `[token]` was rejected by the server.) : vérifiez TELEGRAM_BOT_TOKEN », the Bot
    API's English inside the French line. Now French only, with what to check."""
    from telegram.error import InvalidToken

    from bot.i18n import translator_or_source
    from bot.tg.runner import startup_message

    config = Config(token="42:SECRET-token-value")
    error = InvalidToken("The token `42:SECRET-token-value` was rejected by the server.")
    assert startup_message(error, config, translator_or_source("fr")) == (
        "Telegram a refusé le jeton\u00a0: vérifiez TELEGRAM_BOT_TOKEN (le jeton que BotFather "
        "a donné à votre bot; un jeton révoqué ne fonctionne plus)"
    )


# -- 6. configuration errors never print the token -------------------------------------------


@pytest.mark.parametrize("variable", ["TELEGRAM_BASE_URL", "MUGGINS_WEBHOOK_URL"])
@pytest.mark.parametrize("with_token_set", [True, False])
def test_a_bad_url_holding_the_token_is_reported_without_it(
    tmp_path: Path, variable: str, with_token_set: bool
) -> None:
    from bot.tg.config import ConfigError

    token = "987654321:AAHsecretPartOfTheToken_xyz-0123"
    env = {"MUGGINS_DB": str(tmp_path / "d.db"), variable: f"ftp://h/bot{token}/"}
    if with_token_set:
        env["TELEGRAM_BOT_TOKEN"] = token
    with pytest.raises(ConfigError) as caught:
        Config.from_env(env)
    assert variable in str(caught.value)
    assert "AAHsecretPartOfTheToken" not in str(caught.value)
    assert "AAHsecretPartOfTheToken" not in repr(caught.value.value)


async def test_deleted_rows_are_overwritten(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "d.db")
    try:
        async with db.snapshot() as conn:
            rows = await conn.execute_fetchall("PRAGMA secure_delete")
        assert next(iter(rows))[0] == 1
    finally:
        await db.close()


# -- 7. a full disk --------------------------------------------------------------------------


def test_a_full_disk_is_one_line_a_polite_reply_a_503_and_recovers_by_itself(
    tg_config: Config, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:

    from bot.tg.webhook import healthy

    full = full_disk(monkeypatch)
    caplog.set_level(logging.INFO)
    api = LocalBotApi()
    application = build_app(tg_config, request=api)
    with running_bot(tg_config, application):
        wait_for(lambda: api.calls_to("getUpdates"))
        assert healthy(application)
        full.set()
        for player in (2611, 2612, 2613):
            api.push_update(make_message_update("/hand", player, player, language_code="en"))
        for player in (2611, 2612, 2613):
            wait_for(lambda p=player: sent(api, p))  # type: ignore[misc]
            assert sent(api, player) == [
                "Sorry, I cannot save anything right now. Please try again in a few minutes."
            ]
        assert application.bot_data.disk.full and not healthy(application)
        full.clear()
        api.push_update(make_message_update("/hand", 2611, 2611, language_code="en"))
        wait_for(lambda: len(sent(api, 2611)) == 2)
        assert "Count" in sent(api, 2611)[1] or "count" in sent(api, 2611)[1]
        wait_for(lambda: healthy(application))
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and "full" in errors[0].getMessage()
    assert not [r for r in caplog.records if r.exc_info]


def test_a_question_asked_before_a_kill_stands_when_its_update_is_handled_again(
    tg_config: Config,
) -> None:
    api = LocalBotApi()
    hand = api.push_update(api.message_update("/hand", PLAYER, PLAYER, language_code="en"))
    with running_bot(tg_config, build_app(tg_config, request=api)):
        wait_for(lambda: inbox_rows(tg_config.db_path).get(hand["update_id"]) is not None)
    shown = len(sent(api, PLAYER))
    with sqlite3.connect(tg_config.db_path) as conn:  # killed after the send, before "done"
        undone(conn, hand)
        (asked,) = conn.execute("SELECT id, message_id FROM questions").fetchall()
    with running_bot(tg_config, build_app(tg_config, request=api)):
        wait_for(lambda: inbox_rows(tg_config.db_path)[hand["update_id"]] is not None)
    assert len(sent(api, PLAYER)) == shown  # nothing dealt or shown again
    with sqlite3.connect(tg_config.db_path) as conn:
        rows = conn.execute("SELECT id, message_id, state FROM questions").fetchall()
    assert rows == [(*asked, "pending")]


# -- 3. no global stall: a 429 for one chat holds back that chat only -----------------------


class FloodedChat(LocalBotApi):
    """A Bot API that answers the first sendMessage to one chat with a 429."""

    def __init__(self, chat_id: int, retry_after: int) -> None:
        super().__init__()
        self.flooded, self.retry_after, self.floods = chat_id, retry_after, 0

    async def answer(self, call: Any) -> Any:
        from bot.tg.local import too_many_requests

        chat = call.params.get("chat_id")
        if call.method == "sendMessage" and chat == self.flooded and not self.floods:
            self.floods += 1
            raise too_many_requests(self.retry_after)
        return await super().answer(call)


async def _other_chat_delay(tg_config: Config, limiter: Any) -> tuple[float, float]:
    """Seconds until a message to chat 2 got through while chat 1 waits out a 2 s 429, and
    until chat 1's own message got through."""
    from bot.tg.app import running

    api = FloodedChat(1, retry_after=2)
    application = build_app(tg_config, request=api, rate_limiter=limiter)
    async with running(application):
        bot = application.bot
        began = asyncio.get_running_loop().time()
        flooded = asyncio.create_task(bot.send_message(1, "one"))
        await asyncio.sleep(0.2)  # the 429 has come back
        await bot.send_message(2, "two")
        other = asyncio.get_running_loop().time() - began
        await flooded
        own = asyncio.get_running_loop().time() - began
    return other, own


async def test_a_429_in_one_chat_does_not_hold_back_the_others(tg_config: Config) -> None:
    from telegram.ext import AIORateLimiter

    from bot.tg.delivery import RetryingRateLimiter

    ptb_other, ptb_own = await _other_chat_delay(tg_config, AIORateLimiter(max_retries=5))
    ours_other, ours_own = await _other_chat_delay(tg_config, RetryingRateLimiter())
    assert ptb_other >= 2.0  # PTB's limiter: everyone waits for one chat's 429
    assert ours_other < 1.0  # ours: the other chat's message goes at once
    assert ptb_own >= 2.0 and ours_own >= 2.0  # the flooded chat waits what Telegram asked


def test_a_webhook_port_already_taken_stops_the_start_in_one_line(tmp_path: Path) -> None:
    import io

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        config = Config(
            db_path=tmp_path / "d.db",
            webhook_url="https://bot.example.org/hook",
            webhook_secret=SECRET,
            listen="127.0.0.1",
            port=port,
        )
        stream = io.StringIO()
        root_level = logging.getLogger().level
        handler = configure_logging(config, stream=stream)
        try:
            code = run(
                config,
                application=build_app(config, request=LocalBotApi()),
                stop_signals=None,
                webhook=True,
            )
        finally:
            logging.getLogger().removeHandler(handler)
            logging.getLogger().setLevel(root_level)
    assert code == 1
    assert f"cannot listen on 127.0.0.1:{port}" in _one_error_line(stream.getvalue())


def test_a_verdict_lost_at_a_kill_is_sent_when_its_answer_is_handled_again(
    tg_config: Config,
) -> None:
    api = LocalBotApi()
    hand = api.push_update(api.message_update("/hand", PLAYER, PLAYER, language_code="en"))
    with running_bot(tg_config, build_app(tg_config, request=api)):
        wait_for(lambda: inbox_rows(tg_config.db_path).get(hand["update_id"]) is not None)
        wait_for(lambda: shown_questions(tg_config.db_path) == 1)  # the player sees the hand
        answer = api.push_update(api.message_update("7", PLAYER, PLAYER, language_code="en"))
        wait_for(lambda: len(sent(api, PLAYER)) == 2)  # the hand, then its verdict, delivered
    verdict = sent(api, PLAYER)[-1]
    with sqlite3.connect(tg_config.db_path) as conn:  # killed after the grade, before "done"
        undone(conn, answer)
    api2 = LocalBotApi()
    with running_bot(tg_config, build_app(tg_config, request=api2)):
        wait_for(lambda: inbox_rows(tg_config.db_path)[answer["update_id"]] is not None)
        wait_for(lambda: sent(api2, PLAYER))  # delivered, not only queued, before the stop
    (again,) = sent(api2, PLAYER)
    assert again.split("\n")[0] == verdict.split("\n")[0]  # the same verdict, not "nothing"
    with sqlite3.connect(tg_config.db_path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM attempts").fetchone() == (1,)
