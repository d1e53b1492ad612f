"""« combien j'ai de points? » typed at one's own count got how to count alone: a member of 72
may ask the points of the hand (theirs to count) or their score in the game. Both are said
now: how to count, then the hand race's score under /main, the board under /jouer."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.tg.local import Driver, texts
from tests.tg.test_play26_score_starter_asked import COMMANDS
from tests.tg.test_table_handlers import Player

HOW = {"fr": "Pour compter : 2 par quinze", "en": "How to count: 2 for each fifteen"}
RACE = {
    "fr": "Dans la course des mains à 121, vous avez 0 point, et moi 0 point.",
    "en": "In the hand race to 121, you have 0 points, and I have 0 points.",
}
TYPED = {"fr": "combien j'ai de points?", "en": "how many points do I have?"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_at_a_hand_the_race_too(bot_driver: Driver, lang: str) -> None:
    user = 18_100 + len(lang)
    await bot_driver.send("/main" if lang == "fr" else "/hand", user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(TYPED[lang], user_id=user, language_code=lang))
    said = said.replace("\u00a0", " ")
    assert said.startswith(HOW[lang]) and said.endswith("\n" + RACE[lang]), said


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_at_the_play_count_the_board_too(bot_driver: Driver, lang: str) -> None:
    player = Player(bot_driver, 18_200 + len(lang), lang)
    await player.send(COMMANDS[lang])
    reply = (await player.typed_at(Step.COUNT, TYPED[lang])).replace("\u00a0", " ")
    board = "Planche : vous " if lang == "fr" else "Board: you "
    assert reply.startswith(HOW[lang]) and "\n" + board in reply, reply


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("fr", "qui mène?"), ("fr", "quel est le pointage?"), ("en", "what's my score?")],
)
async def test_the_score_asked_at_a_hand(bot_driver: Driver, lang: str, typed: str) -> None:
    """« qui mène? » was « Je ne connais pas le mot « qui » »: the race's score now, and the
    hand still asked."""
    user = 18_300 + len(typed)
    await bot_driver.send("/main" if lang == "fr" else "/hand", user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    waits = {"fr": "Votre question ci-dessus attend", "en": "Your question above is still"}
    assert said.replace("\u00a0", " ").startswith(RACE[lang] + "\n" + waits[lang]), said
