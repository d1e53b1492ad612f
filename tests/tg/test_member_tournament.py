"""/tournament with the default kind's name said aloud (issue 43, finding 13): « dupliqué »,
"duplicate" are understood, in French and in English."""

from __future__ import annotations

import pytest
from test_tournament_handlers import create, group_texts

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "2 dupliqué 61"),
        ("fr", "2 duplique 61"),
        ("fr", "fadoq dupliqué"),
        ("en", "2 duplicate 61"),
        ("en", "jeux50 duplicate 121"),
    ],
)
async def test_the_duplicate_kind_is_understood_by_its_name(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, words: str
) -> None:
    await create(bot_driver, local_api, db, words, lang)
    tournament = await db.tournaments.open_tournament(-100_700)
    assert tournament is not None and tournament.kind == "duplicate"
    if words.startswith("2 "):
        assert (tournament.games, tournament.target) == (2, 61)
    assert not any("understand" in t or "comprends" in t for t in group_texts(local_api))
