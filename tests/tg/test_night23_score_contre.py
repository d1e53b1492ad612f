"""Huguette wrote her score the way it is said at the hall, « /soiree 121 contre 104 », and
Bob his, "/night 121 vs 95": each read « Je n'ai pas trouvé de pointage dans ce message. »,
though the two numbers were there. « contre » and "vs" now join a score as « à » does."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("typed", "private"), [("121 contre 104", False), ("121 vs 104", True)])
async def test_a_score_joined_by_contre_or_vs_is_written(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, private: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, _ = await hall.one_table("fadoq")
    if private:
        await hall.private(typed, a)
    else:
        await hall.say(f"{hall.cmd} {typed}", a)
    (t,) = await hall.tables(night)
    assert t.entered_by == a and t.score == (121, 104), t
