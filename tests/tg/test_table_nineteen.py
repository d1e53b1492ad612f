"""« 19 » typed as a count at /jouer (players say « dix-neuf » for a zero hand, as no hand can
score 19) was read right, as 0, but said back « Vous avez dit 0, il y a 8. »: now the way the
player meant it, « 19, c'est-à-dire zéro : il y a 8. »."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said", "not_said"),
    [
        ("fr", "/jouer 61 facile", "19", "19, c'est-à-dire zéro\u00a0:", "Vous avez dit 0"),
        ("fr", "/jouer 61 facile", "dix-neuf!", "19, c'est-à-dire zéro\u00a0:", "Vous avez dit 0"),
        ("en", "/play 61 easy", "nineteen", "19, that is zero:", "You said 0"),
    ],
)
async def test_nineteen_typed_as_a_count_is_said_back_as_meant(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    said: str,
    not_said: str,
) -> None:
    user = 9_360 + len(typed) + (lang == "en") * 20
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.COUNT)
    await player.send(typed)
    told = "\n".join(shown(local_api, user)[-3:])
    assert said in told, told
    assert not_said not in told, told
