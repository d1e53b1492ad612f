"""At a table of three with the bot, a member's short count was caught by the bot at once and
the group read « Muggins! Bien vu : le robot marque les 2 points oubliés par Jean. »: the bot
praising its own catch (« Bien vu » is what a member's good call earns). The bot's catch now
reads « Muggins! Le robot marque les 2 points oubliés par Jean. »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GroupWatch, group_texts, play_on, two_and_the_bot

WORDS = {
    "fr": ("Bien vu : le robot", "Muggins! Le robot marque les 2 points oubliés par"),
    "en": ("Well caught: the bot", "Muggins! The bot pegs the 2 points"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_bot_does_not_praise_its_own_muggins(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    praise, plain_catch = WORDS[lang]
    host, guest = await two_and_the_bot(bot_driver, (501, "Marie"), (502, "Jean"), lang)
    await play_on({501: host, 502: guest}, GroupWatch(bot_driver), short=1.0)
    said = "\n".join(group_texts(local_api)).replace("\u00a0", " ")
    assert plain_catch in said, said[-3000:]
    assert praise not in said
