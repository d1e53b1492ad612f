"""A game against the bot abandoned before any deal was played (/annuler at the first
lay-away, 0-0) was asked « Abandonner votre partie? Elle comptera comme perdue. », told « Partie
abandonnée; elle compte comme perdue. » and counted « perdues : 1 » in /stats: a club player
who changed their mind before a card was laid lost nothing. It now does not count, and is said
so; a game abandoned once a deal was played still counts as lost."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown

WORDS = {
    "fr": (
        "/jouer 61 facile",
        "/annuler",
        "Abandonner votre partie? Aucune donne n'a été jouée, elle ne comptera donc pas.",
        "Partie abandonnée; aucune donne n'a été jouée, elle ne compte donc pas. /jouer en "
        "commence une autre.",
        "Abandonner votre partie? Elle comptera comme perdue.",
        "perdues\u00a0: 1",
    ),
    "en": (
        "/play 61 easy",
        "/cancel",
        "Abandon your game? No deal has been played, so it will not count.",
        "Game abandoned; no deal was played, so it does not count. /play starts another.",
        "Abandon your game? It counts as lost.",
        "lost: 1",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_game_abandoned_before_any_deal_does_not_count(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    play, cancel, asked, abandoned, _, lost = WORDS[lang]
    user = 23_100 + (lang == "en")
    player = Player(bot_driver, user, lang)
    await player.send(play)
    await player.send(cancel)
    assert shown(local_api, user)[-1] == asked
    await player.send("oui" if lang == "fr" else "yes")
    assert shown(local_api, user)[-1] == abandoned
    assert await db.table.active_table_game(user) is None
    said = "\n".join(await player.replies_to("/stats"))
    assert lost not in said, said
    assert "/play)" not in said and "/jouer)" not in said, said  # no game to count
    started = "\n".join(await player.replies_to(play))  # no « You lost our last game »
    assert "lost our last game" not in started and "perdu notre dernière" not in started


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_game_abandoned_in_its_play_still_counts_as_lost(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    play, cancel, _, _, asked, lost = WORDS[lang]
    user = 23_200 + (lang == "en")
    player = Player(bot_driver, user, lang)
    await player.send(play)
    await player.reach(Step.PLAY)
    await player.send(cancel)
    assert shown(local_api, user)[-1] == asked
    await player.send("oui" if lang == "fr" else "yes")
    assert "lost" in shown(local_api, user)[-1] or "perdue" in shown(local_api, user)[-1]
    said = "\n".join(await player.replies_to("/stats"))
    assert lost in said, said
