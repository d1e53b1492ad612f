"""Ann wrote « /soiree 121 90 », Dan wrote « /soiree 121 100 » (he says he won): the
organizer decides. Ann's « /soiree » in private still said « Ce pointage est déjà inscrit :
votre adversaire le confirme avec le bouton. », a button gone, a confirmation that will not
come. It now says, as Dan's does, that the score is disputed and the organizer decides."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, Hall

SAID = {
    "fr": "{a} a inscrit le pointage : {a} 121, {b} 90. Ce pointage est contesté : l'organisateur"
    " décide.",
    "en": "{a} wrote the score: {a} 121, {b} 90. This score is disputed: the organizer decides.",
}
OWN = {  # the writer herself (night22: before, her own name in the third person)
    "fr": "Vous avez inscrit le pointage : {a} 121, {b} 90. Ce pointage est contesté :"
    " l'organisateur décide.",
    "en": "You wrote the score: {a} 121, {b} 90. This score is disputed: the organizer decides.",
}
STALE = {"fr": "le confirme avec le bouton", "en": "confirms it with the button"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_writer_reads_that_the_organizer_decides(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    _, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 90", a)
    await hall.say(f"{hall.cmd} 121 100", b)
    names = {ANN: "Ann Leblanc", BEN: "Ben Roy"}
    for user in (a, b):
        said = (OWN if user == a else SAID)[lang].format(a=names[a], b=names[b])
        await hall.private(hall.cmd, user)
        told = hall.told(user)[-1]
        assert said in told and STALE[lang] not in told, told
