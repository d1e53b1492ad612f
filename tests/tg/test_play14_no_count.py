"""« non » / "no" typed at « Votre compte? » is no count: "no" was read as 0 in English
(« Muggins! I take the 4 points you missed »), where « non » got « J'attends votre compte. »."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.easy_games import easy_game
from tests.tg.test_table_handlers import shown, state

WAITS = {"fr": "J'attends votre compte.", "en": "I'm waiting for your count."}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("en", "no"),
        ("en", "No!"),
        ("fr", "non"),
    ],
)
async def test_no_at_the_count_is_no_count(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    typed: str,
) -> None:
    user = 9_700 + len(typed) + (50 if lang == "en" else 0)
    player = await easy_game(bot_driver, user, lang)
    await player.reach(Step.COUNT)
    _, _, before, _ = await state(db, user, user)
    await player.send(typed)
    reply = shown(local_api, user)[-1]
    assert reply.split("\n")[0] == WAITS[lang], reply
    _, _, after, waiting = await state(db, user, user)
    assert waiting.step is Step.COUNT and after.scores == before.scores
    assert "0" not in reply.split("\n")[0]
