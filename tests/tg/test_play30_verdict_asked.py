"""At my count of a /play game (« Is my count right? »), "what's muggins?" got « Type “right”
(or tap ✓ Right) if my count is right, or “Muggins!” and the points I missed. », never what
muggins is, though it is called right there (found playing muggins chat in English). Now what
muggins is, then how to answer."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player


@pytest.mark.parametrize(
    ("lang", "typed", "told"),
    [
        ("en", "what's muggins?", "When a player counts short, the other player calls “Muggins!”"),
        ("fr", "c'est quoi muggins?", "Quand un joueur oublie des points en comptant"),
        ("en", "I don't know", "Count my cards yourself, shown above"),  # as before
    ],
)
async def test_asked_at_my_count(bot_driver: Driver, lang: str, typed: str, told: str) -> None:
    player = Player(bot_driver, 30_500 + len(typed) + (lang == "fr") * 40, lang)
    await player.send("/play 61 easy" if lang == "en" else "/jouer 61 facile")
    reply = (await player.typed_at(Step.VERDICT, typed)).replace("\u00a0", " ")
    assert told in reply, reply
