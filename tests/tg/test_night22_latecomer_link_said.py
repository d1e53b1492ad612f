"""Fay Comeau, added late during round 1 (« Fay Comeau arrive en retard… partie de la ronde 1
perdue par défaut… joue à partir de la ronde 2 » in the group), opened her own link: it said
only « Vous êtes sur la liste. À chaque ronde, je vous écris votre table ici. ». It now says
her game lost by default and the round she plays from, as the group was told."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, FAY, Hall

SAID = {
    "fr": "Vous arrivez en retard : votre partie de la ronde 1 est perdue par défaut, 0 à 121{a}."
    " Vous jouez à partir de la ronde 2.",
    "en": "You joined late: your game of round 1 is lost by default, 0 to 121{a}."
    " You play from round 2 on.",
}
AGAINST = {
    "fr": ", contre {name}, qui avait l'exemption",
    "en": ", against {name}, who had the bye",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("bye", [True, False])
async def test_the_latecomers_link_says_her_lost_game_and_her_round(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, bye: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("3 fadoq")
    for user in (ANN, BEN, CAT, *([] if bye else [DAN])):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    players = {p.id: p.name for p in await hall.db.nights.night_players(night.id)}
    had = [players[t.a[0]] for t in await hall.tables(night) if t.b is None]
    await hall.order("ajouter", "add", "Fay Comeau")
    await bot_driver.send(
        f"/start ns{night.id}_{4 if bye else 5}",
        user_id=FAY,
        language_code=lang,
        first_name="Fay Comeau",
    )
    against = AGAINST[lang].format(name=had[0]) if had else ""
    lines = hall.told(FAY)[-1].split("\n")
    assert SAID[lang].format(a=against) in lines, lines


TEAM = {
    "fr": "Votre équipe arrive en retard : sa partie de la ronde 1 est perdue par défaut, 0 à 121,"
    " contre Ann Leblanc et Ben Roy, qui avaient l'exemption. Votre équipe joue à partir de la"
    " ronde 2.",
    "en": "Your team joined late: its game of round 1 is lost by default, 0 to 121, against Ann"
    " Leblanc and Ben Roy, who had the bye. Your team plays from round 2 on.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_late_team_players_link_says_its_lost_game(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq doubles")
    for user in (ANN, BEN, CAT, DAN, EVE, FAY):
        await hall.join(night, user)
    await hall.order("ronde", "round")  # Ann and Ben: the bye
    await hall.order("ajouter", "add", "Rita Cormier, Gaston Roy")
    rita = 77
    await bot_driver.send(
        f"/start ns{night.id}_7", user_id=rita, language_code=lang, first_name="Rita Cormier"
    )
    lines = hall.told(rita)[-1].split("\n")
    assert TEAM[lang] in lines, lines
