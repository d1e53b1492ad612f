"""« /soiree absent 1 Ben » (a number and a name) was answered « Il n'y a pas de joueur 1 : la
liste va de 1 à 2. », though player 1 was on the list: the first number typed was read as a
number past the list. A number is said missing only when the player is named by it alone;
numbers and a name are quoted, with the player the name may mean."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, Hall


@pytest.mark.parametrize(
    ("lang", "order", "said"),
    [
        ("fr", "absent 1 Ben", "« 1 Ben » n'est pas sur la liste. Vouliez-vous dire Ben Roy "
         "(numéro 2)? Donnez le numéro."),
        ("fr", "retirer 1 Ben", "« 1 Ben » n'est pas sur la liste. Vouliez-vous dire Ben Roy "
         "(numéro 2)? Donnez le numéro."),
        ("en", "late 2 Ann", "“2 Ann” is not on the list. Did you mean Ann Leblanc (number 1)? "
         "Give the number."),
        ("fr", "absent 3", "Il n'y a pas de joueur 3 : la liste va de 1 à 2."),
    ],
)  # fmt: skip
async def test_a_number_with_a_name_is_not_said_missing(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, order: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {order}")
    assert hall.group()[-1] == said
    players = await hall.db.nights.night_players(night.id)
    assert len(players) == 2 and not any(p.absent or p.late for p in players)
