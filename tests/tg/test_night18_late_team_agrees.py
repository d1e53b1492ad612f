"""A late team added at a doubles night, its game lost against the team that had the bye:
the group read « …contre Ann Leblanc et Ben Roy, qui avait l'exemption », and Ann and Ben, in
private, « Ronde 1 : Rita Cormier et Gaston Roy arrive en retard; … » (in English « …joins
late »): a team of two, in the singular. They now read « qui avaient l'exemption » and
« arrivent en retard » (« join late »); a player alone keeps the singular."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, FAY, Hall

SAID = {
    "fr": (
        "contre Ann Leblanc et Ben Roy, qui avaient l'exemption.",
        "Ronde 1 : Rita Cormier et Gaston Roy arrivent en retard; votre exemption devient une"
        " partie gagnée par défaut, 121 à 0.",
    ),
    "en": (
        "against Ann Leblanc and Ben Roy, who had the bye.",
        "Round 1: Rita Cormier and Gaston Roy join late; your bye becomes a game won by"
        " default, 121 to 0.",
    ),
}
ALONE = {
    "fr": (", qui avait l'exemption.", "Ronde 1 : Rita Cormier arrive en retard;"),
    "en": (", who had the bye.", "Round 1: Rita Cormier joins late;"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_late_team_and_the_team_with_the_bye_are_plural(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    group, told = SAID[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq doubles")
    for user in (ANN, BEN, CAT, DAN, EVE, FAY):
        await hall.join(night, user)
    await hall.order("ronde", "round")  # Ann and Ben: the bye
    await hall.order("ajouter", "add", "Rita Cormier, Gaston Roy")
    assert any(group in t for t in hall.group()), hall.group()[-1]
    assert hall.told(ANN)[-1] == told, hall.told(ANN)[-1]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_latecomer_alone_stays_singular(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    group, told = ALONE[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Rita Cormier")
    assert any(group in t for t in hall.group()), hall.group()[-1]
    assert any(t.startswith(told) for user in (ANN, BEN, CAT) for t in hall.told(user))
