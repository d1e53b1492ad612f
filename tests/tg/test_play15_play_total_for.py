""" "31 for 2" at /jouer's play (the call of a pegging) got « Unknown card "for" », where
"15 for 2" got the count line: now the same count line."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_play13_play_calls import PEGGED
from tests.tg.test_table_handlers import Player, shown, state


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("en", "/play 61 easy", "31 for 2"),
        ("en", "/play 61 easy", "thirty-one for two"),
        ("en", "/play 61 easy", "I have 31 for 2"),
        ("fr", "/jouer 61 facile", "31 pour 2"),
        ("fr", "/jouer 61 facile", "trente et un pour deux"),
    ],
)
async def test_a_play_count_for_points_gets_the_count_line(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
) -> None:
    user = 9_900 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.PLAY)
    await player.send(typed)
    reply = shown(local_api, user)[-1]
    assert reply.split("\n")[0] == PEGGED[lang], reply
    assert (await state(db, user, user))[3].step is Step.PLAY


async def test_a_number_past_31_for_points_is_no_count(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    user = 9_990
    player = Player(bot_driver, user, "en")
    await player.send("/play 61 easy")
    await player.reach(Step.PLAY)
    await player.send("45 for 2")
    reply = shown(local_api, user)[-1]
    assert PEGGED["en"] not in reply, reply
