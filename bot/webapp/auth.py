"""Telegram's `initData`, checked: the Mini App's proof of who is calling.

Telegram signs the launch parameters it hands a Mini App (`Telegram.WebApp.initData`, also in
the page's URL fragment as `tgWebAppData`): a query string whose `hash` is the hex
HMAC-SHA-256 of the *data-check-string* (every other field as `key=value`, sorted by key,
joined by newlines) under a secret key, itself HMAC-SHA-256 of the bot token under the key
"WebAppData" (core.telegram.org/bots/webapps, « Validating data received via the Mini
App »). A call is accepted when the hash matches (compared in constant time) and `auth_date`
is at most `MAX_AGE` seconds old; the user is then the `user` field's `id`.

Pure: no I/O; `now` is passed in. `sign` builds valid initData (tests and the local page).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass
from typing import Final
from urllib.parse import parse_qsl, urlencode

KEY_SEED: Final = b"WebAppData"
MAX_AGE: Final = 24 * 3600
"""The oldest initData accepted, in seconds since its `auth_date` (24 h)."""
CLOCK_SKEW: Final = 300
"""How far in the future an `auth_date` may be (clocks differ a little)."""
MAX_LENGTH: Final = 8192
"""The longest initData read (Telegram's are a few hundred bytes)."""


class AuthError(ValueError):
    """initData that proves nothing: missing, malformed, forged or stale."""


class Expired(AuthError):
    """Telegram's own initData, but too old (a page left open, or reopened, past `MAX_AGE`):
    its `language_code` is the user's, to tell them, in their language, to open it again."""

    def __init__(self, why: str, language_code: str | None) -> None:
        super().__init__(why)
        self.language_code = language_code


@dataclass(frozen=True, slots=True)
class WebAppUser:
    """The Telegram user a checked initData names."""

    id: int
    first_name: str
    language_code: str | None
    auth_date: int


def secret_key(token: str) -> bytes:
    """HMAC-SHA-256 of the bot token under "WebAppData"."""
    return hmac.new(KEY_SEED, token.encode(), hashlib.sha256).digest()


def check_string(fields: dict[str, str]) -> str:
    """Every field but `hash`, as `key=value`, sorted by key, one per line."""
    return "\n".join(f"{key}={fields[key]}" for key in sorted(fields) if key != "hash")


def signature(fields: dict[str, str], token: str) -> str:
    """The hex hash Telegram puts in `hash` for these fields."""
    data = check_string(fields).encode()
    return hmac.new(secret_key(token), data, hashlib.sha256).hexdigest()


def verify(init_data: str, token: str, now: float, max_age: int = MAX_AGE) -> WebAppUser:
    """The user of `init_data` when its hash is Telegram's and it is fresh; AuthError if not."""
    if not init_data or len(init_data) > MAX_LENGTH:
        raise AuthError("no initData")
    try:
        pairs = parse_qsl(init_data, keep_blank_values=True, strict_parsing=True)
    except ValueError as error:
        raise AuthError("initData is not a query string") from error
    fields = dict(pairs)
    if len(fields) != len(pairs):
        raise AuthError("a field is repeated")
    given = fields.get("hash", "")
    if not hmac.compare_digest(given.encode(), signature(fields, token).encode()):
        raise AuthError("wrong hash")
    try:
        auth_date = int(fields["auth_date"])
        user = json.loads(fields["user"])
        user_id = int(user["id"])
    except (KeyError, ValueError, TypeError) as error:
        raise AuthError("no user or no auth_date") from error
    language = user.get("language_code") if isinstance(user, dict) else None
    if now - auth_date > max_age:
        raise Expired("stale initData", language if isinstance(language, str) else None)
    if auth_date - now > CLOCK_SKEW:
        raise AuthError("initData from the future")
    return WebAppUser(
        id=user_id,
        first_name=str(user.get("first_name") or ""),
        language_code=language if isinstance(language, str) else None,
        auth_date=auth_date,
    )


def sign(
    token: str,
    user_id: int,
    auth_date: int,
    *,
    first_name: str = "Joueur",
    language_code: str | None = "fr",
) -> str:
    """Valid initData for `user_id` signed with `token`, as Telegram would give it."""
    user: dict[str, object] = {"id": user_id, "first_name": first_name}
    if language_code is not None:
        user["language_code"] = language_code
    fields = {
        "auth_date": str(auth_date),
        "query_id": f"q{user_id}",
        "user": json.dumps(user, separators=(",", ":"), ensure_ascii=False),
    }
    fields["hash"] = signature(fields, token)
    return urlencode(fields)
