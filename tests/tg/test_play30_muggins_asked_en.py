"""« what's muggins? » typed at a step of a /play game got « Muggins is called on my count of a
hand or a crib, after the play. Here, lay away your cards to the crib. », which says where it
is called but never what it is (found playing muggins chat in English). Now a question says
what it is too; « Muggins! » called at the step keeps the short reply."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player

EN_SAID = "when a player counts short, the other player calls “Muggins!”"


@pytest.mark.parametrize(
    ("typed", "step", "said"),
    [
        ("what's muggins?", Step.LAY_AWAY, EN_SAID),
        ("what is muggins", Step.PLAY, EN_SAID),
        ("c'est quoi muggins?", Step.LAY_AWAY, "quand un joueur oublie des points en comptant"),
    ],
)
async def test_muggins_asked_says_what_it_is(
    bot_driver: Driver, db: Database, *, typed: str, step: Step, said: str
) -> None:
    french = typed.startswith("c'est")
    player = Player(
        bot_driver, 30_100 + len(typed) + (step is Step.PLAY) * 50, "fr" if french else "en"
    )
    await player.send("/jouer 61 facile" if french else "/play 61 easy")
    reply = (await player.typed_at(step, typed)).replace("\u00a0", " ")
    assert said in reply, reply


async def test_muggins_called_keeps_the_short_reply(bot_driver: Driver, db: Database) -> None:
    player = Player(bot_driver, 30_190, "en")
    await player.send("/play 61 easy")
    reply = await player.typed_at(Step.PLAY, "Muggins!")
    assert reply.startswith("Muggins is called on my count"), reply
    assert EN_SAID not in reply, reply
