"""« /soiree acc 7 » (the way of play, then the number of rounds): the organizer read « Je ne
comprends pas « 7 ». Par exemple : /soiree fadoq. », nothing saying the number goes first.
The reply now shows the order she meant: « Le nombre de rondes se tape en premier : /soiree
7 acc. »; that command opens the night of seven rounds."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.test_night_handlers import ADMIN, GROUP, Hall

FIRST = {
    "fr": "Le nombre de rondes se tape en premier : /soiree 7 acc doubles.",
    "en": "The number of rounds comes first: /night 7 acc doubles.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_number_after_the_way_of_play_says_it_goes_first(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    start = len(hall.group())
    await hall.say(f"{hall.cmd} acc 7 doubles")
    (said,) = hall.group(start)
    assert FIRST[lang] in said, said
    assert await hall.db.nights.open_night(GROUP) is None
    await hall.say(f"{hall.cmd} 7 acc doubles")
    night = await hall.db.nights.open_night(GROUP)
    assert night is not None and night.games == 7 and night.doubles
