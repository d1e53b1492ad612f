"""An organizer who typed an order of the night in their private chat with Muggins (« /soiree
retirer Ben », « /soiree ronde ») was told « Vous ne jouez à aucune soirée de club en ce
moment… appuyez sur ✅ », and « /soiree aide » there never showed the organizer's commands.
Now an order says it is typed in the club's group (a player's « ronde »: their night, as
before), and the help is shown."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, Hall


@pytest.mark.parametrize(
    ("lang", "order", "said"),
    [
        ("fr", "retirer Ben", "Les commandes de l'organisateur se tapent dans le groupe du club, "
         "où la soirée se tient : /soiree retirer Ben"),
        ("en", "round", "The organizer's commands are typed in the club's group, where the night "
         "is held: /night round"),
    ],
)  # fmt: skip
async def test_an_order_in_private_says_where_to_type_it(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, order: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.private(f"{hall.cmd} {order}", ADMIN)
    assert hall.told(ADMIN)[-1] == said
    await hall.private(f"{hall.cmd} {order}", ANN)  # a player: the same, but « ronde »
    if order == "round":  # their round, as /night shows it
        assert hall.told(ANN)[-1].split("\n")[1] == (
            "You are on the list. At each round, I write your table here."
        )
    else:
        assert hall.told(ANN)[-1] == said
    assert len(await hall.db.nights.night_players(night.id)) == 2


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_help_in_private(bot_driver: Driver, local_api: LocalBotApi, lang: str) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await hall.private(f"{hall.cmd} {'aide' if lang == 'fr' else 'help'}", ADMIN)
    head = "Soirée de club : ce que fait un joueur" if lang == "fr" else "Club night: what"
    where = "tapé par l'un d'eux dans le groupe du club" if lang == "fr" else "in the club's group"
    told = hall.told(ADMIN)[-1].replace("\u00a0", " ")
    assert told.startswith(head) and where in told, told  # the organizer's: in the group
