"""Inline button `callback_data`: the formats, their patterns and builders (all <= 64 bytes).

| data                  | meaning                                                        |
|-----------------------|----------------------------------------------------------------|
| `d:hand`, `d:crib`    | deal a new hand / crib to whoever presses it                   |
| `k:<qid>:<n>`         | keypad (groups): answer question `qid` with the count `n`      |
| `lang:fr[:<uid>]`     | choose the bot's language                                      |
| `g:<target>:<rule>[:<uid>]` | start a new muggins game to 61/121 (skunk, lurch or none) |
| `dy:go`               | open today's daily challenge (the reminder's button)           |
| `co:r[:<uid>]`        | bring back the presser's next miss due (/review, /coach)       |
| `tz:<zone>[:<uid>]`   | choose a suggested timezone                                    |
| `e:<qid>:<i>|ok|u`    | discard challenge: toggle card i, confirm, uniform crib (ecart) |
| `e:new:6`, `e:new:5`  | deal a new discard challenge of six or five cards (ecart)      |

Settings buttons (`lang`, `g`, `tz`, and `var` in `variant`) and the coach's (`co:r`,
`co:p:<theme>`) sent in a group end with their owner's user id (`OWNER`): another member's
press is refused (`questions.own_setting`). Without it (a private chat, or a button sent
before owners were marked) the presser owns it.

Anything else (old formats, forged or garbled data) is answered by a catch-all handler.
"""

from __future__ import annotations

import re
from typing import Final

from bot.drills.answers import MAX_COUNT
from bot.drills.deals import DrillKind
from bot.drills.game import GAME_TARGETS
from bot.engine.variants import MARGIN_RULES

MAX_CALLBACK_BYTES: Final = 64

DRILL_PATTERN: Final = re.compile(r"^d:(hand|crib)$")
KEY_PATTERN: Final = re.compile(r"^k:(\d{1,15}):(\d{1,2})$")
REVIEW: Final = "co:r"
"""The button that brings back the next miss due (/review; handled by `coach.coach_button`);
in a group it ends with its owner's user id (`review`)."""
OWNER: Final = r"(?::(?P<owner>\d{1,16}))?"
"""The optional last field of a settings button: the user id of whom it belongs to."""

LANG_PATTERN: Final = re.compile(r"^lang:(fr|en)" + OWNER + "$")
DAILY_PATTERN: Final = re.compile(r"^dy:go$")
TZ_PATTERN: Final = re.compile(r"^tz:([A-Za-z0-9_+\-/]{1,60})" + OWNER + "$")
GAME_PATTERN: Final = re.compile(
    r"^g:("
    + "|".join(map(str, GAME_TARGETS))
    + r"):("
    + "|".join(MARGIN_RULES)
    + r")"
    + OWNER
    + "$"
)


def checked(data: str) -> str:
    """`data` itself, after checking Telegram's 64-byte limit."""
    if not 1 <= len(data.encode()) <= MAX_CALLBACK_BYTES:
        raise ValueError(f"callback_data must be 1 to 64 bytes: {data!r}")
    return data


def drill(kind: DrillKind) -> str:
    """Deal a new hand or crib."""
    return checked(f"d:{kind.value}")


def key(question_id: int, count: int) -> str:
    """Answer a question with a count from the keypad."""
    if not 0 <= count <= MAX_COUNT:
        raise ValueError(f"keypad counts go from 0 to {MAX_COUNT}")
    return checked(f"k:{question_id}:{count}")


def owned(data: str, owner: int | None) -> str:
    """`data` marked as `owner`'s (None: anyone's, as in a private chat)."""
    return checked(data if owner is None else f"{data}:{owner}")


def review(owner: int | None = None) -> str:
    """Bring back the next miss due (in a group, `owner`'s: another member's press is
    refused)."""
    return owned(REVIEW, owner)


def lang(code: str, owner: int | None = None) -> str:
    """Choose a language."""
    return owned(f"lang:{code}", owner)


def game(target: int, margin_rule: str, owner: int | None = None) -> str:
    """Start a new game."""
    return owned(f"g:{target}:{margin_rule}", owner)


def daily_play() -> str:
    """Open today's daily challenge."""
    return checked("dy:go")


def timezone(name: str, owner: int | None = None) -> str:
    """Choose the timezone `name`."""
    return owned(f"tz:{name}", owner)
