"""« play the 9♣ », "I'll play 9♣", "throw the 9♣" typed at the play of a /play game got
« Unknown card “play”: the rank must be A, 2 to 10, J, Q or K. » (« I play » and « j'ai » were
read, the plain verb was not; found playing muggins chat in English). Now the card is played,
as the card alone is."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import played_words
from bot.drills.table_state import PLAYER_SEAT, Step
from bot.engine.cards import Card
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player, state


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("play the 9", "9"),
        ("I'll play the queen", "queen"),
        ("I will play a 5", "5"),
        ("throw the jack", "jack"),
        ("lay my 4", "4"),
        ("i play the 4", "4"),  # as before
        ("playing cards", "playing cards"),  # no verb alone: left as typed
    ],
)
def test_the_words_before_a_card_are_left_out(typed: str, card: str) -> None:
    assert played_words(typed) == card


@pytest.mark.parametrize("said", ["play the {card}", "I'll play {card}", "throw the {card}"])
async def test_a_card_said_with_its_verb_is_played(bot_driver: Driver, said: str) -> None:
    player = Player(bot_driver, 30_700 + len(said), "en")
    await player.send("/play 61 easy")
    await player.reach(Step.PLAY)
    card: Card = (await state(player.db, player.user, player.chat))[3].legal[0]
    await player.send(said.format(card=str(card)))
    after = (await state(player.db, player.user, player.chat))[2]
    assert card in after.deal.laid_by(PLAYER_SEAT), said
