"""/play's choice answered by the place of its button, as a member reads « [1] Facile [2]
Normal [3] Expert » and types « 2 »: it got « Rien à compter pour l'instant : /main vous donne
une main. » and started nothing. A lone 1, 2 or 3 now picks the button at that place: the level
once the target is chosen, else the target (121 first, then 61)."""

from __future__ import annotations

import pytest

from bot.drills.table_args import choice_at_place
from bot.drills.table_bot import Level
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player


@pytest.mark.parametrize(
    ("words", "target", "level", "picked"),
    [
        (["1"], 61, None, (61, Level.EASY)),
        (["2"], 121, None, (121, Level.NORMAL)),
        (["3"], 61, None, (61, Level.EXPERT)),
        (["1"], None, None, (121, None)),
        (["2"], None, Level.EXPERT, (61, Level.EXPERT)),
        (["4"], 61, None, None),
        (["3"], None, None, None),
        (["0"], 61, None, None),
        (["61"], None, None, None),  # a target said: read_args reads it
        (["2", "3"], 61, None, None),
        (["facile"], 61, None, None),
    ],
)
def test_a_lone_number_is_the_place_of_a_button(
    words: list[str],
    target: int | None,
    level: Level | None,
    picked: tuple[int | None, Level | None] | None,
) -> None:
    assert choice_at_place(words, target, level) == picked


@pytest.mark.parametrize(
    ("lang", "play", "user"), [("fr", "/jouer", 9_731), ("en", "/play", 9_732)]
)
async def test_two_then_three_typed_start_a_game_of_61_at_expert(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str, user: int
) -> None:
    player = Player(bot_driver, user, lang)
    await player.send(play)
    await player.send("2")  # [1] 121 [2] 61
    assert await db.table.active_table_game(user) is None
    await player.send("3")  # [1] easy [2] normal [3] expert
    game = await db.table.active_table_game(user)
    assert game is not None and game.level == "expert"
    assert game.state["rules"]["target"] == 61


async def test_a_level_by_place_after_the_target_pressed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    player = Player(bot_driver, 9_733, "fr")
    await player.send("/jouer")
    choice = local_api.last_message(9_733)
    assert choice is not None
    await bot_driver.press_button(choice, 1, user_id=9_733, language_code="fr")  # Partie de 121
    await player.send("1")
    game = await db.table.active_table_game(9_733)
    assert game is not None and game.level == "easy" and game.state["rules"]["target"] == 121
