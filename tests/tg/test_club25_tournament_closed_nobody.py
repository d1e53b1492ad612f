"""« /tournoi fermer » on a tournament nobody joined said the same thing twice: « Personne
n'a terminé de partie : pas de gagnant cette fois. » then, in the final standings,
« Personne n'y a participé. ». Now it is said once."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import ADMIN, create, group_texts, in_group

WORDS = {
    "fr": ("/tournoi fermer", "Personne n'y a participé", "Personne n'a terminé"),
    "en": ("/tournament close", "Nobody took part", "Nobody finished"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_nobody_took_part_is_said_once(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    close, nobody, unfinished = WORDS[lang]
    tournament_id = await create(bot_driver, local_api, db, "fadoq", lang)
    posted = len(group_texts(local_api))
    await in_group(bot_driver, close, ADMIN, lang)
    said = "\n".join(group_texts(local_api)[posted:])
    closed = await db.tournaments.get_tournament(tournament_id)
    assert closed is not None and not closed.is_open
    assert said.count(nobody) == 1, said
    assert unfinished not in said, said
