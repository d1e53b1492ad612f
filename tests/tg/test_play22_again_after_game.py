"""« rejouer », « encore », « une autre » typed once a /jouer game was over (finished or
abandoned) got « Je réponds aux comptes et aux commandes : /main vous donne une main… »: it
gets /jouer's choice, as /jouer does. Another drill asked since, or a game under way, leave
the words to the others."""

from __future__ import annotations

import pytest

from bot.drills.table_args import asks_again
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown

CHOICE = {
    "fr": "Une partie complète contre moi\u00a0: en combien de points?",
    "en": "A whole game against me: how many points?",
}
START = {"fr": "/jouer 61 facile", "en": "/play 61 easy"}
CANCEL = {"fr": ("/annuler", "oui"), "en": ("/cancel", "yes")}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "rejouer"),
        ("fr", "Une autre!"),
        ("fr", "encore"),
        ("en", "play again"),
        ("fr", "on en fait une autre?"),  # play27
        ("en", "new game"),
    ],
)
async def test_again_after_an_abandoned_game_offers_the_choice(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, typed: str
) -> None:
    user = 22_200 + len(typed) + (lang == "en") * 50
    player = Player(bot_driver, user, lang)
    await player.send(START[lang])
    for text in CANCEL[lang]:
        await player.send(text)
    assert await db.table.active_table_game(user) is None
    count = len(shown(local_api, user))
    await player.send(typed)
    assert shown(local_api, user)[count:] == [CHOICE[lang]]


async def test_again_after_a_finished_game_offers_the_choice(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    player = Player(bot_driver, 22_290, "fr")
    await player.send("/images off")
    await player.send(START["fr"])
    await player.finish()
    count = len(shown(local_api, 22_290))
    await player.send("encore")
    assert shown(local_api, 22_290)[count:] == [CHOICE["fr"]]


async def test_again_after_another_drill_is_left_to_the_others(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    player = Player(bot_driver, 22_291, "fr")
    await player.send("/main")
    await player.send("/annuler")
    count = len(shown(local_api, 22_291))
    await player.send("rejouer")
    assert CHOICE["fr"] not in shown(local_api, 22_291)[count:]


def test_what_asks_again() -> None:
    for text in ("rejouer", "Encore!", "une autre partie svp", "again", "Another game."):
        assert asks_again(text)
    # got « Je réponds aux comptes et aux commandes… » (play27)
    for text in ("On en fait une autre?", "on recommence", "nouvelle partie", "New game?"):
        assert asks_again(text)
    for text in ("", "encore 12", "une", "autre chose", "61", "oui"):
        assert not asks_again(text)
