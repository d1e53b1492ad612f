"""A member marked absent who opened their private chat with Muggins (/soiree, or the ✅'s link)
read « Vous êtes sur la liste. À chaque ronde, je vous écris votre table ici. », and no table
came. Now they read that their absence is noted and whom to tell when they are back."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "L'organisateur a noté votre absence : les prochaines rondes se tirent sans vous. "
         "De retour à la salle? Dites-le à l'organisateur."),
        ("en", "The organizer noted your absence: the next rounds are drawn without you. Back at "
         "the hall? Tell the organizer."),
    ],
)  # fmt: skip
async def test_an_absent_player_reads_it_in_private(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} absent 2")
    await hall.private(hall.cmd, BEN)
    assert said in hall.told(BEN)[-1].split("\n")
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.private(hall.cmd, BEN)
    assert said in hall.told(BEN)[-1].split("\n")
    await hall.private(f"/start ns{night.id}", BEN)
    assert said in hall.told(BEN)[-1].split("\n")
    await hall.private(hall.cmd, ANN)  # not absent: not said
    assert said not in hall.told(ANN)[-1].split("\n")
    await hall.say(f"{hall.cmd} present 2")
    await hall.private(hall.cmd, BEN)
    assert said not in hall.told(BEN)[-1].split("\n")
