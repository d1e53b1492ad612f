"""« moi » typed while an /ecart deal waits for its lay-away got « Carte inconnue « moi » : la
valeur doit être A, 2 à 10, V, D ou R. » ("Unknown card "me"…"): a person said is no card,
and the reply says so and what to type (the cards to lay away, with an example from the
deal); the deal still waits."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts

SAID = {
    "fr": ("n'est pas une carte", "Touchez les 2 cartes à jeter au crib"),
    "en": ("is not a card", "Tap the 2 cards to lay away in the crib"),
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("fr", "moi"), ("fr", "c'est moi"), ("fr", "pas moi"), ("en", "me"), ("en", "not me")],
)
async def test_a_person_at_a_deal_is_no_card(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    await bot_driver.send("/ecart", user_id=941, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=941, language_code=lang))
    reply = reply.replace("\u00a0", " ")
    assert f"« {typed} »" in reply or f"“{typed}”" in reply, reply
    for said in SAID[lang]:
        assert said in reply, reply
    assert "inconnue" not in reply and "Unknown" not in reply, reply
    question = await db.questions.pending_question(941, 941)
    assert question is not None and question.is_pending


async def test_who_deals_waiting_is_still_answered_by_moi(bot_driver: Driver) -> None:
    await bot_driver.send("/ecart", user_id=942, language_code="fr")
    await bot_driver.send("/ecart 5C 5K VP DT 2C 3P", user_id=942, language_code="fr")
    [reply] = texts(await bot_driver.send("moi", user_id=942, language_code="fr"))
    assert "Vous êtes le donneur" in reply.replace("\u00a0", " "), reply
