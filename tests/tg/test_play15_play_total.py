""" "I have 31" at the play got « Unknown card "31" » (a count of the play past a hand's 29
read as no count), and "31 for 2" (the call of a pegging) « Unknown card "for" », where
« j'ai 15 » and "15 for 2" got the count line: now the same count line."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.easy_games import easy_game
from tests.tg.test_play13_play_calls import PEGGED


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("en", "I have 31"),
        ("en", "31"),
        ("en", "that's 30"),
        ("fr", "j'ai 31"),
        ("fr", "ça fait 31"),
        ("fr", "trente et un"),
        ("fr", "j'ai 15"),
        ("en", "31 for 2"),
        ("en", "thirty-one for two"),
        ("en", "I have 31 for 2"),
        ("fr", "31 pour 2"),
        ("fr", "trente et un pour deux"),
    ],
)
async def test_a_play_count_up_to_31_gets_the_count_line(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    typed: str,
) -> None:
    user = 9_700 + len(typed) + (50 if lang == "en" else 0)
    player = await easy_game(bot_driver, user, lang)
    reply = await player.typed_at(Step.PLAY, typed)
    assert reply.split("\n")[0] == PEGGED[lang], reply


@pytest.mark.parametrize("typed", ["I have 45", "45 for 2"])
async def test_a_number_past_31_is_still_no_count_of_the_play(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, typed: str
) -> None:
    user = 9_790
    player = await easy_game(bot_driver, user, "en")
    reply = await player.typed_at(Step.PLAY, typed)
    assert PEGGED["en"] not in reply, reply
