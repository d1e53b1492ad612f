"""A short game at the easy level (/jouer 61 facile, /play 61 easy), started by one player in
their language: what the play14 and play15 tests of typed words each set up."""

from __future__ import annotations

from typing import Final

from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player

EASY_GAME: Final = {"fr": "/jouer 61 facile", "en": "/play 61 easy"}
"""The command that starts a game of 61 points against the bot at the easy level."""


async def easy_game(driver: Driver, user: int, lang: str) -> Player:
    """`user`'s game of `EASY_GAME`, started in `lang`: the player, at its first step."""
    player = Player(driver, user, lang)
    await player.send(EASY_GAME[lang])
    return player
