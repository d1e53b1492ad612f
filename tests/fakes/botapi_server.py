"""A loopback HTTP Telegram Bot API fake for end-to-end tests of `muggins run`.

`FakeBotApiServer` listens on 127.0.0.1 (a free port) in its own thread and event loop, with a
minimal HTTP/1.1 server (keep-alive, Content-Length bodies, urlencoded or JSON parameters).
It answers `POST /bot<token>/<method>` with `bot.tg.local.LocalBotApi`'s answers (the same
message ids, HTML checks and getUpdates long polling with offsets), so only the transport
differs from the in-process tests. A wrong token gets 401, an unknown path 404.

Tests push updates (`push_message`, `push_callback`), read what the bot called (`calls`,
`mark()`), and wait, with a bounded timeout, for a call or a bot message matching a predicate
(`wait_for_call`, `wait_for_text`). The server outlives bot processes, so updates pushed while
the bot is down are delivered when it comes back.
"""

from __future__ import annotations

import asyncio
import contextlib
import email.policy
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from email.parser import BytesParser
from typing import Any
from urllib.parse import parse_qsl

from bot.tg.local import ApiCall, ApiError, LocalBotApi

MAX_WAIT = 20.0
"""The longest any wait of this fake blocks, in seconds."""
MAX_BODY = 1 << 20
LOOPBACK = "127.0.0.1"
TEST_TOKEN = "123456789:TEST-not-a-real-token_0123456789abcdef"
"""A token for tests; it must never show up in any log."""

# Parameters Telegram reads as strings even when they look like JSON (e.g. a text "29").
_STRING_FIELDS = frozenset(
    {
        "text",
        "parse_mode",
        "callback_query_id",
        "inline_message_id",
        "language_code",
        "url",
        "action",
        "caption",
        "description",
        "short_description",
        "name",
        "emoji",
    }
)


@dataclass(frozen=True)
class Exchange:
    """One request the fake answered: the call, its HTTP status and its result (or error)."""

    call: ApiCall
    status: int
    result: Any
    path: str


def decode_form(body: bytes, content_type: str) -> dict[str, Any]:
    """Bot API parameters from a request body (urlencoded, JSON, or multipart with uploaded
    files: a file field's value is its bytes), values JSON-decoded."""
    if not body:
        return {}
    if content_type.startswith("application/json"):
        data = json.loads(body)
        return dict(data) if isinstance(data, dict) else {}
    if content_type.startswith("multipart/form-data"):
        return _decode_multipart(body, content_type)
    params: dict[str, Any] = {}
    for key, value in parse_qsl(body.decode(), keep_blank_values=True):
        params[key] = _decode_value(key, value)
    return params


def _decode_value(key: str, value: str) -> Any:
    """A form value: kept as a string for text fields, else JSON-decoded when it parses."""
    if key in _STRING_FIELDS:
        return value
    try:
        return json.loads(value)
    except ValueError:
        return value


def _decode_multipart(body: bytes, content_type: str) -> dict[str, Any]:
    """The fields of a multipart/form-data body (files as bytes)."""
    head = f"Content-Type: {content_type}\r\nMIME-Version: 1.0\r\n\r\n".encode()
    message = BytesParser(policy=email.policy.HTTP).parsebytes(head + body)
    if not message.is_multipart():
        raise ValueError("not a multipart body")
    params: dict[str, Any] = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True)
        if not isinstance(name, str) or not isinstance(payload, bytes):
            continue
        if part.get_filename() is not None:
            params[name] = payload
        else:
            params[name] = _decode_value(name, payload.decode())
    return params


class FakeBotApiServer:
    """The Bot API on a loopback port; start(), push updates, wait for replies, stop()."""

    def __init__(self, token: str, *, host: str = LOOPBACK) -> None:
        if host not in (LOOPBACK, "localhost", "::1"):
            raise ValueError("the fake Bot API only listens on loopback addresses")
        self.token = token
        self.host = host
        self.port = 0
        self.api = LocalBotApi()
        self._exchanges: list[Exchange] = []
        self._paths: list[str] = []
        self._cond = threading.Condition()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.Server | None = None
        self._thread: threading.Thread | None = None
        self._connections: set[asyncio.StreamWriter] = set()

    # -- life cycle --------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        """The value for TELEGRAM_BASE_URL."""
        return f"http://{self.host}:{self.port}"

    def start(self) -> FakeBotApiServer:
        """Listen on a free loopback port (returns once it accepts connections)."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def serve() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._open())
            except BaseException as exc:  # reported to start()
                failure.append(exc)
                ready.set()
                loop.close()
                return
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(self._close())
                loop.close()

        self._thread = threading.Thread(target=serve, name="fake-botapi", daemon=True)
        self._thread.start()
        if not ready.wait(MAX_WAIT):
            raise TimeoutError("the fake Bot API did not start")
        if failure:
            raise failure[0]
        return self

    def stop(self) -> None:
        """Close the server and its connections; wakes any long poll."""
        if self._loop is not None and self._thread is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(MAX_WAIT)
        self._thread = None
        self._loop = None

    def __enter__(self) -> FakeBotApiServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    async def _open(self) -> None:
        await self.api.initialize()
        self._server = await asyncio.start_server(self._serve_connection, self.host, 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def _close(self) -> None:
        await self.api.shutdown()
        if self._server is not None:
            self._server.close()
        for writer in list(self._connections):
            writer.close()
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # -- test controls (any thread) ----------------------------------------------------------

    def _in_loop(self, fn: Callable[[], Any]) -> Any:
        """Run `fn` in the server's loop and return its result."""
        if self._loop is None:
            raise RuntimeError("the fake Bot API is not running")

        async def call() -> Any:
            return fn()

        return asyncio.run_coroutine_threadsafe(call(), self._loop).result(MAX_WAIT)

    def push_update(self, payload: dict[str, Any]) -> dict[str, Any]:
        """Queue an update for the bot's getUpdates."""
        pushed: dict[str, Any] = self._in_loop(lambda: self.api.push_update(payload))
        return pushed

    def push_message(self, text: str, user_id: int = 1, chat_id: int = 1, **kw: Any) -> Any:
        """Queue a text message from a player (ids from the chat's own sequence)."""
        return self.push_update(
            self._in_loop(lambda: self.api.message_update(text, user_id, chat_id, **kw))
        )

    def push_callback(
        self, data: str, message_id: int, user_id: int = 1, chat_id: int = 1, **kw: Any
    ) -> Any:
        """Queue an inline button press on the bot's message `message_id`."""
        return self.push_update(
            self._in_loop(
                lambda: self.api.callback_update(data, user_id, chat_id, message_id, **kw)
            )
        )

    def message(self, chat_id: int, message_id: int) -> dict[str, Any] | None:
        """A bot message as it stands now."""
        found: dict[str, Any] | None = self._in_loop(lambda: self.api.message(chat_id, message_id))
        return found

    # -- what the bot did --------------------------------------------------------------------

    @property
    def exchanges(self) -> list[Exchange]:
        """Every answered request, in order."""
        with self._cond:
            return list(self._exchanges)

    @property
    def calls(self) -> list[ApiCall]:
        """Every Bot API call, in order."""
        return [e.call for e in self.exchanges]

    @property
    def paths(self) -> list[str]:
        """The raw request paths (they carry the token, as on the real server)."""
        with self._cond:
            return list(self._paths)

    def mark(self) -> int:
        """A position in the call history, for waits that only look at later calls."""
        with self._cond:
            return len(self._exchanges)

    def wait_for_call(
        self,
        predicate: Callable[[Exchange], bool],
        *,
        after: int = 0,
        timeout: float = MAX_WAIT,
    ) -> Exchange:
        """The first exchange at index >= `after` matching `predicate` (TimeoutError if none)."""
        deadline = time.monotonic() + min(timeout, MAX_WAIT)
        with self._cond:
            while True:
                for exchange in self._exchanges[after:]:
                    if predicate(exchange):
                        return exchange
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    methods = [e.call.method for e in self._exchanges[after:]]
                    raise TimeoutError(f"no matching Bot API call; calls since mark: {methods}")
                self._cond.wait(remaining)

    def wait_for_text(
        self,
        predicate: Callable[[str], bool] = lambda _text: True,
        *,
        chat_id: int | None = None,
        after: int = 0,
        timeout: float = MAX_WAIT,
    ) -> Exchange:
        """The first successful sendMessage/editMessageText whose HTML text matches (or
        sendPhoto whose caption matches)."""

        def matches(exchange: Exchange) -> bool:
            call = exchange.call
            key = "caption" if call.method == "sendPhoto" else "text"
            return (
                call.method in ("sendMessage", "editMessageText", "sendPhoto")
                and exchange.status == 200
                and (chat_id is None or int(call.params.get("chat_id", 0)) == chat_id)
                and predicate(str(call.params.get(key, "")))
            )

        return self.wait_for_call(matches, after=after, timeout=timeout)

    # -- HTTP --------------------------------------------------------------------------------

    async def _serve_connection(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        self._connections.add(writer)
        try:
            while True:
                request = await _read_request(reader)
                if request is None:
                    break
                method, path, headers, body = request
                status, payload = await self._respond(method, path, headers, body)
                keep_alive = headers.get("connection", "").lower() != "close"
                writer.write(_response(status, payload, keep_alive))
                await writer.drain()
                if not keep_alive:
                    break
        except (ConnectionError, asyncio.IncompleteReadError, ValueError):
            pass
        finally:
            self._connections.discard(writer)
            writer.close()

    async def _respond(
        self, method: str, path: str, headers: dict[str, str], body: bytes
    ) -> tuple[int, dict[str, Any]]:
        with self._cond:
            self._paths.append(path)
        prefix, _, api_method = path.split("?", 1)[0].rpartition("/")
        if not prefix.startswith("/bot") or method not in ("GET", "POST"):
            return 404, {"ok": False, "error_code": 404, "description": "Not Found"}
        if prefix != f"/bot{self.token}":
            return 401, {"ok": False, "error_code": 401, "description": "Unauthorized"}
        try:
            params = decode_form(body, headers.get("content-type", ""))
        except ValueError:
            return 400, {"ok": False, "error_code": 400, "description": "Bad Request: bad body"}
        call = ApiCall(api_method, params)
        try:
            result = await self.api.answer(call)
        except ApiError as error:
            self._record(Exchange(call, error.code, error.description, path))
            return error.code, {
                "ok": False,
                "error_code": error.code,
                "description": error.description,
            }
        self._record(Exchange(call, 200, result, path))
        return 200, {"ok": True, "result": result}

    def _record(self, exchange: Exchange) -> None:
        with self._cond:
            self._exchanges.append(exchange)
            self._cond.notify_all()


async def _read_request(
    reader: asyncio.StreamReader,
) -> tuple[str, str, dict[str, str], bytes] | None:
    """One HTTP/1.1 request (method, path, lower-cased headers, body) or None at EOF."""
    line = await reader.readline()
    if not line:
        return None
    parts = line.decode("latin-1").split()
    if len(parts) != 3:
        raise ValueError("bad request line")
    method, path, _version = parts
    headers: dict[str, str] = {}
    while True:
        header = await reader.readline()
        if header in (b"\r\n", b"\n", b""):
            break
        name, _, value = header.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0"))
    if length > MAX_BODY:
        raise ValueError("body too large")
    body = await reader.readexactly(length) if length else b""
    return method, path, headers, body


def _response(status: int, payload: dict[str, Any], keep_alive: bool) -> bytes:
    """An HTTP/1.1 response with a JSON body."""
    body = json.dumps(payload).encode()
    reason = {200: "OK", 400: "Bad Request", 401: "Unauthorized", 404: "Not Found"}.get(
        status, "Error"
    )
    head = (
        f"HTTP/1.1 {status} {reason}\r\n"
        "Content-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n"
        f"Connection: {'keep-alive' if keep_alive else 'close'}\r\n\r\n"
    )
    return head.encode() + body
