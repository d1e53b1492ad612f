"""« what do I do? », "what now?" typed at a count got « “what”: did you mean “that”? Send your
count again, corrected. », a spelling riddle to a player who asks what is expected of them
(found playing muggins chat in English, at /hand and at a count of a /play game). Now what
each thing scores and how to send the count, as "what?" or "I don't understand" get it."""

from __future__ import annotations

import pytest

from bot.drills.answer_asides import asks_how
from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, texts
from tests.tg.test_table_handlers import Player


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("en", "what do I do?", "2 for each fifteen"),
        ("en", "What now?", "2 for each fifteen"),
        ("en", "what am I supposed to do?", "2 for each fifteen"),
        ("en", "now what", "2 for each fifteen"),
        ("fr", "je fais quoi?", "2 par quinze"),
        ("fr", "qu'est-ce que je fais?", "2 par quinze"),
        ("en", "what next?", "2 for each fifteen"),
        ("en", "What's next?", "2 for each fifteen"),
        ("fr", "et maintenant?", "2 par quinze"),
    ],
)
async def test_what_to_do_asked_at_a_count_says_how_to_count(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str
) -> None:
    await bot_driver.send("/hand", user_id=61, language_code=code)
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=61, language_code=code)))
    assert told in reply.replace("\u00a0", " "), reply
    assert "did you mean" not in reply and "vouliez-vous dire" not in reply, reply
    assert await db.stats.attempts(61) == []


async def test_what_to_do_asked_at_a_game_count(bot_driver: Driver, db: Database) -> None:
    player = Player(bot_driver, 30_290, "en")
    await player.send("/play 61 easy")
    reply = await player.typed_at(Step.COUNT, "what do I do?")
    assert "2 for each fifteen" in reply, reply
    assert "did you mean" not in reply, reply


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("what do I do?", True),
        ("what do i do now", True),
        ("what should I do", True),
        ("now what?", True),
        ("je fais quoi", True),
        ("on fait quoi?", True),
        ("what do I do with 12", False),  # a number in it: a count
        ("what a hand", False),
    ],
)
def test_asks_what_to_do(text: str, asks: bool) -> None:
    assert asks_how(text) is asks
