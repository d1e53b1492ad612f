"""/ecart: « comment? » got « Carte inconnue « comment » : la valeur doit être A, 2 à 10, V, D
ou R. »; now what to keep, whose the crib is, and how to answer; the deal stays open."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.handlers.ecart import challenge_of
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "typed", "told", "dealer_words", "pone_words"),
    [
        ("fr", "comment?", "Gardez les cartes", "le crib est à vous", "le crib est au donneur"),
        ("en", "how do I choose?", "Keep the cards", "the crib is yours", "the dealer's"),
        (
            "fr",
            "je comprends pas",
            "Gardez les cartes",
            "le crib est à vous",
            "le crib est au donneur",
        ),
    ],
)
async def test_asking_how_at_a_lay_away_is_answered(
    bot_driver: Driver,
    db: Database,
    code: str,
    typed: str,
    told: str,
    dealer_words: str,
    pone_words: str,
) -> None:
    await bot_driver.send("/discard", user_id=63, language_code=code)
    question = await db.questions.pending_question(63, 63)
    assert question is not None
    challenge = challenge_of(question)
    assert challenge is not None
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=63, language_code=code)))
    assert told in reply and (dealer_words if challenge.dealer else pone_words) in reply, reply
    assert "Carte inconnue" not in reply and "Unknown card" not in reply
    still = await db.questions.pending_question(63, 63)
    assert still is not None and still.id == question.id
