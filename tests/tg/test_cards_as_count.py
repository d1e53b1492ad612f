"""Cards typed where a hand's or a crib's points are asked: the hand's own cards are told the
points are wanted; other cards are told they are not the cards dealt, and /score counts them."""

from __future__ import annotations

import pytest
from test_handlers import one_text, plant

from bot.storage import Database
from bot.tg.local import Driver

DEALT = "4D 4H 5D 9D 10H"
"""The hand dealt (four cards, then the starter)."""


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        # The hand's own cards (the starter among them): the points they make are wanted.
        ("fr", "4K 5K", "Ce sont des cartes\u00a0: envoyez les points qu'elles font"),
        ("fr", "5 de carreau et 10 de cœur", "Ce sont des cartes\u00a0: envoyez les points"),
        ("en", "4D 4H 5D 9D 10H", "Those are cards: send the points they make"),
        # Other cards: not the cards dealt, and /score with them when they are five.
        (
            "fr",
            "5C 5K 5T VP 6P",
            "Ce ne sont pas les cartes données\u00a0: envoyez les points des cartes "
            "ci-dessus, un nombre comme 12. Pour compter vos propres cartes\u00a0: "
            "<code>/score 5C 5K 5T VP 6P</code>",
        ),
        (
            "fr",
            "VP 5C",
            "Ce ne sont pas les cartes données\u00a0: envoyez les points des cartes "
            "ci-dessus, un nombre comme 12. Pour compter vos propres cartes\u00a0: "
            "<code>/score 5C 5K 5T VP 5P</code>",
        ),
        (
            "en",
            "jack of spades, 5 of hearts",
            "Those are not the cards dealt: send the points of the cards above, a number "
            "like 12. To count cards of your own: <code>/score 5H 5D 5C JS 5S</code>",
        ),
        (
            "en",
            "JC 5H 5C 5D 6S",
            "Those are not the cards dealt: send the points of the cards above, a number "
            "like 12. To count cards of your own: <code>/score JC 5H 5C 5D 6S</code>",
        ),
    ],
)
async def test_cards_typed_as_a_count(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str
) -> None:
    """« 5C 5K 5T VP 6P » typed for the hand 4♦ 4♥ 5♦ 9♦ 10♥ got « Ce sont des cartes :
    envoyez les points qu'elles font… »: the points of cards not dealt, which no question
    asks. The player is told they are not the cards dealt, and shown /score for them."""
    user = 140 if code == "fr" else 141
    await bot_driver.send("/start", user_id=user, language_code=code)
    await plant(db, user, DEALT)
    reply = one_text(await bot_driver.send(typed, user_id=user, language_code=code))
    assert reply.startswith(told), reply
    assert await db.stats.attempts(user) == []
