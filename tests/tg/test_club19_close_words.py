"""« /tournoi fin » (« /tournoi ferme », « /tournoi terminé », "/tournament end"), typed by an
administrator whose round robin was all played, answered « Je ne comprends pas « fin ». » →
it closes the tournament, as « /tournoi fermer » does."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import ADMIN, create, group_texts, in_group

OVER = {"fr": "Ce tournoi est terminé.", "en": "This tournament is over."}


@pytest.mark.parametrize(
    ("lang", "close"),
    [
        ("fr", "/tournoi fin"),
        ("fr", "/tournoi ferme"),
        ("fr", "/tournoi terminé"),
        ("fr", "/tournoi termine"),
        ("en", "/tournament end"),
    ],
)
async def test_the_close_said_otherwise_closes(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, close: str
) -> None:
    tournament_id = await create(bot_driver, local_api, db, "fadoq ronde", lang)
    await in_group(bot_driver, close, ADMIN, lang)
    said = "\n".join(group_texts(local_api)).replace("\u00a0", " ")
    assert "comprends pas" not in said and "understand" not in said, said
    assert OVER[lang] in said, said
    closed = await db.tournaments.get_tournament(tournament_id)
    assert closed is not None and not closed.is_open
