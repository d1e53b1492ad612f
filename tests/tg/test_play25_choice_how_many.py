"""At /play's choice of a game (« Une partie complète contre moi : en combien de points? »),
« ça fait combien? » or « combien? » got the command menu (« S'exercer /main : compter une
main… »), the question unanswered: the choice is now asked again, its buttons live."""

from __future__ import annotations

import pytest

from bot.drills.table_args import asks_how_many
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_table_handlers import Player, shown


@pytest.mark.parametrize(
    ("lang", "play", "typed", "asked"),
    [
        (
            "fr",
            "/jouer",
            "ça fait combien?",
            "Une partie complète contre moi\u00a0: en combien de points?",
        ),
        ("fr", "/jouer", "combien?", "Une partie complète contre moi\u00a0: en combien de points?"),
        ("en", "/play", "how many points?", "A whole game against me: how many points?"),
    ],
)
async def test_how_many_asks_the_choice_again(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, play: str, typed: str, asked: str
) -> None:
    user = 2501 if lang == "fr" else 2502
    player = Player(bot_driver, user, lang)
    await player.send(play)
    await player.send(typed)
    again = local_api.last_message(user)
    assert again is not None and inline_buttons(again)
    assert shown(local_api, user)[-1] == asked


async def test_how_many_after_the_target_asks_the_level_again(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    player = Player(bot_driver, 2503, "fr")
    await player.send("/jouer")
    await player.send("61")
    await player.send("combien?")
    assert shown(local_api, 2503)[-1] == "Une partie de 61\u00a0: quel niveau pour moi?"


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("ça fait combien?", True),
        ("Combien de points?", True),
        ("c'est combien", True),
        ("How many?", True),
        ("how much", True),
        ("combien de cartes dans le crib?", False),
        ("bonjour", False),
        ("61", False),
    ],
)
def test_asks_how_many(text: str, asks: bool) -> None:
    assert asks_how_many(text) is asks
