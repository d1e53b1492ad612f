"""« /soiree aide » from a member who is not the organizer, or in private, listed the
organizer's commands (« /soiree jeux50 | fadoq | acc : ouvrir une soirée. », which cannot be
done in private, nor by a member). A member, or anyone in private, is now shown what a player
does, and where the organizer's commands are; the organizer, in the group, sees them."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, Hall

HELP = {
    "fr": {
        "head": "Soirée de club : ce que fait un joueur",
        "score": "Après votre partie, inscrivez le pointage, le vôtre d'abord : /soiree 61 38;"
        " votre adversaire le confirme avec le bouton.",
        "where": "Les commandes de l'organisateur (ouvrir une soirée, tirer les rondes, corriger"
        " un pointage) sont réservées aux administrateurs du groupe : /soiree aide, tapé par"
        " l'un d'eux dans le groupe du club, les montre.",
        "open": "ouvrir une soirée.",
        "organizer": "Soirée de club : les commandes de l'organisateur",
    },
    "en": {
        "head": "Club night: what a player does",
        "score": "After your game, write the score, your own first: /night 61 38; your"
        " opponent confirms it with the button.",
        "where": "The organizer's commands (opening a night, drawing the rounds, correcting a"
        " score) are for the group's administrators: /night help, typed by one of them in the"
        " club's group, shows them.",
        "open": "open a night.",
        "organizer": "Club night: the organizer's commands",
    },
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_member_and_anyone_in_private_see_what_a_player_does(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    said = HELP[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq 61")
    for user in (ANN, BEN):
        await hall.join(night, user)
    word = "aide" if lang == "fr" else "help"
    await hall.say(f"{hall.cmd} {word}", ANN)
    shown = hall.group()[-1].replace("\u00a0", " ").splitlines()
    assert shown[0] == said["head"], shown
    assert said["score"] in shown and said["where"] in shown, shown
    assert not any(said["open"] in line for line in shown), shown
    for user in (ANN, ADMIN):  # in private, nothing of the organizer's can be done
        await hall.private(f"{hall.cmd} {word}", user)
        told = hall.told(user)[-1].replace("\u00a0", " ").splitlines()
        assert told[0] == said["head"] and said["where"] in told, told
        assert not any(said["open"] in line for line in told), told
    await hall.say(f"{hall.cmd} {word}", ADMIN)  # the organizer, in the group: theirs
    assert hall.group()[-1].replace("\u00a0", " ").splitlines()[0] == said["organizer"]
