"""« /aide partie » and "/help game" showed /course alone (« la course des mains … une partie :
/jouer »): /race answers to /partie and /game, but a newcomer asking about a game means a
game of cribbage. /play's lines come first now, /race's after them."""

from __future__ import annotations

import pytest

from bot.drills.command_table import find_command
from bot.tg.handlers.entries import commands_of
from bot.tg.handlers.registry import ENTRIES
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

PLAY = {
    "fr": "/jouer\u00a0: une partie complète contre moi",
    "en": "/play: a whole game against me",
}
RACE = {
    "fr": "/course (ou /partie)\u00a0: la course des mains",
    "en": "/race (also /game): the hand race",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("fr", "/aide partie"), ("fr", "/aide parties"), ("en", "/help game"), ("en", "/help games")],
)
async def test_help_on_a_game_shows_play_first(bot_driver: Driver, lang: str, typed: str) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_993, language_code=lang))
    plain = html_to_text(text)
    assert plain.startswith(PLAY[lang]), plain
    assert RACE[lang] in plain, plain


def test_the_race_is_still_found_by_its_own_names() -> None:
    commands = list(commands_of(ENTRIES))
    assert find_command("course", commands).names[0] == "game"  # type: ignore[union-attr]
    assert find_command("race", commands).names[0] == "game"  # type: ignore[union-attr]
    assert find_command("partie", commands).names[0] == "play"  # type: ignore[union-attr]
