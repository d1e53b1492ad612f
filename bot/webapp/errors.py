"""What an API call answers when it cannot do what it was asked (nothing is changed then)."""

from __future__ import annotations

from typing import Final, TypeAlias

from bot.i18n import Translator
from bot.webapp import words

JSONObject: TypeAlias = dict[str, object]
"""A request's body or a reply, as JSON (an `ApiError`'s `body` too)."""

UNAUTHORIZED: Final = 401
"""No initData, or initData that is forged or stale."""
FORBIDDEN: Final = 403
"""A game, a step or a question of another player."""
NOT_FOUND: Final = 404
CONFLICT: Final = 409
"""Not the player's turn: the game has moved on (another page, the chat) or is over."""
REFUSED: Final = 422
"""A move the rules refuse (the text says which rule)."""
BAD_REQUEST: Final = 400
STORED_ID: Final = range(1, 2**63)
"""The numbers the database keeps a step under (SQLite's INTEGER): any other reached it and
failed there, a fault logged with its traceback, not a request refused."""


SERVER_FAULT: Final = 500
"""From this status on, the fault is the server's, not the page's request."""


def fault_code(status: int) -> str:
    """The code of an answer the API made without reading the call (Tornado's `write_error`):
    "server" for the server's fault (500 and up: the page says it is the bot's), else
    "bad_request" (a method the API does not take)."""
    return "server" if status >= SERVER_FAULT else "bad_request"


class ApiError(Exception):
    """A refusal: an HTTP status, a short code for the page and a text for the player."""

    def __init__(self, status: int, code: str, text: str = "", **extra: object) -> None:
        super().__init__(f"{status} {code}")
        self.status = status
        self.code = code
        self.text = text
        self.extra = extra

    def body(self) -> JSONObject:
        """The JSON answer."""
        return {"ok": False, "error": self.code, "text": self.text, **self.extra}


def request_int(value: object, within: range | None = None) -> int:
    """A whole number the page sent (JSON's true and false are not numbers), in `within` when
    given; else a 400 `bad_request` (the page sent what it never sends)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ApiError(BAD_REQUEST, "bad_request")
    if within is not None and value not in within:
        raise ApiError(BAD_REQUEST, "bad_request")
    return value


def moved_on(tr: Translator) -> ApiError:
    """The game moved on (another page, the chat) or ended: the step the page showed is gone."""
    return ApiError(CONFLICT, "moved_on", words.moved_on(tr))


def not_current(owner: int | None, user_id: int, tr: Translator) -> ApiError:
    """The game or step the page names is not the player's current one: another player's
    (`owner`: 403 `not_yours`), or one that moved on."""
    if owner is not None and owner != user_id:
        return ApiError(FORBIDDEN, "not_yours", words.not_yours(tr))
    return moved_on(tr)
