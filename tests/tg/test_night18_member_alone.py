"""« /soiree » typed alone by a plain member in a group that never held a night listed the
organizer's commands (« /soiree jeux50 | fadoq | acc : ouvrir une soirée. »), which a member
cannot type; as « /soiree aide » does, a member now sees what a player does, and the
organizer the organizer's list."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.test_night_handlers import ADMIN, ANN, GROUP, Hall

HEADS = {
    "fr": (
        "Soirée de club : ce que fait un joueur",
        "Soirée de club : les commandes de l'organisateur",
    ),
    "en": ("Club night: what a player does", "Club night: the organizer's commands"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_soiree_alone_before_any_night(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    local_api.member_status[(GROUP, ANN)] = "member"
    await hall.say(f"/club lang {lang}")
    player, organizer = HEADS[lang]
    await hall.say(hall.cmd, ANN)
    shown = hall.group()[-1].replace("\u00a0", " ").splitlines()
    assert shown[0] == player, shown
    await hall.say(hall.cmd, ADMIN)
    assert hall.group()[-1].replace("\u00a0", " ").splitlines()[0] == organizer
