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

SAYS_WHAT = {
    "en": "when a player counts short, the other player calls “Muggins!”",
    "fr": "quand un joueur oublie des points en comptant",
}


@pytest.mark.parametrize(
    ("lang", "step", "typed"),
    [
        ("en", Step.LAY_AWAY, "what's muggins?"),
        ("en", Step.PLAY, "what is muggins"),
        ("fr", Step.LAY_AWAY, "c'est quoi muggins?"),
    ],
)
async def test_muggins_asked_says_what_it_is(
    bot_driver: Driver, db: Database, *, lang: str, step: Step, typed: str
) -> None:
    player = Player(bot_driver, 30_100 + len(typed) + (step is Step.PLAY) * 50, lang)
    await player.send("/play 61 easy" if lang == "en" else "/jouer 61 facile")
    reply = (await player.typed_at(step, typed)).replace("\u00a0", " ")
    assert SAYS_WHAT[lang] in reply, reply


async def test_muggins_called_keeps_the_short_reply(bot_driver: Driver, db: Database) -> None:
    player = Player(bot_driver, 30_190, "en")
    await player.send("/play 61 easy")
    reply = await player.typed_at(Step.PLAY, "Muggins!")
    assert reply.startswith("Muggins is called on my count"), reply
    assert SAYS_WHAT["en"] not in reply, reply
