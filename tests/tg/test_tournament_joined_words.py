"""A member pressing « ✅ Je participe » under a tournament landed in their private chat on
« Club : Club » and the standings: nothing said they were in (a member of 72 wondered whether
the press had worked). The private chat now opens on « ✅ Vous participez à ce tournoi. »;
/tournoi typed there later shows the standings alone."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import ANN, create, join, private_texts


@pytest.mark.parametrize(
    ("lang", "words", "cmd", "joined"),
    [
        ("fr", "2 61", "/tournoi", "✅ Vous participez à ce tournoi."),
        ("en", "fadoq robin", "/tournament", "✅ You are in this tournament."),
    ],
)
async def test_the_private_chat_the_join_button_opens_says_the_member_is_in(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    words: str,
    cmd: str,
    joined: str,
) -> None:
    await create(bot_driver, local_api, db, words, lang)
    await join(bot_driver, local_api, db, ANN, lang)
    opened = private_texts(local_api, ANN)[-1]
    assert opened.splitlines()[0] == joined, opened
    assert "P42" in opened
    await bot_driver.send(cmd, user_id=ANN, language_code=lang)
    assert joined not in private_texts(local_api, ANN)[-1]
