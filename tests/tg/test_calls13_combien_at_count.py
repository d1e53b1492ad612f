"""« ça fait combien? » at /jouer's count step (calls13) was « Je ne connais pas le mot
« combien ». Comptez comme ceci : … » while "how much is it?" got the how-to-count help: the
same help in both languages now."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        ("fr", "/jouer 61 facile", "ça fait combien?", "2 par quinze (quinze 2, quinze 4…)"),
        ("en", "/play 61 easy", "how much is it?", "2 for each fifteen (fifteen 2, fifteen 4…)"),
    ],
)
async def test_how_much_at_the_count_gets_the_help(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    said: str,
) -> None:
    user = 13_130 + (1 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    reply = await player.typed_at(Step.COUNT, typed)
    assert said in reply, reply
    assert "combien »" not in reply, reply
