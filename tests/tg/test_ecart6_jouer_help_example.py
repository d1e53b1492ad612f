"""« aide » at /jouer's lay-away said « Ou tapez-les, par exemple 5♥ V♣ », cards most often
not in the player's hand: the example is two of the player's own cards now."""

from __future__ import annotations

import re

from bot.i18n import card_input
from bot.storage import Database
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text
from tests.tg.test_table_handlers import Player, state

PLAYER_SEAT = 0


async def test_help_at_the_lay_away_types_two_of_the_players_cards(
    bot_driver: Driver, db: Database
) -> None:
    user = 9_631
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    _, _, table, waiting = await state(db, user, user)
    assert waiting.step.value == "lay_away"
    (reply,) = texts(await player.send("aide"))
    found = re.search(r"par exemple (\S+) (\S+)\.", html_to_text(reply))
    assert found is not None, reply
    hand = {str(c) for c in table.deal.hands[PLAYER_SEAT]}
    typed = card_input.read_cards(f"{found[1]} {found[2]}", "fr", 2)  # « V♣ » read back
    assert {str(c) for c in typed} <= hand, (reply, hand)
