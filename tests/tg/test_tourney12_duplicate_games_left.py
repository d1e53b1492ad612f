"""A member of a duplicate tournament between two games typing /tournoi in private, or « combien
de parties il me reste? », got the standings alone: how many games were left was only « 1
partie sur 2 » in their row, and nothing said what the « ▶️ Partie 2 du tournoi » button below
did. Now the answer ends with the games left and that the button starts the next one (also
right after joining)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player
from tests.tg.test_tournament_handlers import create, join, play_tournament_game, private_texts

JOINED = {
    "fr": "Il vous reste 2 parties à jouer : le bouton ci-dessous commence la partie 1.",
    "en": "You have 2 games left to play: the button below starts game 1.",
}
LEFT = {
    "fr": "Il vous reste 1 partie à jouer : le bouton ci-dessous commence la partie 2.",
    "en": "You have 1 game left to play: the button below starts game 2.",
}
ASKED = {"fr": "combien de parties il me reste?", "en": "how many games do I have left?"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_games_left_are_said(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await create(bot_driver, local_api, db, "2 61", lang)
    await join(bot_driver, local_api, db, 42, lang)
    assert private_texts(local_api, 42)[-1].endswith(JOINED[lang])
    await play_tournament_game(bot_driver, local_api, 42, lang)
    player = Player(bot_driver, 42, lang)
    for typed in ("/tournoi" if lang == "fr" else "/tournament", ASKED[lang]):
        await player.send(typed)
        assert private_texts(local_api, 42)[-1].endswith(LEFT[lang])
    await play_tournament_game(bot_driver, local_api, 42, lang)
    await player.send("/tournoi" if lang == "fr" else "/tournament")
    assert "Il vous reste" not in private_texts(local_api, 42)[-1]
    assert "left to play" not in private_texts(local_api, 42)[-1]
