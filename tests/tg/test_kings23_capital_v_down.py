"""kings23: « E3 V 5 6 » typed at a step, a rack with no jack, got « Dans quel sens? Ajoutez >
(ou droite) pour l'horizontale, un petit v (ou bas) pour la verticale : H8 > 5 6 4. » (found
playing muggins chat): the capital V is the jack (« valet »), and a move of several tiles
needs a way. With no jack on the rack, no tile can be laid for that V: it is now read as the
small v, down, and the move played. With a jack on the rack it stays a jack, the way asked."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


async def test_a_capital_v_with_no_jack_on_the_rack_is_down(
    bot_driver: Driver, db: Database
) -> None:
    user = 23_401
    await plant(db, user, LAID, "3 5 6 9 Q")
    text = plain(await bot_driver.send("E3 V 5 6", user, language_code="fr"))
    assert "Votre coup : E3 5, E4 6" in text, text


async def test_a_capital_v_with_a_jack_on_the_rack_asks_the_way(
    bot_driver: Driver, db: Database
) -> None:
    user = 23_402
    question = await plant(db, user, LAID, "3 5 6 J Q")
    text = plain(await bot_driver.send("E3 V 5 6", user, language_code="fr"))
    assert text.startswith("Dans quel sens?"), text
    assert (await db.questions.pending_question(user, user)) == question
