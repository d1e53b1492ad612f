"""A name the organizer misspells at the club night (« /soiree retard Rtia ») was answered
« Quel joueur? Donnez son numéro sur la liste, ou son nom. », which did not say what was not
found nor who was meant; a name two players share (« Roy ») the same. Now the name typed is
quoted, with the players it may mean and their numbers."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import BEN, Hall


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "Rtia", "« Rtia » n'est pas sur la liste. Vouliez-vous dire Rita Cormier "
         "(numéro 2)? Donnez le numéro."),
        ("fr", "Roy", "Plusieurs joueurs s'appellent « Roy » : Ben Roy (numéro 1) ou Gaétan Roy "
         "(numéro 3). Donnez le numéro."),
        ("fr", "Xavier", "« Xavier » n'est pas sur la liste. Donnez le numéro du joueur sur la "
         "liste, ou son nom."),
        ("en", "gaetn", "“gaetn” is not on the list. Did you mean Gaétan Roy (number 3)? Give "
         "the number."),
        ("en", "Roy", "Several players are named “Roy”: Ben Roy (number 1) or Gaétan Roy "
         "(number 3). Give the number."),
    ],
)  # fmt: skip
async def test_a_name_not_found_is_quoted_with_whom_it_may_mean(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    await hall.join(night, BEN)
    add = "ajouter" if lang == "fr" else "add"
    for name in ("Rita Cormier", "Gaétan Roy"):
        await hall.say(f"{hall.cmd} {add} {name}")
    before = len(hall.group())
    await hall.say(f"{hall.cmd} {'retard' if lang == 'fr' else 'late'} {typed}")
    assert hall.group(before) == [said]
    assert all(not p.late for p in await hall.db.nights.night_players(night.id))
