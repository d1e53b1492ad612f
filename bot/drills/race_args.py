"""Reading the words typed after /race (/course, /game, /partie): a target alone chooses the
race's length among `GAME_TARGETS`. No I/O, no text."""

from __future__ import annotations

from collections.abc import Sequence

from bot.drills.game import GAME_TARGETS


def race_target(args: Sequence[str]) -> int | None:
    """The race's target typed alone after /race (« 61 », « 121 »), else None."""
    if len(args) == 1 and args[0].isdecimal() and int(args[0]) in GAME_TARGETS:
        return int(args[0])
    return None
