"""A member who typed « /soiree corriger 1 1 121 100 » (a confirmed score they know is wrong)
read « Seuls les administrateurs du groupe mènent la soirée. Pour inscrire votre pointage :
/soiree 121 98, le vôtre d'abord. », nothing about the score to fix, and writing it again
answers « Vous n'avez pas de partie qui attend son pointage ». They now read that the
organizer corrects a score, and to ask them; other orders keep the general line."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall

SAID = {
    "fr": ("Seuls les administrateurs du groupe corrigent un pointage : demandez-le à"
           " l'organisateur.", "Seuls les administrateurs du groupe mènent la soirée."),
    "en": ("Only the group's administrators correct a score: ask the organizer.",
           "Only the group's administrators run the night."),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_member_who_corrects_is_sent_to_the_organizer(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    correct, run = SAID[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    word = "corriger" if lang == "fr" else "correct"
    await hall.say(f"{hall.cmd} {word} 1 1 121 100", CAT)
    assert hall.group()[-1].splitlines()[0] == correct, hall.group()[-1]
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}", CAT)
    assert hall.group()[-1].splitlines()[0] == run, hall.group()[-1]
