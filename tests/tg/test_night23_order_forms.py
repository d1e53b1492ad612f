"""The organizer typed his orders as they come: « /soiree corrige 1 1 121 95 » (the
imperative), « /soiree echange 1 2 », « /soiree ferme »; each read « Je ne comprends pas
« corrige » » and the list of the orders. These forms give their order now."""

from __future__ import annotations

import pytest

from bot.drills.night_args import Order, order_of
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize(
    ("word", "order"),
    [
        ("corrige", Order.CORRECT),
        ("Correction", Order.CORRECT),
        ("echange", Order.SWAP),
        ("Échange", Order.SWAP),
        ("ferme", Order.CLOSE),
        ("fermée", Order.CLOSE),
        ("terminé", Order.CLOSE),
    ],
)
def test_the_forms_of_an_order(word: str, order: Order) -> None:
    assert order_of(word) is order


async def test_corrige_writes_the_score(bot_driver: Driver, local_api: LocalBotApi) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night, _, _ = await hall.one_table("fadoq")
    await hall.say("/soiree corrige 1 1 121 95")
    (t,) = await hall.tables(night)
    assert t.confirmed and t.score == (121, 95), hall.group()[-1]
