"""Inline button `callback_data`: the formats, their patterns and builders (all <= 64 bytes).

| data                  | meaning                                                        |
|-----------------------|----------------------------------------------------------------|
| `d:hand`, `d:crib`    | deal a new hand / crib to whoever presses it                   |
| `k:<qid>:<n>`         | keypad (groups): answer question `qid` with the count `n`      |
| `lang:fr`, `lang:en`  | choose the bot's language                                      |
| `g:<target>:<rule>`   | start a new muggins game to 61/121 with skunk, lurch or none   |
| `dy:go`               | open today's daily challenge (the reminder's button)           |
| `tz:<IANA name>`      | choose a suggested timezone                                    |
| `e:<qid>:<i>|ok|u`    | discard challenge: toggle card i, confirm, uniform crib (ecart) |
| `e:new:6`, `e:new:5`  | deal a new discard challenge of six or five cards (ecart)      |

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
LANG_PATTERN: Final = re.compile(r"^lang:(fr|en)$")
DAILY_PATTERN: Final = re.compile(r"^dy:go$")
TZ_PATTERN: Final = re.compile(r"^tz:([A-Za-z0-9_+\-/]{1,60})$")
GAME_PATTERN: Final = re.compile(
    r"^g:(" + "|".join(map(str, GAME_TARGETS)) + r"):(" + "|".join(MARGIN_RULES) + r")$"
)


def _checked(data: str) -> str:
    """`data` itself, after checking Telegram's 64-byte limit."""
    if not 1 <= len(data.encode()) <= MAX_CALLBACK_BYTES:
        raise ValueError(f"callback_data must be 1 to 64 bytes: {data!r}")
    return data


def drill(kind: DrillKind) -> str:
    """Deal a new hand or crib."""
    return _checked(f"d:{kind.value}")


def key(question_id: int, count: int) -> str:
    """Answer a question with a count from the keypad."""
    if not 0 <= count <= MAX_COUNT:
        raise ValueError(f"keypad counts go from 0 to {MAX_COUNT}")
    return _checked(f"k:{question_id}:{count}")


def lang(code: str) -> str:
    """Choose a language."""
    return _checked(f"lang:{code}")


def game(target: int, margin_rule: str) -> str:
    """Start a new game."""
    return _checked(f"g:{target}:{margin_rule}")


def daily_play() -> str:
    """Open today's daily challenge."""
    return _checked("dy:go")


def timezone(name: str) -> str:
    """Choose the timezone `name`."""
    return _checked(f"tz:{name}")
