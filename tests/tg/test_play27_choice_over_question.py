"""A /main hand waiting, /jouer shows its choice; « 121 » typed went to the hand: « Une main ou
un crib fait au plus 29 points. ». A target or level typed answers the choice shown after the
question, as its buttons do (the hand set aside, its count told); a count stays the hand's."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts

PLAY_KIND = "play"


@pytest.mark.parametrize(
    ("lang", "command", "typed", "asked"),
    [
        ("fr", "/jouer", ["121", "expert"], "Une partie de 121 contre moi, niveau expert"),
        ("fr", "/jouer", ["partie de 61 facile"], "Une partie de 61 contre moi, niveau facile"),
        ("en", "/play", ["61 easy"], "A game of 61 against me, at easy level"),
    ],
)
async def test_the_choice_typed_over_a_hand(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: list[str], asked: str
) -> None:
    await bot_driver.send("/main", user_id=927, language_code=lang)
    await bot_driver.send(command, user_id=927, language_code=lang)
    replies: list[str] = []
    for text in typed:
        replies = texts(await bot_driver.send(text, user_id=927, language_code=lang))
    reply = "\n".join(replies)
    assert asked in reply, reply
    assert "29 points" not in reply  # the hand's limit: the text went to the hand
    question = await db.questions.pending_question(927, 927)
    assert question is not None and question.kind == PLAY_KIND


@pytest.mark.parametrize(("lang", "command"), [("fr", "/jouer"), ("en", "/play")])
async def test_a_count_stays_the_hands(
    bot_driver: Driver, db: Database, lang: str, command: str
) -> None:
    await bot_driver.send("/main", user_id=928, language_code=lang)
    hand = await db.questions.pending_question(928, 928)
    await bot_driver.send(command, user_id=928, language_code=lang)
    await bot_driver.send("2", user_id=928, language_code=lang)
    assert hand is not None
    graded = await db.questions.latest_question(928, 928)
    assert graded is not None and graded.id == hand.id and not graded.is_pending
