"""Huguette wrote « /soiree j'ai gagné 121 à 98 » in the group, Bob "/night I won 121 to 95":
each read « Je n'ai pas trouvé de pointage dans ce message. », though the same words typed in
private, or in reply to the bot, were read as a score. After the command they are read the
same way now, in the group and in private."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall

SAID = {"fr": "j'ai gagné 121 à 98", "en": "I won 121 to 98"}
LOST = {"fr": "il m'a battu 121 à 98", "en": "he beat me 121 to 98"}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("private", [False, True])
@pytest.mark.parametrize("won", [True, False])
async def test_a_sentence_after_the_command_is_read_as_a_score(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, private: bool, won: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, _ = await hall.one_table("fadoq")
    typed = f"{hall.cmd} {(SAID if won else LOST)[lang]}"
    if private:
        await hall.private(typed, a)
    else:
        await hall.say(typed, a)
    (t,) = await hall.tables(night)
    assert t.entered_by == a and t.score == ((121, 98) if won else (98, 121)), t
