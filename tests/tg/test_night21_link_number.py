"""« /soiree lier 2 » not in reply to a member's message answered « Répondez à un message du
joueur dans le groupe avec /soiree lier 4 (son numéro sur la liste) », another player's
number than the one the organizer meant. The example now takes the player named (by number
or by name); with none, 4 as before."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, Hall

HOW = {
    "fr": "Répondez à un message du joueur dans le groupe avec /soiree lier {n} (son numéro sur"
    " la liste) : ses tables lui arrivent ensuite en privé.",
    "en": "Reply to a message of the player in the group with /night link {n} (their number on"
    " the list): from then on their tables reach them in private.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_link_example_takes_the_player_named(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.order("ajouter", "add", "Rita Cormier")
    for typed, n in (("3", 3), ("Rita", 3), ("", 4), ("Zoé", 4)):
        await hall.order("lier", "link", typed)
        assert hall.group()[-1] == HOW[lang].format(n=n), (typed, hall.group()[-1])
