"""Lise left the group in the middle of her game with Gaétan: the group read « Lise a quitté
le groupe : cela compte comme un abandon », but her own end message said « vous avez
abandonné, elle compte comme perdue », as if she had pressed « Abandonner ». It now says
« La partie est terminée. Vous avez quitté le groupe : elle compte comme perdue. »;
Gaétan's is unchanged."""

from __future__ import annotations

import pytest
from test_member_tournament import reply_of
from test_members_gone import member_left

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, chat_texts

LEFT = {
    "fr": "La partie est terminée. Vous avez quitté le groupe : elle compte comme perdue.",
    "en": "The game is over. You left the group: it counts as a loss.",
}
RESIGNED = {"fr": "vous avez abandonné", "en": "you resigned"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_leaver_is_told_they_left(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    lise, gaetan = Member(bot_driver, 921, "Lise", lang), Member(bot_driver, 922, "Gaétan", lang)
    for m in (lise, gaetan):
        await m.private("/start")
    await lise.say("Allo", message_id=9200)
    await gaetan.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(lise, 9200))
    await lise.press_in_group("mj:")
    game = await db.members.live_member_game(921)
    assert game is not None and game.is_active
    start = len(local_api.calls)
    local_api.member_status[(GROUP, 921)] = "left"
    await bot_driver.process(member_left(GROUP, 921, "Lise"))
    hers = "\n".join(chat_texts(local_api, start, 921)).replace("\u00a0", " ")
    assert LEFT[lang] in hers, hers
    assert RESIGNED[lang] not in hers, hers
    his = "\n".join(chat_texts(local_api, start, 922)).replace("\u00a0", " ")
    assert ("Lise" in his) and LEFT[lang] not in his, his
