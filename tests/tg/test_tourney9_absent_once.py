"""/soiree during a round, a player marked absent (« /soiree absent 2 »): the standings said
« Ben Roy — … · absent » and the round under them « Absence à cette ronde : Ben Roy », his
absence twice in one message. It reads once now: on his standings line; the round alone
(before any score counts, or posted when drawn) still says who sits it out."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall, play_round

AWAY = {"fr": "Absence à cette ronde : Ben Roy", "en": "Absent this round: Ben Roy"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_absence_reads_once_under_the_standings(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(3))
    await hall.say(f"{hall.cmd} absent 2")
    start = len(hall.group())
    await hall.order("ronde", "round")
    (drawn,) = hall.group(start)
    assert AWAY[lang] in drawn, drawn  # the round posted alone says who sits it out
    for word in ("", "classement" if lang == "fr" else "standings"):
        start = len(hall.group())
        await hall.say(f"{hall.cmd} {word}".rstrip())
        (shown,) = hall.group(start)
        ben = [line for line in shown.splitlines() if "Ben Roy" in line]
        assert len(ben) == 1, shown  # his standings line alone
        assert ben[0].endswith("· absent"), shown
        assert AWAY[lang] not in shown, shown
