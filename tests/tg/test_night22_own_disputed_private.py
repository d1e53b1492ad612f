"""Ann wrote « /soiree 121 90 », Dan « /soiree 121 100 »: disputed. Ann's « /soiree » in
private read « Ann Leblanc a inscrit le pointage : … », her own name, as if someone else had
written it. She now reads « Vous avez inscrit le pointage : … »; Dan still reads her name."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import NAMES, Hall

MINE = {
    "fr": "Vous avez inscrit le pointage : {a} 121, {b} 90. Ce pointage est contesté :"
    " l'organisateur décide.",
    "en": "You wrote the score: {a} 121, {b} 90. This score is disputed: the organizer decides.",
}
THEIRS = {
    "fr": "{a} a inscrit le pointage : {a} 121, {b} 90. Ce pointage est contesté :"
    " l'organisateur décide.",
    "en": "{a} wrote the score: {a} 121, {b} 90. This score is disputed: the organizer decides.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_writer_reads_she_wrote_it(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    _, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 90", a)
    await hall.say(f"{hall.cmd} 121 100", b)
    for user, said in ((a, MINE), (b, THEIRS)):
        await hall.private(hall.cmd, user)
        lines = hall.told(user)[-1].split("\n")
        assert said[lang].format(a=NAMES[a], b=NAMES[b]) in lines, lines
