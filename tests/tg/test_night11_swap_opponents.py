"""« /soiree echanger 1 2 » for two players who face each other at one table answered « Fait :
voici la ronde, telle qu'elle est maintenant. », posted the same round again and told both
players in private their same table and opponent, under a second set of buttons: nothing had
changed. They are told they face each other already."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, NAMES, Hall


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "{a} et {b} sont déjà face à face à la table 1 : rien à changer."),
        ("en", "{a} and {b} already face each other at table 1: nothing to change."),
    ],
)
async def test_swapping_two_opponents_changes_nothing(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    before = await hall.tables(night)
    told = len(hall.told(a)), len(hall.told(b))
    await hall.order("echanger", "swap", "1 2")
    assert hall.group()[-1] == said.format(a=NAMES[ANN], b=NAMES[BEN])
    assert await hall.tables(night) == before
    assert (len(hall.told(a)), len(hall.told(b))) == told
