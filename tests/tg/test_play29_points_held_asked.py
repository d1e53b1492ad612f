"""« combien j'ai de points? » ("how many points do I have?") typed at /jouer's lay-away or
play got the step's help (« Gardez les cartes qui marquent ensemble… », « Au jeu, une carte
marque 2 si… »), and once the game was over the list of commands: the player asks the score.
Now the board (« Planche : vous 0, moi 2 (partie de 61). ») and what the step waits for, as
« quel est le pointage? » gets; after the game, who won. At the player's own count it still
gets how to count the hand first, then the board (`test_stats8_points_held_at_count`; the
steps asked: `test_play26_score_starter_asked`)."""

from __future__ import annotations

import pytest

from bot.drills.step_asked import asks_points_held, asks_score
from bot.drills.table_state import Step
from bot.tg.local import Driver
from tests.tg.test_play26_score_starter_asked import COMMANDS
from tests.tg.test_table_handlers import Player


@pytest.mark.parametrize(
    "typed",
    [
        "combien j'ai de points?",
        "J'ai combien de points ?",
        "combien de points j'ai?",
        "Combien ai-je de points?",
        "how many points do I have?",
    ],
)
def test_the_points_held_are_the_score(typed: str) -> None:
    assert asks_points_held(typed) and asks_score(typed)


@pytest.mark.parametrize("typed", ["combien de points?", "j'ai 12 points", "combien ça fait"])
def test_no_points_held(typed: str) -> None:
    assert not asks_points_held(typed)


async def test_at_the_count_the_hand_is_meant(bot_driver: Driver) -> None:
    player = Player(bot_driver, 29_200, "fr")
    await player.send(COMMANDS["fr"])
    reply = await player.typed_at(Step.COUNT, "combien j'ai de points?")
    assert reply.replace("\u00a0", " ").startswith("Pour compter : 2 par quinze"), reply


async def test_after_the_game_who_won(bot_driver: Driver) -> None:
    player = Player(bot_driver, 29_300, "fr")
    await player.send(COMMANDS["fr"])
    while await player.move():
        pass
    said = await player.replies_to("combien j'ai de points?")
    assert said and said[-1].startswith(("Vous avez gagné, ", "J'ai gagné, ")), said
    assert said[-1].endswith("/jouer pour une autre partie."), said
