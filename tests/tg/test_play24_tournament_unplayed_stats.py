"""A tournament game abandoned at its first lay-away (0-0, no deal played) is recorded by its
tournament (« Partie 1 du tournoi enregistrée : 0 pour vous, 61 pour moi. », « (1 abandon) » in
the standings) while /stats left it out without a word: the member saw one game in the
standings and none in /stats. /stats now says it is not counted there, and that its tournament
counts it (the tournament's rule wins in its standings)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import (
    ANN,
    create,
    join,
    private_texts,
    start_tournament_game,
)
from tests.tg.test_tournament_resign_order import resign

SAID = {
    "fr": (
        "Pas comptée ici : 1 partie de tournoi abandonnée avant sa première donne; son "
        "tournoi la compte (/tournoi)."
    ),
    "en": (
        "Not counted here: 1 tournament game abandoned before its first deal; its tournament "
        "counts it (/tournament)."
    ),
}
RECORDED = {"fr": "0 pour vous, 61 pour moi", "en": "0 for you, 61 for me"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_stats_say_the_tournament_counts_a_game_abandoned_at_0_0(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await create(bot_driver, local_api, db, "2 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)
    await start_tournament_game(bot_driver, local_api, ANN, lang)
    await resign(bot_driver, local_api, lang)  # at the first lay-away: 0-0
    assert any(RECORDED[lang] in t for t in private_texts(local_api, ANN)[-3:])
    await bot_driver.send(
        "/statistiques" if lang == "fr" else "/stats", user_id=ANN, language_code=lang
    )
    stats = private_texts(local_api, ANN)[-1].replace("\u00a0", " ")
    assert SAID[lang] in stats, stats
